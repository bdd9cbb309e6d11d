import type { OperatorRole } from '@playhouse/contract';
import { API } from '@playhouse/contract';
import type { TestPlatform } from '../harness.js';
import { totpCode, TOTP_STEP_SECONDS } from '../../src/lib/totp.js';
import { seedOperator } from '../../src/modules/operator/index.js';
import { lastOutbox } from './session.js';

/** Games offered by merchants: the catalog seed, for tests of operator routes on games. */
export { seedCatalog } from '../../src/seed/catalog/seed-catalog.js';

/** Operators for tests: created, signed in with their TOTP code, and their calls. */

export const OP_PASSWORD = 'correct horse battery';
let serial = 0;
let ips = 0;

/** The TOTP code `steps` steps from now (a code is accepted once: a second login uses the next step). */
export const codeAt = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * TOTP_STEP_SECONDS * 1000);

/** A fresh IP per call, so the per-IP sign-in throttle of one test does not spill into another. */
export const freshIp = () => `10.${(ips >> 16) & 255}.${(ips >> 8) & 255}.${++ips & 255}`;

export interface TestOperator {
  id: string;
  username: string;
  totpSecret: string;
  token: string;
}

export async function login(
  t: TestPlatform,
  username: string,
  password: string,
  totp: string,
  ip = freshIp(),
  captcha: { captchaId: string; captcha: string } | object = {},
) {
  return t.call({ url: API.operator.login, merchant: null, body: { username, password, totp, ...captcha }, ip });
}

/**
 * The first sign-in of an operator created through /ops/operators: the right password answers
 * operator_totp_enrolment_required with a new secret, and a code from it completes the sign-in.
 */
export async function firstSignIn(t: TestPlatform, username: string, password: string, ip = freshIp()) {
  const offer = await t.call({ url: API.operator.login, merchant: null, body: { username, password }, ip });
  if (offer.body.code !== 'operator_totp_enrolment_required') throw new Error(`no enrolment: ${JSON.stringify(offer.body)}`);
  const { ticket, secret } = offer.body.value as { ticket: string; secret: string };
  const r = await t.call({ url: API.operator.enrol, merchant: null, body: { ticket, totp: codeAt(secret) }, ip });
  if (r.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(r.body)}`);
  return { token: r.body.value.token as string, totpSecret: secret };
}

/**
 * A code `op` may use again for a re-authentication: each TOTP step is accepted once, so a test
 * that re-authenticates twice within 30 seconds lets the step pass, as the clock would.
 */
export async function freshCode(t: TestPlatform, op: { id: string; totpSecret: string }): Promise<string> {
  await t.db.updateTable('operator_users').set({ totp_last_step: null }).where('id', '=', op.id).execute();
  return codeAt(op.totpSecret);
}

/** An operator sign-in captcha, answered from the dev outbox. */
export async function opCaptcha(t: TestPlatform, ip = freshIp()): Promise<{ captchaId: string; captcha: string }> {
  const r = await t.call({ url: API.operator.loginCaptcha, merchant: null, ip });
  if (r.status !== 200) throw new Error(`captcha: ${r.status} ${r.body.code}`);
  const captchaId: string = r.body.value.captchaId;
  return { captchaId, captcha: (await lastOutbox(t, `captcha:${captchaId}`))! };
}

/** The code of the last e-mail sent to an operator's address. */
export async function lastEmailCode(t: TestPlatform, email: string): Promise<string> {
  const body = await lastOutbox(t, email.toLowerCase());
  const code = body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no e-mail code for ${email}`);
  return code;
}

/** An operator of `merchantId` (null: platform level), signed in, with a verified e-mail (its person). */
export async function signedInOperator(t: TestPlatform, role: OperatorRole, merchantId: string | null): Promise<TestOperator> {
  const username = `op${process.pid % 1000}n${++serial}`;
  const created = (await seedOperator(t.db, { username, password: OP_PASSWORD, role, merchantId }))!;
  const r = await login(t, username, OP_PASSWORD, codeAt(created.totpSecret));
  if (r.status !== 200) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
  return { id: created.id, username, totpSecret: created.totpSecret, token: r.body.value.token };
}

/** An operator's call: its token, the merchant it names (Merchant header) if any. */
export const opCall = (
  t: TestPlatform,
  token: string | undefined,
  url: string,
  o: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; merchant?: string; key?: string } = {},
) =>
  t.call({
    url,
    method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
    ...(o.body === undefined ? {} : { body: o.body }),
    merchant: o.merchant ?? null,
    ...(token ? { token } : {}),
    headers: o.key ? { 'x-operator-key': o.key } : {},
  });

/** A member's token, signed in through the member API (the kind of token /ops must refuse). */
export async function memberToken(t: TestPlatform, merchant: string, username: string, password: string): Promise<string> {
  const r = await t.call({ url: API.session.login, merchant, body: { username, password }, ip: freshIp() });
  if (r.status !== 200) throw new Error(`member login failed: ${JSON.stringify(r.body)}`);
  return r.body.value.token;
}

/** An operator signed in as the console signs in: the session in a cookie (its header value) and the CSRF token. */
export async function cookieOperator(t: TestPlatform, role: OperatorRole, merchantId: string | null) {
  const username = `ck${process.pid % 1000}n${++serial}`;
  const created = (await seedOperator(t.db, { username, password: OP_PASSWORD, role, merchantId }))!;
  const r = await t.call({
    url: API.operator.login,
    merchant: null,
    body: { username, password: OP_PASSWORD, totp: codeAt(created.totpSecret), session: 'cookie' },
    ip: freshIp(),
  });
  if (r.status !== 200) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
  const cookie = String(r.raw.headers['set-cookie']).split(';')[0]!;
  return { id: created.id, username, cookie, csrf: r.body.value.operator.csrf as string };
}
