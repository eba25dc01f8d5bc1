import { createRemotePage } from '@kaver/shared-contracts';
import { HomePage } from '../../pages/home/home-page';
import { homeStarted } from '../../pages/home/model';

export const { page, default: parcel } = createRemotePage({
  title: 'Афиша',
  Component: HomePage,
  started: homeStarted,
  buildId: __BUILD_ID__,
});
export default parcel;
