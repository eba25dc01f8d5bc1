import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { SocialReturnView } from '../../../shared/ui';
import { FIREBASE_PROVIDERS, isFirebaseProvider } from '../lib';
import { $returnError, $returnState, backClicked, redirectReturnStarted } from '../model';

/** After a Google or Apple redirect: reads the result and signs in with it. */
export function FirebaseRedirectReturn({ provider }: { provider: string }) {
  const { state, error, start, back } = useUnit({
    state: $returnState,
    error: $returnError,
    start: redirectReturnStarted,
    back: backClicked,
  });
  useEffect(() => {
    start(provider);
  }, [provider, start]);
  const title = isFirebaseProvider(provider) ? FIREBASE_PROVIDERS[provider].title : provider;
  return <SocialReturnView providerTitle={title} state={state} error={error} onBack={back} />;
}
