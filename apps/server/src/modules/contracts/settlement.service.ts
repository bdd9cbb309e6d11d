import { PERIOD_OF_CODE, periodAt } from '@playhouse/contract';
import {
  billStatusOf,
  entitlementOf,
  type ContractGameType,
  type ContractKind,
  type ContractTerms,
} from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { dbDate } from '../../lib/db-clock.js';
import { accountFor, balanceOf, post } from '../ledger/index.js';
import { teamFigures } from '../agent/index.js';
import { timeZoneOf } from '../merchant/index.js';
import * as bills from './bills.repository.js';
import * as repo from './settlement.repository.js';
import { termsOf } from './contracts.service.js';

/**
 * Contract settlement (domain notes §5.3–5.4). A run of one kind and period:
 *
 * 1. Bills still owed from earlier runs of the kind are paid first, oldest first (the shortfall
 *    rule: what an upline could not cover stays owed on the downline's bill, partial or
 *    insufficient, and is retried at every later run of the same kind from the upline's main
 *    wallet; the platform never covers an agent's shortfall).
 * 2. Every contract in force of the kind is billed from the team's figures (teamFigures over the
 *    period, or the team's settled bets for real-time salary): the entitlement of the tier it
 *    reaches, with the figures, the tier and the tier table stored on the bill. All bills of the
 *    run are written in one transaction, once per (kind, game type, period start, agent): a rerun
 *    keeps the first run's bills.
 * 3. Payments go top-down: the platform (salary_payable) pays each top agent (contract without
 *    upline) its entitlement; each agent then pays its direct downlines, in contract order, from
 *    its main wallet (where its own entitlement has just arrived), each in full while the money
 *    lasts. Each payment is one ledger post (type salary or dividend; key
 *    agent:<kind>:<gameType>:<periodStart>:<agentId>[:<paid before>]) and the bill's paid amount,
 *    in one transaction: a crash between two payments leaves every bill consistent with the
 *    ledger, and a rerun pays only what is still owed.
 */

export const FORMULA_VERSION = 1;
const PERIOD_KINDS = ['dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend'] as const;

export interface SettleRun {
  merchantId: string;
  kind: ContractKind;
  /** Dividend: only the contracts of this period type. */
  period?: 'D' | 'W' | 'H' | 'M';
  from: Date;
  to: Date;
  /** Tests: called after each committed payment (a throw here simulates a crash mid-run). */
  onPaid?: (billId: string) => void;
}

export interface SettleResult {
  bills: number;
  payments: number;
  paid: bigint;
}

interface Node {
  contract: repo.InForceRow;
  terms: ContractTerms;
  entitlement: bigint;
  figures: Record<string, unknown>;
  children: Node[];
}

async function figuresOf(db: Db, run: SettleRun, c: repo.InForceRow, terms: ContractTerms) {
  if (terms.kind === 'realtimeSalary') {
    const t = terms.tiers[0]!;
    const r = await repo.realtimeTeamSalary(db, {
      merchantId: run.merchantId,
      agentId: c.downline_id,
      from: run.from,
      to: run.to,
      gameType: c.game_type,
      profitRate: t.profitRate,
      lossRate: t.lossRate,
      minimum: BigInt(t.minimumSingleBet),
    });
    return {
      entitlement: r.salary,
      figures: { bets: r.bets, stake: String(r.stake), tier: 0, tiers: terms.tiers, formula: FORMULA_VERSION },
    };
  }
  const f = await teamFigures(db, {
    merchantId: run.merchantId,
    agentId: c.downline_id,
    from: run.from,
    to: run.to,
    gameType: c.game_type as ContractGameType,
  });
  const netLoss = f.stake - f.payout - f.rebate - f.bonus;
  const e = entitlementOf(terms, { validBet: f.validBet, netLoss, activeMembers: f.activeMembers });
  return {
    entitlement: e.amount,
    figures: {
      members: f.members,
      activeMembers: f.activeMembers,
      stake: String(f.stake),
      validBet: String(f.validBet),
      payout: String(f.payout),
      rebate: String(f.rebate),
      bonus: String(f.bonus),
      netLoss: String(netLoss),
      tier: e.tier,
      tiers: terms.tiers,
      formula: FORMULA_VERSION,
    },
  };
}

