import type { Db } from '../../db/database.js';

/** What the console's member view shows of a member beyond its row: where it signed in from, and its personal data whole. */

export const knownIpsOf = (db: Db, merchantId: string, memberId: string, limit: number) =>
  db
    .selectFrom('member_known_ips')
    .select(['ip', 'first_seen_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('first_seen_at', 'desc')
    .limit(limit)
    .execute();

export const devicesOf = (db: Db, merchantId: string, memberId: string, limit: number) =>
  db
    .selectFrom('member_devices')
    .select(['device_id', 'first_seen_at', 'last_seen_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('last_seen_at', 'desc')
    .limit(limit)
    .execute();

/** The personal data lists show masked: mobile (with its dialing code), e-mail, payee name. */
export const personalDataOf = (db: Db, merchantId: string, memberId: string) =>
  db
    .selectFrom('members')
    .select(['mobile_num', 'country_dialing_code', 'email', 'payee_name'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
