// Versioned migrations, applied in order on start (Kysely's Migrator keeps the applied list and a lock).
import { sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import type { Db } from './connect';
import { statements as initial } from './migrations/0001-initial';
import { statements as placeAndCityLookups } from './migrations/0002-place-and-city-lookups';
import { statements as search } from './migrations/0003-search';
import { statements as paymentIdempotence } from './migrations/0004-payment-idempotence';
import { statements as sessionFamilies } from './migrations/0005-session-families';
import { statements as calendarFeeds } from './migrations/0010-calendar-feeds';
import { statements as securityReview } from './migrations/0011-security-review';
import { statements as nearbyAndFollows } from './migrations/0024-nearby-and-follows';
import { statements as secretAddressesOutOfDescriptions } from './migrations/0025-secret-addresses-out-of-descriptions';

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
  '0003-search': fromStatements(search),
  '0004-payment-idempotence': fromStatements(paymentIdempotence),
  '0005-session-families': fromStatements(sessionFamilies),
  '0010-calendar-feeds': fromStatements(calendarFeeds),
  '0011-security-review': fromStatements(securityReview),
  '0024-nearby-and-follows': fromStatements(nearbyAndFollows),
  '0025-secret-addresses-out-of-descriptions': fromStatements(secretAddressesOutOfDescriptions),
};

/**
 * Russian search folds case with the database's character type: a server created with LC_CTYPE=C leaves
 * 'Концерт' and 'концерт' apart, and search would silently find less. Refuse to run on one.
 */
async function assertUnicodeCaseFolding(db: Db): Promise<void> {
  const { rows } = await sql<{ folded: string }>`select lower('ЁЛКА') as folded`.execute(db);
  if (rows[0]?.folded !== 'ёлка') {
    throw new Error(
      'The database does not lower-case Cyrillic (its LC_CTYPE is not a UTF-8 locale): create it with ' +
        "LC_CTYPE 'C.UTF-8' or 'ru_RU.UTF-8' (initdb --locale=C.UTF-8) so that Russian search works.",
    );
  }
}

export async function migrate(db: Db): Promise<void> {
  await assertUnicodeCaseFolding(db);
  // Numbers were handed out to branches developed side by side (0010 landed before 0003-0005), so a database
  // may already hold a later number than a pending one. Every migration here stands on 0001-0002 alone, so the
  // pending ones are applied in name order after the applied ones instead of refusing to start.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
