import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { ListingPage } from '../../pages/listing/listing-page';

export default createParcel<PageParcelProps>('Афиша', ListingPage);