/** The contract trees of the kind: roots are the platform's contracts, children the contracts their downlines offered. */
async function treesOf(db: Db, run: SettleRun): Promise<Node[]> {
  const contracts = await repo.contractsInForce(db, run.merchantId, run.kind, run.period);
  const byUpline = new Map<string, repo.InForceRow[]>();
  for (const c of contracts) {
    if (c.upline_id === null) continue;
    const k = `${c.game_type}:${c.upline_id}`;
    byUpline.set(k, [...(byUpline.get(k) ?? []), c]);
  }
  const build = async (c: repo.InForceRow): Promise<Node> => {
    const terms = termsOf(c);
    const { entitlement, figures } = await figuresOf(db, run, c, terms);
    const children = await Promise.all((byUpline.get(`${c.game_type}:${c.downline_id}`) ?? []).map(build));
    return { contract: c, terms, entitlement, figures, children };
  };
  const roots: Node[] = [];
  for (const c of contracts.filter((x) => x.upline_id === null)) roots.push(await build(c));
  return roots;
}

/** Settles one kind over one period for a merchant (see the module comment). Safe to rerun. */
export async function settlePeriod(db: Db, run: SettleRun): Promise<SettleResult> {
  const result: SettleResult = { bills: 0, payments: 0, paid: 0n };
  for (const owed of await bills.owedBills(db, run.merchantId, run.kind)) await payBill(db, owed, run, result);
  // A period wholly billed under the merchant's former time zone bills nothing more (windowToBill).
  if (run.from.getTime() >= run.to.getTime()) return result;

  const roots = await treesOf(db, run);
  const order: bills.BillRow[] = [];
  await db.transaction().execute(async (trx) => {
    const write = async (n: Node) => {
      const bill = await bills.insertBill(trx, {
        merchantId: run.merchantId,
        kind: run.kind,
        gameType: n.contract.game_type,
        periodStart: run.from,
        periodEnd: run.to,
        agentId: n.contract.downline_id,
        contractId: n.contract.id,
        payerId: n.contract.upline_id,
        figures: n.figures,
        entitlement: n.entitlement,
        downlineTotal: n.children.reduce((s, c) => s + c.entitlement, 0n),
        status: billStatusOf(n.entitlement, 0n),
      });
      order.push(bill);
      for (const c of n.children) await write(c);
    };
    for (const r of roots) await write(r);
  });
  result.bills = order.length;
  // Top-down: a parent is always before its children in `order` (pre-order walk).
  for (const bill of order) await payBill(db, bill, run, result);
  return result;
}

async function payBill(db: Db, bill: bills.BillRow, run: SettleRun, result: SettleResult): Promise<void> {
  const paidNow = await db.transaction().execute(async (trx) => {
    const b = await bills.lockBill(trx, bill.id);
    if (!b) return 0n;
    const amount = BigInt(b.amount);
    const before = BigInt(b.paid);
    const owed = amount - before;
    if (owed <= 0n) return 0n;
    const to = await accountFor(trx, b.merchant_id, 'member', b.agent_id);
    const from =
      b.payer_id === null
        ? await accountFor(trx, b.merchant_id, 'salary_payable')
        : await accountFor(trx, b.merchant_id, 'member', b.payer_id);
    const available = b.payer_id === null ? owed : await balanceOf(trx, b.merchant_id, from.id);
    const pay = owed < available ? owed : available;
    if (pay <= 0n) return 0n;
    const start = b.period_start.toISOString();
    await post(trx, {
      merchantId: b.merchant_id,
      type: b.kind === 'dividend' ? 'dividend' : 'salary',
      reference: `agent:bill:${b.id}`,
      idempotencyKey: `agent:${b.kind}:${b.game_type}:${start}:${b.agent_id}${before > 0n ? `:${before}` : ''}`,
      postings: [
        { accountId: from.id, amount: -pay },
        { accountId: to.id, amount: pay },
      ],
      metadata: { billId: b.id, kind: b.kind, gameType: b.game_type, periodStart: start, payerId: b.payer_id },
    });
    await bills.setBillPaid(trx, b.id, before + pay, billStatusOf(amount, before + pay));
    return pay;
  });
  if (paidNow > 0n) {
    result.payments++;
    result.paid += paidNow;
    run.onPaid?.(bill.id);
  }
}

