import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { API, TRIAL_TYPE, walletRecallAllResult, walletTransferResult } from '@playhouse/contract';
import { startSimulator } from '../../../../simulator/src/simulator.js';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { accountFor, balanceOf } from '../ledger/index.js';
import { ledgerAudit, ledgerCounts } from '../../../test/helpers/ledger.js';
import { playerIdOf } from '../providers/index.js';
import { pullAllTransferBets, pullVendorBets } from './pull-bets.service.js';
import { reconcileTransfers } from './reconcile.service.js';
import { SIM_SECRET, buildVendor, fundedMember, moneyOf, transferRows } from '../../../test/helpers/transfers.js';

// The vendor simulator runs in-process on a free port; the platform's simulator adapter calls it over HTTP.
const sim = await startSimulator({
  port: 0,
  platformUrl: 'http://127.0.0.1:9',
  secret: SIM_SECRET,
  dataDir: null,
  log: () => {},
});
afterAll(() => sim.close());
const t = await testPlatform({ SIMULATOR_URL: sim.url, SIMULATOR_SECRET: SIM_SECRET });
const acme = await buildMerchant(t.db);
await buildVendor(t.db, 'PT', 'transfer', [acme.id]);
await buildVendor(t.db, 'EVO', 'transfer', [acme.id]);
await buildVendor(t.db, 'EG2', 'seamless', [acme.id]);
await buildVendor(t.db, 'SABA', 'transfer', [acme.id], 'maintenance');
await buildVendor(t.db, 'CMD', 'transfer', []);

const transfer = (token: string, body: Record<string, unknown>) => t.call({ url: API.wallet.transfer, token, body });
const simBalance = async (memberId: string, vendor = 'PT') =>
  sim.store.balance('acme', vendor, await playerIdOf(t.db, acme.id, memberId));
const pendingAccount = async () => balanceOf(t.db, acme.id, (await accountFor(t.db, acme.id, 'transfer_pending')).id);

beforeEach(() => {
  Object.assign(sim.controls, { nextTransfer: null, hangMs: 200 });
});

