import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { countRows, testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { ipSource, outbox } from '../../../test/helpers/member.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { flags: { MOBILEVERCODELOGIN3: true, REGMOBVERF3: true } });
await buildMerchant(t.db, { code: 'plain' });
await buildMerchant(t.db, { code: 'tiny', flags: { REGMOBVERF3: true }, settings: { smsDailyQuota: 1 } });
await buildMember(t.db, acme.id, { mobileNum: '9178880001' });
const ip = ipSource('10.24');

const noLogin = (body: Record<string, unknown>, opts: { merchant?: string; ip?: string } = {}) =>
  t.call({
    url: API.verification.smsNoLogin,
    body: { countryDialingCode: '63', ...body },
    merchant: opts.merchant,
    ip: opts.ip ?? ip(),
  });
const forRegister = (body: Record<string, unknown>, opts: { merchant?: string; ip?: string } = {}) =>
  t.call({
    url: API.verification.smsRegister,
    body: { countryDialingCode: '63', ...body },
    merchant: opts.merchant,
    ip: opts.ip ?? ip(),
  });

describe('POST /wps/verification/sms/noLogin', () => {
  it("sends a code to a member's number and answers expiredMinutes", async () => {
    const r = await noLogin({ mobileNum: '9178880001', purpose: 'login' });
    expect(r.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const [sms] = await outbox(t, '+63 917 888 0001');
    expect(sms).toMatchObject({ channel: 'sms', recipient: '639178880001' });
    expect(sms!.body).toMatch(/\b\d{6}\b/);
    const row = await t.db
      .selectFrom('sms_codes')
      .select(['purpose', 'expires_at', 'created_at'])
      .where('mobile_num', '=', '9178880001')
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe('login');
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeCloseTo(5 * 60_000, -3);
  });

  it('answers the same for an unknown number but sends nothing', async () => {
    const codes = await countRows(t.db, 'sms_codes');
    const mails = await countRows(t.db, 'outbox_messages');
    const r = await noLogin({ mobileNum: '9178889999', purpose: 'reset' });
    expect(r.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await countRows(t.db, 'sms_codes')).toBe(codes);
    expect(await countRows(t.db, 'outbox_messages')).toBe(mails);
  });

  it('refuses login codes when sms login is off (reset codes stay available)', async () => {
    const off = await noLogin({ mobileNum: '9178880001', purpose: 'login' }, { merchant: 'plain' });
    expect([off.status, off.body.code]).toEqual([403, 'operation_not_enabled']);
    expect((await noLogin({ mobileNum: '9178880001', purpose: 'reset' }, { merchant: 'plain' })).status).toBe(200);
  });

  it('answers the §8 errors for missing and invalid numbers, sending nothing', async () => {
    const codes = await countRows(t.db, 'sms_codes');
    expect((await noLogin({ mobileNum: '' })).body.code).toBe('missing_phone_number');
    expect((await noLogin({ mobileNum: '   ' })).body.code).toBe('missing_phone_number');
    expect((await noLogin({ mobileNum: '917-888' })).body.code).toBe('invalid_phone_number');
    expect((await noLogin({ mobileNum: '9178880001', countryDialingCode: '66' })).body.code).toBe('invalid_phone_number');
    for (const bad of [
      { mobileNum: 9178880001 },
      { mobileNum: '9'.repeat(10_000) },
      { mobileNum: '9178880001', purpose: 'steal' },
      {},
    ]) {
      const r = await noLogin(bad);
      expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
    }
    expect(await countRows(t.db, 'sms_codes')).toBe(codes);
  });

  it('answers 429 "try again after 5 minutes" after 3 codes for a number, known or not', async () => {
    for (const mobileNum of ['9178880002', '9178880003']) {
      if (mobileNum === '9178880002') await buildMember(t.db, acme.id, { mobileNum });
      for (let i = 0; i < 3; i++) expect((await noLogin({ mobileNum, purpose: 'reset' })).status).toBe(200);
      const r = await noLogin({ mobileNum, purpose: 'reset' });
      expect([r.status, r.body.code]).toEqual([429, 'too_many_requests']);
      expect(r.body.message).toMatch(/try again after 5 minutes/);
    }
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('sends a register code to a free number', async () => {
    const r = await forRegister({ mobileNo: '9179990001', geetest: { challenge: 'x' } });
    expect(r.body.value).toEqual({ expiredMinutes: 5 });
    const row = await t.db
      .selectFrom('sms_codes')
      .select('purpose')
      .where('mobile_num', '=', '9179990001')
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe('register');
  });

  it('answers 409 mobile_taken for a registered number, sending nothing', async () => {
    const codes = await countRows(t.db, 'sms_codes');
    const r = await forRegister({ mobileNo: '9178880001' });
    expect([r.status, r.body.code]).toEqual([409, 'mobile_taken']);
    expect(await countRows(t.db, 'sms_codes')).toBe(codes);
  });

  it('is refused when registration asks no code, and for bad numbers', async () => {
    const off = await forRegister({ mobileNo: '9179990002' }, { merchant: 'plain' });
    expect([off.status, off.body.code]).toEqual([403, 'operation_not_enabled']);
    expect((await forRegister({ mobileNo: '' })).body.code).toBe('missing_phone_number');
    expect((await forRegister({ mobileNo: 'abc' })).body.code).toBe('invalid_phone_number');
    expect((await forRegister({ mobileNum: '9179990003' })).body.code).toBe('validation_failed');
  });

  it("answers quota_exceeded once the merchant's daily quota is spent", async () => {
    expect((await forRegister({ mobileNo: '9179990004' }, { merchant: 'tiny' })).status).toBe(200);
    const r = await forRegister({ mobileNo: '9179990005' }, { merchant: 'tiny' });
    expect([r.status, r.body.code]).toEqual([429, 'quota_exceeded']);
  });

  it('limits codes per IP as well as per number', async () => {
    const from = '10.24.250.1';
    for (let i = 0; i < 15; i++)
      expect((await forRegister({ mobileNo: `91799911${String(i).padStart(2, '0')}` }, { ip: from })).status).toBe(200);
    const r = await forRegister({ mobileNo: '9179991199' }, { ip: from });
    expect(r.body.code).toBe('too_many_requests');
  });

  it('answers 404 invalid_url for an unknown merchant', async () => {
    const r = await forRegister({ mobileNo: '9179990006' }, { merchant: 'ghost' });
    expect([r.status, r.body.code]).toEqual([404, 'invalid_url']);
  });
});
