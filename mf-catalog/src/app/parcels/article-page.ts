import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { BlogArticlePage } from '../../pages/article/article-page';

export default createParcel<PageParcelProps>('Журнал', BlogArticlePage);
