import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { payPlayer, paymentMerchant, withId } from '../../test/helpers/payments.js';
import { registration } from '../../test/helpers/member.js';

const t = await testPlatform();
const merchant = await paymentMerchant(t.db, 'acme');
const player = await payPlayer(t.db, merchant);

const refused = (r: { status: number; body: { code?: string } }) => {
  expect(r.status).toBe(400);
  expect(r.body.code).toBe('validation_failed');
};

describe('a NUL character in the input', () => {
  it('in the query string answers 400 validation_failed', async () => {
    refused(await t.call({ url: `${API.games.vnDraws}?gameCode=%00` }));
    refused(await t.call({ url: `${API.games.lottoDraws}?gameCode=a%00b` }));
  });

  it('in a path parameter answers 400 validation_failed', async () => {
    refused(await t.call({ url: withId(API.payment.withdrawalReceipt, '%00'), token: player.token }));
    refused(await t.call({ url: withId(API.payment.bankAccount, 'x%00'), method: 'DELETE', token: player.token }));
    refused(await t.call({ url: API.art.game.replace(':nodeId', 'a%00b') }));
    refused(await t.call({ url: API.payment.callback.replace(':merchant', 'acme%00').replace(':channel', 'BANK'), body: {} }));
  });

  it('in a JSON body answers 400 and writes nothing', async () => {
    const body = registration();
    refused(await t.call({ url: API.member.register, body: { ...body, username: `${body.username}\u0000` } }));
    refused(
      await t.call({
        url: API.payment.bankAccounts,
        token: player.token,
        body: { bankName: 'Bank\u0000', accountName: 'Test Payee', accountNumber: '1234567890' },
      }),
    );
    const members = await t.db.selectFrom('members').select('id').where('username', 'like', `${body.username}%`).execute();
    const banks = await t.db.selectFrom('bank_accounts').select('id').where('member_id', '=', player.id).execute();
    expect(members).toEqual([]);
    expect(banks).toEqual([]);
  });

  it('in a form body answers 400 validation_failed', async () => {
    refused(
      await t.call({
        method: 'POST',
        url: API.member.passwordEmail,
        body: 'username=someone%00&email=a%40example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
  });

  it('in a nested key of a JSON body answers 400', async () => {
    refused(await t.call({ url: API.session.login, body: { username: 'a', password: 'b', ['x\u0000']: 1 } }));
  });
});
