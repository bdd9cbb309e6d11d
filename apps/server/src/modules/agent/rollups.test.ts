import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { deliverPending, emit, type DomainEvent } from '../events/index.js';
import { isInDownline, moveMember, uplineChain } from '../member/index.js';
import { addToRollup, agentRollupSubscriber, agentSettings, saveAgentSettings, teamFigures } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const m = acme.id;

// top (agent) -> mid (agent) -> p1, p2 (players); top -> p3 (player). outsider is another tree.
const top = await buildMember(t.db, m, { type: 1 });
const mid = await buildMember(t.db, m, { type: 1, uplineId: top.id });
const p1 = await buildMember(t.db, m, { type: 0, uplineId: mid.id });
const p2 = await buildMember(t.db, m, { type: 0, uplineId: mid.id });
const p3 = await buildMember(t.db, m, { type: 0, uplineId: top.id });
const outsider = await buildMember(t.db, m, { type: 1 });

const treeOf = async (ancestorId: string) =>
  (
    await t.db
      .selectFrom('member_tree')
      .select(['member_id', 'depth'])
      .where('ancestor_id', '=', ancestorId)
      .orderBy('depth')
      .orderBy('member_id')
      .execute()
  ).map((r) => [r.member_id, r.depth]);

describe('member_tree (the closure table)', () => {
  it('holds every member under each ancestor with its depth, kept on insert', async () => {
    expect(await treeOf(top.id)).toEqual([
      [top.id, 0],
      [mid.id, 1],
      [p3.id, 1],
      [p1.id, 2],
      [p2.id, 2],
    ]);
    expect(await isInDownline(t.db, m, top.id, p1.id)).toBe(true);
    expect(await isInDownline(t.db, m, top.id, top.id)).toBe(false);
    expect(await isInDownline(t.db, m, top.id, top.id, { orSelf: true })).toBe(true);
    expect(await isInDownline(t.db, m, mid.id, p3.id)).toBe(false);
    expect(await isInDownline(t.db, m, outsider.id, p1.id)).toBe(false);
    expect(await isInDownline(t.db, m, top.id, 'x; drop')).toBe(false);
    expect((await uplineChain(t.db, m, p1.id, top.id)).map((r) => r.id)).toEqual([mid.id, top.id]);
  });

  it('moves a whole team and refuses a loop (agent_move_loop), changing nothing', async () => {
    const a = await buildMember(t.db, m, { type: 1 });
    const b = await buildMember(t.db, m, { type: 1, uplineId: a.id });
    const c = await buildMember(t.db, m, { type: 0, uplineId: b.id });
    const d = await buildMember(t.db, m, { type: 1 });
    expect(await moveMember(t.db, m, a.id, c.id)).toBe('loop');
    expect(await moveMember(t.db, m, a.id, a.id)).toBe('loop');
    expect(await treeOf(a.id)).toEqual([
      [a.id, 0],
      [b.id, 1],
      [c.id, 2],
    ]);
    expect(await moveMember(t.db, m, b.id, d.id)).toBe('moved');
    expect(await treeOf(a.id)).toEqual([[a.id, 0]]);
    expect(await treeOf(d.id)).toEqual([
      [d.id, 0],
      [b.id, 1],
      [c.id, 2],
    ]);
    // Under a deeper upline the depths follow.
    expect(await moveMember(t.db, m, d.id, a.id)).toBe('moved');
    expect(await treeOf(a.id)).toEqual([
      [a.id, 0],
      [d.id, 1],
      [b.id, 2],
      [c.id, 3],
    ]);
    expect(await moveMember(t.db, m, b.id, null)).toBe('moved');
    expect(await treeOf(b.id)).toEqual([
      [b.id, 0],
      [c.id, 1],
    ]);
    expect((await uplineChain(t.db, m, c.id)).map((r) => r.id)).toEqual([b.id]);
    expect(await moveMember(t.db, m, '999999999', a.id)).toBe('not_found');
  });
});

