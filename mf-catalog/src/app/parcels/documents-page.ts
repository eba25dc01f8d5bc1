import { createRemotePage } from '@kaver/shared-contracts';
import { DocumentsPage } from '../../pages/documents/documents-page';
import { documentsStarted } from '../../pages/documents/model';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Документы',
  Component: DocumentsPage,
  started: documentsStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
