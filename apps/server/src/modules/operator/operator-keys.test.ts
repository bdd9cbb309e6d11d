import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { codeAt, login, OP_PASSWORD, opCall, signedInOperator, type TestOperator } from '../../../test/helpers/operators.js';
import { withId } from '../../../test/helpers/payments.js';

// A machine key is its maker's hand: it never does more than the maker may do now.
const t = await testPlatform();
const acme = await buildMerchant(t.db, { code: 'acme' });
const beta = await buildMerchant(t.db, { code: 'beta' });
const boss = await signedInOperator(t, 'owner', acme.id);
const platform = await signedInOperator(t, 'owner', null);
const betaOwner = await signedInOperator(t, 'owner', beta.id);
const member = await buildMember(t.db, acme.id);

let serial = 0;
const makeKey = async (maker: TestOperator, role = 'owner', merchant?: string) => {
  const r = await opCall(t, maker.token, API.operator.keys, {
    body: { name: `key-${++serial}`, role },
    ...(merchant ? { merchant } : {}),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value as { id: string; key: string };
};
const grant = (key: string) =>
  opCall(t, undefined, API.rewards.ops.grant, {
    key,
    body: { memberId: member.id, amount: '100', title: { EN: 'Gift', TY: 'Regalo' }, reference: `grant-${++serial}` },
  });
const update = (who: TestOperator, id: string, body: object) =>
  opCall(t, who.token, withId(API.operator.operatorUser, id), { body });

describe('a machine key', () => {
  it("does at most what its maker may do now: demoted, the maker's key loses the rights; disabled, the key ends", async () => {
    const maker = await signedInOperator(t, 'owner', acme.id);
    const { id, key } = await makeKey(maker);
    expect((await grant(key)).status).toBe(200);

    // Demoted to support (no rewards.grant): the owner key may no longer grant, but reads what support reads.
    expect((await update(boss, maker.id, { role: 'support' })).status).toBe(200);
    const refused = await grant(key);
    expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);
    expect((await opCall(t, undefined, API.rewards.ops.definitions, { key })).status).toBe(200);
    const me = (await opCall(t, undefined, API.operator.me, { key })).body.value;
    expect(me).toMatchObject({ kind: 'key', role: 'owner' });
    expect(me.permissions).not.toContain('rewards.grant');
    expect(me.permissions).toContain('rewards.read');

    // Disabled: the key stops at once and is listed revoked.
    expect((await update(boss, maker.id, { disabled: true })).status).toBe(200);
    expect((await grant(key)).body.code).toBe('session_expired');
    const listed = (await opCall(t, boss.token, API.operator.keys)).body.value.find((k: { id: string }) => k.id === id);
    expect(listed).toMatchObject({ active: false, createdBy: { id: maker.id, username: maker.username } });
    expect(listed.revokedAt).not.toBeNull();
    // Enabled again, the maker does not get its old key back.
    expect((await update(boss, maker.id, { disabled: false })).status).toBe(200);
    expect((await grant(key)).body.code).toBe('session_expired');
  });

  it("ends with its maker's password change when the maker asks, and only then", async () => {
    const maker = await signedInOperator(t, 'owner', acme.id);
    const kept = await makeKey(maker, 'auditor');
    const change = (oldPassword: string, newPassword: string, endKeys: boolean, token: string) =>
      opCall(t, token, API.operator.password, { body: { oldPassword, newPassword, endKeys } });
    expect((await change(OP_PASSWORD, 'a first new passphrase', false, maker.token)).status).toBe(200);
    expect((await opCall(t, undefined, API.operator.me, { key: kept.key })).status).toBe(200);

    const again = await login(t, maker.username, 'a first new passphrase', codeAt(maker.totpSecret, 1));
    expect(again.status).toBe(200);
    expect((await change('a first new passphrase', 'a second new passphrase', true, again.body.value.token)).status).toBe(200);
    expect((await opCall(t, undefined, API.operator.me, { key: kept.key })).body.code).toBe('session_expired');
    // Another owner's key was not the maker's: untouched.
    const others = await makeKey(boss, 'auditor');
    expect((await opCall(t, undefined, API.operator.me, { key: others.key })).status).toBe(200);
  });

  it('is listed and revoked in one place: a platform owner sees every merchant’s keys, a merchant owner its own', async () => {
    const acmeKey = await makeKey(boss, 'auditor');
    const betaKey = await makeKey(betaOwner, 'finance');
    const all = (await opCall(t, platform.token, API.operator.keys)).body.value as { id: string; merchant: string }[];
    expect(all.map((k) => k.id)).toEqual(expect.arrayContaining([acmeKey.id, betaKey.id]));
    const mine = (await opCall(t, boss.token, API.operator.keys)).body.value as { merchant: string }[];
    expect(new Set(mine.map((k) => k.merchant))).toEqual(new Set(['acme']));
    const byMaker = (await opCall(t, platform.token, `${API.operator.keys}?createdBy=${betaOwner.id}`)).body.value;
    expect(byMaker.map((k: { id: string }) => k.id)).toEqual([betaKey.id]);

    // A merchant owner cannot revoke another merchant's key; the platform owner revokes it without naming the merchant.
    expect((await opCall(t, boss.token, withId(API.operator.revokeKey, betaKey.id), { body: {} })).body.code).toBe('not_found');
    const revoked = await opCall(t, platform.token, withId(API.operator.revokeKey, betaKey.id), { body: {} });
    expect([revoked.status, revoked.body.value.active]).toEqual([200, false]);
    expect((await opCall(t, undefined, API.operator.me, { key: betaKey.key })).body.code).toBe('session_expired');
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['merchant_id', 'operator_id'])
      .where('action', '=', 'key.revoked')
      .where('target_id', '=', betaKey.id)
      .executeTakeFirstOrThrow();
    expect(audited).toEqual({ merchant_id: beta.id, operator_id: platform.id });
  });
});
