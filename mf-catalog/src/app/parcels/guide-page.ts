import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { GuidePage } from '../../pages/article/article-page';

export default createParcel<PageParcelProps>('Журнал', GuidePage);
