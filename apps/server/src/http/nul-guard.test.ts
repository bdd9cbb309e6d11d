import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API, encryptBody, importPublicKey } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { payPlayer, paymentMerchant, withId } from '../../test/helpers/payments.js';
import { registration } from '../../test/helpers/member.js';
import { opCall, signedInOperator } from '../../test/helpers/operators.js';
import { installErrorHandler } from './error-handler.js';
import { inputProblem, MAX_INPUT_DEPTH } from './nul-guard.js';

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

/** `{ x: { x: ... leaf } }`, `depth` objects deep. */
const nested = (depth: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = { x: v };
  return v;
};

describe('input nested deep', () => {
  it('a NUL at any depth the guard accepts answers 400 and writes nothing (merchant settings, stored as jsonb)', async () => {
    const platform = await signedInOperator(t, 'owner', null);
    for (const depth of [2, 33, 40, MAX_INPUT_DEPTH - 2]) {
      const code = `nul${depth}`;
      const r = await opCall(t, platform.token, API.operator.merchants, {
        body: { code, name: 'Nul', currency: 'USD', languages: ['EN'], settings: { extra: nested(depth, 'a\u0000b') } },
      });
      expect([depth, r.status, r.body.code]).toEqual([depth, 400, 'validation_failed']);
      expect(await t.db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirst()).toBeUndefined();
    }
  });

  it(`deeper than ${MAX_INPUT_DEPTH} levels answers 400 validation_failed, in any body`, async () => {
    const platform = await signedInOperator(t, 'owner', null);
    const r = await opCall(t, platform.token, API.operator.merchants, {
      body: { code: 'deep', name: 'Deep', currency: 'USD', languages: ['EN'], settings: { extra: nested(100, 1) } },
    });
    expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
    expect(await t.db.selectFrom('merchants').select('id').where('code', '=', 'deep').executeTakeFirst()).toBeUndefined();
    // Sent as text: too deep for JSON.stringify in the test client itself.
    const json = { 'content-type': 'application/json' };
    const deepJson = (n: number, leaf: string) => `${'{"x":'.repeat(n)}${leaf}${'}'.repeat(n)}`;
    refused(await t.call({ method: 'POST', url: API.session.login, body: deepJson(20_000, '"x"'), headers: json }));
    refused(
      await t.call({
        method: 'POST',
        url: API.session.login,
        body: `{"username":"a","password":"b","deep":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
        headers: json,
      }),
    );
  });

  it('inputProblem reads any depth without recursion', () => {
    expect(inputProblem(nested(200_000, 'a\u0000'))).toBe('too_deep');
    expect(inputProblem({ a: [1, 'x', { b: 'ok' }] })).toBeNull();
    expect(inputProblem(nested(MAX_INPUT_DEPTH - 1, 'a\u0000'))).toBe('nul');
    expect(inputProblem(nested(MAX_INPUT_DEPTH, 'x'))).toBeNull();
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1, 'x'))).toBe('too_deep');
    expect(inputProblem(Buffer.from('a\u0000b'))).toBeNull();
  });
});

describe('an encrypted body', () => {
  const sealed = async (body: unknown) => {
    const k = await t.call({ url: API.system.encryptionKey });
    return encryptBody(body, await importPublicKey(k.body.value.publicKey), k.body.value.keyId);
  };
  const encrypted = { encryption: 'v1' };

  it('is checked once opened: a NUL or deep nesting inside answers 400 and writes nothing', async () => {
    const body = registration();
    refused(
      await t.call({
        url: API.member.register,
        body: await sealed({ ...body, username: `${body.username}\u0000` }),
        headers: encrypted,
      }),
    );
    refused(
      await t.call({ url: API.member.register, body: await sealed({ ...body, deep: nested(100, 'x') }), headers: encrypted }),
    );
    const members = await t.db.selectFrom('members').select('id').where('username', 'like', `${body.username}%`).execute();
    expect(members).toEqual([]);
  });
});

describe("PostgreSQL's own refusal of a NUL (the last guard)", () => {
  // Input that reaches PostgreSQL past every check (a raw body parsed by a handler, say).
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get('/text', async () => sql`SELECT ${'a\u0000b'}::text AS v`.execute(t.db));
  app.get('/jsonb', async () => sql`SELECT ${'{"a":"\\u0000"}'}::jsonb AS v`.execute(t.db));

  it('answers 400 validation_failed for a NUL in text (22021) and \\u0000 in jsonb (22P05)', async () => {
    for (const url of ['/text', '/jsonb']) {
      const r = await app.inject({ url });
      expect([url, r.statusCode, r.json().code]).toEqual([url, 400, 'validation_failed']);
    }
  });
});
