// Versioned migrations, applied in order on start (Kysely's Migrator keeps the applied list and a lock).
import { sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import type { Db } from './connect';
import { statements as initial } from './migrations/0001-initial';
import { statements as placeAndCityLookups } from './migrations/0002-place-and-city-lookups';
import { statements as calendarFeeds } from './migrations/0010-calendar-feeds';

function fromStatements(statements: string[]): Migration {
  return {
    async up(db) {
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

const migrations: Record<string, Migration> = {
  '0001-initial': fromStatements(initial),
  '0002-place-and-city-lookups': fromStatements(placeAndCityLookups),
  '0010-calendar-feeds': fromStatements(calendarFeeds),
};

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
