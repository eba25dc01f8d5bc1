// One Kysely instance over either an embedded PGlite persisted to a folder (the default) or a PostgreSQL
// server (DATABASE_URL). The same migrations and queries run on both. The embedded database has one owner
// process (data-lock.ts); HTTP workers reach it through that owner (ipc-pool.ts).
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { TRIGRAM_SETTING, WORD_SIMILARITY_THRESHOLD } from '../catalog/text-search';
import { lockDataFolder } from './data-lock';
import { databaseOverIpc } from './ipc-pool';
import { type PgliteAsPool, pgliteAsPool } from './pglite-pool';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbOptions {
  databaseUrl: string | null;
  /** PGlite folder; 'memory://' for a throwaway in-memory database. */
  dataDir: string;
  /** Connections to a PostgreSQL server (per process). */
  poolSize?: number;
}

type DialectPool = ConstructorParameters<typeof PostgresDialect>[0]['pool'];

function kyselyOver(pool: unknown): Db {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: pool as DialectPool }),
    plugins: [new CamelCasePlugin()],
  });
}

/**
 * Opens the database for this process. With a data folder this process becomes its owner (or fails if
 * another process is); `embedded` is then the pool to serve HTTP workers from.
 */
export async function openDatabase(options: DbOptions): Promise<{ db: Db; embedded: PgliteAsPool | null }> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: `-c ${TRIGRAM_SETTING}`,
    });
    // An idle connection the server ends (a restart, a terminated backend, a dropped test database) is an
    // 'error' on the pool; the pool has already let it go and opens another when asked. Without a listener
    // Node would stop the whole process for it.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    return { db: kyselyOver(pool), embedded: null };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(options.dataDir, { recursive: true });
  const lock = inMemory ? null : lockDataFolder(options.dataDir);
  try {
    const pglite = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
    await pglite.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
    // WAL segments a checkpoint no longer needs are deleted instead of renamed for reuse with their old
    // records inside: an account deletion must leave no copy of the person's rows in the data folder.
    await pglite.exec('set wal_recycle = off');
    const pool = pgliteAsPool(pglite);
    const owned: PgliteAsPool = {
      connect: () => pool.connect(),
      async end() {
        await pool.end();
        lock?.release();
      },
    };
    return { db: kyselyOver(owned), embedded: owned };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function connectDatabase(options: DbOptions): Promise<Db> {
  return (await openDatabase(options)).db;
}

/** A worker's view of the embedded database its owner process holds. */
export function connectThroughOwner(): Db {
  return kyselyOver(databaseOverIpc());
}
