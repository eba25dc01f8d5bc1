import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { AccountDeletingPage } from '../../pages/account-deleting';

export default createParcel<PageParcelProps>('Удаление аккаунта', AccountDeletingPage);
