import type { AppStoreLinks } from './app-stores';

/** The host's `/config.json`: everything an app needs to know about its environment at run time. */
export type AppEnvironment = 'production' | 'staging' | 'development' | 'test';

export interface RuntimeConfig {
  environment: AppEnvironment;
  /** Brand shown in the UI ('Вход в Kaver'). */
  brand: string;
  /** Public origin used for canonical links and sharing, e.g. https://kaver.ru */
  siteUrl: string;
  /** Origin of our API, e.g. https://api.kaver.ru */
  apiHost: string;
  /** Analytics counters run only on this hostname. */
  productionHostname: string;
  analytics: { counterId?: string };
  /** How often the host polls the latest-build files. */
  buildPollIntervalMs: number;
  /** The apps' store pages; a store left out hides its button everywhere (footer, paywalls, payment result). */
  appStores: AppStoreLinks;
  /** Third-party keys: public identifiers only, never secrets. */
  firebase?: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId?: string;
    /** Set only in development and tests: the Auth Emulator (or its stand-in), e.g. http://localhost:4102 */
    emulatorUrl?: string;
    /**
     * Development and tests: where Google's gapi loader comes from (the emulator stand-in serves one). The SDK uses
     * a gapi already on the page; without this it loads https://apis.google.com/js/api.js itself.
     */
    gapiScriptUrl?: string;
  };
  vkid?: {
    appId: number;
    redirectUrl: string;
    /** Development and tests: the host @vkid/sdk calls instead of id.vk.ru (its __vkidDomain), e.g. localhost:4103. */
    sdkDomain?: string;
    /**
     * 'window' (default): VK ID opens in a new window, one retry by redirect. 'redirect': always by full-page
     * redirect, for a stand-in that cannot answer a window (the SDK takes a window's answer only from *.vk.ru).
     */
    authMode?: 'window' | 'redirect';
  };
  /**
   * The Telegram Login widget: its script URL, the bot's username, and the bot's numeric id (the part of its token
   * before ':'), which Telegram.Login.auth needs to open the sign-in window from our own button.
   */
  telegram?: { botName: string; widgetUrl: string; botId: number };
  yookassa?: { widgetUrl: string };
  /** The subscription offer's layouts (SPEC.md 2.6) for the A/B test; without it every visitor sees layout 1. */
  offerVariants?: OfferVariantsConfig;
  maps?: { apiKey: string };
}

/** remote name -> URL of its mf-manifest.json; the host reads it at start. */
export type RemotesMap = Partial<Record<RemoteName, string>>;

export const REMOTE_NAMES = ['mf_catalog', 'mf_auth', 'mf_dating_subscription', 'mf_onboarding'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTE_TITLES: Record<RemoteName, string> = {
  mf_catalog: 'Афиша',
  mf_auth: 'Вход и профиль',
  mf_dating_subscription: 'Знакомства и подписка',
  mf_onboarding: 'Анкета знакомств',
};

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/**
 * How visitors are split between the offer's five layouts. Each visitor is assigned one layout by the weights the
 * first time the offer opens, and keeps it in this browser (a layout whose weight drops to 0 is assigned again).
 */
export interface OfferVariantsConfig {
  /** Layout number ('1'..'5') -> weight (a non-negative number); layouts left out get none. */
  weights: Partial<Record<'1' | '2' | '3' | '4' | '5', number>>;
  /** QA and tests: ?offer_variant=N in the address assigns layout N. Leave false in production. */
  allowQueryOverride?: boolean;
}
