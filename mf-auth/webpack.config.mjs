import { createRemoteConfigs } from '../scripts/webpack/create-app-config.mjs';

/**
 * Parcels this remote exposes; their props are typed in shared-contracts (RemoteModules['mf_auth']). Firebase,
 * VK ID and the Telegram widget are never in these entry chunks: the login modal imports them on open.
 */
export const exposes = {
  './login-modal': './src/app/parcels/login-modal.ts',
  './profile-page': './src/app/parcels/profile-page.ts',
  './account-deleting-page': './src/app/parcels/account-deleting-page.ts',
};

export default (_env, argv) =>
  createRemoteConfigs({
    appDir: import.meta.dirname,
    name: 'mf_auth',
    cssPrefix: 'auth',
    port: 3002,
    exposes,
    mode: argv.mode ?? 'production',
  });
