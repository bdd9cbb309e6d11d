import { describe, expect, it } from 'vitest';
import { AGENT_TYPES, API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { ledgerAudit, ledgerCounts } from '../../../test/helpers/ledger.js';
import { as, mainBalance, PAY_PASSWORD, payPlayer, paymentMerchant, type PayPlayer } from '../../../test/helpers/payments.js';

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
const beta = await paymentMerchant(t.db, 'beta');

// agent -> [player, sibling]; player -> [downline]; an unrelated member; a trial under player.
const agent = await payPlayer(t.db, acme, { type: AGENT_TYPES[0], balance: 100_000n, paymentPassword: true });
const player = await payPlayer(t.db, acme, { uplineId: agent.id, balance: 100_000n, paymentPassword: true });
const sibling = await payPlayer(t.db, acme, { uplineId: agent.id });
const downline = await payPlayer(t.db, acme, { uplineId: player.id });
const stranger = await payPlayer(t.db, acme);
await payPlayer(t.db, acme, { uplineId: player.id, type: 4 });
const betaMember = await payPlayer(t.db, beta);

let requests = 0;
/** A fresh client request id, as the browser makes one per transfer. */
const rid = () => `upline-${process.pid}-${++requests}`;
const send = (from: PayPlayer, target: string, amount: string, paymentPassword = PAY_PASSWORD, requestId = rid()) =>
  as(t, from, API.payment.transferUpline, { target, amount, paymentPassword, requestId });

describe('transferUpline', () => {
  it('lists the upline first, then the direct downlines (never trial accounts, siblings or strangers)', async () => {
    const r = await as(t, player, API.payment.transferTargets);
    expect(r.body.value).toEqual([
      { username: agent.username, nickname: agent.username, relation: 'upline' },
      { username: downline.username, nickname: downline.username, relation: 'downline' },
    ]);
    const a = (await as(t, agent, API.payment.transferTargets)).body.value.map((x: { username: string }) => x.username);
    expect(a.sort()).toEqual([player.username, sibling.username].sort());
    expect((await as(t, stranger, API.payment.transferTargets)).body.value).toEqual([]);
  });

  it('moves money MAIN to MAIN to the upline or a direct downline as one transfer transaction', async () => {
    const up = await send(player, agent.username, '15000');
    expect(up.body.value).toEqual({ transactionId: expect.any(String), balance: '85000' });
    expect(await mainBalance(t.db, acme.id, agent.id)).toBe(115_000n);
    const down = await send(player, downline.username.toUpperCase(), '5000');
    expect(down.body.value.balance).toBe('80000');
    expect(await mainBalance(t.db, acme.id, downline.id)).toBe(5_000n);
    const tx = await t.db
      .selectFrom('ledger_transactions')
      .select(['type', 'reference'])
      .where('id', '=', down.body.value.transactionId)
      .executeTakeFirstOrThrow();
    expect(tx.type).toBe('transfer');
    expect(tx.reference).toMatch(new RegExp(`^upline:${player.id}:upline-\\d+-\\d+$`));
  });

  it('a resent request (lost answer) answers the first transfer and moves nothing more', async () => {
    const [mine, theirs] = [await mainBalance(t.db, acme.id, player.id), await mainBalance(t.db, acme.id, agent.id)];
    const requestId = rid();
    const first = await send(player, agent.username, '2000', PAY_PASSWORD, requestId);
    expect(first.status).toBe(200);
    const after = await ledgerCounts(t.db);
    const again = await send(player, agent.username, '2000', PAY_PASSWORD, requestId);
    expect([again.status, again.body]).toEqual([200, first.body]);
    expect(await ledgerCounts(t.db)).toEqual(after);
    expect(await mainBalance(t.db, acme.id, player.id)).toBe(mine - 2_000n);
    expect(await mainBalance(t.db, acme.id, agent.id)).toBe(theirs + 2_000n);
  });

  it('a resend answers the first transfer even when the target is no longer a downline', async () => {
    const moved = await payPlayer(t.db, acme, { uplineId: player.id });
    const requestId = rid();
    const first = await send(player, moved.username, '1500', PAY_PASSWORD, requestId);
    expect(first.status).toBe(200);
    await t.db.updateTable('members').set({ upline_id: stranger.id }).where('id', '=', moved.id).execute();
    const before = await ledgerCounts(t.db);
    const again = await send(player, moved.username, '1500', PAY_PASSWORD, requestId);
    expect([again.status, again.body.value]).toEqual([200, first.body.value]);
    expect(await ledgerCounts(t.db)).toEqual(before);
    expect((await send(player, moved.username, '1500', '000000', requestId)).body.code).toBe('payment_password_wrong');
    expect((await send(player, moved.username, '1500')).body.code).toBe('transfer_target_invalid');
  });

  it('two identical requests at once move the money once and answer the same', async () => {
    const [mine, theirs] = [await mainBalance(t.db, acme.id, player.id), await mainBalance(t.db, acme.id, downline.id)];
    const requestId = rid();
    const [a, b] = await Promise.all([
      send(player, downline.username, '3000', PAY_PASSWORD, requestId),
      send(player, downline.username, '3000', PAY_PASSWORD, requestId),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await mainBalance(t.db, acme.id, player.id)).toBe(mine - 3_000n);
    expect(await mainBalance(t.db, acme.id, downline.id)).toBe(theirs + 3_000n);
  });

  it('the same request id with another amount or target is duplicate_transaction, moving nothing', async () => {
    const requestId = rid();
    expect((await send(player, agent.username, '1000', PAY_PASSWORD, requestId)).status).toBe(200);
    const before = {
      ledger: await ledgerCounts(t.db),
      player: await mainBalance(t.db, acme.id, player.id),
      downline: await mainBalance(t.db, acme.id, downline.id),
    };
    for (const [target, amount] of [
      [agent.username, '1001'],
      [agent.username, '999999999'],
      [downline.username, '1000'],
    ] as const) {
      const r = await send(player, target, amount, PAY_PASSWORD, requestId);
      expect([target, amount, r.status, r.body.code]).toEqual([target, amount, 409, 'duplicate_transaction']);
    }
    expect({
      ledger: await ledgerCounts(t.db),
      player: await mainBalance(t.db, acme.id, player.id),
      downline: await mainBalance(t.db, acme.id, downline.id),
    }).toEqual(before);
  });

  it('a request id belongs to its member: the upline may send with the same one', async () => {
    const requestId = rid();
    expect((await send(player, agent.username, '1000', PAY_PASSWORD, requestId)).status).toBe(200);
    const before = await mainBalance(t.db, acme.id, player.id);
    expect((await send(agent, player.username, '1000', PAY_PASSWORD, requestId)).status).toBe(200);
    expect(await mainBalance(t.db, acme.id, player.id)).toBe(before + 1_000n);
  });

  it('needs a well-formed request id (400, nothing moves)', async () => {
    const before = await ledgerCounts(t.db);
    for (const requestId of [undefined, 'short', 'has space in it', 'x'.repeat(65)]) {
      const r = await as(t, player, API.payment.transferUpline, {
        target: agent.username,
        amount: '1000',
        paymentPassword: PAY_PASSWORD,
        requestId,
      });
      expect([requestId, r.status, r.body.code]).toEqual([requestId, 400, 'validation_failed']);
    }
    expect(await ledgerCounts(t.db)).toEqual(before);
  });

  it('refuses anyone else (transfer_target_invalid), bad amounts, wrong or missing payment passwords; nothing moves', async () => {
    const before = await ledgerCounts(t.db);
    for (const target of [sibling.username, stranger.username, player.username, betaMember.username, 'nobody']) {
      const r = await send(player, target, '1000');
      expect([target, r.status, r.body.code]).toEqual([target, 403, 'transfer_target_invalid']);
    }
    expect((await send(player, agent.username, '0')).body.code).toBe('amount_out_of_range');
    expect((await send(player, agent.username, '1000', '000000')).body.code).toBe('payment_password_wrong');
    expect((await send(downline, player.username, '1000')).body.code).toBe('payment_password_not_set');
    const broke = await send(player, agent.username, '999999999');
    expect([broke.status, broke.body.code]).toEqual([409, 'insufficient_funds']);
    expect(await ledgerCounts(t.db)).toEqual(before);
  });

  it('leaves the ledger balanced', async () => {
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });
});
