import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { randomToken } from '../../lib/secrets.js';

/** A personal referral code: R and 7 upper-case letters and digits, unique in the merchant. */
function newReferralCode(): string {
  return `R${randomToken(12)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 7)
    .toUpperCase()
    .padEnd(7, '3')}`;
}

/** The active member owning a personal referral code in this merchant; codes match case-insensitively. */
export async function findMemberByReferralCode(db: Db, merchantId: string, code: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where(sql`lower(referral_code)`, '=', code.trim().toLowerCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** A member's personal referral code; one is made and stored the first time it is asked for (retried on the rare clash). */
export async function referralCodeOf(db: Db, merchantId: string, memberId: string): Promise<string> {
  const row = await db
    .selectFrom('members')
    .select('referral_code')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (row.referral_code) return row.referral_code;
  for (let i = 0; ; i++) {
    try {
      const r = await db
        .updateTable('members')
        .set({ referral_code: newReferralCode() })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', memberId)
        .where('referral_code', 'is', null)
        .returning('referral_code')
        .executeTakeFirst();
      if (r?.referral_code) return r.referral_code;
      return referralCodeOf(db, merchantId, memberId); // set meanwhile by another call
    } catch (e) {
      if ((e as { code?: string }).code !== '23505' || i >= 4) throw e;
    }
  }
}
