import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { SocialButton, VkIdIcon } from '../../../shared/ui';
import {
  $oneTapHidden,
  $oneTapState,
  $vkButtonState,
  $vkSignIn,
  loadVkIdFx,
  oneTapFailed,
  oneTapLoaded,
  oneTapLoggedIn,
  oneTapNotAuthorized,
  oneTapRenderStarted,
  oneTapWindowBlocked,
  vkButtonClicked,
} from '../model';
import styles from './vkid-button.module.css';

/** The one-tap widget's frame, as a screen reader lists it: VK ID's SDK leaves its <iframe> without a title. */
export const ONE_TAP_FRAME_TITLE = 'Войти с VK ID';

/** Names every frame of the widget that has no name, now and whenever the SDK draws it again. */
function nameFrames(container: HTMLElement): () => void {
  const name = () => {
    for (const frame of container.querySelectorAll('iframe')) {
      if (!frame.title) frame.title = ONE_TAP_FRAME_TITLE;
    }
  };
  name();
  const observer = new MutationObserver(name);
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * VK ID: the one-tap widget where it loads and VK knows the person; otherwise our own 'Войти с VK ID' button, which
 * opens VK ID's sign-in window (or redirects when no window can open).
 */
export function VkIdButton() {
  const { vk, state, hidden, button, sdkLoading, click } = useUnit({
    vk: $vkSignIn,
    state: $oneTapState,
    hidden: $oneTapHidden,
    button: $vkButtonState,
    sdkLoading: loadVkIdFx.pending,
    click: vkButtonClicked,
  });
  // The widget's callbacks come from VK ID's SDK long after this render: useUnit binds them to the page's scope.
  const [renderStarted, loaded, failed, notAuthorized, loggedIn, windowBlocked] = useUnit([
    oneTapRenderStarted,
    oneTapLoaded,
    oneTapFailed,
    oneTapNotAuthorized,
    oneTapLoggedIn,
    oneTapWindowBlocked,
  ]);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!vk || !element) return;
    renderStarted();
    const close = vk.renderOneTap(element, {
      onLoad: () => loaded(),
      onError: (error) => failed(error),
      onNotAuthorized: () => notAuthorized(),
      onLogin: (code) => loggedIn(code),
      onRedirect: () => windowBlocked(),
    });
    const stopNaming = nameFrames(element);
    return () => {
      stopNaming();
      close();
    };
  }, [vk, renderStarted, loaded, failed, notAuthorized, loggedIn, windowBlocked]);

  const widgetShown = state === 'loaded' && !hidden;
  const disabled = button === 'disabled';
  return (
    // While another sign-in is under way the widget (VK's frame, which no prop can disable) takes no click either.
    <div className={disabled ? styles.cellDisabled : styles.cell} inert={disabled}>
      <div
        ref={container}
        className={widgetShown ? styles.widget : styles.widgetHidden}
        aria-hidden={!widgetShown}
        data-testid="vkid-one-tap"
        data-state={hidden ? 'hidden' : state}
      />
      {!widgetShown && (
        <SocialButton
          icon={<VkIdIcon />}
          title="Войти с VK ID"
          loading={button === 'loading' || sdkLoading || (vk !== null && state === 'loading' && !hidden)}
          disabled={disabled}
          onClick={() => click()}
          testId="login-vkid"
        />
      )}
    </div>
  );
}
