import { createParcel, type PremiumBannerProps } from '@kaver/shared-contracts';
import { PremiumBanner } from '../../widgets/premium-banner';

export default createParcel<PremiumBannerProps>('Знакомства и подписка', PremiumBanner);
