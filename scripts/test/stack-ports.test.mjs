import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stackPorts } from '../stack.mjs';

test('a stack on an offset gets ports a browser and fetch may use', () => {
  assert.equal(stackPorts(0).api, 4000);
  assert.equal(stackPorts(40).yookassa, 4140);
});

test('an offset that would put a server on a port browsers and fetch refuse is refused, naming it', () => {
  // 4100 + 90 is 4190 (sieve), which Node's fetch answers with "bad port".
  assert.throws(() => stackPorts(90), /yookassa on port 4190/);
  assert.throws(() => stackPorts(45), /api on port 4045/);
});
