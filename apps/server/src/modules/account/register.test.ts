import { describe, expect, it } from 'vitest';
import { API, encryptBody, ENCRYPTION_VERSION, importPublicKey } from '@playhouse/contract';
import { countRows, testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { verifyPassword } from '../../lib/passwords.js';
import { ipSource, memberRow, register, registration, uniqueName } from '../../../test/helpers/member.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const other = await buildMerchant(t.db, { code: 'other' });
const noUsername = await buildMerchant(t.db, { code: 'mobileonly', flags: { USERNAMEREG3: false } });
const ip = ipSource('10.20');

const nothingWritten = async (members: number, sessions: number) => {
  expect(await countRows(t.db, 'members')).toBe(members);
  expect(await countRows(t.db, 'sessions')).toBe(sessions);
};

describe('registration by username', () => {
  it('stores the member, signs it in and answers the login result', async () => {
    const body = registration({ domain: 'play.acme.test', registerUrl: 'https://play.acme.test/register?x=1' });
    const r = await register(t, body, { ip: '10.20.200.1' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      value: {
        token: expect.any(String),
        firstTimeLogin: true,
        passwordExpired: false,
        changePasswordReason: null,
        userName: body.username,
      },
    });
    const row = (await memberRow(t, acme.id, body.username))!;
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, 'abc12345')).toBe(true);
    expect(row).toMatchObject({
      type: 0,
      nickname: body.username,
      register_domain: 'play.acme.test',
      register_method: 'WEB',
      upline_id: null,
    });
    expect(row.register_url).toBe('https://play.acme.test/register?x=1');
    expect(row.first_login_at).not.toBeNull();
    const ips = await t.db.selectFrom('member_known_ips').select('ip').where('member_id', '=', row.id).execute();
    expect(ips).toEqual([{ ip: '10.20.200.1' }]);
    const session = await t.db.selectFrom('sessions').select('method').where('member_id', '=', row.id).executeTakeFirstOrThrow();
    expect(session.method).toBe('register');

    const info = await t.call({ url: API.member.info, token: r.body.value.token });
    expect(info.status).toBe(200);
    expect(info.body.value.account).toBe(body.username);
    // Registered, then signed in: one event each, written with the member and the session.
    const events = await t.db
      .selectFrom('domain_events')
      .select(['type', 'payload'])
      .where('member_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      {
        type: 'member.registered',
        payload: { merchantId: acme.id, memberId: row.id, method: 'WEB', uplineId: null, recommenderId: null },
      },
      {
        type: 'member.signed_in',
        payload: { merchantId: acme.id, memberId: row.id, method: 'register', ip: '10.20.200.1' },
      },
    ]);
  });

  it('accepts PUT as well as POST, on both paths', async () => {
    expect((await register(t, registration(), { ip: ip(), method: 'PUT' })).status).toBe(200);
    const mobile = await register(
      t,
      { mobileNum: '9170000001', termsAccepted: true, ageConfirmed: true },
      { ip: ip(), mobile: true, method: 'PUT' },
    );
    expect(mobile.status).toBe(200);
  });

  it('accepts the encrypted envelope the browser sends', async () => {
    const key = await t.call({ url: API.system.encryptionKey });
    const body = registration();
    const envelope = await encryptBody(body, await importPublicKey(key.body.value.publicKey), key.body.value.keyId);
    const r = await t.call({ url: API.member.register, body: envelope, headers: { encryption: ENCRYPTION_VERSION }, ip: ip() });
    expect(r.status).toBe(200);
    expect(r.body.value.userName).toBe(body.username);
  });

  it('lists every missing or invalid field in one answer and writes nothing', async () => {
    const members = await countRows(t.db, 'members');
    const sessions = await countRows(t.db, 'sessions');
    const missing = await register(t, { termsAccepted: true, ageConfirmed: true }, { ip: ip() });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('validation_failed');
    expect(missing.body.value).toEqual([
      { field: 'username', key: 'field_required' },
      { field: 'password', key: 'field_required' },
    ]);
    const bad = await register(t, registration({ username: '1abc', password: 'lettersonly', confirmPassword: 'lettersonly' }), {
      ip: ip(),
    });
    expect(bad.body.value).toEqual([
      { field: 'username', key: 'pattern_2', params: { min: 4, max: 16 } },
      { field: 'password', key: 'pattern_6', params: { min: 6, max: 20 } },
    ]);
    await nothingWritten(members, sessions);
  });

  it('uses the validators the merchant configured, the same the browser receives', async () => {
    await t.db
      .insertInto('merchant_validators')
      .values({ merchant_id: other.id, field: 'username', pattern_id: 7, min_length: 6, max_length: 8 })
      .execute();
    const served = await t.call({ url: API.system.validators, merchant: 'other' });
    expect(served.body.value).toContainEqual({
      field: 'username',
      patternId: 7,
      minLength: 6,
      maxLength: 8,
      acceptedPattern: '^[0-9]+$',
    });
    const letters = await register(t, registration({ username: 'abcdefg' }), { merchant: 'other', ip: ip() });
    expect(letters.body.value).toEqual([{ field: 'username', key: 'pattern_7', params: { min: 6, max: 8 } }]);
    expect((await register(t, registration({ username: '1234567' }), { merchant: 'other', ip: ip() })).status).toBe(200);
  });

  it('refuses a confirmation that differs (or is missing) with inconsistent_twice', async () => {
    const members = await countRows(t.db, 'members');
    const differs = await register(t, registration({ confirmPassword: 'abc12346' }), { ip: ip() });
    expect(differs.status).toBe(400);
    expect(differs.body.code).toBe('inconsistent_twice');
    const missing = await register(t, registration({ confirmPassword: undefined }), { ip: ip() });
    expect(missing.body.code).toBe('inconsistent_twice');
    expect(await countRows(t.db, 'members')).toBe(members);
  });

  it('needs the terms accepted and the age (18) confirmed', async () => {
    const members = await countRows(t.db, 'members');
    const terms = await register(t, registration({ termsAccepted: false }), { ip: ip() });
    expect([terms.status, terms.body.code]).toEqual([400, 'terms_not_accepted']);
    const noTerms = await register(t, registration({ termsAccepted: undefined }), { ip: ip() });
    expect(noTerms.body.code).toBe('terms_not_accepted');
    const age = await register(t, registration({ ageConfirmed: false }), { ip: ip() });
    expect([age.status, age.body.code]).toEqual([400, 'age_not_confirmed']);
    expect(await countRows(t.db, 'members')).toBe(members);
  });

  it('is refused when the merchant does not offer username registration', async () => {
    const r = await register(t, registration(), { merchant: 'mobileonly', ip: ip() });
    expect([r.status, r.body.code]).toEqual([403, 'operation_not_enabled']);
    expect(await memberRow(t, noUsername.id, 'anyone')).toBeUndefined();
  });
});

