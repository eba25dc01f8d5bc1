import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { DocumentsPage } from '../../pages/documents/documents-page';

export default createParcel<PageParcelProps>('Документы', DocumentsPage);
