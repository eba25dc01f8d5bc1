import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { SubscriptionPage } from '../../pages/subscription';

export default createParcel<PageParcelProps>('Знакомства и подписка', SubscriptionPage);
