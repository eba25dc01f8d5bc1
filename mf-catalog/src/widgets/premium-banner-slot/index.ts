export { PremiumBannerSlot } from './premium-banner-slot';
