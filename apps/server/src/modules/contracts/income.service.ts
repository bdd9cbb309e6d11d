import { addDays, daysFrom, startOfLocalDay, todayIn } from '@playhouse/contract';
import type { IncomeAnswer } from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';
import { timeZoneOf } from '../merchant/index.js';
import * as repo from './bills.repository.js';
import type { AgentCaller } from './contracts.service.js';

type Period = 'D' | 'W' | 'H' | 'M';
const MAX_DAYS = 366;

/**
 * My income (agentRevenueReport): per period of the merchant's zone, what the agent received —
 * rebate differences (by when they were paid) and what its salary and dividend bills paid (by
 * the bill's period start). Dates yyyy-MM-dd inclusive; default the last 30 days.
 */
export async function incomeOf(
  db: Db,
  caller: AgentCaller,
  q: { period: Period; from?: string; to?: string },
): Promise<IncomeAnswer> {
  const timeZone = await timeZoneOf(db, caller.merchantId);
  const to = q.to ?? todayIn(timeZone);
  const from = q.from ?? addDays(to, -29);
  const span = daysFrom(from, to);
  const safeFrom = span < 0 || span > MAX_DAYS ? to : from;
  const start = startOfLocalDay(safeFrom, timeZone);
  const end = startOfLocalDay(addDays(to, 1), timeZone);
  const [bills, rebates] = await Promise.all([
    repo.paidByPeriod(db, caller.merchantId, caller.memberId, q.period, timeZone, start, end),
    repo.rebateByPeriod(db, caller.merchantId, caller.memberId, q.period, timeZone, start, end),
  ]);
  const zero = () => ({ rebateDifference: 0n, dailySalary: 0n, hourlySalary: 0n, realtimeSalary: 0n, dividend: 0n });
  const rows = new Map<string, ReturnType<typeof zero>>();
  const row = (p: string) => rows.get(p) ?? rows.set(p, zero()).get(p)!;
  for (const b of bills) row(b.period)[b.kind] += BigInt(b.paid);
  for (const r of rebates) row(r.period).rebateDifference += BigInt(r.amount);
  const totals = zero();
  const out = [...rows.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([period, v]) => {
      for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += v[k];
      return { period, ...text(v) };
    });
  return { timeZone, from: safeFrom, to, rows: out, totals: text(totals) };
}

function text(v: {
  rebateDifference: bigint;
  dailySalary: bigint;
  hourlySalary: bigint;
  realtimeSalary: bigint;
  dividend: bigint;
}) {
  const total = v.rebateDifference + v.dailySalary + v.hourlySalary + v.realtimeSalary + v.dividend;
  return {
    rebateDifference: String(v.rebateDifference),
    dailySalary: String(v.dailySalary),
    hourlySalary: String(v.hourlySalary),
    realtimeSalary: String(v.realtimeSalary),
    dividend: String(v.dividend),
    total: String(total),
  };
}
