// VK ID Web SDK (@vkid/sdk), loaded on demand when the login modal opens. The SDK gets our own state and PKCE
// code verifier (its cookies do not work on every host), and the code goes to our API, which exchanges it.
import type { AuthResponse } from '@vkid/sdk';
import type { VkIdConfig } from '../../../shared/config';
import { randomUrlSafe } from '../../../shared/lib';
import { quietBackgroundCalls } from './vkid-background-calls';

/** SPEC.md 9: state 48 characters; the verifier is a PKCE one (43-128). */
const STATE_LENGTH = 48;
const CODE_VERIFIER_LENGTH = 64;
/** Inside our 2-column grid, like the other buttons; the SDK allows 32 to 56. */
export const ONE_TAP_HEIGHT = 44;

/** What the API needs besides the code: the verifier and the state the authorisation was started with. */
export interface VkIdPkce {
  state: string;
  codeVerifier: string;
  redirectUrl: string;
}

/** The code the provider returned (callback or redirect). */
export interface VkIdCode {
  code: string;
  deviceId: string;
  state: string;
}

export interface OneTapHandlers {
  onLoad: () => void;
  onError: (error: { code: number; text: string }) => void;
  onNotAuthorized: () => void;
  onLogin: (code: VkIdCode) => void;
  /** Redirect mode: the widget asks for VK ID's sign-in, which leaves the page (after we kept the verifier). */
  onRedirect: () => void;
}

export interface VkIdSignIn {
  pkce: VkIdPkce;
  /** config.json's vkid.authMode is 'redirect': no window, every sign-in leaves the page and comes back. */
  redirectOnly: boolean;
  /** Renders the one-tap widget into `container`; returns its teardown. */
  renderOneTap(container: HTMLElement, handlers: OneTapHandlers): () => void;
  /** Authorisation in a new window (800x800, SPEC.md 9); resolves with the code. */
  loginInWindow(): Promise<VkIdCode>;
  /** Authorisation by full-page redirect to the provider and back to redirectUrl. */
  loginByRedirect(): Promise<void>;
}

/** An error of the SDK's own: AuthErrorCode 100-104 or a widget code 0-2, with its text. */
export interface VkIdError {
  code: number;
  error?: string;
  text?: string;
}

export function newPkce(config: VkIdConfig): VkIdPkce {
  return {
    state: randomUrlSafe(STATE_LENGTH),
    codeVerifier: randomUrlSafe(CODE_VERIFIER_LENGTH),
    redirectUrl: config.redirectUrl,
  };
}

/**
 * Loads the SDK and initialises its config. Config.init checks the parameters itself and throws
 * '{field} is required parameter' or '{field} should be number' (SPEC.md 5).
 */
export async function loadVkId(config: VkIdConfig, pkce: VkIdPkce = newPkce(config)): Promise<VkIdSignIn> {
  const VKID = await import(/* webpackChunkName: "vkid" */ '@vkid/sdk');
  const redirectOnly = config.authMode === 'redirect';
  // The SDK's statistics and tracker calls must not reject into the page when VK ID is unreachable.
  quietBackgroundCalls(VKID.Config);
  VKID.Config.init({
    app: config.appId,
    redirectUrl: config.redirectUrl,
    state: pkce.state,
    codeVerifier: pkce.codeVerifier,
    mode: redirectOnly ? VKID.ConfigAuthMode.Redirect : VKID.ConfigAuthMode.InNewWindow,
    responseMode: redirectOnly ? VKID.ConfigResponseMode.Redirect : VKID.ConfigResponseMode.Callback,
    // Development and tests: the SDK's pages and calls go to a VK ID stand-in instead of id.vk.ru.
    ...(config.sdkDomain && { __vkidDomain: config.sdkDomain }),
  });

  const toCode = (payload: { code: string; device_id: string; state?: string }): VkIdCode => ({
    code: payload.code,
    deviceId: payload.device_id,
    state: payload.state ?? pkce.state,
  });

  /** The one-tap widget, told apart when VK ID says there is no signed-in VK user (the SDK keeps that inside). */
  class OneTap extends VKID.OneTap {
    notAuthorized: () => void = () => undefined;
    redirect: () => void = () => undefined;
    protected override onBridgeMessageHandler(event: {
      type: string;
      handler: string;
      params: object;
    }): void {
      if (event.handler === VKID.OneTapInternalEvents.NOT_AUTHORIZED) this.notAuthorized();
      // In redirect mode the page leaves: our redirect keeps the verifier for the return first.
      if (redirectOnly && event.handler === VKID.OneTapInternalEvents.SHOW_FULL_AUTH) {
        this.redirect();
        return;
      }
      super.onBridgeMessageHandler(event as never);
    }
  }

  return {
    pkce,
    redirectOnly,
    renderOneTap(container, handlers) {
      const widget = new OneTap();
      widget.notAuthorized = handlers.onNotAuthorized;
      widget.redirect = handlers.onRedirect;
      widget
        .on(VKID.WidgetEvents.LOAD, handlers.onLoad)
        .on(VKID.WidgetEvents.ERROR, handlers.onError)
        .on(VKID.OneTapInternalEvents.LOGIN_SUCCESS, (payload: { code: string; device_id: string }) =>
          handlers.onLogin(toCode(payload)),
        )
        .render({
          container,
          scheme: VKID.Scheme.LIGHT,
          lang: VKID.Languages.RUS,
          styles: { height: ONE_TAP_HEIGHT, borderRadius: 8 },
          showAlternativeLogin: false,
        });
      return () => widget.close();
    },
    async loginInWindow() {
      return toCode((await VKID.Auth.login()) as AuthResponse);
    },
    async loginByRedirect() {
      VKID.Config.update({
        mode: VKID.ConfigAuthMode.Redirect,
        responseMode: VKID.ConfigResponseMode.Redirect,
      });
      await VKID.Auth.login();
    },
  };
}
