// The platform's HTTP app on an existing database (DATABASE_URL), as the benchmarks serve it.
import { buildDeps } from '../apps/server/src/build-deps.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDb } from '../apps/server/src/db/database.js';
import { buildApp } from '../apps/server/src/composition.js';
import { outboxMailer } from '../apps/server/src/lib/mail.js';
import { outboxSms } from '../apps/server/src/lib/sms.js';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DEV_OUTBOX: 'false',
});
const db = createDb(config.DATABASE_URL!, 20);
const app = await buildApp(await buildDeps(db, config, { mail: outboxMailer(db), sms: outboxSms(db) }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${url}`);
// A clean exit on SIGTERM, so `--cpu-prof` (NODE_OPTIONS) can write its profile.
process.on('SIGTERM', () => process.exit(0));
