export { OfferView } from './offer-view';
export { ALREADY_PREMIUM_TITLE } from './ui/already-premium';
export { PlanChoice } from './ui/plan-choice';
export { Terms } from './ui/terms';
export { VARIANTS } from './variants';
export type { VariantProps } from './variants/variant-props';
