import type { MemberInfo } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import type { Merchant } from '../merchant/index.js';
import { findMember } from './member.repository.js';

/** GET /wps/member/info. Contact details leave the server masked. */
export async function memberInfoOf(db: Db, merchant: Merchant, memberId: string): Promise<MemberInfo> {
  const m = await findMember(db, merchant.id, { id: memberId });
  if (!m) throw new AppError('not_logged_in');
  return {
    id: Number(m.id),
    account: m.username,
    nickname: m.nickname,
    type: m.type,
    // The spec's userName is the sign-in name, as in loginResult.
    userName: m.username,
    currencySymbol: merchant.currencySymbol,
    mobileNum: m.mobile_num ? maskMobile(m.mobile_num) : null,
    email: m.email ? maskEmail(m.email) : null,
    totpEnabled: m.totp_enabled,
  };
}

/** All but the last 4 digits hidden: 9171234567 → ******4567. */
export function maskMobile(mobile: string): string {
  return mobile.length <= 4 ? '*'.repeat(mobile.length) : '*'.repeat(mobile.length - 4) + mobile.slice(-4);
}

/** First character of the local part kept: player@demo.local → p***@demo.local. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
