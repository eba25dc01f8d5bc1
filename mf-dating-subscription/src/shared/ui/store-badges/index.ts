export { StoreBadges, type StoreId } from './store-badges';
