import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { PlacesPage } from '../../pages/places/places-page';

export default createParcel<PageParcelProps>('Афиша', PlacesPage);
