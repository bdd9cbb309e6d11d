import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { defineSubscriber, deliverPending, emit } from '../events/index.js';
import { moveMember } from '../member/index.js';
import { addToRollup, agentRollupSubscriber, saveAgentSettings } from './index.js';
import { periodFigures } from './team.service.js';
import { startOfLocalDay } from '@playhouse/contract';

const t = await testPlatform();
const merchant = await buildMerchant(t.db, { code: 'teamroll' });
const m = merchant.id;
await saveAgentSettings(t.db, m, { activeValidBet: 10_000n });

// top -> a1 -> p1, p2; top -> a2 -> p3.
const top = await buildMember(t.db, m, { type: 1 });
const a1 = await buildMember(t.db, m, { type: 1, uplineId: top.id });
const a2 = await buildMember(t.db, m, { type: 1, uplineId: top.id });
const p1 = await buildMember(t.db, m, { type: 0, uplineId: a1.id });
const p2 = await buildMember(t.db, m, { type: 0, uplineId: a1.id });
const p3 = await buildMember(t.db, m, { type: 0, uplineId: a2.id });

const add = (memberId: string, at: string, gameType: string, d: Parameters<typeof addToRollup>[2]) =>
  addToRollup(t.db, { merchantId: m, memberId, at: new Date(at), gameType }, d);

/** Team rollup rows that differ from the sum of the members' rollups over member_tree (zero rows = absent). */
const teamRollupDrift = async () =>
  (
    await sql<{ ancestor_id: string; hour: Date; game_type: string }>`
      WITH want AS (
        SELECT t.ancestor_id, r.hour, r.game_type, sum(r.bets) AS bets, sum(r.stake) AS stake, sum(r.valid_bet) AS valid_bet,
               sum(r.payout) AS payout, sum(r.rebate) AS rebate, sum(r.bonus) AS bonus, sum(r.deposits) AS deposits,
               sum(r.withdrawals) AS withdrawals, sum(r.deposit_count) AS deposit_count, sum(r.withdrawal_count) AS withdrawal_count
          FROM agent_rollups r JOIN member_tree t ON t.member_id = r.member_id
         WHERE r.merchant_id = ${m}
         GROUP BY 1, 2, 3
      ), have AS (SELECT * FROM agent_team_rollups WHERE merchant_id = ${m})
      SELECT ancestor_id, hour, game_type FROM want w FULL JOIN have h USING (ancestor_id, hour, game_type)
       WHERE ROW(coalesce(w.bets, 0), coalesce(w.stake, 0), coalesce(w.valid_bet, 0), coalesce(w.payout, 0), coalesce(w.rebate, 0),
                 coalesce(w.bonus, 0), coalesce(w.deposits, 0), coalesce(w.withdrawals, 0), coalesce(w.deposit_count, 0),
                 coalesce(w.withdrawal_count, 0))
             IS DISTINCT FROM
             ROW(coalesce(h.bets, 0), coalesce(h.stake, 0), coalesce(h.valid_bet, 0), coalesce(h.payout, 0), coalesce(h.rebate, 0),
                 coalesce(h.bonus, 0), coalesce(h.deposits, 0), coalesce(h.withdrawals, 0), coalesce(h.deposit_count, 0),
                 coalesce(h.withdrawal_count, 0))`.execute(t.db)
  ).rows;

/** The kept period rows (zero team rows left out), in a stable order. */
const periodRows = async () => ({
  members: (
    await sql`SELECT member_id, kind, period_start::text, valid_bet FROM agent_member_periods WHERE merchant_id = ${m}
               ORDER BY 1, 2, 3`.execute(t.db)
  ).rows,
  teams: (
    await sql`SELECT ancestor_id, kind, period_start::text, active_members, new_members FROM agent_team_periods
               WHERE merchant_id = ${m} AND (active_members <> 0 OR new_members <> 0) ORDER BY 1, 2, 3`.execute(t.db)
  ).rows,
});

/** Team sizes that differ from counting member_tree (members under each member, zero = absent). */
const teamSizeDrift = async () =>
  (
    await sql<{ ancestor_id: string }>`
      WITH want AS (SELECT ancestor_id, count(*) AS n FROM member_tree WHERE merchant_id = ${m} AND depth >= 1 GROUP BY 1),
           have AS (SELECT ancestor_id, members AS n FROM agent_team_sizes WHERE merchant_id = ${m})
      SELECT ancestor_id FROM want w FULL JOIN have h USING (ancestor_id)
       WHERE coalesce(w.n, 0) <> coalesce(h.n, 0)`.execute(t.db)
  ).rows;

