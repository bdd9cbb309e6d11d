import PgBoss from 'pg-boss';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

const QUEUE = 'cleanup-expired';

/** Deletes what can no longer be used: old sessions, codes, captchas, challenges and counters. */
export async function cleanupExpired(db: Db) {
  const dayAgo = sql<Date>`now() - interval '1 day'`;
  await db.deleteFrom('sessions').where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)])).execute();
  await db.deleteFrom('sms_codes').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('captchas').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('login_challenges').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('password_resets').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('social_login_states').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('rate_limits').where('reset_at', '<', sql<Date>`now()`).execute();
}

/** pg-boss runs the scheduled jobs; several instances share one schedule through PostgreSQL. */
export async function startJobs(connectionString: string, db: Db): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss' });
  boss.on('error', () => {});
  await boss.start();
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, '*/15 * * * *');
  await boss.work(QUEUE, async () => cleanupExpired(db));
  return () => boss.stop({ graceful: true, wait: true });
}
