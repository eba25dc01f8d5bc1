// PGlite is a single in-process connection. This wraps it in the small `pg.Pool` interface that Kysely's
// PostgresDialect drives, handing the connection to one caller at a time: a transaction holds it from BEGIN
// to COMMIT, so concurrent requests never interleave statements inside each other's transactions. Statements
// run prepared, once per text (pglite-statements.ts).
import type { PGlite } from '@electric-sql/pglite';
import { preparedStatements } from './pglite-statements';

export interface QueryResult {
  rows: unknown[];
  rowCount: number;
  command: string;
}

export interface PoolClient {
  query(sql: string, parameters: readonly unknown[]): Promise<QueryResult>;
  release(): void;
}

export interface PgliteAsPool {
  connect(): Promise<PoolClient>;
  end(): Promise<void>;
}

export function pgliteAsPool(db: PGlite): PgliteAsPool {
  let queue: Promise<void> = Promise.resolve();
  const statements = preparedStatements(db);

  return {
    async connect(): Promise<PoolClient> {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => {
        release = resolve;
      });
      const previous = queue;
      queue = previous.then(() => turn);
      await previous;
      return {
        async query(sql, parameters) {
          const result = await statements.query(sql, parameters);
          const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
          return { rows: result.rows, rowCount: result.affectedRows ?? 0, command };
        },
        release,
      };
    },
    async end(): Promise<void> {
      await queue;
      await db.close();
    },
  };
}
