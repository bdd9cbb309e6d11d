import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Mobile } from '../verification/index.js';

/** What sign-in needs of a member; every query is scoped to the merchant. */
export interface LoginMember {
  id: string;
  username: string;
  type: number;
  status: 'active' | 'locked' | 'disabled';
  password_hash: string;
  password_changed_at: Date;
  must_change_password: boolean;
  first_login_at: Date | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  totp_secret: string | null;
  totp_enabled: boolean;
}

const memberColumns = [
  'id',
  'username',
  'type',
  'status',
  'password_hash',
  'password_changed_at',
  'must_change_password',
  'first_login_at',
  'mobile_num',
  'country_dialing_code',
  'email',
  'payee_name',
  'totp_secret',
  'totp_enabled',
] as const;

export async function findMemberByUsername(db: Db, merchantId: string, username: string): Promise<LoginMember | null> {
  const row = await db
    .selectFrom('members')
    .select(memberColumns)
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  return row ?? null;
}

export async function findMemberByMobile(db: Db, merchantId: string, mobile: Mobile): Promise<LoginMember | null> {
  const row = await db
    .selectFrom('members')
    .select(memberColumns)
    .where('merchant_id', '=', merchantId)
    .where('country_dialing_code', '=', mobile.countryDialingCode)
    .where('mobile_num', '=', mobile.mobileNum)
    .executeTakeFirst();
  return row ?? null;
}

export async function findMemberById(db: Db, merchantId: string, memberId: string): Promise<LoginMember | null> {
  const row = await db
    .selectFrom('members')
    .select(memberColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row ?? null;
}

/** Stamps the sign-in; `forceChange` sets must_change_password (it is only cleared by a password change). */
export async function markSignedIn(db: Db, merchantId: string, memberId: string, forceChange: boolean) {
  await db
    .updateTable('members')
    .set({
      first_login_at: sql<Date>`coalesce(first_login_at, now())`,
      last_login_at: sql<Date>`now()`,
      ...(forceChange ? { must_change_password: true } : {}),
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}

export async function createTrialMember(db: Db, merchantId: string, username: string, passwordHash: string, type: number) {
  return db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username,
      nickname: username,
      type,
      password_hash: passwordHash,
      register_method: 'FREEPLAY',
      payment_password_hash: null,
      mobile_num: null,
      country_dialing_code: null,
      email: null,
      payee_name: null,
      qq_num: null,
      line: null,
      whatsapp: null,
      facebook: null,
      wechat: null,
      id_number: null,
      recommender_id: null,
      upline_id: null,
      affiliate_code: null,
      referral_code: null,
      register_domain: null,
      register_url: null,
      totp_secret: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
}

// ---- known IPs and new-IP challenges ----

/** 'none' when the member has no known IP yet, else whether this one is among them. */
export async function knownIpState(db: Db, merchantId: string, memberId: string, ip: string): Promise<'none' | 'known' | 'new'> {
  const r = await db
    .selectFrom('member_known_ips')
    .select([sql<number>`count(*)::int`.as('n'), sql<boolean | null>`bool_or(ip = ${ip})`.as('known')])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (r.n === 0) return 'none';
  return r.known ? 'known' : 'new';
}

/** Exported for other sign-in paths (registration, social) that should remember the IP too. */
export async function recordKnownIp(db: Db, merchantId: string, memberId: string, ip: string) {
  await db
    .insertInto('member_known_ips')
    .values({ merchant_id: merchantId, member_id: memberId, ip })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'ip']).doNothing())
    .execute();
}

export interface Challenge {
  id: string;
  member_id: string;
  methods: string[];
}

export async function createChallenge(
  db: Db,
  merchantId: string,
  memberId: string,
  ip: string,
  methods: string[],
  minutes: number,
) {
  const { id } = await db
    .insertInto('login_challenges')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      ip,
      methods,
      expires_at: sql<Date>`now() + make_interval(mins => ${minutes})` as unknown as Date,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A challenge that can still be answered: of this merchant and IP (and member, when given),
 * not expired, not passed, and under the attempt limit.
 */
export async function findLiveChallenge(
  db: Db,
  merchantId: string,
  challengeId: string,
  ip: string,
  maxAttempts: number,
  memberId?: string,
): Promise<Challenge | null> {
  if (!UUID.test(challengeId)) return null;
  let q = db
    .selectFrom('login_challenges')
    .select(['id', 'member_id', 'methods'])
    .where('id', '=', challengeId)
    .where('merchant_id', '=', merchantId)
    .where('ip', '=', ip)
    .where('passed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', sql<Date>`now()`);
  if (memberId) q = q.where('member_id', '=', memberId);
  return (await q.executeTakeFirst()) ?? null;
}

export async function countChallengeAttempt(db: Db, merchantId: string, challengeId: string) {
  await db
    .updateTable('login_challenges')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', challengeId)
    .execute();
}

/** Marks the challenge passed; false when another request got there first (one use). */
export async function passChallenge(db: Db, merchantId: string, challengeId: string): Promise<boolean> {
  const r = await db
    .updateTable('login_challenges')
    .set({ passed_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', challengeId)
    .where('passed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
