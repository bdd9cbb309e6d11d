// The platform's HTTP app on an existing database (DATABASE_URL), as the catalog benchmark serves it.
import { loadConfig } from '../apps/server/src/config.js';
import { createDb } from '../apps/server/src/db/database.js';
import { buildApp } from '../apps/server/src/http/app.js';
import { outboxMailer } from '../apps/server/src/lib/mail.js';
import { loadEnvelopeKey } from '../apps/server/src/lib/server-keys.js';
import { outboxSms } from '../apps/server/src/lib/sms.js';

const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DEV_OUTBOX: 'false' });
const db = createDb(config.DATABASE_URL!, 20);
const app = await buildApp({ db, config, envelopeKey: await loadEnvelopeKey(db), mail: outboxMailer(db), sms: outboxSms(db) });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${url}`);
