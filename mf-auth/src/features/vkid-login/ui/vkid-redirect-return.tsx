import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { SocialReturnView } from '../../../shared/ui';
import { $vkReturnError, $vkReturnState, vkBackClicked, vkReturnStarted } from '../model';

/** Back from VK ID by redirect: the code in the address is exchanged with the verifier kept before leaving. */
export function VkIdRedirectReturn() {
  const { state, error, start, back } = useUnit({
    state: $vkReturnState,
    error: $vkReturnError,
    start: vkReturnStarted,
    back: vkBackClicked,
  });
  useEffect(() => {
    start(window.location.search);
  }, [start]);
  return <SocialReturnView providerTitle="VK ID" state={state} error={error} onBack={back} />;
}
