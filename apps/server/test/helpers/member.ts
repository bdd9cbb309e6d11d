import { API } from '@playhouse/contract';
import type { Answer, TestPlatform } from '../harness.js';

/** Shared by the member, verification, agent and dev test files. */

/** A new caller address each time: rate limits are per IP, so tests do not share buckets. */
export function ipSource(prefix: string) {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}.${Math.floor(n / 250)}.${n % 250}`;
  };
}

let seq = 0;
export const uniqueName = (prefix = 'user') => `${prefix}${process.pid % 1000}x${++seq}`;

/** A registration the default test merchant accepts in username mode. */
export function registration(over: Record<string, unknown> = {}) {
  return {
    username: uniqueName(),
    password: 'abc12345',
    confirmPassword: 'abc12345',
    termsAccepted: true,
    ageConfirmed: true,
    ...over,
  };
}

export function register(
  t: TestPlatform,
  body: unknown,
  opts: { merchant?: string; ip?: string; mobile?: boolean; method?: 'POST' | 'PUT' } = {},
): Promise<Answer> {
  return t.call({
    url: opts.mobile ? API.member.registerMobile : API.member.register,
    method: opts.method ?? 'POST',
    body,
    merchant: opts.merchant,
    ip: opts.ip,
  });
}

export interface OutboxItem {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** Reads the dev outbox through its API, as a developer or a browser test would. */
export async function outbox(t: TestPlatform, to: string, merchant?: string): Promise<OutboxItem[]> {
  const r = await t.call({ url: `${API.dev.outbox}?to=${encodeURIComponent(to)}`, merchant });
  if (r.status !== 200) throw new Error(`outbox: ${r.status} ${r.body.code}`);
  return r.body.value as OutboxItem[];
}

/** The 6-digit code of the latest sms to `number` (dialing code + number). */
export async function smsCode(t: TestPlatform, number: string, merchant?: string): Promise<string> {
  const [latest] = await outbox(t, number, merchant);
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sms code for ${number}`);
  return code;
}

/** The reset token of the latest e-mail to `email`. */
export async function resetTokenFor(t: TestPlatform, email: string, merchant?: string): Promise<string> {
  const [latest] = await outbox(t, email, merchant);
  const token = latest?.body.match(/resetToken=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return token;
}

export async function memberRow(t: TestPlatform, merchantId: string, username: string) {
  return t.db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .executeTakeFirst();
}
