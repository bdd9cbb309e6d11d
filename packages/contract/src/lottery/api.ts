/**
 * The lottery engine's API schemas (paths in routes.ts, API.lottery). Money is minor units as a
 * decimal string; times are ISO strings; results are numbers in draw order. Kept in the lottery
 * entry point so the zod of these schemas reaches only the lottery pages.
 */
import { z } from 'zod';
import { minorUnits } from '../money-schema.js';
import { pageNo, pageOf } from '../games.js';
import { FAMILIES } from './families.js';
import { BET_UNITS, PRIZE_GROUP_MAX, PRIZE_GROUP_MIN } from './prize.js';
import { LOTTERY_PRIZE_MODES } from './plays/play.js';

export const lotteryGameCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);
export const lotteryPrizeMode = z.enum(LOTTERY_PRIZE_MODES);
export const betUnit = z.enum(Object.keys(BET_UNITS) as [keyof typeof BET_UNITS, ...(keyof typeof BET_UNITS)[]]);
const drawNo = z.string().regex(/^\d{8}-\d{3,4}$/);
const result = z.array(z.number().int());

/** GET API.lottery.games: the merchant's engine games, by family then sort. */
export const lotteryGame = z.object({
  gameId: lotteryGameCode,
  family: z.enum(FAMILIES),
  name: z.string(),
  cadenceMinutes: z.number(),
  closeSeconds: z.number(),
  modes: z.array(lotteryPrizeMode),
});
export const lotteryGamesAnswer = z.array(lotteryGame);
export type LotteryGame = z.infer<typeof lotteryGame>;

export const lotteryGameQuery = z.object({ gameId: lotteryGameCode });

/** A draw as the pages show it; result and proof fields only once drawn. */
export const lotteryDraw = z.object({
  numero: drawNo,
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  status: z.enum(['open', 'drawn', 'void']),
  commit: z.string(),
  result: result.nullable(),
  voidReason: z.string().nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDraw>;

/** GET API.lottery.near?gameId=: the draw on sale now, the last one drawn, the server's clock. */
export const nearAnswer = z.object({
  gameId: lotteryGameCode,
  family: z.enum(FAMILIES),
  serverTime: z.string(),
  current: lotteryDraw.nullable(),
  last: lotteryDraw.nullable(),
  /** The next draws open for a chase (current first). */
  upcoming: z.array(drawNo),
});
export type NearAnswer = z.infer<typeof nearAnswer>;

export const playMenuQuery = z.object({ prizeMode: lotteryPrizeMode.default('LOTT') });
export const menuPlay = z.object({
  playId: z.string(),
  menu: z.string(),
  space: z.number(),
  /** ELOTT: decimal odds in thousandths (1980 = 1.98). */
  odds: z.number().nullable(),
});
/** GET API.lottery.playMenu?prizeMode=: the plays the game sells in that mode, and the member's group. */
export const playMenuAnswer = z.object({
  gameId: lotteryGameCode,
  family: z.enum(FAMILIES),
  prizeMode: lotteryPrizeMode,
  plays: z.array(menuPlay),
  /** LOTT: the member's own group and the lowest it may bet at; null in ZY and ELOTT. */
  group: z.object({ own: z.number(), min: z.number() }).nullable(),
  /** ELOTT dragon-tiger: what a tie does to a dragon or tiger bet. */
  dragonTigerTie: z.enum(['refund', 'lose']),
});
export type PlayMenuAnswer = z.infer<typeof playMenuAnswer>;

export const historyQuery = z.object({
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** GET API.lottery.history: drawn and void draws, newest first. */
export const historyAnswer = pageOf(lotteryDraw);

/** The most draws one chase may name, and the highest multiple of one draw. */
export const MAX_CHASE = 120;
export const MAX_MULTIPLE = 1_000_000;
export const bettingContent = z.object({
  gameId: lotteryGameCode,
  playId: z.string().min(1).max(40),
  bettingContent: z.string().min(1).max(4000),
  unit: betUnit,
  /** LOTT: the group to bet at (default: the member's own). */
  prizeGroup: z.number().int().min(PRIZE_GROUP_MIN).max(PRIZE_GROUP_MAX).optional(),
  /** The client's count of elementary bets; refused when it differs from the server's. */
  bets: z.number().int().min(1).optional(),
  numero: z
    .array(z.object({ numero: drawNo, multiple: z.number().int().min(1).max(MAX_MULTIPLE) }))
    .min(1)
    .max(MAX_CHASE),
  winStop: z.boolean().default(false),
});
/** POST API.lottery.betting: one content = one play on one game over its draws; all or nothing. */
export const bettingBody = z.object({
  prizeMode: lotteryPrizeMode,
  contents: z.array(bettingContent).min(1).max(50),
});
export type BettingBody = z.input<typeof bettingBody>;
export const bettingAnswer = z.object({
  orders: z.array(z.object({ orderId: z.string(), bets: z.number(), stake: minorUnits })),
  balance: minorUnits,
});

export const TICKET_STATUSES = ['pending', 'won', 'lost', 'tie', 'cancelled', 'chase_cancelled', 'void'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ordersQuery = z.object({
  gameId: lotteryGameCode.optional(),
  status: z.enum(TICKET_STATUSES).optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** One ticket: an order on one draw. */
export const lotteryTicket = z.object({
  ticketId: z.string(),
  orderId: z.string(),
  gameId: lotteryGameCode,
  playId: z.string(),
  prizeMode: lotteryPrizeMode,
  content: z.string(),
  numero: drawNo,
  bets: z.number(),
  unit: betUnit,
  multiple: z.number(),
  prizeGroup: z.number().nullable(),
  odds: z.number().nullable(),
  stake: minorUnits,
  status: z.enum(TICKET_STATUSES),
  win: minorUnits,
  rebate: minorUnits,
  refund: minorUnits,
  winStop: z.boolean(),
  placedAt: z.string(),
  result: result.nullable(),
  /** True while the player may still cancel it. */
  cancellable: z.boolean(),
});
export type LotteryTicket = z.infer<typeof lotteryTicket>;
export const ordersAnswer = pageOf(lotteryTicket);
export const cancelAnswer = z.object({ refund: minorUnits, balance: minorUnits });

/** GET API.lottery.proof: everything needed to recompute a drawn result. */
export const proofAnswer = z.object({
  gameCode: lotteryGameCode,
  drawNo,
  family: z.enum(FAMILIES),
  commit: z.string(),
  seed: z.string(),
  beaconSource: z.string(),
  /** False for the local demo beacon: its randomness is not public, so the draw is not verifiable. */
  beaconVerifiable: z.boolean(),
  beaconRound: z.string(),
  beaconRandomness: z.string(),
  result,
  derivation: z.string(),
});
export type ProofAnswer = z.infer<typeof proofAnswer>;