// --------------------------------------------------------------------------------------- the jobs

const HOUR = 3_600_000;
const FIVE_MINUTES = 300_000;

/**
 * The window of the last closed period to bill. Normally the period itself (the bills before it
 * end where it starts). After a change of the merchant's time zone, the bills cut in the former
 * zone end inside a period: the first period of the new zone starts where they end, so no time is
 * billed twice and none is left out (a clock moved east: it is shorter, or empty when they cover
 * it; west: it is longer). A rerun of a period is a no-op as before (one bill per period start).
 */
async function windowToBill(
  db: Db,
  merchantId: string,
  kind: ContractKind,
  timeZone: string,
  now: Date,
  period: 'D' | 'W' | 'H' | 'M',
) {
  const calendar = PERIOD_OF_CODE[period];
  const [p, before] = [periodAt(calendar, now, timeZone, 1), periodAt(calendar, now, timeZone, 2)];
  const last = await repo.lastBilledEnd(db, merchantId, {
    kind,
    period: kind === 'dividend' ? period : undefined,
    after: before.from,
    before: p.to,
    except: p.from,
  });
  return { from: last === null ? p.from : last < p.to ? last : p.to, to: p.to };
}

/** Daily salary: the local day before, per merchant time zone (runs hourly; a settled day is a no-op). */
export async function runDailySalary(deps: Pick<Deps, 'db'>, now = dbDate()) {
  for (const merchantId of await repo.merchantsWithContracts(deps.db, 'dailySalary')) {
    const window = await windowToBill(deps.db, merchantId, 'dailySalary', await timeZoneOf(deps.db, merchantId), now, 'D');
    await settlePeriod(deps.db, { merchantId, kind: 'dailySalary', ...window });
  }
}

/** Windows a run looks back over: a run missed (a restart, a deploy) is caught up by the next; settled ones are no-ops. */
const CATCH_UP = 3;

/** Hourly salary: the hours before (the rollups' UTC hours). */
export async function runHourlySalary(deps: Pick<Deps, 'db'>, now = dbDate()) {
  const to = Math.floor(now.getTime() / HOUR) * HOUR;
  for (const merchantId of await repo.merchantsWithContracts(deps.db, 'hourlySalary'))
    for (let k = CATCH_UP; k >= 1; k--)
      await settlePeriod(deps.db, {
        merchantId,
        kind: 'hourlySalary',
        from: new Date(to - k * HOUR),
        to: new Date(to - (k - 1) * HOUR),
      });
}

/** Real-time salary: the 5-minute windows before, on bets by their settlement time. */
export async function runRealtimeSalary(deps: Pick<Deps, 'db'>, now = dbDate()) {
  const to = Math.floor(now.getTime() / FIVE_MINUTES) * FIVE_MINUTES;
  for (const merchantId of await repo.merchantsWithContracts(deps.db, 'realtimeSalary'))
    for (let k = CATCH_UP; k >= 1; k--)
      await settlePeriod(deps.db, {
        merchantId,
        kind: 'realtimeSalary',
        from: new Date(to - k * FIVE_MINUTES),
        to: new Date(to - (k - 1) * FIVE_MINUTES),
      });
}

/** Dividends: for each period type D/W/H/M, the last closed period in the merchant's zone (runs hourly). */
export async function runDividends(deps: Pick<Deps, 'db'>, now = dbDate()) {
  for (const merchantId of await repo.merchantsWithContracts(deps.db, 'dividend')) {
    const tz = await timeZoneOf(deps.db, merchantId);
    for (const period of ['D', 'W', 'H', 'M'] as const)
      await settlePeriod(deps.db, {
        merchantId,
        kind: 'dividend',
        period,
        ...(await windowToBill(deps.db, merchantId, 'dividend', tz, now, period)),
      });
  }
}

export const SETTLED_KINDS = PERIOD_KINDS;
