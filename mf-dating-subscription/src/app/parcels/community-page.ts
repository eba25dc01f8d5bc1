import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { CommunityPage } from '../../pages/community';

export default createParcel<PageParcelProps>('Знакомства и подписка', CommunityPage);