describe('agentRollupSubscriber', () => {
  it('adds each event once to its member, hour and game type', async () => {
    const x = await buildMember(t.db, m, { type: 0 });
    const base = { merchantId: m, memberId: x.id };
    const round = { ...base, vendor: 'PG', gameCode: 'g1', source: 'seamless' as const, txId: null };
    const events: DomainEvent[] = [
      {
        type: 'round.settled',
        payload: {
          ...round,
          roundId: 'r1',
          betId: '1',
          gameType: 'RNG',
          status: 'settled',
          stake: '1000',
          validBet: '900',
          win: '500',
        },
      },
      {
        type: 'round.settled',
        payload: {
          ...round,
          roundId: 'r2',
          betId: '2',
          gameType: 'RNG',
          status: 'cancelled',
          stake: '700',
          validBet: '0',
          win: '0',
        },
      },
      {
        type: 'round.settled',
        payload: {
          ...round,
          vendor: 'LOTT',
          source: 'lottery',
          roundId: 't1',
          betId: 't1',
          gameType: 'LOTT',
          status: 'settled',
          stake: '2000',
          validBet: '2000',
          win: '3000',
          rebate: '20',
        },
      },
      {
        type: 'lottery.tickets_lost',
        payload: { ...base, vendor: 'ELOTT', drawId: '5', gameCode: 'k3', tickets: 3, stake: '300', rebate: '6' },
      },
      {
        type: 'lottery.tickets_lost',
        payload: { ...base, vendor: 'TCG_SEA', drawId: '6', gameCode: 'vn', tickets: 2, stake: '400' },
      },
      {
        type: 'lottery.bet_corrected',
        payload: {
          ...round,
          vendor: 'TCG_SEA',
          source: 'lottery',
          roundId: 'o1',
          betId: 'o1',
          gameType: 'LOTT',
          resultVersion: 2,
          previousWin: '3000',
          win: '1000',
          takenBack: '2000',
          unrecovered: '0',
        },
      },
      { type: 'deposit.confirmed', payload: { ...base, depositId: '1', orderNo: 'D1', channel: 'bank', amount: '5000' } },
      { type: 'deposit.confirmed', payload: { ...base, depositId: '2', orderNo: 'D2', channel: 'bank', amount: '2500' } },
      {
        type: 'withdrawal.decided',
        payload: { ...base, withdrawalId: '1', decision: 'approve', amount: '2000', refunded: '0', decidedBy: 'op' },
      },
      {
        type: 'withdrawal.decided',
        payload: { ...base, withdrawalId: '2', decision: 'reject', amount: '900', refunded: '900', decidedBy: 'op' },
      },
      {
        type: 'withdrawal.decided',
        payload: { ...base, withdrawalId: '1', decision: 'refund', amount: '2000', refunded: '500', decidedBy: 'op' },
      },
    ];
    await t.db.transaction().execute(async (trx) => {
      for (const e of events) await emit(trx, e);
    });
    expect(await deliverPending(t.deps, [agentRollupSubscriber])).toMatchObject({ handled: events.length, failed: 0 });
    expect(await deliverPending(t.deps, [agentRollupSubscriber])).toMatchObject({ handled: 0 });

    const rows = await t.db
      .selectFrom('agent_rollups')
      .select([
        'game_type',
        'bets',
        'stake',
        'valid_bet',
        'payout',
        'rebate',
        'deposits',
        'withdrawals',
        'deposit_count',
        'withdrawal_count',
      ])
      .where('member_id', '=', x.id)
      .orderBy('game_type')
      .execute();
    const z = { rebate: '0', deposits: '0', withdrawals: '0', deposit_count: 0, withdrawal_count: 0 };
    expect(rows).toEqual([
      {
        ...z,
        game_type: '',
        bets: 0,
        stake: '0',
        valid_bet: '0',
        payout: '0',
        deposits: '7500',
        withdrawals: '1500',
        deposit_count: 2,
        withdrawal_count: 1,
      },
      { ...z, game_type: 'ELOTT', bets: 3, stake: '300', valid_bet: '300', payout: '0', rebate: '6' },
      // 2000 settled + 400 lost (official); payout 3000, then corrected by 1000 − 3000.
      { ...z, game_type: 'LOTT', bets: 3, stake: '2400', valid_bet: '2400', payout: '1000', rebate: '20' },
      { ...z, game_type: 'RNG', bets: 1, stake: '1000', valid_bet: '900', payout: '500' },
    ]);
  });
});