describe('wallet transfers', () => {
  it('moves money main -> vendor and back when the vendor confirms', async () => {
    const m = await fundedMember(t.db, acme, 10_000n);
    const r = await transfer(m.token, { from: 'MAIN', to: 'PT', amount: '3000' });
    expect(r.status).toBe(200);
    const a = walletTransferResult.parse(r.body.value);
    expect(a.status).toBe('confirmed');
    expect(a.balance.main).toBe('7000');
    expect(a.balance.wallets.find((w) => w.vendor === 'PT')).toMatchObject({ balance: '3000', pending: '0' });
    expect(await simBalance(m.id)).toBe(3000n);

    const back = await transfer(m.token, { from: 'PT', to: 'MAIN', amount: '1000' });
    expect(back.body.value.status).toBe('confirmed');
    expect(await moneyOf(t.db, acme.id, m.id, 'PT')).toEqual({ main: 8000n, wallet: 2000n, pending: 0n, total: 10_000n });
    expect(await simBalance(m.id)).toBe(2000n);
    expect((await transferRows(t.db, m.id)).map((x) => [x.direction, x.status])).toEqual([
      ['in', 'confirmed'],
      ['out', 'confirmed'],
    ]);
    expect(await pendingAccount()).toBe(0n);
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
    const confirmed = await t.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'transfer.confirmed')
      .where('member_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(confirmed.map((e) => e.payload)).toEqual([
      expect.objectContaining({ merchantId: acme.id, memberId: m.id, vendor: 'PT', direction: 'in', amount: '3000' }),
      expect.objectContaining({ vendor: 'PT', direction: 'out', amount: '1000' }),
    ]);
  });

  it('reverses the transfer when the vendor refuses it: the money is back in the source wallet', async () => {
    const m = await fundedMember(t.db, acme, 5000n);
    sim.controls.nextTransfer = 'fail';
    const r = await transfer(m.token, { from: 'MAIN', to: 'PT', amount: '2000' });
    expect([r.status, r.body.value.status, r.body.value.balance.main]).toEqual([200, 'reversed', '5000']);
    expect(await moneyOf(t.db, acme.id, m.id, 'PT')).toEqual({ main: 5000n, wallet: 0n, pending: 0n, total: 5000n });
    expect(await simBalance(m.id)).toBe(0n);

    // A transfer out the vendor refuses: the vendor wallet keeps its money.
    await transfer(m.token, { from: 'MAIN', to: 'PT', amount: '1000' });
    sim.controls.nextTransfer = 'fail';
    const out = await transfer(m.token, { from: 'PT', to: 'MAIN', amount: '1000' });
    expect(out.body.value.status).toBe('reversed');
    expect(await moneyOf(t.db, acme.id, m.id, 'PT')).toEqual({ main: 4000n, wallet: 1000n, pending: 0n, total: 5000n });
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('keeps a transfer pending when the vendor does not answer; reconciliation reverses one the vendor never got', async () => {
    const m = await fundedMember(t.db, acme, 5000n);
    sim.controls.nextTransfer = 'hang';
    const r = await transfer(m.token, { from: 'MAIN', to: 'PT', amount: '1500' });
    expect([r.status, r.body.value.status]).toEqual([200, 'pending']);
    expect(r.body.value.balance.wallets.find((w: { vendor: string }) => w.vendor === 'PT')).toMatchObject({
      balance: '0',
      pending: '1500',
    });
    expect(r.body.value.balance).toMatchObject({ main: '3500', total: '5000' });
    expect(await moneyOf(t.db, acme.id, m.id, 'PT')).toEqual({ main: 3500n, wallet: 0n, pending: 1500n, total: 5000n });

    // Too young for reconciliation (the call may still be in flight): left alone.
    expect(await reconcileTransfers(t.deps)).toMatchObject({ settled: 0 });
    expect((await transferRows(t.db, m.id))[0]!.status).toBe('pending');

    expect(await reconcileTransfers(t.deps, { olderThanMs: 0 })).toMatchObject({ settled: 1 });
    expect(await moneyOf(t.db, acme.id, m.id, 'PT')).toEqual({ main: 5000n, wallet: 0n, pending: 0n, total: 5000n });
    expect((await transferRows(t.db, m.id))[0]).toMatchObject({ status: 'reversed', attempts: 2 });
    // Reconciling again changes nothing.
    const counts = await ledgerCounts(t.db);
    await reconcileTransfers(t.deps, { olderThanMs: 0 });
    expect(await ledgerCounts(t.db)).toEqual(counts);
    expect(await pendingAccount()).toBe(0n);
  });

  it('reconciliation takes the least-tried pending transfers first, so one that keeps failing does not hold the rest', async () => {
    const m = await fundedMember(t.db, acme, 5000n);
    sim.controls.nextTransfer = 'hang';
    await transfer(m.token, { from: 'MAIN', to: 'PT', amount: '100' });
    sim.controls.nextTransfer = 'hang';
    await transfer(m.token, { from: 'MAIN', to: 'PT', amount: '200' });
    const [older, newer] = await transferRows(t.db, m.id);
    await t.db.updateTable('wallet_transfers').set({ attempts: 10 }).where('id', '=', older!.id).execute();
    expect(await reconcileTransfers(t.deps, { olderThanMs: 0, limit: 1 })).toEqual({ settled: 1, pending: 0 });
    expect((await transferRows(t.db, m.id)).map((x) => [x.id, x.status])).toEqual([
      [older!.id, 'pending'],
      [newer!.id, 'reversed'],
    ]);
    await reconcileTransfers(t.deps, { olderThanMs: 0 });
    expect(await moneyOf(t.db, acme.id, m.id, 'PT')).toEqual({ main: 5000n, wallet: 0n, pending: 0n, total: 5000n });
  });

  it('reconciliation confirms a transfer the vendor applied but whose answer was lost', async () => {
    const m = await fundedMember(t.db, acme, 5000n);
    sim.controls.nextTransfer = 'hang-applied';
    const r = await transfer(m.token, { from: 'MAIN', to: 'PT', amount: '1200' });
    expect(r.body.value.status).toBe('pending');
    expect(await simBalance(m.id)).toBe(1200n);
    await reconcileTransfers(t.deps, { olderThanMs: 0 });
    expect(await moneyOf(t.db, acme.id, m.id, 'PT')).toEqual({ main: 3800n, wallet: 1200n, pending: 0n, total: 5000n });
    expect((await transferRows(t.db, m.id))[0]!.status).toBe('confirmed');
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('a retried request id gives one transfer, also when the retries race; another transfer under it is refused', async () => {
    const m = await fundedMember(t.db, acme, 5000n);
    const body = { from: 'MAIN', to: 'PT', amount: '1000', requestId: 'req-0001-abcdef' };
    const answers = await Promise.all([transfer(m.token, body), transfer(m.token, body), transfer(m.token, body)]);
    const again = await transfer(m.token, body);
    const ids = new Set([...answers, again].map((a) => a.body.value.transferId));
    expect(ids.size).toBe(1);
    expect(again.body.value.status).toBe('confirmed');
    expect(await transferRows(t.db, m.id)).toHaveLength(1);
    expect(await moneyOf(t.db, acme.id, m.id, 'PT')).toEqual({ main: 4000n, wallet: 1000n, pending: 0n, total: 5000n });
    expect(await simBalance(m.id)).toBe(1000n);

    const other = await transfer(m.token, { ...body, amount: '2000' });
    expect([other.status, other.body.code]).toEqual([409, 'duplicate_transaction']);
    // The same request id is the member's own: another member may use it.
    const n = await fundedMember(t.db, acme, 1000n);
    expect((await transfer(n.token, body)).body.value.status).toBe('confirmed');
  });

  it('recall all brings every vendor wallet back to main', async () => {
    const m = await fundedMember(t.db, acme, 9000n);
    await transfer(m.token, { from: 'MAIN', to: 'PT', amount: '2000' });
    await transfer(m.token, { from: 'MAIN', to: 'EVO', amount: '3000' });
    const r = await t.call({ url: API.wallet.recallAll, token: m.token, body: {} });
    expect(r.status).toBe(200);
    const a = walletRecallAllResult.parse(r.body.value);
    expect(a.transfers.map((x) => [x.vendor, x.amount, x.status])).toEqual([
      ['EVO', '3000', 'confirmed'],
      ['PT', '2000', 'confirmed'],
    ]);
    expect(a.balance.main).toBe('9000');
    expect(a.balance.wallets.every((w) => w.balance === '0' && w.pending === '0')).toBe(true);
    expect(await simBalance(m.id, 'PT')).toBe(0n);
    expect(await simBalance(m.id, 'EVO')).toBe(0n);
    // Nothing left: recalling again moves nothing.
    const again = await t.call({ url: API.wallet.recallAll, token: m.token, body: {} });
    expect(again.body.value.transfers).toEqual([]);
  });

  it('refuses trial accounts, more than the balance, unknown, not offered, seamless and maintenance vendors, and MAIN to MAIN, writing nothing', async () => {
    const m = await fundedMember(t.db, acme, 1000n);
    const trial = await buildMember(t.db, acme.id, { type: TRIAL_TYPE });
    const trialToken = await tokenOf(t.db, 'acme', trial.id);
    const rows = async () =>
      Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM wallet_transfers`.execute(t.db)).rows[0]!.n);
    const before = { rows: await rows(), ledger: await ledgerCounts(t.db) };
    const cases: [string, Record<string, unknown>, number, string][] = [
      [trialToken, { from: 'MAIN', to: 'PT', amount: '100' }, 403, 'in_need_true_account'],
      [m.token, { from: 'MAIN', to: 'PT', amount: '1001' }, 409, 'insufficient_funds'],
      [m.token, { from: 'PT', to: 'MAIN', amount: '1' }, 409, 'insufficient_funds'],
      [m.token, { from: 'MAIN', to: 'NOPE', amount: '100' }, 403, 'wallet_unavailable'],
      [m.token, { from: 'MAIN', to: 'CMD', amount: '100' }, 403, 'wallet_unavailable'],
      [m.token, { from: 'MAIN', to: 'EG2', amount: '100' }, 403, 'wallet_unavailable'],
      [m.token, { from: 'MAIN', to: 'SABA', amount: '100' }, 503, 'game_maintenance'],
      [m.token, { from: 'MAIN', to: 'MAIN', amount: '100' }, 400, 'validation_failed'],
      [m.token, { from: 'PT', to: 'EVO', amount: '100' }, 400, 'validation_failed'],
      [m.token, { from: 'MAIN', to: 'PT', amount: '0' }, 400, 'validation_failed'],
      [m.token, { from: 'MAIN', to: 'PT', amount: '1.5' }, 400, 'validation_failed'],
      // Beyond PostgreSQL's bigint: refused as input, never a 500.
      [m.token, { from: 'MAIN', to: 'PT', amount: '9999999999999999999' }, 400, 'validation_failed'],
    ];
    for (const [token, body, status, code] of cases) {
      const r = await transfer(token, body);
      expect([body, r.status, r.body.code]).toEqual([body, status, code]);
    }
    const insufficient = await transfer(m.token, { from: 'MAIN', to: 'PT', amount: '1001' });
    expect(insufficient.body.value).toEqual({ balance: '1000' });
    expect((await t.call({ url: API.wallet.transfer, body: { from: 'MAIN', to: 'PT', amount: '1' } })).status).toBe(401);
    expect({ rows: await rows(), ledger: await ledgerCounts(t.db) }).toEqual(before);
    expect(await simBalance(m.id)).toBe(0n);
  });
});

describe('pulled bets of transfer vendors', () => {
  it('records the rounds and posts each settled round once, even when pulled twice', async () => {
    const m = await fundedMember(t.db, acme, 10_000n);
    await transfer(m.token, { from: 'MAIN', to: 'EVO', amount: '5000' });
    const playerId = await playerIdOf(t.db, acme.id, m.id);
    const session = { merchantCode: 'acme', vendor: 'EVO', playerId, gameCode: 'EVO_1' };
    sim.store.playRound({ ...session, roundId: 'round-a', stake: 1000n, win: 0n });
    sim.store.playRound({ ...session, roundId: 'round-b', stake: 500n, win: 2500n });
    expect(await simBalance(m.id, 'EVO')).toBe(6000n);

    const first = await pullVendorBets(t.deps, acme, 'EVO');
    expect(first).toEqual({ rounds: 2, blocked: false });
    const counts = await ledgerCounts(t.db);
    // The whole history again (as after a lost cursor) and the scheduled pull: nothing moves twice.
    await t.db.deleteFrom('transfer_pull_cursors').execute();
    await pullVendorBets(t.deps, acme, 'EVO');
    await pullAllTransferBets(t.deps);
    expect(await ledgerCounts(t.db)).toEqual(counts);

    const bets = await t.db
      .selectFrom('bets')
      .select(['round_id', 'stake', 'win', 'status', 'source', 'game_type'])
      .where('member_id', '=', m.id)
      .orderBy('round_id')
      .execute();
    expect(bets).toEqual([
      { round_id: 'round-a', stake: '1000', win: '0', status: 'settled', source: 'pulled', game_type: 'RNG' },
      { round_id: 'round-b', stake: '500', win: '2500', status: 'settled', source: 'pulled', game_type: 'RNG' },
    ]);
    // The vendor wallet now agrees with the vendor; house(EVO) has the other side.
    expect(await moneyOf(t.db, acme.id, m.id, 'EVO')).toEqual({ main: 5000n, wallet: 6000n, pending: 0n, total: 11_000n });
    const house = await accountFor(t.db, acme.id, 'house', null, 'EVO');
    expect(await balanceOf(t.db, acme.id, house.id)).toBe(-1000n);
    const keys = await t.db
      .selectFrom('ledger_transactions')
      .select(['type', 'idempotency_key', 'reference'])
      .where('reference', 'like', 'round:EVO:%')
      .orderBy('id')
      .execute();
    expect(keys).toEqual([
      { type: 'bet', idempotency_key: 'pulled:EVO:round-a:bet', reference: 'round:EVO:round-a' },
      { type: 'bet', idempotency_key: 'pulled:EVO:round-b:bet', reference: 'round:EVO:round-b' },
      { type: 'payout', idempotency_key: 'pulled:EVO:round-b:win', reference: 'round:EVO:round-b' },
    ]);
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
    // Each round's events once, however often it was pulled.
    const events = await t.db
      .selectFrom('domain_events')
      .select(['type', 'payload'])
      .where('member_id', '=', m.id)
      .where('type', 'in', ['bet.placed', 'bet.settled', 'round.settled'])
      .orderBy('id')
      .execute();
    const fact = { merchantId: acme.id, memberId: m.id, vendor: 'EVO', gameCode: 'EVO_1', source: 'pulled', txId: null };
    expect(events.map((e) => [e.type, (e.payload as { roundId: string }).roundId])).toEqual([
      ['bet.placed', 'round-a'],
      ['bet.settled', 'round-a'],
      ['round.settled', 'round-a'],
      ['bet.placed', 'round-b'],
      ['bet.settled', 'round-b'],
      ['round.settled', 'round-b'],
    ]);
    expect(events[3]!.payload).toEqual({ ...fact, roundId: 'round-b', gameType: 'RNG', amount: '500' });
    expect(events[4]!.payload).toEqual({ ...fact, roundId: 'round-b', result: 'won', amount: '2500' });
    const { txId: _none, ...roundFact } = fact;
    expect(events[5]!.payload).toEqual({
      ...roundFact,
      roundId: 'round-b',
      betId: expect.any(String),
      gameType: 'RNG',
      status: 'settled',
      stake: '500',
      validBet: '500',
      win: '2500',
    });
  });

  it('skips a malformed vendor record and still applies the rounds after it', async () => {
    const m = await fundedMember(t.db, acme, 10_000n);
    await transfer(m.token, { from: 'MAIN', to: 'EVO', amount: '3000' });
    const playerId = await playerIdOf(t.db, acme.id, m.id);
    const session = { merchantCode: 'acme', vendor: 'EVO', playerId, gameCode: 'EVO_1' };
    // A round id longer than any the platform stores (64): the vendor's record is unusable.
    sim.store.playRound({ ...session, roundId: `bad-${'x'.repeat(70)}`, stake: 100n, win: 0n });
    sim.store.playRound({ ...session, roundId: 'round-after-bad', stake: 300n, win: 0n });
    expect(await pullVendorBets(t.deps, acme, 'EVO')).toEqual({ rounds: 1, blocked: false });
    const rounds = await t.db.selectFrom('bets').select('round_id').where('member_id', '=', m.id).execute();
    expect(rounds.map((r) => r.round_id)).toEqual(['round-after-bad']);
  });

  it('a transfer out first pulls the play, so winnings at the vendor can come back to main', async () => {
    const m = await fundedMember(t.db, acme, 2000n);
    await transfer(m.token, { from: 'MAIN', to: 'PT', amount: '2000' });
    const playerId = await playerIdOf(t.db, acme.id, m.id);
    sim.store.playRound({
      merchantCode: 'acme',
      vendor: 'PT',
      playerId,
      gameCode: 'PT_1',
      roundId: 'round-big',
      stake: 2000n,
      win: 9000n,
    });
    const r = await transfer(m.token, { from: 'PT', to: 'MAIN', amount: '9000' });
    expect(r.body.value.status).toBe('confirmed');
    expect(await moneyOf(t.db, acme.id, m.id, 'PT')).toEqual({ main: 9000n, wallet: 0n, pending: 0n, total: 9000n });
    expect(await simBalance(m.id)).toBe(0n);
  });

  it('stops at a round the vendor wallet cannot pay yet (its transfer in is pending) and posts it after reconciliation', async () => {
    const m = await fundedMember(t.db, acme, 3000n);
    sim.controls.nextTransfer = 'hang-applied';
    expect((await transfer(m.token, { from: 'MAIN', to: 'PT', amount: '3000' })).body.value.status).toBe('pending');
    const playerId = await playerIdOf(t.db, acme.id, m.id);
    sim.store.playRound({
      merchantCode: 'acme',
      vendor: 'PT',
      playerId,
      gameCode: 'PT_1',
      roundId: 'round-early',
      stake: 1000n,
      win: 0n,
    });

    expect(await pullVendorBets(t.deps, acme, 'PT')).toMatchObject({ blocked: true });
    expect(await t.db.selectFrom('bets').select('id').where('round_id', '=', 'round-early').execute()).toEqual([]);
    await reconcileTransfers(t.deps, { olderThanMs: 0 });
    expect(await pullVendorBets(t.deps, acme, 'PT')).toMatchObject({ blocked: false });
    expect(await moneyOf(t.db, acme.id, m.id, 'PT')).toEqual({ main: 0n, wallet: 2000n, pending: 0n, total: 2000n });
    expect(await simBalance(m.id)).toBe(2000n);
  });
});