describe('duplicates', () => {
  it('refuses a taken username case-insensitively with 409 username_taken', async () => {
    const name = uniqueName('Dup');
    expect((await register(t, registration({ username: name }), { ip: ip() })).status).toBe(200);
    const members = await countRows(t.db, 'members');
    const again = await register(t, registration({ username: name.toLowerCase() }), { ip: ip() });
    expect([again.status, again.body.code]).toEqual([409, 'username_taken']);
    expect(await countRows(t.db, 'members')).toBe(members);
  });

  it('refuses a registered mobile number with 409 mobile_taken', async () => {
    const first = await register(t, registration({ mobileNum: '9171110001' }), { ip: ip() });
    expect(first.status).toBe(200);
    const again = await register(t, registration({ mobileNum: '9171110001' }), { ip: ip() });
    expect([again.status, again.body.code]).toEqual([409, 'mobile_taken']);
  });

  it('maps the unique-index race to 409, never a 500', async () => {
    const body = registration({ username: uniqueName('race') });
    const answers = await Promise.all([1, 2, 3].map(() => register(t, body, { ip: ip() })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe('username_taken');
  });

  it('lets the same username exist in two merchants', async () => {
    const twin = await buildMerchant(t.db, { code: 'twin' });
    const name = uniqueName('twin');
    const a = await register(t, registration({ username: name }), { ip: ip() });
    const b = await register(t, registration({ username: name }), { merchant: 'twin', ip: ip() });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await memberRow(t, acme.id, name))!.id).not.toBe((await memberRow(t, twin.id, name))!.id);
  });
});

describe('bad input', () => {
  const cases: [string, unknown][] = [
    ['a number for the username', registration({ username: 12345 })],
    ['a string for the terms flag', registration({ termsAccepted: 'yes' })],
    ['a 10k-character username', registration({ username: 'a'.repeat(10_000) })],
    ['a 10k-character password', registration({ password: 'a1'.repeat(5_000) })],
    ['SQL in the username', registration({ username: "x' OR 1=1; DROP TABLE members; --" })],
    ['HTML in the username', registration({ username: '<script>alert(1)</script>' })],
    ['an unknown register method', registration({ registerMethod: 'APP' })],
    ['an array body', [registration()]],
    ['malformed JSON', '{"username":'],
  ];
  for (const [name, body] of cases) {
    it(`answers 400 with a code for ${name}, writing nothing`, async () => {
      const members = await countRows(t.db, 'members');
      const r = await t.call({ url: API.member.register, body, ip: ip(), headers: { 'content-type': 'application/json' } });
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.code).toBe('validation_failed');
      expect(await countRows(t.db, 'members')).toBe(members);
    });
  }

  it('answers 404 invalid_url for an unknown merchant', async () => {
    const r = await register(t, registration(), { merchant: 'nosuchmerchant', ip: ip() });
    expect([r.status, r.body.code]).toEqual([404, 'invalid_url']);
  });
});

describe('rate limit', () => {
  it('answers 429 too_many_requests after 10 attempts in 5 minutes from one IP', async () => {
    const from = '10.20.250.250';
    for (let i = 0; i < 10; i++) {
      const r = await register(t, registration({ termsAccepted: false }), { ip: from });
      expect(r.body.code).toBe('terms_not_accepted');
    }
    const members = await countRows(t.db, 'members');
    const limited = await register(t, registration(), { ip: from });
    expect([limited.status, limited.body.code]).toEqual([429, 'too_many_requests']);
    expect(limited.body.message).toMatch(/5 minutes/);
    expect(await countRows(t.db, 'members')).toBe(members);
    expect((await register(t, registration(), { ip: ip() })).status).toBe(200);
  });
});
