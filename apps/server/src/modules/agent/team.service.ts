import type { z } from 'zod';
import type {
  Overview,
  PeriodFigures,
  ReportPeriod,
  TeamBetsPage,
  UserLossPage,
  teamBetsQuery,
  userLossQuery,
} from '@playhouse/contract/agent';
import { addDays, daysBetween, periodAt, startOfLocalDay, todayIn } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { offsetOf, pageFrom } from '../../core/page.js';
import { timeZoneOf } from '../merchant/index.js';
import { betRecordOf, resolveRange } from '../records/index.js';
import type { AgentCaller } from './agent.http.js';
import { profitOf, teamAll, teamAllKept, teamByDay, type KeptPeriod } from './figures.repository.js';
import { agentSettings } from './settings.repository.js';
import { teamBetPage, teamBetTotals, userLossRows, type TeamBetFilter } from './team.repository.js';

/**
 * The figures of a team over [from, to): money of the root and every member under it; team size
 * and new members count the members under it. A report period (`period`, whose local days
 * [from, to) are) is read from the rows kept per ancestor; any other range from the members' rows.
 */
export async function periodFigures(
  db: Db,
  merchantId: string,
  rootId: string,
  from: Date,
  to: Date,
  period?: KeptPeriod,
): Promise<PeriodFigures> {
  const all = period
    ? await teamAllKept(db, { merchantId, rootId, from, to, period })
    : await teamAll(db, { merchantId, rootId, from, to, activeValidBet: (await agentSettings(db, merchantId)).activeValidBet });
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    teamSize: all.members,
    newMembers: all.newMembers,
    activeMembers: all.activeMembers,
    bets: all.bets,
    stake: all.stake.toString(),
    validBet: all.validBet.toString(),
    payout: all.payout.toString(),
    rebate: all.rebate.toString(),
    bonus: all.bonus.toString(),
    profit: profitOf(all).toString(),
    deposits: all.deposits.toString(),
    depositCount: all.depositCount,
    withdrawals: all.withdrawals.toString(),
    withdrawalCount: all.withdrawalCount,
  };
}

/** The team's figures in a calendar period of the merchant's time zone. */
export async function figuresOfPeriod(db: Db, merchantId: string, rootId: string, period: ReportPeriod, offset: number) {
  const timeZone = await timeZoneOf(db, merchantId);
  const now = new Date();
  const p = periodAt(period, now, timeZone, offset);
  const figures = await periodFigures(db, merchantId, rootId, p.from, p.to, { kind: period, start: p.key });
  return { timeZone, today: todayIn(timeZone, now), period: p, figures };
}

/** GET API.agent.overview. */
export async function overview(db: Db, who: AgentCaller, q: { period: ReportPeriod; offset: number }): Promise<Overview> {
  const p = await figuresOfPeriod(db, who.merchantId, who.agentId, q.period, q.offset);
  const rows = await teamByDay(db, {
    merchantId: who.merchantId,
    rootId: who.agentId,
    minDepth: 0,
    from: p.period.from,
    to: p.period.to,
    timeZone: p.timeZone,
  });
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const endDay = p.period.endDay <= p.today ? p.period.endDay : addDays(p.today, 1);
  const series = daysBetween(p.period.key, endDay).map((day) => {
    const r = byDay.get(day);
    return {
      day,
      stake: (r?.stake ?? 0n).toString(),
      validBet: (r?.validBet ?? 0n).toString(),
      profit: (r ? profitOf(r) : 0n).toString(),
      deposits: (r?.deposits ?? 0n).toString(),
      withdrawals: (r?.withdrawals ?? 0n).toString(),
    };
  });
  return { ...p.figures, period: q.period, offset: q.offset, timeZone: p.timeZone, series };
}

/** Days of a team query (records' rules), in the merchant's time zone unless one is given. */
async function rangeOf(
  db: Db,
  who: AgentCaller,
  q: { from?: string | undefined; to?: string | undefined; timeZone?: string | undefined },
) {
  const range = resolveRange(q, await timeZoneOf(db, who.merchantId));
  return { range, from: startOfLocalDay(range.from, range.timeZone), to: startOfLocalDay(addDays(range.to, 1), range.timeZone) };
}

/** GET API.agent.teamBets (limit: the CSV cap when exporting). */
export async function teamBets(
  db: Db,
  who: AgentCaller,
  q: z.output<typeof teamBetsQuery>,
  csvLimit?: number,
): Promise<TeamBetsPage> {
  const { range, from, to } = await rangeOf(db, who, q);
  const f: TeamBetFilter = { from, to, username: q.username, gameType: q.gameType, status: q.status };
  const totals = await teamBetTotals(db, who.merchantId, who.agentId, f);
  const total = Number(totals.n);
  const limit = csvLimit ?? q.pageSize;
  const offset = csvLimit ? 0 : offsetOf(q);
  const rows = offset < total ? await teamBetPage(db, who.merchantId, who.agentId, f, limit, offset) : [];
  const content = rows.map((b) => ({ ...betRecordOf(b), username: b.username }));
  return {
    ...pageFrom(content, total, q),
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    totals: { betCount: total, stake: totals.stake, validBet: totals.valid_bet, win: totals.win, profit: totals.profit },
  };
}

/** GET API.agent.userLoss (limit: the CSV cap when exporting). */
export async function userLoss(
  db: Db,
  who: AgentCaller,
  q: z.output<typeof userLossQuery>,
  csvLimit?: number,
): Promise<UserLossPage> {
  const { range, from, to } = await rangeOf(db, who, q);
  const limit = csvLimit ?? q.pageSize;
  const offset = csvLimit ? 0 : offsetOf(q);
  const r = await userLossRows(db, who.merchantId, who.agentId, { from, to, username: q.username }, limit, offset);
  const content = r.rows.map((x) => ({
    memberId: x.member_id,
    username: x.username,
    type: x.type,
    bets: Number(x.bets),
    stake: x.stake,
    validBet: x.valid_bet,
    payout: x.payout,
    rebate: x.rebate,
    bonus: x.bonus,
    profit: x.profit,
  }));
  const t = r.totals;
  return {
    ...pageFrom(content, r.total, q),
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    totals: {
      bets: Number(t.bets),
      stake: t.stake,
      validBet: t.valid_bet,
      payout: t.payout,
      rebate: t.rebate,
      bonus: t.bonus,
      profit: t.profit,
    },
  };
}
