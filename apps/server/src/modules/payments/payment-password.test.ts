import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { verifyPassword } from '../../lib/passwords.js';
import { as, PAY_PASSWORD, payPlayer, paymentMerchant } from '../../../test/helpers/payments.js';

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
const beta = await paymentMerchant(t.db, 'beta');

type P = Awaited<ReturnType<typeof payPlayer>>;
const put = (p: P, body: unknown) => as(t, p, API.payment.paymentPassword, body, 'PUT');
const status = async (p: P) => (await as(t, p, API.payment.paymentPassword)).body.value.isSet as boolean;
const hashOf = async (p: P) =>
  (await t.db.selectFrom('members').select('payment_password_hash').where('id', '=', p.id).executeTakeFirstOrThrow())
    .payment_password_hash;
const accounts = (p: P) => as(t, p, API.payment.bankAccounts);
const bind = (p: P, body: Record<string, string>) =>
  as(t, p, API.payment.bankAccounts, { bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '1234567890', ...body });

describe('payment password', () => {
  it('is set once with the login password, stored as an argon2id hash', async () => {
    const p = await payPlayer(t.db, acme);
    expect(await status(p)).toBe(false);
    const wrong = await put(p, { newPassword: '246810', confirmPassword: '246810', loginPassword: 'not-mine' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'login_password_wrong']);
    const missing = await put(p, { newPassword: '246810', confirmPassword: '246810' });
    expect(missing.body.value).toEqual([{ field: 'loginPassword', key: 'field_required' }]);
    expect(await hashOf(p)).toBeNull();

    const r = await put(p, { newPassword: '246810', confirmPassword: '246810', loginPassword: p.password });
    expect(r.body).toEqual({ success: true, value: { isSet: true } });
    const hash = (await hashOf(p))!;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, '246810')).toBe(true);
    expect(await status(p)).toBe(true);
  });

  it("follows the merchant's rule (6 digits unless configured) and needs the same confirmation", async () => {
    const p = await payPlayer(t.db, acme);
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      const r = await put(p, { newPassword: bad, confirmPassword: bad, loginPassword: p.password });
      expect([bad, r.status, r.body.code, r.body.value?.[0]?.field]).toEqual([bad, 400, 'validation_failed', 'newPassword']);
    }
    expect((await put(p, { newPassword: '123456', confirmPassword: '654321', loginPassword: p.password })).body.code).toBe(
      'inconsistent_twice',
    );
    await t.db
      .insertInto('merchant_validators')
      .values({ merchant_id: beta.id, field: 'paymentPassword', pattern_id: 7, min_length: 4, max_length: 4 })
      .execute();
    const b = await payPlayer(t.db, beta);
    expect((await put(b, { newPassword: '123456', confirmPassword: '123456', loginPassword: b.password })).body.code).toBe(
      'validation_failed',
    );
    expect((await put(b, { newPassword: '4321', confirmPassword: '4321', loginPassword: b.password })).status).toBe(200);
    expect(await hashOf(p)).toBeNull();
  });

  it('is changed with the old payment password, not the login password', async () => {
    const p = await payPlayer(t.db, acme, { paymentPassword: true });
    const withLogin = await put(p, { newPassword: '112233', confirmPassword: '112233', loginPassword: p.password });
    expect(withLogin.body.value).toEqual([{ field: 'oldPassword', key: 'field_required' }]);
    expect((await put(p, { newPassword: '112233', confirmPassword: '112233', oldPassword: '000000' })).body.code).toBe(
      'payment_password_wrong',
    );
    expect((await put(p, { newPassword: '112233', confirmPassword: '112233', oldPassword: PAY_PASSWORD })).status).toBe(200);
    expect(await verifyPassword((await hashOf(p))!, '112233')).toBe(true);
  });

  it('answers rate_limited (429) after 5 wrong attempts in the window, even to the right password', async () => {
    const p = await payPlayer(t.db, acme, { paymentPassword: true });
    for (let i = 0; i < 5; i++) {
      const r = await put(p, { newPassword: '112233', confirmPassword: '112233', oldPassword: `00000${i}` });
      expect([r.status, r.body.code]).toEqual([400, 'payment_password_wrong']);
    }
    const blocked = await put(p, { newPassword: '112233', confirmPassword: '112233', oldPassword: PAY_PASSWORD });
    expect([blocked.status, blocked.body.code]).toEqual([429, 'rate_limited']);
    expect(await verifyPassword((await hashOf(p))!, PAY_PASSWORD)).toBe(true);
    // Another member is not affected.
    const q = await payPlayer(t.db, acme, { paymentPassword: true });
    expect((await put(q, { newPassword: '112233', confirmPassword: '112233', oldPassword: PAY_PASSWORD })).status).toBe(200);
  });
});

