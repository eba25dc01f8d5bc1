// One Kysely instance over either an embedded PGlite persisted to a folder (the default) or a PostgreSQL
// server (DATABASE_URL). The same migrations and queries run on both.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgliteAsPool } from './pglite-pool';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbOptions {
  databaseUrl: string | null;
  /** PGlite folder; 'memory://' for a throwaway in-memory database. */
  dataDir: string;
}

export async function connectDatabase(options: DbOptions): Promise<Db> {
  let pool: ConstructorParameters<typeof PostgresDialect>[0]['pool'];
  if (options.databaseUrl) {
    pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
  } else {
    if (!options.dataDir.startsWith('memory://')) await mkdir(options.dataDir, { recursive: true });
    const embedded = await PGlite.create(options.dataDir);
    pool = pgliteAsPool(embedded) as unknown as typeof pool;
  }
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}
