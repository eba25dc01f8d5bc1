// The remotes' Node builds take every shared module from this server: they bundle no copy to fall back on
// (scripts/webpack/create-app-config.mjs, providedByHost). webpack provides a shared module only where the build
// that declares it also uses it, and the host itself uses some of them nowhere (the dates entry, the listing
// query's), so each is named here; server.ts loads them all at start-up, which makes the host their owner.
export const PROVIDED_SHARED_MODULES = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  effector: () => import('effector'),
  'effector-react': () => import('effector-react'),
  'single-spa-react': () => import('single-spa-react'),
  'single-spa-react/parcel': () => import('single-spa-react/parcel'),
  '@kaver/shared-contracts': () => import('@kaver/shared-contracts'),
  '@kaver/shared-contracts/listings': () => import('@kaver/shared-contracts/listings'),
  '@kaver/shared-contracts/time': () => import('@kaver/shared-contracts/time'),
  '@kaver/shared-contracts/parcels': () => import('@kaver/shared-contracts/parcels'),
} as const;
