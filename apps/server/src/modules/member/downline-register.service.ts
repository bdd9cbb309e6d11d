import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { randomToken } from '../../lib/secrets.js';
import { checkNewPassword, failOnIssues, FieldRules } from './field-rules.js';
import { insertMember, usernameExists } from './member.repository.js';

/** An agent's new downline account, as the register centre makes it. */
export interface NewDownline {
  uplineId: string;
  username: string;
  password: string;
  /** 0 player, 1 agent. */
  type: 0 | 1;
  ip: string;
  host: string;
}

/** An affiliate code for a new agent: 8 upper-case letters and digits, unique in the merchant. */
export function newAffiliateCode(): string {
  return randomToken(12)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()
    .padEnd(8, '7');
}

/**
 * Creates a downline account directly under an agent (the register centre): the merchant's
 * username and password validators apply (400 validation_failed), a taken name answers
 * username_taken. An agent gets its own affiliate code. Returns the new id and code.
 */
export async function registerDownline(
  db: Db,
  merchantId: string,
  d: NewDownline,
): Promise<{ id: string; username: string; affiliateCode: string | null }> {
  const rules = await FieldRules.of(db, merchantId);
  const username = d.username.trim();
  failOnIssues([rules.check('username', username)]);
  const password = checkNewPassword(rules, d.password, undefined, 'password');
  if (await usernameExists(db, merchantId, username)) throw new AppError('username_taken');
  const affiliateCode = d.type === 1 ? newAffiliateCode() : null;
  try {
    const id = await insertMember(
      db,
      merchantId,
      {
        username,
        nickname: username,
        passwordHash: await hashPassword(password),
        paymentPasswordHash: null,
        mobile: null,
        email: null,
        payeeName: null,
        qqNum: null,
        line: null,
        whatsapp: null,
        facebook: null,
        wechat: null,
        idNumber: null,
        recommenderId: null,
        uplineId: d.uplineId,
        registerDomain: d.host || null,
        registerUrl: null,
        registerMethod: 'agent',
        type: d.type,
        affiliateCode,
      },
      d.ip,
    );
    return { id, username, affiliateCode };
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === 'members_username') throw new AppError('username_taken');
    throw err;
  }
}
