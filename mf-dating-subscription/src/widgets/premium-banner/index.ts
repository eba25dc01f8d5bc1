export { MORE_LABEL, PROFILES_LABEL, PremiumBanner } from './premium-banner';
