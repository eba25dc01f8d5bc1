// Type-checks every workspace with `tsc --noEmit` (TypeScript 7 has no JS API; swc transpiles).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const workspaces = [
  'shared-contracts',
  'host',
  'mf-catalog',
  'mf-auth',
  'mf-dating-subscription',
  'mf-onboarding',
  'api',
  'e2e',
  'scripts/harness',
];
let failed = false;
for (const ws of workspaces) {
  if (!existsSync(`${ws}/tsconfig.json`)) continue;
  const result = spawnSync('node_modules/.bin/tsc', ['--noEmit', '-p', ws], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed = true;
    console.error(`typecheck failed in ${ws}`);
  }
}
process.exit(failed ? 1 : 0);
