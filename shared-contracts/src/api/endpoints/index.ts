// One typed function per API call (api/README.md); each uses the configured clients unless given others.
export * from './auth';
export * from './content';
export * from './events';
export * from './payments';
export * from './places';
export * from './profile';
export * from './subscriptions';
