// Guides are articles of another kind: the article page tells them apart by the route (/guides/{slug}).
export { default, page } from './article-page';
