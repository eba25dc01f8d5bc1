// Every `SPEC.md <section>` and `ARCHITECTURE.md <section>` cited in the repository resolves to docs/, and the
// checker itself tells a broken citation from a good one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { brokenCitations, findCitations, problemOf, sectionsOf } from '../check-citations.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const docs = {
  'SPEC.md': sectionsOf(readFileSync(path.join(root, 'docs/SPEC.md'), 'utf8')),
  'ARCHITECTURE.md': sectionsOf(readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8')),
};
// Built from parts, so that this file holds no citation of its own.
const cite = (rest) => `see SPEC${'.md'} ${rest}`;
const problems = (text) => findCitations(text).map((citation) => problemOf(citation, docs));

test('every citation in the repository resolves', () => {
  const { broken, count } = brokenCitations(root);
  assert.ok(count > 200, `the scan finds the citations (${count})`);
  assert.deepEqual(broken, []);
});

test('docs/SPEC.md has the sections the code is written against', () => {
  const expected = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
  for (let n = 1; n <= 8; n += 1) expected.push(`2.${n}`);
  for (let n = 1; n <= 5; n += 1) expected.push(`7.${n}`);
  assert.deepEqual([...docs['SPEC.md'].keys()].sort(), expected.sort());
});

test('the checker reads every form a citation takes', () => {
  assert.deepEqual(findCitations(cite('2.3: the error screen'))[0].sections, ['2.3']);
  assert.deepEqual(findCitations(cite('section 7: the calls'))[0].sections, ['7']);
  assert.deepEqual(findCitations(cite('4, 7.1).'))[0].sections, ['4', '7.1']);
  assert.deepEqual(findCitations(cite('2.1 and 5.'))[0].sections, ['2.1', '5']);
  assert.deepEqual(findCitations(`in SPEC${'.md'}\n// 2.6 and so on`)[0].sections, ['2.6']);
  assert.deepEqual(findCitations(cite("4 'User', 'Start-up auth'"))[0].terms, ['User', 'Start-up auth']);
});

test('the checker accepts what exists and names what does not', () => {
  assert.deepEqual(problems(cite("2.3, 9 and 4 'Purchase flow'")), [null]);
  assert.deepEqual(problems(cite("4 'Purchase flow'")), [null]);
  assert.match(problems(cite('2.9'))[0], /no section 2\.9/);
  assert.match(problems(cite('7.1, 10.2'))[0], /no section 10\.2/);
  assert.match(problems(cite("4 'Refund flow'"))[0], /defines no 'Refund flow'/);
  assert.match(problems(`ARCHITECTURE${'.md'} 42`)[0], /no section 42/);
  assert.match(problemOf(findCitations(cite('3'))[0], { 'SPEC.md': null }), /no docs\/SPEC\.md/);
});
