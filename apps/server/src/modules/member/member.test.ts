import { describe, expect, it } from 'vitest';
import { API, TRIAL_TYPE } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { createSession } from '../session/index.js';
import { findMerchantByCode } from '../merchant/index.js';
import { maskEmail, maskMobile } from './member.service.js';
import { register, registration } from '../../../test/helpers/member.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
await buildMerchant(t.db, { code: 'other' });
const merchant = (await findMerchantByCode(t.db, 'acme'))!;
const sessionFor = (memberId: string) => createSession(t.db, merchant, memberId, 'test', '127.0.0.1', undefined);
const info = (token?: string, m?: string) => t.call({ url: API.member.info, token, merchant: m });

describe('GET /wps/member/info', () => {
  it('answers the member with masked contact details', async () => {
    const m = await buildMember(t.db, acme.id, {
      username: 'Infoman',
      nickname: 'Info Man',
      mobileNum: '9171234567',
      email: 'info.man@example.com',
    });
    const r = await info(await sessionFor(m.id));
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({
      id: Number(m.id),
      account: 'Infoman',
      nickname: 'Info Man',
      type: 0,
      userName: 'Infoman',
      currencySymbol: '₱',
      mobileNum: '******4567',
      email: 'i***@example.com',
      totpEnabled: false,
    });
  });

  it('answers nulls for missing contact details, and the agent type for agents', async () => {
    const m = await buildMember(t.db, acme.id, { type: 41 });
    const r = await info(await sessionFor(m.id));
    expect(r.body.value).toMatchObject({ type: 41, mobileNum: null, email: null });
  });

  it('is readable by trial accounts (the browser sets isTrial from the type)', async () => {
    const trial = await buildMember(t.db, acme.id, { type: TRIAL_TYPE });
    const r = await info(await sessionFor(trial.id));
    expect(r.status).toBe(200);
    expect(r.body.value.type).toBe(TRIAL_TYPE);
  });

  it('is readable while a password change is forced', async () => {
    const m = await buildMember(t.db, acme.id, { mustChangePassword: true });
    expect((await info(await sessionFor(m.id))).status).toBe(200);
  });

  it('answers the token that registration returns', async () => {
    const body = registration();
    const reg = await register(t, body, { ip: '10.22.0.1' });
    expect((await info(reg.body.value.token)).body.value.account).toBe(body.username);
  });

  it('refuses a missing, unknown or revoked token with 401', async () => {
    const none = await info();
    expect([none.status, none.body.code]).toEqual([401, 'not_logged_in']);
    const junk = await info('x'.repeat(43));
    expect([junk.status, junk.body.code]).toEqual([401, 'not_logged_in']);
    const m = await buildMember(t.db, acme.id);
    const token = await sessionFor(m.id);
    await t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('member_id', '=', m.id).execute();
    const revoked = await info(token);
    expect([revoked.status, revoked.body.code]).toEqual([401, 'session_expired']);
  });

  it("keeps merchants apart: merchant B does not accept merchant A's token", async () => {
    const m = await buildMember(t.db, acme.id);
    const token = await sessionFor(m.id);
    expect((await info(token, 'acme')).status).toBe(200);
    const cross = await info(token, 'other');
    expect([cross.status, cross.body.code]).toEqual([401, 'not_logged_in']);
    expect(cross.body.value).toBeUndefined();
  });

  it('answers 404 invalid_url for an unknown merchant', async () => {
    const r = await info('whatever', 'ghost');
    expect([r.status, r.body.code]).toEqual([404, 'invalid_url']);
  });
});

describe('masking', () => {
  it('keeps only the last 4 digits of a number and the first letter of an address', () => {
    expect(maskMobile('9171234567')).toBe('******4567');
    expect(maskMobile('123')).toBe('***');
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
    expect(maskEmail('broken')).toBe('***');
  });
});
