import { useUnit } from 'effector-react';
import { AppleIcon, GoogleIcon, SocialButton } from '../../../shared/ui';
import { FIREBASE_PROVIDERS, type FirebaseProvider } from '../lib';
import { $buttonStates, providerClicked } from '../model';

const ICONS: Record<FirebaseProvider, () => React.JSX.Element> = { google: GoogleIcon, apple: AppleIcon };

/** 'Войти с Google' or 'Войти с Apple' (SPEC.md 2.5), popup first, redirect if the popup is blocked. */
export function FirebaseButton({ provider }: { provider: FirebaseProvider }) {
  const { states, click } = useUnit({ states: $buttonStates, click: providerClicked });
  const state = states[provider];
  const Icon = ICONS[provider];
  return (
    <SocialButton
      icon={<Icon />}
      title={`Войти с ${FIREBASE_PROVIDERS[provider].title}`}
      loading={state === 'loading'}
      disabled={state === 'complete' || state === 'disabled'}
      onClick={() => click(provider)}
      testId={`login-${provider}`}
    />
  );
}
