// Every animation of the repository's stylesheets moves or fades (transform, opacity), which the compositor does on its
// own: a keyframe of anything else (a background's position, a size, a colour) repaints the element on the main
// thread at every frame, and a loading placeholder may stay on screen for as long as a page is open.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repositoryFiles } from './module-graph.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const COMPOSITED = new Set(['transform', 'opacity']);

/** Each @keyframes rule of a stylesheet with the properties its frames set. */
function keyframeProperties(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^}]*\})*)\s*\}/g)].map((match) => ({
    name: match[1],
    properties: [...new Set([...match[2].matchAll(/([a-z-]+)\s*:/g)].map((property) => property[1]))],
  }));
}

test('the keyframes reader sees what a frame sets', () => {
  const css = '@keyframes a { from { opacity: 0; } to { background-position: 0 0; transform: none; } }';
  assert.deepEqual(keyframeProperties(css), [
    { name: 'a', properties: ['opacity', 'background-position', 'transform'] },
  ]);
});

test("the repository's animations set only transform and opacity", () => {
  const found = repositoryFiles(root, /\.css$/).flatMap((file) =>
    keyframeProperties(readFileSync(path.join(root, file), 'utf8')).map((rule) => ({ file, ...rule })),
  );
  assert.ok(found.length >= 10, `found only ${found.length} @keyframes rules`);
  const repainting = found
    .filter((rule) => rule.properties.some((property) => !COMPOSITED.has(property)))
    .map((rule) => `${rule.file} @keyframes ${rule.name}: ${rule.properties.join(', ')}`);
  assert.deepEqual(repainting, []);
});