/** The kept period rows equal what a rebuild from the rollups, the tree and the members makes. */
const expectPeriodsAsRebuilt = async () => {
  expect(await teamSizeDrift()).toEqual([]);
  const kept = await periodRows();
  await sql`SELECT agent_rebuild_periods(${m})`.execute(t.db);
  expect(await periodRows()).toEqual(kept);
};

const teamPeriod = async (ancestorId: string, kind: string, start: string) =>
  (
    await sql<{ active_members: number; new_members: number }>`
      SELECT active_members, new_members FROM agent_team_periods
       WHERE ancestor_id = ${ancestorId} AND kind = ${kind} AND period_start = ${start}::date`.execute(t.db)
  ).rows[0] ?? { active_members: 0, new_members: 0 };

/** A member registered at a given instant (the register centre stamps now()). */
const registeredAt = async (uplineId: string, at: string) => {
  const name = `reg${Math.random().toString(36).slice(2, 10)}`;
  const r = await sql<{ id: string }>`
    INSERT INTO members (merchant_id, username, nickname, type, password_hash, upline_id, created_at)
    VALUES (${m}, ${name}, ${name}, 0, 'x', ${uplineId}, ${new Date(at)}) RETURNING id`.execute(t.db);
  return r.rows[0]!.id;
};

describe('agent_team_rollups', () => {
  it('equal the sum of the members’ rollups after a mix of events and after moves', async () => {
    await add(top.id, '2026-10-01T01:10:00Z', 'RNG', { bets: 1, stake: 5_000n, validBet: 5_000n });
    await add(a1.id, '2026-10-01T02:00:00Z', 'LIVE', { bets: 2, stake: 20_000n, validBet: 12_000n, payout: 30_000n });
    await add(p1.id, '2026-10-01T02:30:00Z', 'LIVE', { bets: 1, stake: 1_000n, validBet: 1_000n, payout: 0n });
    await add(p1.id, '2026-10-01T03:59:59Z', 'RNG', { bets: 4, stake: 8_000n, validBet: 8_000n, payout: 1_000n });
    await add(p1.id, '2026-10-01T03:00:00Z', 'RNG', { payout: -500n }); // a correction
    await add(p2.id, '2026-10-01T04:00:00Z', 'LOTT', { bets: 1, stake: 3_000n, validBet: 3_000n, rebate: 30n });
    await add(p3.id, '2026-10-01T12:00:00Z', '', { deposits: 50_000n, depositCount: 1, bonus: 700n });
    await add(p3.id, '2026-10-01T12:20:00Z', '', { withdrawals: 9_000n, withdrawalCount: 1 });
    await add(p3.id, '2026-10-01T12:40:00Z', '', { withdrawals: -1_000n });
    await add(p3.id, '2026-10-02T00:00:00Z', 'FISH', { bets: 3, stake: 15_000n, validBet: 15_000n, payout: 2_000n });
    await t.db.transaction().execute(async (trx) => {
      await emit(trx, {
        type: 'round.settled',
        payload: {
          merchantId: m,
          memberId: p2.id,
          vendor: 'PG',
          gameCode: 'g1',
          source: 'seamless',
          roundId: 'tr1',
          betId: 'tr1',
          gameType: 'RNG',
          status: 'settled',
          stake: '2500',
          validBet: '2500',
          win: '100',
        },
      });
      await emit(trx, {
        type: 'deposit.confirmed',
        payload: { merchantId: m, memberId: p1.id, depositId: 'tr1', orderNo: 'TR1', channel: 'bank', amount: '4000' },
      });
    });
    await deliverPending(t.deps, [agentRollupSubscriber]);
    expect(await teamRollupDrift()).toEqual([]);
    const topRows = await t.db.selectFrom('agent_team_rollups').select('stake').where('ancestor_id', '=', top.id).execute();
    expect(topRows.reduce((s, r) => s + BigInt(r.stake), 0n)).toBe(
      5_000n + 20_000n + 1_000n + 8_000n + 3_000n + 15_000n + 2_500n,
    );
    await expectPeriodsAsRebuilt();

    // a1's team moves under a2, then a2 leaves top, then p1 goes back under top directly.
    expect(await moveMember(t.db, m, a1.id, a2.id)).toBe('moved');
    expect(await teamRollupDrift()).toEqual([]);
    await expectPeriodsAsRebuilt();
    expect(await moveMember(t.db, m, a2.id, null)).toBe('moved');
    expect(await teamRollupDrift()).toEqual([]);
    await expectPeriodsAsRebuilt();
    expect(await moveMember(t.db, m, p1.id, top.id)).toBe('moved');
    expect(await teamRollupDrift()).toEqual([]);
    await expectPeriodsAsRebuilt();
    // Play after the moves lands on the new chains.
    await add(p2.id, '2026-10-01T05:00:00Z', 'RNG', { bets: 1, stake: 700n, validBet: 700n });
    expect(await teamRollupDrift()).toEqual([]);
    // And back as it was.
    expect(await moveMember(t.db, m, a2.id, top.id)).toBe('moved');
    expect(await moveMember(t.db, m, a1.id, top.id)).toBe('moved');
    expect(await moveMember(t.db, m, p1.id, a1.id)).toBe('moved');
    expect(await teamRollupDrift()).toEqual([]);
    await expectPeriodsAsRebuilt();
  });

  it('answers a report period like the members’ rollups do', async () => {
    for (const [kind, fromDay, toDay] of [
      ['day', '2026-10-01', '2026-10-02'],
      ['day', '2026-10-02', '2026-10-03'],
      ['week', '2026-09-28', '2026-10-05'],
      ['halfMonth', '2026-10-01', '2026-10-16'],
      ['month', '2026-10-01', '2026-11-01'],
    ] as const) {
      const [from, to] = [startOfLocalDay(fromDay, 'Asia/Manila'), startOfLocalDay(toDay, 'Asia/Manila')];
      for (const root of [top.id, a1.id, a2.id, p1.id]) {
        const kept = await periodFigures(t.db, m, root, from, to, { kind, start: fromDay });
        expect(kept).toEqual(await periodFigures(t.db, m, root, from, to));
      }
    }
  });
});

