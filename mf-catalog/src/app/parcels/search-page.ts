import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { SearchPage } from '../../pages/search/search-page';

export default createParcel<PageParcelProps>('Афиша', SearchPage);
