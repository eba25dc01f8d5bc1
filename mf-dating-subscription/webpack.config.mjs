import { createRemoteConfigs } from '../scripts/webpack/create-app-config.mjs';

/** Parcels this remote exposes; their props are typed in shared-contracts (RemoteModules['mf_dating_subscription']). */
export const exposes = {
  './subscription-offer-modal': './src/app/parcels/subscription-offer-modal.ts',
  './subscription-cancel-modal': './src/app/parcels/subscription-cancel-modal.ts',
  './subscription-page': './src/app/parcels/subscription-page.ts',
  './community-page': './src/app/parcels/community-page.ts',
  './dating-block': './src/app/parcels/dating-block.ts',
  './premium-banner': './src/app/parcels/premium-banner.ts',
  './subscription-status': './src/app/parcels/subscription-status.ts',
};

export default (_env, argv) =>
  createRemoteConfigs({
    appDir: import.meta.dirname,
    name: 'mf_dating_subscription',
    cssPrefix: 'dating',
    port: 3003,
    exposes,
    mode: argv.mode ?? 'production',
  });
