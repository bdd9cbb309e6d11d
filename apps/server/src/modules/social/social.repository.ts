import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { emit } from '../events/index.js';

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

export interface LinkedMember {
  id: string;
  status: 'active' | 'locked' | 'disabled';
}

export async function findLinkedMember(
  db: Db,
  merchantId: string,
  provider: string,
  subject: string,
): Promise<LinkedMember | undefined> {
  return db
    .selectFrom('social_identities')
    .innerJoin('members', (j) =>
      j
        .onRef('members.id', '=', 'social_identities.member_id')
        .onRef('members.merchant_id', '=', 'social_identities.merchant_id'),
    )
    .select(['members.id', 'members.status'])
    .where('social_identities.merchant_id', '=', merchantId)
    .where('social_identities.provider', '=', provider)
    .where('social_identities.subject', '=', subject)
    .executeTakeFirst();
}

export interface NewSocialMember {
  merchantId: string;
  provider: string;
  subject: string;
  username: string;
  nickname: string;
  email: string | null;
  passwordHash: string;
  registerDomain: string | null;
}

/** Creates the member and links the identity in one transaction. */
export async function insertSocialMember(db: Db, m: NewSocialMember): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('members')
      .values({
        merchant_id: m.merchantId,
        username: m.username,
        nickname: m.nickname,
        type: 0,
        password_hash: m.passwordHash,
        email: m.email,
        register_domain: m.registerDomain,
        register_method: 'SOCIAL',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('social_identities')
      .values({ merchant_id: m.merchantId, member_id: id, provider: m.provider, subject: m.subject })
      .execute();
    await emit(trx, {
      type: 'member.registered',
      payload: { merchantId: m.merchantId, memberId: id, method: 'SOCIAL', uplineId: null, recommenderId: null },
    });
    return id;
  });
}

/** Remembers the IP as one the member has used, and stamps the login times. */
export async function recordSocialLogin(db: Db, merchantId: string, memberId: string, ip: string) {
  await db
    .insertInto('member_known_ips')
    .values({ merchant_id: merchantId, member_id: memberId, ip })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .updateTable('members')
    .set({ last_login_at: new Date(), first_login_at: sql<Date>`coalesce(first_login_at, now())` as unknown as Date })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}
