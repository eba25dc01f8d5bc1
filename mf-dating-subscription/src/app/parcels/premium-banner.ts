import type { PremiumBannerProps } from '@kaver/shared-contracts';
import { createParcel } from '@kaver/shared-contracts/parcels';
import { PremiumBanner } from '../../widgets/premium-banner';

export default createParcel<PremiumBannerProps>('Знакомства и подписка', PremiumBanner);
