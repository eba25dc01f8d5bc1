import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { createArticlePage } from '../../pages/article/article-page';

export default createParcel<PageParcelProps>('Журнал', createArticlePage('guide'));
