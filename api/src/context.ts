// Everything a route needs, built once in main.ts (or by a test) and passed down explicitly.
import type { Config } from './config';
import type { Db } from './db/connect';
import type { ResponseCache } from './http/response-cache';
import type { Clock } from './lib/clock';
import type { SmsSender } from './services/sms/sender';
import type { PaymentProvider } from './services/yookassa';

/** The cache of anonymous public reads of this process, and how writes keep every process's cache right. */
export interface PublicCache {
  /** This process's cached answers; null when the cache is off. */
  answers: ResponseCache | null;
  /**
   * A write changed these counters ('event:12', 'place:3'), or everything ('all'): drops the cached answers
   * that show them, in this process and its sibling HTTP processes, before the write answers.
   */
  changed(tags: readonly string[] | 'all'): Promise<void>;
}

export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  sms: SmsSender;
  payments: PaymentProvider;
  publicCache: PublicCache;
}