describe('teamFigures', () => {
  const h = (iso: string) => new Date(iso);
  it('sums the team (the agent included) over [from, to) per game type or CONS, with active members', async () => {
    await saveAgentSettings(t.db, m, { activeValidBet: 10_000n });
    const add = (memberId: string, at: string, gameType: string, d: Parameters<typeof addToRollup>[2]) =>
      addToRollup(t.db, { merchantId: m, memberId, at: h(at), gameType }, d);
    // In the period 2026-10-01T00:00Z .. 2026-10-02T00:00Z:
    await add(top.id, '2026-10-01T01:10:00Z', 'RNG', { bets: 1, stake: 5_000n, validBet: 5_000n, payout: 0n });
    await add(mid.id, '2026-10-01T02:00:00Z', 'LIVE', { bets: 2, stake: 20_000n, validBet: 12_000n, payout: 30_000n });
    await add(p1.id, '2026-10-01T03:59:59Z', 'RNG', { bets: 4, stake: 8_000n, validBet: 8_000n, payout: 1_000n });
    await add(p1.id, '2026-10-01T04:00:00Z', 'LOTT', { bets: 1, stake: 3_000n, validBet: 3_000n, payout: 0n, rebate: 30n });
    await add(p2.id, '2026-10-01T23:30:00Z', 'RNG', { bets: 1, stake: 10_000n, validBet: 10_000n, payout: 0n });
    await add(p3.id, '2026-10-01T12:00:00Z', '', { deposits: 50_000n, depositCount: 1, bonus: 700n });
    // Outside: the hour the period ends at, and another agent's player.
    await add(p2.id, '2026-10-02T00:00:00Z', 'RNG', { bets: 1, stake: 99_000n, validBet: 99_000n });
    const stranger = await buildMember(t.db, m, { type: 0, uplineId: outsider.id });
    await add(stranger.id, '2026-10-01T05:00:00Z', 'RNG', { bets: 1, stake: 77_000n, validBet: 77_000n });

    const q = { merchantId: m, agentId: top.id, from: h('2026-10-01T00:00:00Z'), to: h('2026-10-02T00:00:00Z') };
    // CONS: all of it; active = valid bet ≥ 10,000: mid (12,000), p1 (8,000 + 3,000), p2 (10,000) → 3.
    expect(await teamFigures(t.db, { ...q, gameType: 'CONS' })).toEqual({
      members: 5,
      activeMembers: 3,
      stake: 46_000n,
      validBet: 38_000n,
      payout: 31_000n,
      rebate: 30n,
      bonus: 700n,
    });
    // RNG only: top 5,000, p1 8,000, p2 10,000 → only p2 active.
    expect(await teamFigures(t.db, { ...q, gameType: 'RNG' })).toEqual({
      members: 5,
      activeMembers: 1,
      stake: 23_000n,
      validBet: 23_000n,
      payout: 1_000n,
      rebate: 0n,
      bonus: 0n,
    });
    // mid's team: mid, p1, p2.
    expect(await teamFigures(t.db, { ...q, agentId: mid.id, gameType: 'CONS' })).toMatchObject({
      members: 3,
      activeMembers: 3,
      stake: 41_000n,
      validBet: 33_000n,
    });
    // A higher threshold (20,000) leaves none active.
    await saveAgentSettings(t.db, m, { activeValidBet: 20_000n });
    expect((await teamFigures(t.db, { ...q, gameType: 'CONS' })).activeMembers).toBe(0);
    await saveAgentSettings(t.db, m, { activeValidBet: 10_000n });
  });

  it('reads the merchant settings, with defaults when none are stored', async () => {
    const beta = await buildMerchant(t.db, { code: 'beta' });
    expect(await agentSettings(t.db, beta.id)).toEqual({ activeValidBet: 10_000n });
    await saveAgentSettings(t.db, beta.id, { activeValidBet: 20_000n });
    expect(await agentSettings(t.db, beta.id)).toEqual({ activeValidBet: 20_000n });
  });
});
