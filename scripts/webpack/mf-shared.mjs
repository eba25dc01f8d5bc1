// The one Module Federation sharing config used by every app: singletons with versions declared once.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const versionOf = (pkg) => require(`${pkg}/package.json`).version;
const major = (version) => `^${version.split('.')[0]}.0.0`;

const react = versionOf('react');
const reactDom = versionOf('react-dom');
const effector = versionOf('effector');
const effectorReact = versionOf('effector-react');
const singleSpaReact = versionOf('single-spa-react');
const contracts = versionOf('@kaver/shared-contracts');

const singleton = (version, requiredVersion = major(version)) => ({
  singleton: true,
  version,
  requiredVersion,
});

export const CONTRACTS_VERSION = contracts;

export const sharedDependencies = {
  react: singleton(react),
  'react/jsx-runtime': singleton(react),
  'react-dom': singleton(reactDom),
  'react-dom/client': singleton(reactDom),
  effector: singleton(effector),
  'effector-react': singleton(effectorReact),
  // One copy for the host and the contracts' parcel helpers; <Parcel> and SingleSpaContext must be the same.
  'single-spa-react': singleton(singleSpaReact),
  'single-spa-react/parcel': singleton(singleSpaReact),
  // A remote built against another major of the contracts is refused (strictVersion), never half-run.
  '@kaver/shared-contracts': { ...singleton(contracts), strictVersion: true },
  // The listings entry: loaded only by pages that show listings (and the host's listing routes).
  '@kaver/shared-contracts/listings': { ...singleton(contracts), strictVersion: true },
  // Dates (dayjs with its locale and plugins, set up once): loaded by what formats a date.
  '@kaver/shared-contracts/time': { ...singleton(contracts), strictVersion: true },
  // Making and mounting parcels (single-spa-react): loaded with the first parcel a page mounts.
  '@kaver/shared-contracts/parcels': { ...singleton(contracts), strictVersion: true },
  // The contracts' other entries (/domain, /data, /http, /media, /cache, /ics, /json-ld, /listing-query, /tokens, /ui…) hold
  // no unit and no state the apps must share: each app bundles what it imports (shared-contracts/README.md).
};
// axios and dayjs are not shared modules: only the contracts import them (the axios instances, dayjs' locale and
// plugins, set up once there), so they come with whichever copy of the contracts the page runs, and apps use them
// through the contracts (a shared module of their own would cost a remoteEntry entry and a start-up slice each).
