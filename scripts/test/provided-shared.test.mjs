// The host's server provides every shared module to the remotes' Node builds, which bundle none of their own:
// host/src/server/provided-shared.ts must name each module of the one sharing config.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { sharedDependencies } from '../webpack/mf-shared.mjs';

const root = path.resolve(import.meta.dirname, '../..');

test('the host server names every shared module, and only those', () => {
  const source = readFileSync(path.join(root, 'host/src/server/provided-shared.ts'), 'utf8');
  const named = [...source.matchAll(/^\s+'?([@\w./-]+)'?: \(\) => import\('([^']+)'\)/gm)].map(
    ([, key, request]) => {
      assert.equal(key, request, `${key} imports ${request}`);
      return key;
    },
  );
  assert.deepEqual(named.sort(), Object.keys(sharedDependencies).sort());
});
