// An API in this process over a fresh database with the reference data but no seed, for tests that write their
// own rows and expect exact answers (search, nearby): the embedded database in memory, or a fresh database on
// the PostgreSQL server of DATABASE_URL (scripts/ci-postgres.sh).
import type { FastifyInstance } from 'fastify';
import { AGE_RATINGS } from '../src/catalog/events';
import { loadConfig } from '../src/config';
import { connectDatabase, type Db } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/http/app';
import { systemClock } from '../src/lib/clock';
import { localPublicCache } from '../src/process/cache-relay';
import { syncReference } from '../src/seed';
import { freshDatabase } from './harness';

export interface InProcessApi {
  db: Db;
  app: FastifyInstance;
  stop(): Promise<void>;
}

export async function startInProcess(): Promise<InProcessApi> {
  const database = await freshDatabase();
  const db = await connectDatabase({ databaseUrl: database?.url ?? null, dataDir: 'memory://' });
  await migrate(db);
  await syncReference(db);
  await db.insertInto('ageRatings').values(AGE_RATINGS).execute();
  const app = await buildApp(
    {
      config: loadConfig({ NODE_ENV: 'test' }),
      db,
      clock: systemClock,
      sms: { send: async () => {} },
      payments: {
        createPayment: async () => Promise.reject(new Error('unused')),
        getPayment: async () => null,
      },
      publicCache: localPublicCache(false),
    },
    false,
  );
  return {
    db,
    app,
    async stop() {
      await app.close();
      await db.destroy();
      await database?.drop();
    },
  };
}
