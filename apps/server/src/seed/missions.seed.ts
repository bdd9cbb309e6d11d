import { missionBody, type LeaderboardPeriod, type MissionBody } from '@playhouse/contract/engagement';
import type { Db } from '../db/database.js';
import { findMember } from '../modules/member/index.js';
import {
  createMission,
  periodOf,
  recordLeaderboardPlay,
  recordMissionProgress,
  saveBoard,
  settleBoardPeriod,
} from '../modules/missions/index.js';
import { timeZoneOf } from '../modules/merchant/index.js';
import { DEMO_WINNERS } from './winners.seed.js';

/**
 * The demo merchant's missions and leaderboards: daily and weekly missions of every kind; the
 * demo player's progress today (one mission ready to claim); boards for the day, week and month
 * with prize tiers, whose current entries come from the demo players' real in-house rounds
 * (the leaderboard subscriber counts them once the event workers run); and the periods before,
 * closed with their winners paid, so the winners lists have content.
 */

const m = (o: Omit<MissionBody, 'turnoverMultiplier' | 'active' | 'gameType' | 'measure'> & Partial<MissionBody>): MissionBody =>
  missionBody.parse(o);

export const DEMO_MISSIONS: readonly MissionBody[] = [
  m({
    period: 'daily',
    kind: 'login',
    target: '1',
    reward: '100',
    title: { EN: 'Sign in today', TY: 'Mag-sign in ngayong araw' },
    sortOrder: 1,
  }),
  m({
    period: 'daily',
    kind: 'bet',
    target: '50000',
    reward: '500',
    title: { EN: 'Bet 500.00 today', TY: 'Tumaya ng 500.00 ngayong araw' },
    sortOrder: 2,
  }),
  m({
    period: 'daily',
    kind: 'play',
    gameType: 'BGS',
    measure: 'rounds',
    target: '10',
    reward: '300',
    title: { EN: 'Play 10 in-house rounds', TY: 'Maglaro ng 10 in-house na round' },
    sortOrder: 3,
  }),
  m({
    period: 'daily',
    kind: 'deposit',
    target: '100000',
    reward: '1000',
    title: { EN: 'Deposit 1,000.00 today', TY: 'Mag-deposito ng 1,000.00 ngayong araw' },
    sortOrder: 4,
  }),
  m({
    period: 'weekly',
    kind: 'login',
    target: '3',
    reward: '500',
    title: { EN: 'Sign in on 3 days this week', TY: 'Mag-sign in sa 3 araw ngayong linggo' },
    sortOrder: 1,
  }),
  m({
    period: 'weekly',
    kind: 'bet',
    target: '500000',
    reward: '3000',
    title: { EN: 'Bet 5,000.00 this week', TY: 'Tumaya ng 5,000.00 ngayong linggo' },
    sortOrder: 2,
  }),
  m({
    period: 'weekly',
    kind: 'play',
    gameType: 'LOTT',
    measure: 'validBet',
    target: '100000',
    reward: '1500',
    title: { EN: 'Bet 1,000.00 on lottery this week', TY: 'Tumaya ng 1,000.00 sa lottery ngayong linggo' },
    sortOrder: 3,
  }),
  m({
    period: 'weekly',
    kind: 'deposit',
    target: '500000',
    reward: '5000',
    title: { EN: 'Deposit 5,000.00 this week', TY: 'Mag-deposito ng 5,000.00 ngayong linggo' },
    sortOrder: 4,
  }),
];

export const DEMO_BOARDS = [
  {
    period: 'daily',
    enabled: true,
    topN: 10,
    turnoverMultiplier: 1,
    prizes: [
      { rank: 1, amount: '10000' },
      { rank: 2, amount: '5000' },
      { rank: 3, amount: '2000' },
    ],
  },
  {
    period: 'weekly',
    enabled: true,
    topN: 10,
    turnoverMultiplier: 1,
    prizes: [
      { rank: 1, amount: '50000' },
      { rank: 2, amount: '20000' },
      { rank: 3, amount: '10000' },
    ],
  },
  {
    period: 'monthly',
    enabled: true,
    topN: 20,
    turnoverMultiplier: 1,
    prizes: [
      { rank: 1, amount: '200000' },
      { rank: 2, amount: '100000' },
      { rank: 3, amount: '50000' },
    ],
  },
] as const;

/** Valid bets of the demo winners in the periods before (minor units), highest first. */
const PAST_BETS = [1_850_000n, 1_420_000n, 990_000n, 760_000n, 515_000n, 330_000n];

/** Idempotent: seeds only while the demo merchant has no missions. */
export async function seedMissions(db: Db, merchantId: string, playerId: string, now = new Date()): Promise<void> {
  const existing = await db.selectFrom('missions').select('id').where('merchant_id', '=', merchantId).executeTakeFirst();
  if (existing) return;
  for (const body of DEMO_MISSIONS) await createMission(db, merchantId, body);
  for (const b of DEMO_BOARDS) await saveBoard(db, merchantId, { ...b, prizes: [...b.prizes] });

  // The demo player today: signed in (ready to claim), part of the day's bet and rounds.
  const who = { merchantId, memberId: playerId };
  await recordMissionProgress(db, who, now, { kind: 'login' });
  await recordMissionProgress(db, who, now, { kind: 'play', gameType: 'BGS', plays: 4, validBet: 32_000n });

  // The periods before: the demo winners' valid bets, closed and paid.
  const zone = await timeZoneOf(db, merchantId);
  const winners: string[] = [];
  for (const username of DEMO_WINNERS.players) {
    const row = await findMember(db, merchantId, { username });
    if (row) winners.push(row.id);
  }
  for (const b of DEMO_BOARDS) {
    const board: LeaderboardPeriod = b.period;
    const before = periodOf(zone, board, now, 1);
    const at = new Date(before.from.getTime() + 3_600_000);
    for (const [i, memberId] of winners.slice(0, PAST_BETS.length).entries())
      await recordLeaderboardPlay(db, { merchantId, memberId, validBet: PAST_BETS[i]!, at }, [board]);
    await settleBoardPeriod(
      db,
      { merchantId, board, topN: b.topN, turnoverMultiplier: b.turnoverMultiplier, prizes: [...b.prizes] },
      before.key,
    );
  }
}