describe('agent_team_periods', () => {
  it('counts a member active once when it crosses the active valid bet, per local period', async () => {
    const q = await buildMember(t.db, m, { type: 0, uplineId: a1.id });
    // Manila is UTC+8: 2025-11-30T16:30Z is 00:30 on Monday 1 December; 15:59Z is 23:59 on Sunday 30 November.
    await add(q.id, '2025-11-30T16:30:00Z', 'RNG', { bets: 1, stake: 6_000n, validBet: 6_000n });
    expect(await teamPeriod(a1.id, 'day', '2025-12-01')).toMatchObject({ active_members: 0 });
    await add(q.id, '2025-12-01T03:00:00Z', 'LIVE', { bets: 1, stake: 6_000n, validBet: 6_000n });
    await add(q.id, '2025-12-01T04:00:00Z', 'LIVE', { bets: 1, stake: 5_000n, validBet: 5_000n });
    await add(q.id, '2025-11-30T15:59:00Z', 'RNG', { bets: 1, stake: 9_000n, validBet: 9_000n });
    await add(q.id, '2025-11-30T16:00:00Z', '', { deposits: 99_000n, depositCount: 1 }); // not play
    for (const id of [q.id, a1.id, top.id]) {
      expect(await teamPeriod(id, 'day', '2025-12-01')).toMatchObject({ active_members: 1 });
      expect(await teamPeriod(id, 'day', '2025-11-30')).toMatchObject({ active_members: 0 });
      expect(await teamPeriod(id, 'week', '2025-12-01')).toMatchObject({ active_members: 1 });
      expect(await teamPeriod(id, 'week', '2025-11-24')).toMatchObject({ active_members: 0 });
      expect(await teamPeriod(id, 'halfMonth', '2025-12-01')).toMatchObject({ active_members: 1 });
      expect(await teamPeriod(id, 'halfMonth', '2025-11-16')).toMatchObject({ active_members: 0 });
      expect(await teamPeriod(id, 'month', '2025-12-01')).toMatchObject({ active_members: 1 });
    }
    expect(await teamPeriod(a2.id, 'day', '2025-12-01')).toMatchObject({ active_members: 0 });
    await expectPeriodsAsRebuilt();

    // A higher threshold rebuilds the periods: 17,000 on the 1st is no longer active; 3,000 more crosses it once.
    await saveAgentSettings(t.db, m, { activeValidBet: 20_000n });
    expect(await teamPeriod(q.id, 'day', '2025-12-01')).toMatchObject({ active_members: 0 });
    expect(await teamPeriod(top.id, 'month', '2025-12-01')).toMatchObject({ active_members: 0 });
    await add(q.id, '2025-12-01T05:00:00Z', 'RNG', { bets: 1, stake: 3_000n, validBet: 3_000n });
    await add(q.id, '2025-12-01T06:00:00Z', 'RNG', { bets: 1, stake: 3_000n, validBet: 3_000n });
    expect(await teamPeriod(a1.id, 'day', '2025-12-01')).toMatchObject({ active_members: 1 });
    expect(await teamPeriod(top.id, 'month', '2025-12-01')).toMatchObject({ active_members: 1 });
    await expectPeriodsAsRebuilt();
    await saveAgentSettings(t.db, m, { activeValidBet: 10_000n });
    await expectPeriodsAsRebuilt();
  });

  it('counts new members under every upline in the local period they registered in', async () => {
    const before = await teamPeriod(top.id, 'month', '2026-09-01');
    await registeredAt(a1.id, '2026-09-06T15:59:59Z'); // Sunday 6 September, 23:59:59 in Manila
    await registeredAt(a1.id, '2026-09-06T16:00:00Z'); // Monday 7 September, 00:00
    await registeredAt(p1.id, '2026-09-15T16:00:00Z'); // 16 September: the second half-month
    expect(await teamPeriod(a1.id, 'day', '2026-09-06')).toMatchObject({ new_members: 1 });
    expect(await teamPeriod(a1.id, 'day', '2026-09-07')).toMatchObject({ new_members: 1 });
    expect(await teamPeriod(a1.id, 'week', '2026-08-31')).toMatchObject({ new_members: 1 });
    expect(await teamPeriod(a1.id, 'week', '2026-09-07')).toMatchObject({ new_members: 1 });
    expect(await teamPeriod(a1.id, 'halfMonth', '2026-09-01')).toMatchObject({ new_members: 2 });
    expect(await teamPeriod(a1.id, 'halfMonth', '2026-09-16')).toMatchObject({ new_members: 1 });
    expect(await teamPeriod(p1.id, 'halfMonth', '2026-09-16')).toMatchObject({ new_members: 1 });
    expect(await teamPeriod(a2.id, 'month', '2026-09-01')).toMatchObject({ new_members: 0 });
    expect((await teamPeriod(top.id, 'month', '2026-09-01')).new_members).toBe(before.new_members + 3);
    await expectPeriodsAsRebuilt();
  });
});

