import { createRemotePage } from '@kaver/shared-contracts';
import { suggestionStarted } from '../../pages/suggestion/model';
import { SuggestionPage } from '../../pages/suggestion/suggestion-page';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Афиша',
  Component: SuggestionPage,
  started: suggestionStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
