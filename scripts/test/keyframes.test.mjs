// Every animation of the apps' stylesheets moves or fades (transform, opacity), which the compositor does on its
// own: a keyframe of anything else (a background's position, a size, a colour) repaints the element on the main
// thread at every frame, and a loading placeholder may stay on screen for as long as a page is open.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const APPS = ['host', 'mf-catalog', 'mf-auth', 'mf-dating-subscription', 'mf-onboarding', 'shared-contracts'];
const COMPOSITED = new Set(['transform', 'opacity']);

function cssFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

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

test("the apps' animations set only transform and opacity", () => {
  const found = APPS.flatMap((app) => cssFiles(path.join(root, app, 'src'))).flatMap((file) =>
    keyframeProperties(readFileSync(file, 'utf8')).map((rule) => ({
      file: path.relative(root, file),
      ...rule,
    })),
  );
  assert.ok(found.length >= 10, `found only ${found.length} @keyframes rules`);
  const repainting = found
    .filter((rule) => rule.properties.some((property) => !COMPOSITED.has(property)))
    .map((rule) => `${rule.file} @keyframes ${rule.name}: ${rule.properties.join(', ')}`);
  assert.deepEqual(repainting, []);
});
