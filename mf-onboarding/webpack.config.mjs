import { createRemoteConfigs } from '../scripts/webpack/create-app-config.mjs';

/** Parcels this remote exposes; their props are typed in shared-contracts (RemoteModules['mf_onboarding']). */
export const exposes = {
  './onboarding-modal': './src/app/parcels/onboarding-modal.ts',
};

export default (_env, argv) =>
  createRemoteConfigs({
    appDir: import.meta.dirname,
    name: 'mf_onboarding',
    cssPrefix: 'onboarding',
    port: 3004,
    exposes,
    mode: argv.mode ?? 'production',
  });
