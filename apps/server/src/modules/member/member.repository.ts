import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Mobile } from '../verification/index.js';

/** Queries on members for this module. Every one is scoped by merchant_id; no rules here. */

type Exec = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable'>;

export async function findMemberInfo(db: Db, merchantId: string, memberId: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'nickname', 'type', 'mobile_num', 'email', 'totp_enabled'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** The sign-in facts of one member: hash, mobile and whether it ever signed in. */
export async function findMemberCredentials(db: Db, merchantId: string, memberId: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'type', 'status', 'password_hash', 'mobile_num', 'country_dialing_code', 'first_login_at'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
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
        affiliate_code: null,
        referral_code: null,
        register_domain: m.registerDomain,
        register_url: m.registerUrl,
        register_method: m.registerMethod,
        totp_secret: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await rememberIp(trx, merchantId, id, ip);
    return id;
  });
}

export async function rememberIp(db: Exec, merchantId: string, memberId: string, ip: string) {
  await db
    .insertInto('member_known_ips')
    .values({ merchant_id: merchantId, member_id: memberId, ip })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function markSignedIn(db: Db, merchantId: string, memberId: string) {
  await db
    .updateTable('members')
    .set({ last_login_at: new Date(), first_login_at: sql<Date>`coalesce(first_login_at, now())` })
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
