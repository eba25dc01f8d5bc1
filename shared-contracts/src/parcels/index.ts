export * from './create-parcel';
export * from './mount-parcel';
export * from './page';
export * from './parcel-error-boundary';
export * from './props';
export * from './remote-slot';
export * from './routes';
