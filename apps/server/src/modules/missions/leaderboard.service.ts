import {
  LEADERBOARD_PERIODS,
  type LeaderboardAnswer,
  type LeaderboardConfigBody,
  type LeaderboardPeriod,
} from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { dbDate } from '../../lib/db-clock.js';
import { grantReward } from '../rewards/index.js';
import { maskName } from '../winners/index.js';
import * as repo from './leaderboard.repository.js';
import { timeZoneOf } from '../merchant/index.js';
import { periodKeysAt, periodOf } from './periods.js';

interface Prize {
  rank: number;
  amount: string;
}
const prizesOf = (c: { prizes: unknown }): Prize[] => c.prizes as Prize[];
const prizeAt = (prizes: Prize[], rank: number): bigint => BigInt(prizes.find((p) => p.rank === rank)?.amount ?? '0');

/**
 * A settled play's valid bet on the merchant's enabled boards (or those of `only`), in the periods
 * of its time (the entries subscriber; the demo seed's past periods).
 */
export async function recordLeaderboardPlay(
  db: Db,
  p: { merchantId: string; memberId: string; validBet: bigint; at: Date },
  only?: readonly LeaderboardPeriod[],
): Promise<void> {
  if (p.validBet <= 0n) return;
  const boards = (await repo.enabledBoardNames(db, p.merchantId)).filter((b) => !only || only.includes(b));
  if (boards.length === 0) return;
  const keys = periodKeysAt(await timeZoneOf(db, p.merchantId), p.at);
  for (const board of boards)
    await repo.addEntry(db, {
      merchantId: p.merchantId,
      memberId: p.memberId,
      validBet: p.validBet,
      at: p.at,
      board,
      periodKey: keys[board],
    });
}

/** The board of a period as a member sees it: the top N masked, the prizes, their own place, the last period's winners. */
export async function leaderboardView(
  db: Db,
  who: { merchantId: string; memberId: string },
  board: LeaderboardPeriod,
  now = new Date(),
): Promise<LeaderboardAnswer> {
  const zone = await timeZoneOf(db, who.merchantId);
  const current = periodOf(zone, board, now);
  const previous = periodOf(zone, board, now, 1);
  const config = await repo.boardConfig(db, who.merchantId, board);
  const base = { period: board, periodKey: current.key, endsAt: current.to.toISOString() };
  if (!config?.enabled)
    return {
      ...base,
      enabled: false,
      prizes: [],
      top: [],
      me: { rank: null, validBet: '0' },
      previous: { periodKey: previous.key, settled: false, winners: [] },
    };
  const prizes = prizesOf(config);
  const top = await repo.ranking(db, who.merchantId, board, current.key, config.top_n);
  const me = await repo.placeOf(db, who.merchantId, board, current.key, who.memberId);
  const settled = await repo.isSettled(db, who.merchantId, board, previous.key);
  const winners = settled ? await repo.winnersOf(db, who.merchantId, board, previous.key) : [];
  return {
    ...base,
    enabled: true,
    prizes,
    top: top.map((r, i) => ({
      rank: i + 1,
      name: maskName(r.username),
      validBet: r.valid_bet,
      prize: prizeAt(prizes, i + 1).toString(),
    })),
    me: { rank: me?.rank ?? null, validBet: me?.validBet ?? '0' },
    previous: {
      periodKey: previous.key,
      settled,
      winners: winners.map((w) => ({ rank: w.rank, name: w.name, validBet: w.valid_bet, prize: w.prize })),
    },
  };
}

const BOARD_TITLE: Record<LeaderboardPeriod, { EN: string; TY: string }> = {
  daily: { EN: 'Daily leaderboard', TY: 'Pang-araw-araw na leaderboard' },
  weekly: { EN: 'Weekly leaderboard', TY: 'Lingguhang leaderboard' },
  monthly: { EN: 'Monthly leaderboard', TY: 'Buwanang leaderboard' },
};

