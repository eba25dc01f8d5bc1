import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { InfoPage } from '../../pages/info/info-page';

export default createParcel<PageParcelProps>('О проекте', InfoPage);
