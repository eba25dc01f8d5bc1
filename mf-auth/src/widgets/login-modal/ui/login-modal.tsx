import type { LoginRequest, ModalParcelProps } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useLayoutEffect } from 'react';
import { ProfileLoading } from '../../../features/complete-login';
import { $phoneStep, SmsStep } from '../../../features/phone-login';
import { $brand } from '../../../shared/config';
import { $loginRequest } from '../../../shared/model';
import { Dialog } from '../../../shared/ui';
import { closeClicked, loginModalMounted, loginModalUnmounted } from '../model';
import { AnimatedEmoji, PHONE_EMOJI, useRandomEmoji } from './emoji';
import styles from './login-modal.module.css';
import { ProviderPicker } from './provider-picker';
import { SocialReturn } from './social-return';

/**
 * The login modal (SPEC.md 2.5), mounted by the host's modal outlet for each loginRequested. After a social
 * redirect it shows only that provider's completion view.
 */
export function LoginModal({ request }: ModalParcelProps<LoginRequest>) {
  const { brand, step, current, mounted, unmounted, close } = useUnit({
    brand: $brand,
    step: $phoneStep,
    current: $loginRequest,
    mounted: loginModalMounted,
    unmounted: loginModalUnmounted,
    close: closeClicked,
  });
  const emoji = useRandomEmoji();

  // Before the first paint, so a social return never flashes the picker.
  useLayoutEffect(() => {
    mounted(request);
    return () => unmounted();
  }, [request, mounted, unmounted]);

  const socialReturn = current.socialReturn;
  const sms = !socialReturn && step === 'sms';
  const title = socialReturn ? `Вход в ${brand}` : sms ? 'Код из СМС' : `Вход в ${brand}`;

  return (
    <Dialog
      title={title}
      header={socialReturn ? null : <AnimatedEmoji emoji={sms ? PHONE_EMOJI : emoji} />}
      onClose={close}
      view={socialReturn ? 'social-return' : step}
      testId="login-modal"
    >
      <div className={styles.body}>
        {socialReturn ? (
          <SocialReturn provider={socialReturn.provider} />
        ) : sms ? (
          <SmsStep />
        ) : (
          <ProviderPicker />
        )}
      </div>
      <ProfileLoading />
    </Dialog>
  );
}
