export declare const FIREBASE_PROJECT_ID: string;
export declare const TELEGRAM_BOT_ID: number;
export declare const TELEGRAM_BOT_TOKEN: string;
export declare const VK_APP_ID: number;
export declare function authProvidersConfig(where: { authUrl: string; vkidHost: string; siteUrl: string }): {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    emulatorUrl: string;
    gapiScriptUrl: string;
  };
  vkid: { appId: number; redirectUrl: string; sdkDomain: string; authMode: 'redirect' };
  telegram: { botName: string; botId: number; widgetUrl: string };
};
export declare function authProvidersApiEnv(where: {
  authUrl: string;
  siteUrl: string;
}): Record<string, string>;
