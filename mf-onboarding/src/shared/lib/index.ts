export { useBrand } from './use-brand';
