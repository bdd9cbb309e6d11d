import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { seedOperator } from './index.js';
import { codeAt, freshIp, login, OP_PASSWORD, opCaptcha } from '../../../test/helpers/operators.js';
import { OPERATOR_LOGIN_LIMITS } from './operator.rules.js';

// Someone who knows only an operator's username must not be able to keep its owner out.
const t = await testPlatform();
const acme = await buildMerchant(t.db);
const newOperator = async (username: string) =>
  (await seedOperator(t.db, { username, password: OP_PASSWORD, role: 'owner', merchantId: acme.id }))!;
const guess = (username: string, ip: string) => login(t, username, 'a wrong guess!!', '000000', ip);

describe('failed operator sign-ins slow the guesser, never the owner', () => {
  it('five wrong guesses with only the username (in capitals too): the right password and a fresh code still sign in, with a captcha', async () => {
    const op = await newOperator('erin');
    const attacker = freshIp();
    for (const name of ['erin', 'ERIN', 'Erin', 'erin', 'ERIN']) {
      const r = await guess(name, attacker);
      expect(r.status).not.toBe(429);
    }
    const owner = freshIp();
    const bare = await login(t, 'erin', OP_PASSWORD, codeAt(op.totpSecret), owner);
    expect([bare.status, bare.body.code]).toEqual([400, 'captcha_required']);
    const r = await login(t, 'erin', OP_PASSWORD, codeAt(op.totpSecret), owner, await opCaptcha(t, owner));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The success clears the account's failures: its next sign-in asks for no captcha.
    expect((await login(t, 'erin', OP_PASSWORD, codeAt(op.totpSecret, 1), freshIp())).status).toBe(200);
  });

  it('a guesser past the captcha must solve one per guess, and a wrong or reused captcha checks nothing', async () => {
    const op = await newOperator('frank');
    const attacker = freshIp();
    for (let i = 0; i < OPERATOR_LOGIN_LIMITS.captchaAfterAccount; i++) await guess('frank', attacker);
    expect((await guess('frank', attacker)).body.code).toBe('captcha_required');
    const solved = await opCaptcha(t, attacker);
    const wrong = await login(t, 'frank', OP_PASSWORD, codeAt(op.totpSecret), attacker, { ...solved, captcha: 'zzzz' });
    expect(wrong.body.code).toBe('captcha_invalid');
    // Burnt by the wrong answer: the same captcha with the right answer is refused too.
    const reused = await login(t, 'frank', OP_PASSWORD, codeAt(op.totpSecret), attacker, solved);
    expect(reused.body.code).toBe('captcha_invalid');
    const fresh = await opCaptcha(t, attacker);
    expect((await login(t, 'frank', OP_PASSWORD, codeAt(op.totpSecret), attacker, fresh)).status).toBe(200);
  });

  it("refuses the guesser's address past its limit, not the owner's", async () => {
    const op = await newOperator('gina');
    const attacker = freshIp();
    // Past the limit as if it had already spent its attempts in this window.
    await t.db
      .insertInto('rate_limits')
      .values({ key: `ops:login:ip:${attacker}`, hits: OPERATOR_LOGIN_LIMITS.perIp, reset_at: new Date(Date.now() + 600_000) })
      .execute();
    const blocked = await login(t, 'gina', OP_PASSWORD, codeAt(op.totpSecret), attacker, await opCaptcha(t));
    expect([blocked.status, blocked.body.code]).toEqual([429, 'rate_limited']);
    expect((await login(t, 'gina', OP_PASSWORD, codeAt(op.totpSecret), freshIp())).status).toBe(200);
  });

  it('an address that failed on several accounts must bring a captcha for any account', async () => {
    const attacker = freshIp();
    for (let i = 0; i < OPERATOR_LOGIN_LIMITS.captchaAfterIp; i++) await guess(`nobody${i}`, attacker);
    const r = await t.call({
      url: API.operator.login,
      merchant: null,
      ip: attacker,
      body: { username: 'someone-else', password: 'x', totp: '123456' },
    });
    expect([r.status, r.body.code]).toEqual([400, 'captcha_required']);
  });
});
