import { $session } from '@kaver/shared-contracts';

/**
 * The data of mf-auth's pages is the visitor's session: while the host loads it, the page's data is on its way
 * (RemotePage.$loading). A navigation to /profile or the account deletion waits for that, not for every effect
 * under way in the tab.
 */
export const $sessionLoading = $session.map((session) => session.status === 'loading');
