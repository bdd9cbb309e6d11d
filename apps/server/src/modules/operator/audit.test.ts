import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { BGS_DICE_CODE, defaultConfigOf } from '../bgs/index.js';
import { as, PAY_PASSWORD, payPlayer, paymentMerchant, withId } from '../../../test/helpers/payments.js';
import { codeAt, login, opCall, signedInOperator, seedCatalog } from '../../../test/helpers/operators.js';

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
const beta = await paymentMerchant(t.db, 'beta');
await seedCatalog(t.db, { games: 60, merchantIds: [acme.id, beta.id] });
const platform = await signedInOperator(t, 'owner', null);
const owner = await signedInOperator(t, 'owner', acme.id);
const auditor = await signedInOperator(t, 'auditor', acme.id);
const betaOwner = await signedInOperator(t, 'owner', beta.id);

type Entry = {
  id: string;
  seq: string;
  action: string;
  targetId: string | null;
  merchant: string | null;
  actor: { name: string };
  before: any;
  after: any;
};
const auditOf = async (token: string, query = '', merchant?: string) => {
  const r = await opCall(t, token, `${API.operator.audit}?limit=200${query}`, { ...(merchant ? { merchant } : {}) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value.rows as Entry[];
};
/** The global chain (a platform operator naming no merchant). */
const verify = async () => (await opCall(t, platform.token, API.operator.auditVerify)).body.value;
/** A merchant's own chain, as its auditor sees it. */
const verifyOwn = async (token: string) => (await opCall(t, token, API.operator.auditVerify)).body.value;
const withTriggerOff = async (statement: ReturnType<typeof sql>) => {
  // Behind the API's back: the owner of the table turns the guard off for one statement.
  await t.db.connection().execute(async (c) => {
    await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_immutable`.execute(c);
    try {
      await statement.execute(c);
    } finally {
      await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_immutable`.execute(c);
    }
  });
};

describe('the audit trail', () => {
  it('records each operator action with who, role, merchant, IP, target, before and after', async () => {
    const p = await payPlayer(t.db, acme, { balance: 1_000_000n, paymentPassword: true, bank: true });
    const w = await as(t, p, API.payment.withdraw, {
      amount: '20000',
      bankAccountId: p.bankAccountId,
      paymentPassword: PAY_PASSWORD,
      requestId: 'audit-request-1',
    });
    const finance = await signedInOperator(t, 'finance', acme.id);
    expect(
      (await opCall(t, finance.token, withId(API.operator.rejectWithdrawal, w.body.value.id), { body: { reason: 'duplicate' } }))
        .status,
    ).toBe(200);
    const rejected = (await auditOf(owner.token, '&action=withdrawal.reject'))[0]!;
    expect(rejected).toMatchObject({
      action: 'withdrawal.reject',
      targetId: w.body.value.id,
      merchant: 'acme',
      actor: { kind: 'user', id: finance.id, name: finance.username },
      role: 'finance',
      before: { status: 'requested' },
      after: { status: 'rejected', reason: 'duplicate', refunded: '20000' },
    });
    expect((rejected as unknown as { ip: string }).ip).toBe('127.0.0.1');

    const cfg = defaultConfigOf(BGS_DICE_CODE);
    const risk = await signedInOperator(t, 'risk', acme.id);
    const put = await opCall(t, risk.token, API.operator.bgsGameConfig.replace(':gameCode', BGS_DICE_CODE), {
      method: 'PUT',
      body: cfg,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await auditOf(owner.token, '&action=bgs.config.set'))[0]).toMatchObject({
      targetId: BGS_DICE_CODE,
      before: null,
      after: { game: 'dice' },
    });

    const key = await opCall(t, owner.token, API.operator.keys, { body: { name: 'audited', role: 'auditor' } });
    const keyRow = (await auditOf(owner.token, '&action=key.created'))[0]!;
    expect(keyRow.after).toMatchObject({ name: 'audited', role: 'auditor' });
    // The key itself is never written to the trail.
    expect(JSON.stringify(await auditOf(platform.token))).not.toContain(key.body.value.key);

    const made = await opCall(t, platform.token, API.operator.merchants, {
      body: { code: 'omega', name: 'Omega', currency: 'PHP', languages: ['EN'] },
    });
    expect(made.status).toBe(200);
    expect((await auditOf(platform.token, '&action=merchant.created'))[0]).toMatchObject({
      merchant: 'omega',
      actor: { name: platform.username },
    });

    // Sign-ins, failed ones of a known operator included.
    await login(t, owner.username, 'wrong password here', codeAt(owner.totpSecret, 1));
    const logins = (await auditOf(owner.token, `&operatorId=${owner.id}`)).map((e) => e.action);
    expect(logins).toEqual(expect.arrayContaining(['operator.login', 'operator.login_failed']));
  });

  it('is written in the transaction of its action: a refused decision leaves no row', async () => {
    const before = (await auditOf(platform.token)).length;
    const finance = await signedInOperator(t, 'finance', acme.id);
    const after = (await auditOf(platform.token)).length;
    expect(after).toBe(before + 2); // created by the seed, signed in
    expect((await opCall(t, finance.token, withId(API.operator.approveWithdrawal, '999999'), { body: {} })).body.code).toBe(
      'not_found',
    );
    expect((await auditOf(platform.token)).length).toBe(after);
  });

  it("shows a merchant operator only its merchant's rows; a platform operator all, or one merchant's", async () => {
    await opCall(t, betaOwner.token, API.operator.keys, { body: { name: 'beta-key', role: 'finance' } });
    const acmeRows = await auditOf(auditor.token);
    expect(new Set(acmeRows.map((e) => e.merchant))).toEqual(new Set(['acme']));
    expect((await opCall(t, auditor.token, API.operator.audit, { merchant: 'beta' })).body.code).toBe('forbidden');
    const all = await auditOf(platform.token);
    expect(new Set(all.map((e) => e.merchant))).toEqual(new Set(['acme', 'beta', 'omega', null]));
    expect(new Set((await auditOf(platform.token, '', 'beta')).map((e) => e.merchant))).toEqual(new Set(['beta']));
    // Filters: date range and target.
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await auditOf(platform.token, `&from=${encodeURIComponent(future)}`)).toEqual([]);
    expect((await auditOf(platform.token, '&targetType=operator_key')).every((e) => e.action.startsWith('key.'))).toBe(true);
  });

  it('forms a hash chain that verifies, numbered without gaps', async () => {
    const v = await verify();
    expect(v).toEqual({
      chain: 'all',
      valid: true,
      checked: expect.any(Number),
      firstBroken: null,
      head: { seq: String(v.checked), hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const seqs = (await auditOf(platform.token)).map((e) => Number(e.seq)).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_s, i) => i + 1));
    expect(v.checked).toBe(seqs.length);
    // The merchant's own chain: its rows only, numbered without gaps.
    const own = await verifyOwn(auditor.token);
    expect(own).toMatchObject({ chain: 'acme', valid: true, checked: (await auditOf(auditor.token)).length, firstBroken: null });
    expect(own.head.seq).toBe(String(own.checked));
  });

  it('holds one line under concurrent appends', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_x, i) =>
        opCall(t, owner.token, API.operator.keys, { body: { name: `par-${i}`, role: 'auditor' } }),
      ),
    );
    expect((await verify()).valid).toBe(true);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    for (const statement of [
      sql`UPDATE audit_log SET action = 'nothing' WHERE seq = 1`,
      sql`DELETE FROM audit_log WHERE seq = 1`,
      sql`TRUNCATE audit_log`,
    ]) {
      await expect(statement.execute(t.db)).rejects.toThrow(/append-only/);
    }
    expect((await verify()).valid).toBe(true);
  });

  it('names the first row edited behind its back', async () => {
    const rows = (await auditOf(auditor.token)).sort((a, b) => Number(a.seq) - Number(b.seq));
    const target = rows[3]!;
    await withTriggerOff(sql`UPDATE audit_log SET after = '{"status":"approved"}'::jsonb WHERE id = ${target.id}`);
    const v = await verify();
    expect(v).toMatchObject({ valid: false, firstBroken: { id: target.id, seq: target.seq, reason: 'hash' } });
    // The merchant's own chain names it too (by its number in that chain); another merchant's is untouched.
    expect(await verifyOwn(auditor.token)).toMatchObject({
      valid: false,
      firstBroken: { id: target.id, seq: '4', reason: 'hash' },
    });
    expect(await verifyOwn(betaOwner.token)).toMatchObject({ chain: 'beta', valid: true });
    // The list marks the edited row, and its page is not "chain verified"; beta's list still is.
    const page = (await opCall(t, auditor.token, `${API.operator.audit}?limit=200`)).body.value;
    expect(page.chainVerified).toBe(false);
    expect(page.rows.filter((r: { intact: boolean }) => !r.intact).map((r: { id: string }) => r.id)).toEqual([target.id]);
    const beta = (await opCall(t, betaOwner.token, API.operator.audit)).body.value;
    expect([beta.chain, beta.chainVerified]).toEqual(['beta', true]);
  });

  it('pages newest first by cursor, each page marked verified for the range it shows', async () => {
    const all = await auditOf(auditor.token);
    const first = (await opCall(t, auditor.token, `${API.operator.audit}?limit=2`)).body.value;
    expect([first.rows.map((r: Entry) => r.id), first.chain, first.chainVerified]).toEqual([
      all.slice(0, 2).map((r) => r.id),
      'acme',
      true,
    ]);
    const second = (await opCall(t, auditor.token, `${API.operator.audit}?limit=2&cursor=${first.next}`)).body.value;
    expect(second.rows.map((r: Entry) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
    expect((await opCall(t, auditor.token, `${API.operator.audit}?cursor=abc`)).body.code).toBe('validation_failed');
  });
});
