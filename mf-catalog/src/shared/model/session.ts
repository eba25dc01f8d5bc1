import { $session } from '@kaver/shared-contracts';

/**
 * Known to be nobody: not while the session is still loading, when a signed-in visitor must not be asked to sign in.
 * What an anonymous press on a personal button (a heart, «Подписаться») is told by.
 */
export const $knownAnonymous = $session.map((session) => session.status === 'anonymous');
