import { createRemoteConfigs } from '../scripts/webpack/create-app-config.mjs';

/** Parcels this remote exposes; their props are typed in shared-contracts (RemoteModules['mf_catalog']). */
export const exposes = {
  './home-page': './src/app/parcels/home-page.ts',
  './city-page': './src/app/parcels/city-page.ts',
  './events-page': './src/app/parcels/events-page.ts',
  './event-page': './src/app/parcels/event-page.ts',
  './listing-page': './src/app/parcels/listing-page.ts',
  './places-page': './src/app/parcels/places-page.ts',
  './place-page': './src/app/parcels/place-page.ts',
  './blog-page': './src/app/parcels/blog-page.ts',
  './article-page': './src/app/parcels/article-page.ts',
  './guide-page': './src/app/parcels/guide-page.ts',
  './suggestion-page': './src/app/parcels/suggestion-page.ts',
  './search-page': './src/app/parcels/search-page.ts',
  './documents-page': './src/app/parcels/documents-page.ts',
  './info-page': './src/app/parcels/info-page.ts',
  './moodboard-page': './src/app/parcels/moodboard-page.ts',
  './favourites-block': './src/app/parcels/favourites-block.ts',
  './follows-block': './src/app/parcels/follows-block.ts',
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
