import { createRemoteConfigs } from '../scripts/webpack/create-app-config.mjs';

/** Parcels this remote exposes; their props are typed in shared-contracts (RemoteModules['mf_catalog']). */
export const exposes = {
  './home-page': './src/app/parcels/home-page.ts',
  './city-page': './src/app/parcels/city-page.ts',
  './events-page': './src/app/parcels/events-page.ts',
  './event-page': './src/app/parcels/event-page.ts',
  './listing-page': './src/app/parcels/listing-page.ts',
};

export default (_env, argv) =>
  createRemoteConfigs({
    appDir: import.meta.dirname,
    name: 'mf_catalog',
    cssPrefix: 'catalog',
    port: 3001,
    exposes,
    mode: argv.mode ?? 'production',
  });
