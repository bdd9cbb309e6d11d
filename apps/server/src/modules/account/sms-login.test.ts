import { describe, expect, it } from 'vitest';
import { AGENT_TYPES } from '@playhouse/contract';
import { countRows, testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { findMerchantByCode } from '../merchant/index.js';
import { issueSmsCode } from '../verification/index.js';
import { count, lastSmsCode, logout, signIn } from '../../../test/helpers/session.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { flags: { MOBILEVERCODELOGIN3: true } });
await buildMerchant(t.db, { code: 'nosms' });
let n = 0;
const freshIp = () => `10.3.${Math.floor(++n / 250)}.${n % 250}`;
let phone = 9170000000;
const freshMobile = () => String(++phone);

/** Sends a login code to the number (as POST /wps/verification/sms/noLogin would) and reads it from the outbox. */
async function loginCode(mobileNum: string, merchant = 'acme') {
  const m = (await findMerchantByCode(t.db, merchant))!;
  await issueSmsCode(t.db, t.deps.sms, m, { mobileNum, countryDialingCode: '63' }, 'login', freshIp());
  return lastSmsCode(t, `63${mobileNum}`);
}
const smsSignIn = (body: Record<string, unknown>, merchant = 'acme') =>
  signIn(t, { type: 'sms', countryDialingCode: '63', ...body }, { merchant, ip: freshIp() });

describe('sms sign-in', () => {
  it('signs in with the mobile number and the sms code', async () => {
    const mobileNum = freshMobile();
    const m = await buildMember(t.db, acme.id, { username: 'Mobi', mobileNum });
    const r = await smsSignIn({ mobileNum, verificationCode: await loginCode(mobileNum) });
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({
      token: expect.any(String),
      firstTimeLogin: true,
      passwordExpired: false,
      changePasswordReason: null,
      userName: 'Mobi',
    });
    const s = await t.db.selectFrom('sessions').select('method').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(s.method).toBe('sms');
    expect((await logout(t, r.body.value.token)).status).toBe(200);
  });

  it('accepts the dialing code with a plus and defaults it to 63', async () => {
    const mobileNum = freshMobile();
    await buildMember(t.db, acme.id, { mobileNum });
    expect((await smsSignIn({ mobileNum, countryDialingCode: '+63', verificationCode: await loginCode(mobileNum) })).status).toBe(
      200,
    );
    const r = await signIn(t, { type: 'sms', mobileNum, verificationCode: await loginCode(mobileNum) }, { ip: freshIp() });
    expect(r.status).toBe(200);
  });

  it('never forces a change, even with the default password, and never asks new-IP verification', async () => {
    const mobileNum = freshMobile();
    const m = await buildMember(t.db, acme.id, { password: 'abc123456', mobileNum, email: 'x@example.com' });
    await t.db.insertInto('member_known_ips').values({ merchant_id: acme.id, member_id: m.id, ip: '192.0.2.1' }).execute();
    const r = await smsSignIn({ mobileNum, verificationCode: await loginCode(mobileNum) });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ passwordExpired: false, changePasswordReason: null });
    const row = await t.db.selectFrom('members').select('must_change_password').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(false);
    expect(await count(t, 'login_challenges')).toBe(0);
  });

  it('is refused with operation_not_enabled when MOBILEVERCODELOGIN3 is off', async () => {
    const r = await smsSignIn({ mobileNum: freshMobile(), verificationCode: '123456' }, 'nosms');
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('operation_not_enabled');
  });

  it('checks the number and the code in order', async () => {
    const before = await countRows(t.db, 'sessions');
    const missingPhone = await smsSignIn({ verificationCode: '123456' });
    expect([missingPhone.status, missingPhone.body.code]).toEqual([400, 'missing_phone_number']);
    const blankPhone = await smsSignIn({ mobileNum: '   ', verificationCode: '123456' });
    expect(blankPhone.body.code).toBe('missing_phone_number');
    for (const mobileNum of ['12345', '91712345678', '917abc4567', "9' OR 1=1"]) {
      const bad = await smsSignIn({ mobileNum, verificationCode: '123456' });
      expect([bad.status, bad.body.code]).toEqual([400, 'invalid_phone_number']);
    }
    const missingCode = await smsSignIn({ mobileNum: freshMobile() });
    expect([missingCode.status, missingCode.body.code]).toEqual([400, 'missing_verification_code']);
    const tooLong = await smsSignIn({ mobileNum: freshMobile(), verificationCode: '1'.repeat(13) });
    expect(tooLong.body.code).toBe('validation_failed');
    expect(await countRows(t.db, 'sessions')).toBe(before);
  });

  it('refuses a wrong code, then accepts the right one once', async () => {
    const mobileNum = freshMobile();
    await buildMember(t.db, acme.id, { mobileNum });
    const code = await loginCode(mobileNum);
    const wrong = await smsSignIn({ mobileNum, verificationCode: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'invalid_verification_code']);
    expect((await smsSignIn({ mobileNum, verificationCode: code })).status).toBe(200);
    const replay = await smsSignIn({ mobileNum, verificationCode: code });
    expect(replay.body.code).toBe('invalid_verification_code');
  });

  it('refuses an expired code with verification_code_expired', async () => {
    const mobileNum = freshMobile();
    await buildMember(t.db, acme.id, { mobileNum });
    const code = await loginCode(mobileNum);
    await t.db
      .updateTable('sms_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('mobile_num', '=', mobileNum)
      .execute();
    const r = await smsSignIn({ mobileNum, verificationCode: code });
    expect(r.body.code).toBe('verification_code_expired');
  });

  it('answers login_failed for a number no member has', async () => {
    const mobileNum = freshMobile();
    const before = await countRows(t.db, 'sessions');
    const r = await smsSignIn({ mobileNum, verificationCode: await loginCode(mobileNum) });
    expect([r.status, r.body.code]).toEqual([401, 'login_failed']);
    expect(await countRows(t.db, 'sessions')).toBe(before);
  });

  it('does not accept a code sent for another purpose or by another merchant', async () => {
    const mobileNum = freshMobile();
    const m = (await findMerchantByCode(t.db, 'acme'))!;
    await buildMember(t.db, acme.id, { mobileNum });
    await issueSmsCode(t.db, t.deps.sms, m, { mobileNum, countryDialingCode: '63' }, 'reset', freshIp());
    const reset = await smsSignIn({ mobileNum, verificationCode: await lastSmsCode(t, `63${mobileNum}`) });
    expect(reset.body.code).toBe('invalid_verification_code');
    const other = await loginCode(mobileNum, 'nosms');
    const cross = await smsSignIn({ mobileNum, verificationCode: other });
    expect(cross.body.code).toBe('invalid_verification_code');
  });

  it('refuses a locked member with contact_agent', async () => {
    const mobileNum = freshMobile();
    const member = await buildMember(t.db, acme.id, { mobileNum });
    await t.db.updateTable('members').set({ status: 'locked' }).where('id', '=', member.id).execute();
    const r = await smsSignIn({ mobileNum, verificationCode: await loginCode(mobileNum) });
    expect([r.status, r.body.code]).toEqual([403, 'contact_agent']);
  });

  it('on the agent site, refuses a player with non_agent_cannot_login and admits an agent', async () => {
    const playerNum = freshMobile();
    await buildMember(t.db, acme.id, { mobileNum: playerNum });
    const p = await smsSignIn({ mobileNum: playerNum, verificationCode: await loginCode(playerNum), site: 'agent' });
    expect([p.status, p.body.code]).toEqual([403, 'non_agent_cannot_login']);
    const agentNum = freshMobile();
    await buildMember(t.db, acme.id, { mobileNum: agentNum, type: AGENT_TYPES[0] });
    expect((await smsSignIn({ mobileNum: agentNum, verificationCode: await loginCode(agentNum), site: 'agent' })).status).toBe(
      200,
    );
  });

  it('asks a captcha after repeated wrong codes for the number', async () => {
    const mobileNum = freshMobile();
    await buildMember(t.db, acme.id, { mobileNum });
    const code = await loginCode(mobileNum);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await smsSignIn({ mobileNum, verificationCode: wrong }));
    expect(answers[2]!.body).toMatchObject({ code: 'invalid_verification_code', value: { captcha: true } });
    const r = await smsSignIn({ mobileNum, verificationCode: code });
    expect(r.body.code).toBe('captcha_required');
  });
});
