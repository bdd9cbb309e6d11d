import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface NewLoginState {
  stateHash: Buffer;
  merchantId: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  returnTo: string;
  ttlSeconds: number;
}

export async function insertLoginState(db: Db, s: NewLoginState) {
  await db
    .insertInto('social_login_states')
    .values({
      state_hash: s.stateHash,
      merchant_id: s.merchantId,
      provider: s.provider,
      code_verifier: s.codeVerifier,
      nonce: s.nonce,
      redirect_uri: s.redirectUri,
      return_to: s.returnTo,
      expires_at: sql<Date>`now() + make_interval(secs => ${s.ttlSeconds})` as unknown as Date,
    })
    .execute();
}

/** Deletes the merchant's states that expired more than a day ago (housekeeping on write). */
export async function deleteStaleLoginStates(db: Db, merchantId: string) {
  await db
    .deleteFrom('social_login_states')
    .where('merchant_id', '=', merchantId)
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

export interface BurnedLoginState {
  provider: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  returnTo: string;
  expired: boolean;
}

/**
 * Marks a state used and returns it, in one statement, so that two requests racing with
 * the same state cannot both get it. Undefined when unknown or already used.
 */
export async function burnLoginState(db: Db, merchantId: string, stateHash: Buffer): Promise<BurnedLoginState | undefined> {
  const row = await db
    .updateTable('social_login_states')
    .set({ used_at: new Date() })
    .where('state_hash', '=', stateHash)
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .returning([
      'provider',
      'code_verifier',
      'nonce',
      'redirect_uri',
      'return_to',
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .executeTakeFirst();
  return (
    row && {
      provider: row.provider,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      redirectUri: row.redirect_uri,
      returnTo: row.return_to,
      expired: row.expired,
    }
  );
}

/** The member a provider's subject is linked to, if any (the member module judges its status). */
export async function findLinkedMemberId(
  db: Db,
  merchantId: string,
  provider: string,
  subject: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('social_identities')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.member_id;
}

/** Links a provider's subject to a member; `db` is the transaction that created the member. */
export async function linkIdentity(db: Db, merchantId: string, memberId: string, provider: string, subject: string) {
  await db.insertInto('social_identities').values({ merchant_id: merchantId, member_id: memberId, provider, subject }).execute();
}

/** Cleanup job: sign-in round trips expired a day ago, every merchant. */
export async function purgeExpiredLoginStates(db: Db) {
  await db
    .deleteFrom('social_login_states')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
