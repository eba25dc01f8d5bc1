// One owner for each concept (docs/ARCHITECTURE.md 9): code outside shared-contracts reaches it only through its
// public entries (the `exports` of its package.json), no workspace has an import cycle, dayjs is set up in one
// place (its plugins installed there, nothing else importing it), and single-flight caches use the one helper. The graph and its limits (type-only and
// dynamic imports are not edges): module-graph.mjs.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import {
  contractsEntries,
  findCycles,
  importGraph,
  repositoryFiles,
  resolveImport,
  sourceFiles,
  staticImports,
} from './module-graph.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const files = sourceFiles(root);
// Written in two halves, so that a search of the repository for the path finds none in this file either.
const CONTRACTS_SOURCES = `shared-contracts/${'src/'}`;

/** Files outside shared-contracts that name a file of its src folder: as a package path or a relative one. */
function deepReferences(dir, paths) {
  return paths
    .filter((file) => !file.startsWith('shared-contracts/'))
    .filter((file) => readFileSync(path.join(dir, file), 'utf8').includes(CONTRACTS_SOURCES));
}

/** Every file the repository tracks (or adds) that may name a path: code, styles, configs, documents. */
function textFiles(dir) {
  return repositoryFiles(dir, /\.(?:[cm]?[jt]sx?|css|json|md|html|sh)$/);
}

test('no file outside shared-contracts reaches into its src folder', () => {
  const all = textFiles(root);
  assert.ok(all.length > 900, `finds the repository's files (${all.length})`);
  assert.deepEqual(deepReferences(root, all), []);
});

const { graph, errors } = importGraph(root, files);

test('every import of the contracts names a public entry, every relative import a file', () => {
  assert.ok(graph.size > 900, `reads the sources (${graph.size})`);
  assert.deepEqual(errors, []);
});

test('no workspace has an import cycle', () => {
  assert.deepEqual(
    findCycles(graph).map((loop) => loop.join(' -> ')),
    [],
  );
});

test('each dayjs plugin is installed at one place: the contracts’ dayjs setup', () => {
  const sites = new Map();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, plugin] of text.matchAll(/\bdayjs\.extend\(\s*([\w.]+)/g)) {
      sites.set(plugin, [...(sites.get(plugin) ?? []), file]);
    }
  }
  assert.ok(sites.size >= 5, `finds the plugins (${[...sites.keys()].join(', ')})`);
  for (const [plugin, where] of sites) assert.deepEqual(where, [`${CONTRACTS_SOURCES}time/dayjs.ts`], plugin);
});

test('dayjs is imported only by the contracts’ time folder (everything else imports their /time entry)', () => {
  const importers = files.filter(
    (file) =>
      !file.startsWith(`${CONTRACTS_SOURCES}time/`) &&
      staticImports(file, readFileSync(path.join(root, file), 'utf8')).some(
        ({ specifier }) => specifier === 'dayjs' || specifier.startsWith('dayjs/'),
      ),
  );
  assert.deepEqual(importers, []);
});

const OWN_CACHES_ALLOWED = [`${CONTRACTS_SOURCES}cache/single-flight.ts`];

test('single-flight caches use the one helper (no map of promises of their own)', () => {
  const own = files.filter(
    (file) =>
      !OWN_CACHES_ALLOWED.includes(file) &&
      !file.endsWith('.test.ts') &&
      /\b(Map|LRUCache)<[^;=]*\bPromise</.test(readFileSync(path.join(root, file), 'utf8')),
  );
  assert.deepEqual(own, []);
});

// The checks above must be able to fail: the same functions on a small repository made for the purpose.
const fixture = mkdtempSync(path.join(tmpdir(), 'kaver-module-graph-'));
after(() => rmSync(fixture, { recursive: true, force: true }));

function write(file, text) {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
  writeFileSync(path.join(fixture, file), text);
}

test('the walker finds a cycle, through index files and package entries, and skips type-only imports', () => {
  write('shared-contracts/package.json', JSON.stringify({ exports: { '.': './src/index.ts' } }));
  write(`${CONTRACTS_SOURCES}index.ts`, "export { b } from './b';\n");
  write(`${CONTRACTS_SOURCES}b.ts`, "import type { A } from '../../app/a';\nexport const b = 1;\n");
  write('app/a.ts', "import { b } from '@kaver/shared-contracts';\nexport type A = typeof b;\n");
  write('app/c/index.ts', "import { d } from '../d';\nexport const c = 1;\n");
  write(
    'app/d.ts',
    "// import { c } from './c' (a comment is not an import)\nimport { c } from './c';\nexport const d = c;\n",
  );
  const paths = [
    `${CONTRACTS_SOURCES}index.ts`,
    `${CONTRACTS_SOURCES}b.ts`,
    'app/a.ts',
    'app/c/index.ts',
    'app/d.ts',
  ];
  const { graph: fixtureGraph, errors: fixtureErrors } = importGraph(fixture, paths);
  assert.deepEqual(fixtureErrors, []);
  assert.deepEqual([...fixtureGraph.get('app/a.ts')], [`${CONTRACTS_SOURCES}index.ts`]);
  assert.deepEqual(findCycles(fixtureGraph), [['app/c/index.ts', 'app/d.ts', 'app/c/index.ts']]);
  // A value import makes the type-only loop a real one.
  write(`${CONTRACTS_SOURCES}b.ts`, "import '../../app/a';\nexport const b = 1;\n");
  const loops = findCycles(importGraph(fixture, paths).graph).map((loop) => loop.join(' -> '));
  assert.deepEqual(loops.sort(), [
    `app/a.ts -> ${CONTRACTS_SOURCES}index.ts -> ${CONTRACTS_SOURCES}b.ts -> app/a.ts`,
    'app/c/index.ts -> app/d.ts -> app/c/index.ts',
  ]);
});

test('a deep import of the contracts is found, and is not a public entry', () => {
  write('shared-contracts/package.json', JSON.stringify({ exports: { '.': './src/index.ts' } }));
  write('api/x.ts', `import { b } from '@kaver/${CONTRACTS_SOURCES}b';\n`);
  write('api/tsconfig.json', `{ "include": ["../${CONTRACTS_SOURCES}global.d.ts"] }\n`);
  write('api/y.ts', "import { b } from '@kaver/shared-contracts';\n");
  assert.deepEqual(deepReferences(fixture, ['api/x.ts', 'api/tsconfig.json', 'api/y.ts']), [
    'api/x.ts',
    'api/tsconfig.json',
  ]);
  const entries = contractsEntries(fixture);
  assert.equal(
    resolveImport(fixture, 'api/y.ts', '@kaver/shared-contracts', entries),
    `${CONTRACTS_SOURCES}index.ts`,
  );
  assert.match(
    resolveImport(fixture, 'api/x.ts', `@kaver/${CONTRACTS_SOURCES}b`, entries).error,
    /is not a public entry/,
  );
  assert.equal(resolveImport(fixture, 'api/x.ts', 'dayjs', entries), null);
});
