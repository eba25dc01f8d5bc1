// `npm run bench:figures` keeps the README's rows of a bench that has not run here, found by the first words of
// the row (scripts/bench/figures.mjs): every row of the README's table must belong to one bench, or a rewrite
// drops it (the host server's rows once were, their prefix named another text).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { BENCHES, currentRows, figuresSection } from '../bench/figures.mjs';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

test('every row of the README figures belongs to exactly one bench', () => {
  const { start, end } = figuresSection(readme);
  const rows = currentRows(readme.slice(start, end));
  assert.ok(rows.length > 0);
  for (const [figure] of rows) {
    const owners = BENCHES.filter((bench) => figure.startsWith(bench.prefix)).map((bench) => bench.name);
    assert.equal(
      owners.length,
      1,
      `"${figure}" belongs to ${owners.length ? owners.join(' and ') : 'no bench'}`,
    );
  }
});

test('the rows of each bench are kept when it has not run', () => {
  const { start, end } = figuresSection(readme);
  const figures = currentRows(readme.slice(start, end)).map(([figure]) => figure);
  for (const bench of BENCHES) {
    assert.ok(
      figures.some((figure) => figure.startsWith(bench.prefix)),
      `the README has no row of ${bench.name}`,
    );
  }
});
