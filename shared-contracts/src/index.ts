// @kaver/shared-contracts: the only code the Kaver apps share. Shared at run time as an MF singleton, so every
// effector unit below exists once on a page. Who owns which unit: README.md in this package.
export * from './api/http';
export * from './api/registry';
export * from './bus';
export * from './config';
export * from './data';
export * from './domain';
export * from './parcels';
export * from './session';
export * from './site';
export * from './text';
export * from './time';
export * from './tokens';
export * from './version';
