// An older Node gets one line with the command to run (scripts/check-node.mjs), the project's Node none.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { olderNodeMessage } from '../check-node.mjs';

const root = path.resolve(import.meta.dirname, '../..');

test('Node 20 and 22 are told to install Node 24 with the README command', () => {
  for (const version of ['20.20.2', '22.15.0']) {
    const message = olderNodeMessage('>=24', version);
    assert.match(
      message,
      new RegExp(`needs Node 24 or newer; this is Node ${version.replaceAll('.', '\\.')}`),
    );
    assert.match(message, /npm install -g --prefix \/usr\/local node@24 && hash -r && node -v/);
    assert.doesNotMatch(message, /\n/);
  }
});

test('Node 24 and later pass', () => {
  assert.equal(olderNodeMessage('>=24', '24.0.0'), null);
  assert.equal(olderNodeMessage('>=24', '26.1.0'), null);
});

test('the check passes quietly on the Node that runs the tests', () => {
  const result = spawnSync(process.execPath, ['scripts/check-node.mjs'], { cwd: root, encoding: 'utf8' });
  assert.equal(result.status, 0);
  assert.equal(result.stderr, '');
});
