import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { numericCode, sha256 } from '../../lib/secrets.js';
import { dbNow } from '../../lib/db-clock.js';

/**
 * The one-time codes sent by sms (sms-codes.ts) and by e-mail (email-codes.ts): 6 digits, only
 * the hash stored, an expiry, single use, MAX_ATTEMPTS guesses. A code belongs to what its
 * `key` columns name (merchant, purpose and the number, or the challenge it proves).
 */
type CodeTable = 'sms_codes' | 'email_codes';
type Key = Record<string, string>;

/** Attempts allowed on one code before it is burnt. */
const MAX_ATTEMPTS = 5;

/** Equality on each key column (the key's columns exist in both tables). */
function whereKey<Q extends { where(column: never, op: '=', value: never): Q }>(q: Q, key: Key): Q {
  return Object.entries(key).reduce((out, [column, value]) => out.where(sql.ref(column) as never, '=', value as never), q);
}

/** Draws a code for `key`, burns any earlier one of it and stores the new one's hash; returns the code to send. */
export async function storeCode(db: Db, table: CodeTable, key: Key, minutes: number): Promise<string> {
  const code = numericCode(6);
  await db.transaction().execute(async (trx) => {
    await whereKey(trx.updateTable(table).set({ consumed_at: new Date() }).where('consumed_at', 'is', null), key).execute();
    await trx
      .insertInto(table)
      .values({
        ...key,
        code_hash: sha256(code),
        expires_at: sql<Date>`now() + make_interval(mins => ${minutes})` as unknown as Date,
      } as never)
      .execute();
  });
  return code;
}

/**
 * Checks and consumes the latest code of `key`. Missing, wrong and expired codes give their
 * own errors; a code works once. Each guess takes one attempt BEFORE the comparison, in one
 * conditional update, so parallel guesses get no more than MAX_ATTEMPTS comparisons.
 */
export async function consumeCode(db: Db, table: CodeTable, key: Key, code: string | undefined): Promise<void> {
  const given = code?.trim() ?? '';
  if (!given) throw new AppError('missing_verification_code');
  const row = await whereKey(db.selectFrom(table).select(['id', 'expires_at', 'attempts', 'consumed_at']), key)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.consumed_at || row.attempts >= MAX_ATTEMPTS) throw new AppError('invalid_verification_code');
  if (new Date(row.expires_at).getTime() <= dbNow()) throw new AppError('verification_code_expired');
  const taken = await db
    .updateTable(table)
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  if (!taken || !sha256(given).equals(taken.code_hash)) throw new AppError('invalid_verification_code');
  const used = await db
    .updateTable(table)
    .set({ consumed_at: new Date() })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new AppError('invalid_verification_code');
}

/** Cleanup job: codes expired a day ago. */
export async function purgeExpiredCodes(db: Db, table: CodeTable): Promise<void> {
  await db
    .deleteFrom(table)
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
