import { startOfLocalDay, todayIn, type OperatorPermission, type OpsDashboard } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { moneySince, withdrawalQueueCounts } from '../payments/index.js';
import { betFigures } from '../providers/index.js';
import { onlineMemberCount } from '../session/index.js';
import type { Merchant } from '../merchant/index.js';

/**
 * The console's home figures of one merchant, whole: "today" is the merchant's day in its time
 * zone. Each figure is what the list it opens shows (members online, deposits and withdrawals
 * made since the day's start, bets), read through the module that owns the rows.
 */
export async function dashboardOf(db: Db, merchant: Merchant, now = new Date()): Promise<OpsDashboard> {
  const dayStart = startOfLocalDay(todayIn(merchant.timeZone, now), merchant.timeZone);
  const [online, money, withdrawalQueue, bets] = await Promise.all([
    onlineMemberCount(db, merchant.id),
    moneySince(db, merchant.id, dayStart),
    withdrawalQueueCounts(db, merchant.id),
    betFigures(db, merchant.id, dayStart),
  ]);
  return {
    at: now.toISOString(),
    dayStart: dayStart.toISOString(),
    playersOnline: online,
    deposits: money.deposits,
    withdrawals: { ...money.withdrawals, pending: withdrawalQueue.open },
    bets: {
      perMinute: bets.perMinute,
      stakes: String(bets.stakes),
      wins: String(bets.wins),
      ggr: String(bets.stakes - bets.wins),
    },
  };
}

/** What of the dashboard a role reads: each section needs the permission of the list it opens. */
const SECTION: Record<'playersOnline' | 'deposits' | 'withdrawals' | 'bets', OperatorPermission> = {
  playersOnline: 'members.read',
  deposits: 'deposits.read',
  withdrawals: 'withdrawals.read',
  bets: 'bets.read',
};

export function dashboardFor(d: OpsDashboard, permissions: readonly OperatorPermission[]): OpsDashboard {
  const out = { ...d };
  for (const [section, permission] of Object.entries(SECTION) as [keyof typeof SECTION, OperatorPermission][])
    if (!permissions.includes(permission)) out[section] = null;
  return out;
}
