import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { HomePage } from '../../pages/home/home-page';

export default createParcel<PageParcelProps>('Афиша', HomePage);
