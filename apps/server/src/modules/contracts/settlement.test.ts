import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { fund } from '../../../test/helpers/ledger.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { accountFor, balanceOf } from '../ledger/index.js';
import { addToRollup } from '../agent/index.js';
import { seedContract, settlePeriod } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { flags: { AGENTPOLICY3: true } });
const member = async (type: number, uplineId?: string) =>
  (await buildMember(t.db, acme.id, { type, ...(uplineId ? { uplineId } : {}) })).id;
const balance = async (id: string) => balanceOf(t.db, acme.id, (await accountFor(t.db, acme.id, 'member', id)).id);
const platformPaid = async () => -(await balanceOf(t.db, acme.id, (await accountFor(t.db, acme.id, 'salary_payable')).id));

// A day of the merchant's zone (Asia/Manila, UTC+8): 2026-11-21.
const DAY = { from: new Date('2026-11-20T16:00:00Z'), to: new Date('2026-11-21T16:00:00Z') };
const play = (memberId: string, stake: bigint, payout: bigint, at = new Date(DAY.from.getTime() + 3_600_000)) =>
  addToRollup(t.db, { merchantId: acme.id, memberId, at, gameType: 'RNG' }, { bets: 1, stake, validBet: stake, payout });

const salary = (...tiers: [string, number, number][]) => ({
  kind: 'dailySalary' as const,
  gameType: 'CONS' as const,
  tiers: tiers.map(([betVolume, activeMember, rate]) => ({ betVolume, activeMember, rateType: 'P' as const, rate })),
});
const dividend = (...tiers: [string, string, number, number][]) => ({
  kind: 'dividend' as const,
  gameType: 'CONS' as const,
  period: 'D' as const,
  tiers: tiers.map(([minimumBet, netLoss, activeMember, contractRate]) => ({ minimumBet, netLoss, activeMember, contractRate })),
});

// The three-level team: top ← mid ← low, one player under each.
const top = await member(1);
const mid = await member(1, top);
const low = await member(1, mid);
const pTop = await member(0, top);
const pMid = await member(0, mid);
const pLow = await member(0, low);
// Valid bet 10,000.00 / 20,000.00 / 30,000.00; the low player lost 4,000.00, mid's 5,000.00, top's won 5,000.00.
await play(pLow, 1_000_000n, 600_000n);
await play(pMid, 2_000_000n, 1_500_000n);
await play(pTop, 3_000_000n, 3_500_000n);
// Outside the day: counts for nothing.
await play(pTop, 9_000_000n, 0n, new Date(DAY.to.getTime() + 60_000));

await seedContract(t.db, acme.id, null, {
  downlineId: top,
  ...salary(['1000000', 1, 100], ['3000000', 2, 150], ['5000000', 3, 200]),
});
await seedContract(t.db, acme.id, top, { downlineId: mid, ...salary(['1000000', 1, 80], ['3000000', 2, 120]) });
await seedContract(t.db, acme.id, mid, { downlineId: low, ...salary(['1000000', 1, 50]) });
await seedContract(t.db, acme.id, null, {
  downlineId: top,
  ...dividend(['1000000', '100000', 1, 1000], ['5000000', '300000', 3, 2000]),
});
await seedContract(t.db, acme.id, top, { downlineId: mid, ...dividend(['1000000', '100000', 1, 1000]) });
await seedContract(t.db, acme.id, mid, { downlineId: low, ...dividend(['1000000', '300000', 1, 1000]) });

const billsOf = (kind: string) =>
  t.db
    .selectFrom('agent_bills')
    .select(['agent_id', 'payer_id', 'entitlement', 'downline_total', 'paid', 'status', 'figures'])
    .where('kind', '=', kind as never)
    .orderBy('id')
    .execute();