describe('redelivery', () => {
  it('counts an event once when its delivery crashed after the rollup write and ran again', async () => {
    const r = await buildMember(t.db, m, { type: 0, uplineId: a2.id });
    let crashed = false;
    const flaky = defineSubscriber({
      name: 'agent-rollups-crash-test',
      types: agentRollupSubscriber.types,
      retryBaseMs: 0,
      async handle(trx, event) {
        await agentRollupSubscriber.handle(trx, event);
        if (!crashed) {
          crashed = true;
          throw new Error('crash after the write');
        }
      },
    });
    const sums = async () =>
      (
        await sql<{ ancestor_id: string; stake: string }>`
          SELECT ancestor_id, sum(stake)::text AS stake FROM agent_team_rollups
           WHERE ancestor_id IN (${r.id}, ${a2.id}, ${top.id}) GROUP BY 1 ORDER BY 1`.execute(t.db)
      ).rows;
    const before = new Map((await sums()).map((x) => [x.ancestor_id, BigInt(x.stake)]));
    await t.db.transaction().execute(async (trx) => {
      await emit(trx, {
        type: 'round.settled',
        payload: {
          merchantId: m,
          memberId: r.id,
          vendor: 'PG',
          gameCode: 'g1',
          source: 'seamless',
          roundId: 'crash1',
          betId: 'crash1',
          gameType: 'RNG',
          status: 'settled',
          stake: '12000',
          validBet: '12000',
          win: '0',
        },
      });
    });
    const first = await deliverPending(t.deps, [flaky]);
    expect(first.failed).toBe(1);
    for (let i = 0; i < 20 && (await deliverPending(t.deps, [flaky])).handled === 0; i++)
      await new Promise((s) => setTimeout(s, 50));
    expect(await deliverPending(t.deps, [flaky])).toMatchObject({ handled: 0 });
    for (const x of await sums()) expect(BigInt(x.stake) - (before.get(x.ancestor_id) ?? 0n)).toBe(12_000n);
    const periods = await sql<{ kind: string; valid_bet: string }>`
      SELECT kind, valid_bet FROM agent_member_periods WHERE member_id = ${r.id} ORDER BY kind`.execute(t.db);
    expect(periods.rows.map((p) => [p.kind, p.valid_bet])).toEqual([
      ['day', '12000'],
      ['halfMonth', '12000'],
      ['month', '12000'],
      ['week', '12000'],
    ]);
    await expectPeriodsAsRebuilt();
    expect(await teamRollupDrift()).toEqual([]);
  });
});