/**
 * Settles a closed period of a board once: marks it settled, keeps its top N as the winners list
 * and pays each prize through grantReward (source 'leaderboard', ref '<board>:<periodKey>:<rank>').
 * A second run (or a racing instance, which waits on the settlement row) pays nothing.
 */
export async function settleBoardPeriod(
  db: Db,
  c: { merchantId: string; board: LeaderboardPeriod; topN: number; turnoverMultiplier: number; prizes: Prize[] },
  periodKey: string,
): Promise<{ winners: number; paid: bigint } | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.claimSettlement(trx, c.merchantId, c.board, periodKey))) return null;
    const top = await repo.ranking(trx, c.merchantId, c.board, periodKey, c.topN);
    let paid = 0n;
    for (const [i, r] of top.entries()) {
      const rank = i + 1;
      const prize = prizeAt(c.prizes, rank);
      const t = BOARD_TITLE[c.board];
      const reward =
        prize > 0n
          ? await grantReward(trx, {
              merchantId: c.merchantId,
              memberId: r.member_id,
              source: 'leaderboard',
              sourceRef: `${c.board}:${periodKey}:${rank}`,
              amount: prize,
              title: { EN: `${t.EN} ${periodKey}: rank ${rank}`, TY: `${t.TY} ${periodKey}: rank ${rank}` },
              turnoverMultiplier: c.turnoverMultiplier,
              delivery: 'now',
            })
          : null;
      if (reward && !reward.replayed) paid += prize;
      await repo.insertWinner(trx, {
        merchantId: c.merchantId,
        board: c.board,
        periodKey,
        rank,
        memberId: r.member_id,
        name: maskName(r.username),
        validBet: r.valid_bet,
        prize,
        rewardId: reward?.id ?? null,
      });
    }
    return { winners: top.length, paid };
  });
}

/** Closed periods a run looks back over: one missed (a restart) is caught up; settled ones are no-ops. */
const CATCH_UP = 3;
/** A period is settled this long after it ends, so plays of its last moments are delivered first. */
export const SETTLE_GRACE_MS = 5 * 60_000;

/** The prize job: settles the closed periods of every enabled board (composition JOBS, one run on one instance). */
export async function runLeaderboardPrizes(deps: { db: Db }, now = dbDate()) {
  let settled = 0;
  let paid = 0n;
  for (const c of await repo.enabledBoards(deps.db)) {
    const zone = await timeZoneOf(deps.db, c.merchant_id);
    for (let k = CATCH_UP; k >= 1; k--) {
      const p = periodOf(zone, c.board, now, k);
      if (p.to.getTime() + SETTLE_GRACE_MS > now.getTime()) continue;
      const r = await settleBoardPeriod(
        deps.db,
        {
          merchantId: c.merchant_id,
          board: c.board,
          topN: c.top_n,
          turnoverMultiplier: Number(c.turnover_multiplier),
          prizes: prizesOf(c),
        },
        p.key,
      );
      if (r) {
        settled++;
        paid += r.paid;
      }
    }
  }
  return { settled, paid };
}

// --- operator ------------------------------------------------------------------------------------

export async function opsBoards(db: Db, merchantId: string) {
  const rows = new Map((await repo.boardConfigs(db, merchantId)).map((r) => [r.board, r]));
  return {
    boards: LEADERBOARD_PERIODS.map((period) => {
      const r = rows.get(period);
      return r
        ? { period, enabled: r.enabled, topN: r.top_n, turnoverMultiplier: Number(r.turnover_multiplier), prizes: prizesOf(r) }
        : { period, enabled: false, topN: 10, turnoverMultiplier: 1, prizes: [] };
    }),
  };
}

export async function saveBoard(db: Db, merchantId: string, body: LeaderboardConfigBody) {
  await repo.saveBoardConfig(db, merchantId, body);
  return opsBoards(db, merchantId);
}
