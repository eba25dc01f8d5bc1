// Everything a route needs, built once in main.ts (or by a test) and passed down explicitly.
import type { Config } from './config';
import type { Db } from './db/connect';
import type { Clock } from './lib/clock';
import type { SmsSender } from './services/sms/sender';
import type { PaymentProvider } from './services/yookassa';

export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  sms: SmsSender;
  payments: PaymentProvider;
}
