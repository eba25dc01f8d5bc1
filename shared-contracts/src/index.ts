// @kaver/shared-contracts: the only code the Kaver apps share. Shared at run time as an MF singleton, so every
// effector unit exists once on a page. Who owns which unit: README.md in this package.
//
// This entry is the public surface and is downloaded on every first visit, so it names what apps use instead of
// re-exporting whole folders; the listings live in '@kaver/shared-contracts/listings'.
//
// HTTP: axios instances per API base (api/clients.ts), configured once (configureApiClients) and used as
// apiClients().web / .auth / .mobile / .payments; axios itself loads with the first call.
export {
  ACCESS_TOKEN_HEADER,
  type ApiClient,
  type ApiClients,
  type ApiClientsOptions,
  ApiError,
  type ApiErrorInit,
  apiClients,
  configureApiClients,
  isApiError,
  type LazyApiClients,
  loadApiClients,
  type RequestHeaders,
} from './api';
export * from './bus';
// The one single-flight cache (also '@kaver/shared-contracts/cache' for Node): from here the page shares one copy.
export { createSingleFlight, type SingleFlight, type SingleFlightOptions } from './cache/single-flight';
export * from './config';
// Built-in data every app may need on any page; the listings (with their texts) are '@kaver/shared-contracts/listings',
// loaded only by the pages that use them, and the whole of it is '@kaver/shared-contracts/data' for Node.
export * from './data/cities';
export * from './data/event-types';
export * from './data/place-categories';
export * from './data/types-param';
export type * from './domain';
export { isConcealedPlace } from './domain/place';
export * from './parcels';
export * from './scope';
export * from './session';
export * from './site';
export {
  formatCountRu,
  formatNumberRu,
  formatPriceRub,
  initials,
  NBSP,
  type PluralForms,
  pluralRu,
  rateLimitedText,
  stripAvatarSuffixes,
  waitText,
} from './text';
// Dates are '@kaver/shared-contracts/time' (dayjs with its locale and plugins, set up once): a shared entry of its
// own, fetched by what formats a date, so a page whose first screen shows none hydrates without the date library.
export { isTimePreset, TIME_PRESETS } from './time/preset-names';
// The TS design tokens (tokens/index.ts) mirror tokens.css: plain constants, so an app that needs one at run time
// (the payment widget's colours) imports '@kaver/shared-contracts/tokens' and bundles it itself.
export * from './version';