describe('daily salary through the cascade', () => {
  it('survives a crash after the first payment: the rerun pays the rest once, a third run pays nothing', async () => {
    let n = 0;
    await expect(
      settlePeriod(t.db, {
        merchantId: acme.id,
        kind: 'dailySalary',
        ...DAY,
        onPaid: () => {
          if (++n === 1) throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    expect([await balance(top), await balance(mid), await balance(low)]).toEqual([120_000n, 0n, 0n]);
    const rerun = await settlePeriod(t.db, { merchantId: acme.id, kind: 'dailySalary', ...DAY });
    expect(rerun.payments).toBe(2);
    const again = await settlePeriod(t.db, { merchantId: acme.id, kind: 'dailySalary', ...DAY });
    expect([again.payments, again.paid]).toEqual([0, 0n]);
  });

  it('pays each level its tier: top 2 % of 60,000.00, mid 1.2 % of 30,000.00, low 0.5 % of 10,000.00; each keeps the difference', async () => {
    // The platform paid top 1,200.00; top passed 360.00 to mid and keeps 840.00; mid passed 50.00 to low and keeps 310.00.
    expect(await platformPaid()).toBe(120_000n);
    expect([await balance(top), await balance(mid), await balance(low)]).toEqual([84_000n, 31_000n, 5_000n]);
    const rows = await billsOf('dailySalary');
    expect(rows.map((b) => [b.agent_id, b.payer_id, b.entitlement, b.downline_total, b.paid, b.status])).toEqual([
      [top, null, '120000', '36000', '120000', 'issued'],
      [mid, top, '36000', '5000', '36000', 'issued'],
      [low, mid, '5000', '0', '5000', 'issued'],
    ]);
    expect(rows[0]!.figures).toMatchObject({ validBet: '6000000', activeMembers: 3, tier: 2, formula: 1 });
    expect(rows[1]!.figures).toMatchObject({ validBet: '3000000', activeMembers: 2, tier: 1 });
    const ledger = await t.db
      .selectFrom('ledger_transactions')
      .select(['type', 'idempotency_key'])
      .where('type', '=', 'salary')
      .execute();
    expect(ledger.map((l) => l.idempotency_key).sort()).toEqual(
      [top, mid, low].map((id) => `agent:dailySalary:CONS:2026-11-20T16:00:00.000Z:${id}`).sort(),
    );
  });

  it('shows the bills to the agent who received them, and in my income', async () => {
    const token = await tokenOf(t.db, 'acme', mid);
    const r = await t.call({ url: `${API.contracts.bills}?kind=dailySalary`, token });
    expect(r.body.value.content).toEqual([
      expect.objectContaining({ entitlement: '36000', paid: '36000', status: 'issued', payerId: top }),
    ]);
    const income = await t.call({ url: `${API.contracts.income}?period=D&from=2026-11-15&to=2026-11-25`, token });
    expect(income.body.value?.rows, JSON.stringify(income.body)).toEqual([
      expect.objectContaining({ period: '2026-11-21', dailySalary: '36000', total: '36000' }),
    ]);
  });
});

describe('dividends', () => {
  it('pays on net loss: top 20 % of 4,000.00, mid 10 % of 9,000.00 (more than top received: from its wallet), low 10 % of 4,000.00', async () => {
    const before = [await balance(top), await balance(mid), await balance(low)];
    await settlePeriod(t.db, { merchantId: acme.id, kind: 'dividend', period: 'D', ...DAY });
    const rows = await billsOf('dividend');
    expect(rows.map((b) => [b.agent_id, b.entitlement, b.paid, b.status])).toEqual([
      [top, '80000', '80000', 'issued'],
      [mid, '90000', '90000', 'issued'],
      [low, '40000', '40000', 'issued'],
    ]);
    expect(rows[0]!.figures).toMatchObject({ netLoss: '400000', tier: 1 });
    expect([await balance(top), await balance(mid), await balance(low)]).toEqual([
      before[0]! + 80_000n - 90_000n,
      before[1]! + 90_000n - 40_000n,
      before[2]! + 40_000n,
    ]);
  });

  it('records what an upline cannot cover (partial, insufficient) and pays it at the next run of the kind', async () => {
    // A second team: top2's own player won 9,000.00, mid2's lost 10,000.00: top2 gets 10 % of 1,000.00, owes mid2 10 % of 10,000.00.
    const top2 = await member(1);
    const mid2 = await member(1, top2);
    const low2 = await member(1, mid2);
    await play(await member(0, top2), 1_000_000n, 1_900_000n);
    await play(await member(0, mid2), 1_000_000n, 0n);
    await seedContract(t.db, acme.id, null, { downlineId: top2, ...dividend(['1000000', '100000', 1, 1000]) });
    await seedContract(t.db, acme.id, top2, { downlineId: mid2, ...dividend(['1000000', '100000', 1, 1000]) });
    await seedContract(t.db, acme.id, mid2, { downlineId: low2, ...dividend(['1000000', '100000', 1, 1000]) });
    await settlePeriod(t.db, { merchantId: acme.id, kind: 'dividend', period: 'D', ...DAY });
    const of = async (id: string) =>
      t.db
        .selectFrom('agent_bills')
        .select(['entitlement', 'paid', 'status'])
        .where('agent_id', '=', id)
        .where('kind', '=', 'dividend')
        .orderBy('period_start')
        .execute();
    expect(await of(top2)).toEqual([{ entitlement: '10000', paid: '10000', status: 'issued' }]);
    expect(await of(mid2)).toEqual([{ entitlement: '100000', paid: '10000', status: 'partial' }]);
    expect(await of(low2)).toEqual([{ entitlement: '0', paid: '0', status: 'notReached' }]);
    expect(await balance(top2)).toBe(0n);
    // top2 deposits 500.00: the next run of dividends pays it on (still partial), a later one the rest.
    await fund(t.db, acme.id, top2, 50_000n);
    const next = { from: DAY.to, to: new Date(DAY.to.getTime() + 86_400_000) };
    await settlePeriod(t.db, { merchantId: acme.id, kind: 'dividend', period: 'D', ...next });
    expect((await of(mid2))[0]).toEqual({ entitlement: '100000', paid: '60000', status: 'partial' });
    await fund(t.db, acme.id, top2, 100_000n);
    await settlePeriod(t.db, { merchantId: acme.id, kind: 'dividend', period: 'D', ...next });
    expect((await of(mid2))[0]).toEqual({ entitlement: '100000', paid: '100000', status: 'issued' });
    expect([await balance(top2), await balance(mid2)]).toEqual([60_000n, 100_000n]);
    // The next day's bills: nobody played, nothing reached.
    expect((await of(top2))[1]).toEqual({ entitlement: '0', paid: '0', status: 'notReached' });
  });
});
