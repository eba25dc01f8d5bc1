// Runs the compiled tests (dist-test/*.test.js) with node's test runner, two files at a time.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist-test');
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.test.js'))
  .map((name) => path.join(dir, name));
const concurrency = process.env.TEST_CONCURRENCY ?? '2';
const result = spawnSync(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
