export { ListingLinks } from './listing-links';
