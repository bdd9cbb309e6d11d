import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { createDb, type Db } from './db/database.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { migrate } from './db/migrate.js';
import { startJobs } from './jobs/cleanup.js';
import { outboxMailer, smtpMailer } from './lib/mail.js';
import { loadEnvelopeKey } from './lib/server-keys.js';
import { httpSms, outboxSms } from './lib/sms.js';
import { buildApp } from './http/app.js';
import { seedDemo } from './seed/demo.js';

export interface Platform {
  app: FastifyInstance;
  db: Db;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Starts the database (embedded unless DATABASE_URL), migrates, seeds, and builds the app. */
export async function bootPlatform(config: Config, opts: { jobs?: boolean } = {}): Promise<Platform> {
  const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(config.DATA_DIR);
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  const db = createDb(databaseUrl);
  await migrate(db);
  if (config.SEED_DEMO) await seedDemo(db);
  const stopJobs = opts.jobs === false ? async () => {} : await startJobs(databaseUrl, db);
  const deps = {
    db,
    config,
    envelopeKey: await loadEnvelopeKey(db),
    mail: config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db),
    sms: config.SMS_HTTP_URL ? httpSms(config.SMS_HTTP_URL, config.SMS_HTTP_KEY) : outboxSms(db),
  };
  const app = await buildApp(deps);
  return {
    app,
    db,
    databaseUrl,
    async stop() {
      await app.close();
      await stopJobs();
      await db.destroy();
      await embedded?.stop();
    },
  };
}