describe('bank accounts', () => {
  it('binds up to 3 accounts, shown masked; the 4th is refused; binding a number twice keeps one', async () => {
    const p = await payPlayer(t.db, acme, { payeeName: 'Juan Dela Cruz' });
    const first = await bind(p, { accountNumber: '1111-2222-3333' });
    expect(first.body.value).toEqual([
      { id: expect.any(String), bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '********3333' },
    ]);
    expect((await bind(p, { accountNumber: '111122223333' })).body.value).toHaveLength(1);
    await bind(p, { accountNumber: '4444555566' });
    await bind(p, { accountNumber: '7777888899', accountName: 'juan  DELA cruz' });
    const full = await bind(p, { accountNumber: '5555666677' });
    expect([full.status, full.body.code]).toEqual([409, 'bank_accounts_full']);
    expect((await accounts(p)).body.value.map((a: { accountNumber: string }) => a.accountNumber)).toEqual([
      '********3333',
      '******5566',
      '******8899',
    ]);
    // The full number never reaches the member's browser.
    expect(JSON.stringify((await accounts(p)).body)).not.toContain('111122223333');
  });

  it("needs the account name to match the member's payee name; a member without one gets it from the first account", async () => {
    const p = await payPlayer(t.db, acme, { payeeName: 'Maria Santos' });
    const r = await bind(p, { accountName: 'Someone Else' });
    expect([r.status, r.body.code]).toEqual([400, 'bank_account_name_mismatch']);
    expect((await accounts(p)).body.value).toEqual([]);

    const q = await payPlayer(t.db, acme);
    expect((await bind(q, { accountName: 'Pedro Reyes' })).status).toBe(200);
    expect(
      (await t.db.selectFrom('members').select('payee_name').where('id', '=', q.id).executeTakeFirstOrThrow()).payee_name,
    ).toBe('Pedro Reyes');
    expect((await bind(q, { accountName: 'Other Name', accountNumber: '99887766' })).body.code).toBe(
      'bank_account_name_mismatch',
    );
  });

  it('validates bank, name and number, writing nothing on bad input', async () => {
    const p = await payPlayer(t.db, acme);
    const r = await bind(p, { bankName: ' ', accountName: 'J0hn', accountNumber: '12ab' });
    expect(r.status).toBe(400);
    expect(r.body.value.map((i: { field: string }) => i.field)).toEqual(['bankName', 'accountName', 'accountNumber']);
    expect((await bind(p, { accountNumber: '12345' })).body.code).toBe('validation_failed');
    expect((await accounts(p)).body.value).toEqual([]);
  });

  it("deletes by id, only the member's own", async () => {
    const p = await payPlayer(t.db, acme, { payeeName: 'Ana Cruz' });
    const q = await payPlayer(t.db, acme, { payeeName: 'Ana Cruz' });
    const [a] = (await bind(p, { accountName: 'Ana Cruz', accountNumber: '24681357' })).body.value;
    const url = API.payment.bankAccount.replace(':id', a.id);
    expect((await as(t, q, url, undefined, 'DELETE')).status).toBe(404);
    const b = await payPlayer(t.db, beta);
    expect((await as(t, b, url, undefined, 'DELETE')).status).toBe(404);
    expect((await as(t, p, url, undefined, 'DELETE')).body.value).toEqual([]);
    expect((await as(t, p, url, undefined, 'DELETE')).status).toBe(404);
  });
});
