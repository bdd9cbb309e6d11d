import type { Flag } from '@playhouse/contract';
import type { Db } from '../db/database.js';
import { hashPassword } from '../lib/passwords.js';
import { insertMerchant, type MerchantSettings } from '../modules/merchant/index.js';

export interface MerchantSeed {
  code: string;
  name: string;
  domains?: string[];
  flags?: Partial<Record<Flag, boolean>>;
  settings?: Partial<MerchantSettings>;
  registerFields?: Record<string, { shown: boolean; required: boolean }>;
  languages?: string[];
}

/** Creates (or returns) a merchant with its flags, domains and register fields. Used by the demo seed and tests. */
export async function createMerchant(db: Db, seed: MerchantSeed): Promise<string> {
  const existing = await db.selectFrom('merchants').select('id').where('code', '=', seed.code).executeTakeFirst();
  if (existing) return existing.id;
  return insertMerchant(db, seed);
}

export interface MemberSeed {
  username: string;
  password: string;
  type?: number;
  nickname?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  affiliateCode?: string;
  uplineId?: string;
  mustChangePassword?: boolean;
  payeeName?: string;
}

export async function createMember(db: Db, merchantId: string, m: MemberSeed): Promise<string> {
  const existing = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', m.username.toLowerCase()))
    .executeTakeFirst();
  if (existing) {
    // A demo member seeded before it had an e-mail gets it: without a contact it could not
    // confirm a new device (new-IP verification).
    if (m.email)
      await db.updateTable('members').set({ email: m.email }).where('id', '=', existing.id).where('email', 'is', null).execute();
    return existing.id;
  }
  const { id } = await db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: m.username,
      nickname: m.nickname ?? m.username,
      type: m.type ?? 0,
      password_hash: await hashPassword(m.password),
      mobile_num: m.mobileNum ?? null,
      country_dialing_code: m.mobileNum ? (m.countryDialingCode ?? '63') : null,
      email: m.email ?? null,
      affiliate_code: m.affiliateCode ?? null,
      upline_id: m.uplineId ?? null,
      must_change_password: m.mustChangePassword ?? false,
      payee_name: m.payeeName ?? null,
      payment_password_hash: null,
      qq_num: null,
      line: null,
      whatsapp: null,
      facebook: null,
      wechat: null,
      id_number: null,
      recommender_id: null,
      referral_code: null,
      register_domain: null,
      register_url: null,
      register_method: 'SEED',
      totp_secret: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
