import { createParcel } from '@kaver/shared-contracts/parcels';
import { SubscriptionStatus } from '../../widgets/subscription-status';

export default createParcel<Record<string, never>>('Знакомства и подписка', SubscriptionStatus);
