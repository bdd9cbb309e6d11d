import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { codeAt, login, memberToken, opCall } from '../../test/helpers/operators.js';
import { DEMO_OPERATORS, newMerchantOwner, newPlatformOwner, seedOperators } from './operators.seed.js';

const t = await testPlatform();

describe('operators demo seed', () => {
  it("creates a platform owner and the demo merchant's owner once, with generated passwords and TOTP secrets that sign in", async () => {
    const demo = await buildMerchant(t.db, { code: 'demo' });
    await seedOperators(t.db);
    const owner = newPlatformOwner()!;
    const merchantOwner = newMerchantOwner()!;
    expect([owner.username, merchantOwner.username]).toEqual([DEMO_OPERATORS.owner, DEMO_OPERATORS.merchantOwner.username]);
    expect(owner.password.length).toBeGreaterThanOrEqual(20);
    expect(merchantOwner.password).not.toBe(owner.password);
    await seedOperators(t.db);
    // Re-seeding keeps the first secrets (nothing new to print) and creates nobody twice.
    expect([newPlatformOwner(), newMerchantOwner()]).toEqual([owner, merchantOwner]);
    const rows = await t.db
      .selectFrom('operator_users')
      .select(['username', 'password_hash', 'merchant_id', 'role'])
      .orderBy('id')
      .execute();
    const argon2id = expect.stringMatching(/^\$argon2id\$/);
    expect(rows).toEqual([
      { username: owner.username, password_hash: argon2id, merchant_id: null, role: 'owner' },
      { username: merchantOwner.username, password_hash: argon2id, merchant_id: demo.id, role: 'owner' },
    ]);

    // The console's demo sign-in: the demo merchant's owner finds its members.
    const mine = await login(t, merchantOwner.username, merchantOwner.password, codeAt(merchantOwner.totpSecret));
    expect(mine.body.value.operator).toMatchObject({ level: 'merchant', role: 'owner', merchant: 'demo' });
    expect((await opCall(t, mine.body.value.token, API.operator.members)).status).toBe(200);

    const r = await login(t, owner.username, owner.password, codeAt(owner.totpSecret));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value.operator).toMatchObject({ level: 'platform', role: 'owner', merchant: null });
    expect((await opCall(t, r.body.value.token, API.operator.auditVerify)).body.value).toMatchObject({ valid: true });
  });

  it('seeds a second merchant with its own domain and player, who exists there only', async () => {
    const s = DEMO_OPERATORS.second;
    const byHost = await t.app.inject({ url: API.system.status, headers: { host: s.domain } });
    expect(byHost.statusCode).toBe(200);
    expect(await memberToken(t, s.merchant, s.player.username, s.player.password)).toMatch(/.{40,}/);
    const elsewhere = await t.call({ url: API.session.login, merchant: 'demo', body: s.player, ip: '10.9.9.9' });
    expect(elsewhere.status).toBe(401);
  });
});
