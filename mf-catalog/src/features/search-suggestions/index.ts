export { SearchSuggestions, suggestionHref } from './search-suggestions';
