import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { emit } from '../events/index.js';
import type { Mobile } from '../verification/index.js';

/** Queries on members for this module. Every one is scoped by merchant_id; no rules here. */

type Exec = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable'>;

/** The member row services work with (sign-in, info, password and sms checks). */
export interface MemberRow {
  id: string;
  username: string;
  nickname: string;
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
  /** Self-exclusion's end (responsible gaming); null = none. */
  excluded_until: Date | null;
}

const memberColumns = [
  'id',
  'username',
  'nickname',
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
  'excluded_until',
] as const;

/** How a member is looked up: by id, by username (any case, as login matches it) or by mobile number. */
export type MemberKey = { id: string } | { username: string } | { mobile: Mobile };

/** The one member lookup, whatever the status (callers judge locked and disabled accounts). */
export async function findMember(db: Db, merchantId: string, key: MemberKey): Promise<MemberRow | null> {
  let q = db.selectFrom('members').select(memberColumns).where('merchant_id', '=', merchantId);
  if ('id' in key) q = q.where('id', '=', key.id);
  else if ('username' in key) q = q.where((eb) => eb(eb.fn('lower', ['username']), '=', key.username.toLowerCase()));
  else q = q.where('country_dialing_code', '=', key.mobile.countryDialingCode).where('mobile_num', '=', key.mobile.mobileNum);
  return (await q.executeTakeFirst()) ?? null;
}

export async function usernameExists(db: Db, merchantId: string, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return !!row;
}

/** The ids of the merchant's members holding a mobile number, whatever their status. */
const membersWithMobile = (db: Db, merchantId: string, mobile: Mobile) =>
  db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('country_dialing_code', '=', mobile.countryDialingCode)
    .where('mobile_num', '=', mobile.mobileNum);

/** The active member holding a mobile number, if any. */
export async function findMemberIdByMobile(db: Db, merchantId: string, mobile: Mobile): Promise<string | null> {
  const row = await membersWithMobile(db, merchantId, mobile).where('status', '=', 'active').executeTakeFirst();
  return row?.id ?? null;
}

export async function mobileExists(db: Db, merchantId: string, mobile: Mobile): Promise<boolean> {
  return !!(await membersWithMobile(db, merchantId, mobile).executeTakeFirst());
}

/** A member matching both the username and the e-mail, case-insensitively; disabled accounts excluded. */
export async function findMemberByUsernameAndEmail(db: Db, merchantId: string, username: string, email: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'email'])
    .where('merchant_id', '=', merchantId)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('status', '!=', 'disabled')
    .executeTakeFirst();
}

export interface NewMember {
  username: string;
  nickname: string;
  passwordHash: string;
  paymentPasswordHash: string | null;
  mobile: Mobile | null;
  email: string | null;
  payeeName: string | null;
  qqNum: string | null;
  line: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  idNumber: string | null;
  recommenderId: string | null;
  uplineId: string | null;
  registerDomain: string | null;
  registerUrl: string | null;
  registerMethod: string;
  /** Default 0 (player); the register centre creates agents (1). */
  type?: number;
  affiliateCode?: string | null;
  /** The member whose personal referral code the new member registered with (the REFERRAL promo). */
  referrerId?: string | null;
}

/** Inserts a player (type 0) and its first known IP in one transaction. Unique violations propagate. */
export async function insertMember(db: Db, merchantId: string, m: NewMember, ip: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: m.username,
        nickname: m.nickname,
        password_hash: m.passwordHash,
        payment_password_hash: m.paymentPasswordHash,
        mobile_num: m.mobile?.mobileNum ?? null,
        country_dialing_code: m.mobile?.countryDialingCode ?? null,
        email: m.email,
        payee_name: m.payeeName,
        qq_num: m.qqNum,
        line: m.line,
        whatsapp: m.whatsapp,
        facebook: m.facebook,
        wechat: m.wechat,
        id_number: m.idNumber,
        recommender_id: m.recommenderId,
        upline_id: m.uplineId,
        type: m.type ?? 0,
        affiliate_code: m.affiliateCode ?? null,
        referral_code: null,
        register_domain: m.registerDomain,
        register_url: m.registerUrl,
        register_method: m.registerMethod,
        totp_secret: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await rememberIp(trx, merchantId, id, ip);
    await emit(trx, {
      type: 'member.registered',
      payload: {
        merchantId,
        memberId: id,
        method: m.registerMethod,
        uplineId: m.uplineId,
        recommenderId: m.recommenderId,
        // Only when a member's referral code was used (modules/referral records the referral).
        ...(m.referrerId ? { referrerId: m.referrerId } : {}),
      },
    });
    return id;
  });
}

/** A trial account (free play): no contact data; null when the generated username is taken. */
export async function insertTrialMember(db: Db, merchantId: string, username: string, passwordHash: string, type: number) {
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

export interface NewSocialMember {
  username: string;
  nickname: string;
  email: string | null;
  passwordHash: string;
  registerDomain: string | null;
}

/** A player created by a social sign-in; `db` is the social module's transaction (it links the identity). */
export async function insertSocialMember(db: Exec, merchantId: string, m: NewSocialMember): Promise<string> {
  const { id } = await db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
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
  return id;
}

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

/** Remembers an IP the member signed in from (login, registration, social sign-in, password reset). */
export async function rememberIp(db: Exec, merchantId: string, memberId: string, ip: string) {
  await db
    .insertInto('member_known_ips')
    .values({ merchant_id: merchantId, member_id: memberId, ip })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Remembers the device a member signed in from, or that it was seen again. */
export async function rememberDevice(db: Exec, merchantId: string, memberId: string, deviceId: string) {
  await db
    .insertInto('member_devices')
    .values({ merchant_id: merchantId, member_id: memberId, device_id: deviceId })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'device_id']).doUpdateSet({ last_seen_at: sql<Date>`now()` }))
    .execute();
}

/**
 * Stamps a sign-in (first and last login). `forceChange` sets must_change_password, which only a
 * password change clears. `db` may be a transaction (login stamps inside its session's transaction).
 */
export async function markSignedIn(db: Exec, merchantId: string, memberId: string, forceChange = false) {
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

/** Sets a new password hash; the change clears a forced change and restarts the expiry clock. */
export async function updatePassword(db: Exec, merchantId: string, memberId: string, passwordHash: string) {
  await db
    .updateTable('members')
    .set({ password_hash: passwordHash, password_changed_at: new Date(), must_change_password: false })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}
