// A throwaway database on a PostgreSQL server: one per API test stack (api/test/harness.ts) and per benchmark
// run (scripts/bench/api-load.mjs), so that runs never see each other's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function run(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `{prefix}_{random hex}` on the server of `serverUrl`; `drop` removes it again. */
export async function createScratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
