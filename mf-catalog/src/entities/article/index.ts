export { ArticleCard, articlePath, publishedText, readingTime } from './article-card';
