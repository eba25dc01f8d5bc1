import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { CityPage } from '../../pages/city/city-page';

export default createParcel<PageParcelProps>('Афиша', CityPage);
