import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { codeAt, login, memberToken, opCall } from '../../test/helpers/operators.js';
import { DEMO_OPERATORS, newPlatformOwner, seedOperators } from './operators.seed.js';

const t = await testPlatform();

describe('operators demo seed', () => {
  it('creates a platform owner once, with a generated password and TOTP secret that sign in', async () => {
    await buildMerchant(t.db, { code: 'demo' });
    await seedOperators(t.db);
    const owner = newPlatformOwner()!;
    expect(owner.username).toBe(DEMO_OPERATORS.owner);
    expect(owner.password.length).toBeGreaterThanOrEqual(20);
    await seedOperators(t.db);
    // Re-seeding keeps the first secrets (nothing new to print) and creates nobody twice.
    expect(newPlatformOwner()).toEqual(owner);
    const rows = await t.db.selectFrom('operator_users').select(['username', 'password_hash', 'merchant_id', 'role']).execute();
    expect(rows).toEqual([
      { username: owner.username, password_hash: expect.stringMatching(/^\$argon2id\$/), merchant_id: null, role: 'owner' },
    ]);

    const r = await login(t, owner.username, owner.password, codeAt(owner.totpSecret));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value.operator).toMatchObject({ level: 'platform', role: 'owner', merchant: null });
    expect((await opCall(t, r.body.value.token, API.operator.auditVerify)).body.value).toMatchObject({ valid: true, checked: 2 });
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
