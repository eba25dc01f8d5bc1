import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { ProfilePage } from '../../pages/profile';

export default createParcel<PageParcelProps>('Профиль', ProfilePage);
