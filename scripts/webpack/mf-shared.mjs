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
const reactRouter = versionOf('react-router');
const contracts = versionOf('@kaver/shared-contracts');
const axios = versionOf('axios');
const dayjs = versionOf('dayjs');

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
  // The host owns routing; remotes never import the router, but one copy is declared for any that would.
  'react-router': singleton(reactRouter),
  'react-router-dom': singleton(reactRouter),
  effector: singleton(effector),
  'effector-react': singleton(effectorReact),
  // One copy for the host and the contracts' parcel helpers; <Parcel> and SingleSpaContext must be the same.
  'single-spa-react': singleton(singleSpaReact),
  'single-spa-react/parcel': singleton(singleSpaReact),
  // A remote built against another major of the contracts is refused (strictVersion), never half-run.
  '@kaver/shared-contracts': { ...singleton(contracts), strictVersion: true },
  // The listings entry: loaded only by pages that show listings (and the host's listing routes).
  '@kaver/shared-contracts/listings': { ...singleton(contracts), strictVersion: true },
  // HTTP and dates are set up once, in the contracts (the axios instances, dayjs' locale and plugins); an app
  // that imports either directly gets the same copy.
  axios: singleton(axios),
  dayjs: singleton(dayjs),
};
