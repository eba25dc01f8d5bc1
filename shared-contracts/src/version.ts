import packageJson from '../package.json';

/** Semver of this package; a breaking change to a unit or a prop type bumps the major. */
export const CONTRACTS_VERSION: string = packageJson.version;

/** Whether an app built against `builtAgainst` can run with this copy of the contracts (same major). */
export function isContractsCompatible(builtAgainst: string, provided: string = CONTRACTS_VERSION): boolean {
  const major = (version: string) => version.split('.')[0];
  return major(builtAgainst) === major(provided);
}
