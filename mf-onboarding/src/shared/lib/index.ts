export { useBrand } from './use-brand';
export { useFocusTrap } from './use-focus-trap';
