import { API } from '@playhouse/contract';
import type { Answer, TestPlatform } from '../harness.js';

/** Shared by the session test files: sign-in calls and reading the dev outbox. */

export interface As {
  merchant?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function signIn(t: TestPlatform, body: Record<string, unknown>, as: As = {}): Promise<Answer> {
  return t.call({ url: API.session.login, body: { type: 'username', ...body }, ...as });
}

/** Logout doubles as the token probe: 200 for a live token (which it then revokes), 401 otherwise. */
export function logout(t: TestPlatform, token: string, as: As = {}, method: 'POST' | 'DELETE' = 'POST'): Promise<Answer> {
  return t.call({ url: API.session.logout, method, token, ...as, ...(method === 'POST' ? { body: {} } : {}) });
}

export async function lastOutbox(t: TestPlatform, recipient: string): Promise<string | null> {
  const row = await t.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.body ?? null;
}

/** The 6-digit code of the last sms to `number` (dialing code + number). */
export async function lastSmsCode(t: TestPlatform, number: string): Promise<string> {
  const body = await lastOutbox(t, number);
  const code = body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sms code for ${number}`);
  return code;
}

/** A fresh captcha and its answer, read from the dev outbox. */
export async function solvedCaptcha(t: TestPlatform, as: As = {}): Promise<{ captchaId: string; captcha: string }> {
  const r = await t.call({ url: API.captcha, ...as });
  if (r.status !== 200) throw new Error(`captcha: ${r.status} ${r.body.code}`);
  const captchaId: string = r.body.value.captchaId;
  const captcha = await lastOutbox(t, `captcha:${captchaId}`);
  if (!captcha) throw new Error('captcha answer not in the outbox');
  return { captchaId, captcha };
}

export async function count(
  t: TestPlatform,
  table: 'sessions' | 'members' | 'login_challenges' | 'member_known_ips',
): Promise<number> {
  const r = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
