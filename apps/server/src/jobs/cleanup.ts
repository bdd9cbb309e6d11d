import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Deletes what can no longer be used: old sessions, codes, captchas, challenges and counters. */
export async function cleanupExpired(db: Db) {
  const dayAgo = sql<Date>`now() - interval '1 day'`;
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .execute();
  await db.deleteFrom('sms_codes').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('captchas').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('login_challenges').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('password_resets').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('social_login_states').where('expires_at', '<', dayAgo).execute();
  await db
    .deleteFrom('rate_limits')
    .where('reset_at', '<', sql<Date>`now()`)
    .execute();
  // Game sessions: win and rollback find the player without them, so ended ones can go.
  await db
    .deleteFrom('game_sessions')
    .where(sql<Date>`COALESCE(expires_at, launch_expires_at)`, '<', dayAgo)
    .execute();
}
