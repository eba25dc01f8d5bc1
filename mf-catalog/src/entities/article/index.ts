// to-article-card.ts is not re-exported: it brings the date library, which lists load with their request.
export { ArticleCard, articlePath, readingTime } from './article-card';
export { type ArticleCardData, toArticleCards } from './card-data';
