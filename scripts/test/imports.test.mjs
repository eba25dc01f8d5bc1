// Dependencies point down (docs/ARCHITECTURE.md 1): the tooling in scripts/ may import shared-contracts, but no
// app's source — an app's build is what scripts work with. The apps' own harness entries import scripts/harness,
// never the other way round.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const APPS = ['host', 'mf-catalog', 'mf-auth', 'mf-dating-subscription', 'mf-onboarding'];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;

/** The app a module specifier written in `file` reaches into, or null. */
function appReachedBy(file, specifier) {
  if (specifier.startsWith('.')) {
    const target = path.relative(root, path.resolve(path.dirname(path.join(root, file)), specifier));
    return APPS.find((app) => target === app || target.startsWith(`${app}/`)) ?? null;
  }
  return APPS.find((app) => specifier === app || specifier.startsWith(`${app}/`)) ?? null;
}

function importsOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(SPECIFIER)].map((match) => match[2]);
}

test('scripts/ imports no app source', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'scripts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(m?[jt]sx?|cjs|d\.mts)$/.test(file));
  assert.ok(files.length > 20, `finds the scripts (${files.length})`);
  const upward = files.flatMap((file) =>
    importsOf(file)
      .filter((specifier) => appReachedBy(file, specifier))
      .map((specifier) => `${file}: ${specifier}`),
  );
  assert.deepEqual(upward, []);
});

test('an import of an app is recognised, relative or by package name', () => {
  assert.equal(
    appReachedBy('scripts/stand-ins/x.mjs', '../../mf-dating-subscription/src/shared/config/plans'),
    'mf-dating-subscription',
  );
  assert.equal(appReachedBy('scripts/bench/x.mjs', 'mf-catalog/webpack.config.mjs'), 'mf-catalog');
  assert.equal(appReachedBy('scripts/harness/x.ts', '@kaver/shared-contracts'), null);
  assert.equal(appReachedBy('scripts/bench/x.mjs', '../stack.mjs'), null);
});
