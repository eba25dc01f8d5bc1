// An API in this process over a fresh database with the reference data but no seed, for tests that write their
// own rows and expect exact answers (search, nearby): the embedded database in memory, or a fresh database on
// the PostgreSQL server of DATABASE_URL (scripts/ci-postgres.sh). `seed` fills it with the full seed instead, for
// tests that read realistic answers of every route.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { AGE_RATINGS } from '../src/catalog/events';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { connectDatabase, type Db } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/http/app';
import { type Clock, systemClock } from '../src/lib/clock';
import { localPublicCache } from '../src/process/cache-relay';
import { seedIfEmpty, syncReference } from '../src/seed';
import type { PaymentProvider } from '../src/services/yookassa';
import { freshDatabase } from './harness';

export interface InProcessApi {
  db: Db;
  app: FastifyInstance;
  stop(): Promise<void>;
}

export interface InProcessOptions {
  /** The full seed of every city (about 15 s) instead of the reference data alone. */
  seed?: boolean;
  /** Environment of the configuration, over NODE_ENV=test. */
  env?: Record<string, string>;
  payments?: PaymentProvider;
  /** The SMS gateway (default: takes every message). */
  sms?: AppContext['sms'];
  /** What the API takes for now (default: the system clock). */
  clock?: Clock;
  /** Fastify's logger (default: none). */
  logger?: FastifyServerOptions['logger'];
}

export async function startInProcess(options: InProcessOptions = {}): Promise<InProcessApi> {
  const database = await freshDatabase();
  const db = await connectDatabase({ databaseUrl: database?.url ?? null, dataDir: 'memory://' });
  await migrate(db);
  if (options.seed) await seedIfEmpty(db, new Date());
  else {
    await syncReference(db);
    await db.insertInto('ageRatings').values(AGE_RATINGS).execute();
  }
  const app = await buildApp(
    {
      config: loadConfig({ NODE_ENV: 'test', ...options.env }),
      db,
      clock: options.clock ?? systemClock,
      sms: options.sms ?? { send: async () => {} },
      payments: options.payments ?? {
        createPayment: async () => Promise.reject(new Error('unused')),
        getPayment: async () => null,
      },
      publicCache: localPublicCache(false),
    },
    options.logger ?? false,
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
