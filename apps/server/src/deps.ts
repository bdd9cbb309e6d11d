import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { JobQueue } from './lib/job-queue.js';
import type { Mailer } from './lib/mail.js';
import type { EnvelopeKey } from './lib/server-keys.js';
import type { SmsProvider } from './lib/sms.js';
import type { ProviderRegistry } from './modules/providers/index.js';

/** What every module's routes receive: built once in app.ts. */
export interface Deps {
  db: Db;
  config: Config;
  /** The process's logger (jobs, workers, anything outside a request). */
  log: Logger;
  envelopeKey: EnvelopeKey;
  mail: Mailer;
  sms: SmsProvider;
  /** Game provider adapters by vendor (launch, transfers, pulled bets). */
  providers: ProviderRegistry;
  /** pg-boss queues for work started by a request (the console's exports); see lib/job-queue.ts. */
  jobs: JobQueue;
  /** The time lottery sales and draws are judged by (epoch ms); tests set a fixed one. Default Date.now. */
  clock?: () => number;
}
