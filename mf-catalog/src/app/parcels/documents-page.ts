import { createRemotePage } from '@kaver/shared-contracts';
import { DocumentsPage } from '../../pages/documents/documents-page';
import { documentsStarted } from '../../pages/documents/model';

export const { page, default: parcel } = createRemotePage({
  title: 'Документы',
  Component: DocumentsPage,
  started: documentsStarted,
  buildId: __BUILD_ID__,
});
export default parcel;
