// What every app needs of parcels without single-spa: page types, the error boundary, route names, the parcel
// loader's registry. Making and mounting parcels is '@kaver/shared-contracts/parcels' (parcel-runtime.ts).
export * from './page';
export * from './parcel-error-boundary';
export * from './parcel-loader';
export * from './props';
export * from './remote-slot';
export * from './routes';
