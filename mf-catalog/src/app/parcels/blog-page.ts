import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { BlogPage } from '../../pages/blog/blog-page';

export default createParcel<PageParcelProps>('Журнал', BlogPage);
