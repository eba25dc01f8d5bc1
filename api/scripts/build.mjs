// Builds the API for plain `node`: swc transpiles every TypeScript file reachable from src/main.ts (and, with
// --tests, from test/*.test.ts) into ES modules. The contracts' framework-free entries it imports (/domain,
// /data, /time, /http, /media, /ics, /cache: resolved through the `exports` of their package.json) are compiled
// alongside into dist/shared-contracts, and every specifier is rewritten to the emitted `.js` file, so the output
// runs without a bundler or a TypeScript loader.

import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(apiDir, '..');
const contractsDir = path.join(repoDir, 'shared-contracts');
const withTests = process.argv.includes('--tests');
/** The contracts' public entries ('./time' -> './src/time/index.ts'), as their package.json exports them. */
const contractsExports = JSON.parse(readFileSync(path.join(contractsDir, 'package.json'), 'utf8')).exports;

/** Where a source file lands: src/** -> dist/**, test/** -> dist-test/**, shared-contracts/** -> dist/shared-contracts/**. */
function outputPath(file) {
  const inApi = path.relative(apiDir, file);
  if (inApi.startsWith(`src${path.sep}`)) return path.join(apiDir, 'dist', inApi.slice(4));
  if (inApi.startsWith(`test${path.sep}`)) return path.join(apiDir, 'dist-test', inApi.slice(5));
  const inContracts = path.relative(contractsDir, file);
  if (!inContracts.startsWith('..')) return path.join(apiDir, 'dist', 'shared-contracts', inContracts);
  throw new Error(`${file} is outside the folders the API build compiles`);
}

function resolveSource(fromFile, specifier) {
  // A plain ES module of the repository's scripts is imported as it is: dist/ and dist-test/ sit as deep as
  // src/ and test/, so the relative path stays right.
  if (specifier.startsWith('.') && specifier.endsWith('.mjs')) return null;
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier === '@kaver/shared-contracts' || specifier.startsWith('@kaver/shared-contracts/')) {
    // Only the framework-free entries run here: the root entry (the bus, React, effector) is the apps'.
    const entry = contractsExports[`.${specifier.slice('@kaver/shared-contracts'.length)}`];
    if (typeof entry !== 'string' || specifier === '@kaver/shared-contracts') {
      throw new Error(
        `'${specifier}' in ${path.relative(repoDir, fromFile)} is not an entry the API may import`,
      );
    }
    base = path.join(contractsDir, entry);
  } else return null;
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  throw new Error(`Cannot resolve '${specifier}' from ${path.relative(repoDir, fromFile)}`);
}

const specifierPattern = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])([^"']+)\2/g;

async function compile(file, queue) {
  const { code } = await transformFile(file, {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  const out = outputPath(file).replace(/\.ts$/, '.js');
  const rewritten = code.replace(specifierPattern, (match, keyword, quote, specifier) => {
    const target = resolveSource(file, specifier);
    if (!target) return match;
    queue.push(target);
    let relative = path.relative(path.dirname(out), outputPath(target).replace(/\.ts$/, '.js'));
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return `${keyword}${quote}${relative.split(path.sep).join('/')}${quote}`;
  });
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, rewritten);
}

async function testEntries() {
  const dir = path.join(apiDir, 'test');
  return (await readdir(dir)).filter((name) => name.endsWith('.test.ts')).map((name) => path.join(dir, name));
}

await rm(path.join(apiDir, 'dist'), { recursive: true, force: true });
await rm(path.join(apiDir, 'dist-test'), { recursive: true, force: true });
const queue = [path.join(apiDir, 'src', 'main.ts'), ...(withTests ? await testEntries() : [])];
const done = new Set();
while (queue.length > 0) {
  const file = queue.pop();
  if (done.has(file)) continue;
  done.add(file);
  await compile(file, queue);
}
console.info(`api build: ${done.size} files compiled`);
