import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { PlacePage } from '../../pages/place/place-page';

export default createParcel<PageParcelProps>('Афиша', PlacePage);
