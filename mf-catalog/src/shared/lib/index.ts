export * from './api-errors';
export * from './create-resource';
export * from './event-dates';
export * from './json-ld';
export * from './json-ld-entities';
export * from './robots';
export * from './route-query';
export * from './site';
