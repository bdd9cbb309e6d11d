import { z } from 'zod';
import { minorUnits, positiveMinorUnits } from './money-schema.js';
import { gameToken } from './providers.js';

/**
 * The in-house games (BGS) played in the browser at PAGES.bgsPlay. The page exchanges the
 * one-time launch token (?launch=) for a game session (API.bgs.session) and sends that
 * session token with every round; GET API.bgs.fairness takes it in BGS_SESSION_HEADER.
 *
 * Provably fair: before a round the player sees SHA-256 of the server seed; the outcome is
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) read as uint32s (rejection
 * sampling into each range); rotating reveals the old server seed so past rounds can be checked.
 */
export const BGS_SESSION_HEADER = 'x-bgs-session';
/**
 * The launch URL's query parameter with the one-time launch token. Not `token`: the site's
 * boot takes `?token=` as a member sign-in hand-off (§4).
 */
export const BGS_LAUNCH_PARAM = 'launch';
export const BGS_GAME_KINDS = ['slot', 'dice'] as const;
export type BgsGameKind = (typeof BGS_GAME_KINDS)[number];

const sessionToken = gameToken;
/** Printable ASCII, so the player can type the same seed into any verifier. */
export const bgsClientSeed = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\x20-\x7E]+$/);

export const bgsFairness = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next round. */
  nonce: z.number().int(),
});
export type BgsFairness = z.infer<typeof bgsFairness>;

/** The seeds one round was played with. */
export const bgsRoundFairness = bgsFairness;

/** The game page exchanges its one-time launch token, as the seamless protocol's authenticate does. */
export const bgsSessionRequest = z.object({ token: gameToken });

export const bgsSlotInfo = z.object({
  rows: z.number().int(),
  reels: z.number().int(),
  /** Every payline: the row (0 = top) on each reel; a spin plays the first `lines`. */
  paylines: z.array(z.array(z.number().int())),
  symbols: z.array(z.string()),
  wild: z.string().nullable(),
  /** symbol -> { run length: multiple of the line bet }. */
  paytable: z.record(z.string(), z.record(z.string(), z.number())),
  /** Per reel: symbol -> stops, in strip order: with the revealed seeds, a player rebuilds the strips and replays a round. */
  reelWeights: z.array(z.record(z.string(), z.number().int())),
  /** The theoretical return to player (0.9593 = 95.93 %). */
  rtp: z.number(),
});
export const bgsDiceInfo = z.object({
  outcomes: z.number().int(),
  minTarget: z.number().int(),
  maxTarget: z.number().int(),
  rtpBp: z.number().int(),
});

export const bgsSessionAnswer = z.object({
  sessionToken: z.string(),
  gameCode: z.string(),
  game: z.enum(BGS_GAME_KINDS),
  /** The game's catalog title by language ({ EN, TY }): the page shows it, never the raw code. */
  names: z.record(z.string(), z.string()),
  /** A look for the slot's variants (0 for the one slot the catalog lists). */
  theme: z.number().int(),
  currency: z.string(),
  language: z.string(),
  balance: minorUnits,
  limits: z.object({ minBet: minorUnits, maxBet: minorUnits }),
  /** Suggested stakes for the bet selector. */
  betSteps: z.array(minorUnits),
  slot: bgsSlotInfo.optional(),
  dice: bgsDiceInfo.optional(),
  fairness: bgsFairness,
});
export type BgsSessionAnswer = z.infer<typeof bgsSessionAnswer>;

export const bgsSlotSpinRequest = z.object({
  sessionToken,
  /** The whole stake; it must divide evenly by the lines played. */
  bet: positiveMinorUnits,
  lines: z.number().int().min(1).max(100).optional(),
});
export const bgsLineWin = z.object({
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  multiplier: z.number().int(),
  win: minorUnits,
  /** [reel, row] cells of the winning run. */
  cells: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export const bgsSlotSpinAnswer = z.object({
  roundId: z.string(),
  /** reels[reel][row]. */
  reels: z.array(z.array(z.string())),
  lines: z.number().int(),
  bet: minorUnits,
  lineBet: minorUnits,
  lineWins: z.array(bgsLineWin),
  win: minorUnits,
  balance: minorUnits,
  round: bgsRoundFairness,
  fairness: bgsFairness,
});
export type BgsSlotSpinAnswer = z.infer<typeof bgsSlotSpinAnswer>;

export const BGS_DICE_DIRECTIONS = ['under', 'over'] as const;
export type BgsDiceDirection = (typeof BGS_DICE_DIRECTIONS)[number];

/** The dice odds a session announces; the page shows exactly what the server will pay. */
export interface DiceOdds {
  /** Equally likely rolls (10000: 0.00 .. 99.99). */
  outcomes: number;
  /** Return to player in basis points of the stake. */
  rtpBp: number;
}

/** Rolls that win: "under" wins below the target, "over" above it. */
export function diceWinningRolls(odds: DiceOdds, direction: BgsDiceDirection, target: number): number {
  return direction === 'under' ? target : odds.outcomes - 1 - target;
}

/** floor(rtp × outcomes / winning rolls) in 1/10000ths, so the rounding always favours the house. */
export function diceMultiplierX10000(odds: DiceOdds, direction: BgsDiceDirection, target: number): number {
  return Math.floor((odds.rtpBp * odds.outcomes) / diceWinningRolls(odds, direction, target));
}

/** 19800 → "1.9800", in integers (no float rounding). */
export function fixed4(x10000: number): string {
  return `${Math.floor(x10000 / 10_000)}.${String(x10000 % 10_000).padStart(4, '0')}`;
}

export const bgsTableRoundRequest = z.object({
  sessionToken,
  bet: positiveMinorUnits,
  direction: z.enum(BGS_DICE_DIRECTIONS),
  /** Hundredths: 5000 = 50.00 ("under" wins on a roll below it, "over" above it). */
  target: z.number().int().min(0).max(9999),
});
export const bgsTableRoundAnswer = z.object({
  roundId: z.string(),
  /** 0..9999: 4321 = 43.21. */
  roll: z.number().int(),
  direction: z.enum(BGS_DICE_DIRECTIONS),
  target: z.number().int(),
  won: z.boolean(),
  /** The payout multiplier on a win, 4 decimals ("1.9800"). */
  multiplier: z.string(),
  bet: minorUnits,
  win: minorUnits,
  balance: minorUnits,
  round: bgsRoundFairness,
  fairness: bgsFairness,
});
export type BgsTableRoundAnswer = z.infer<typeof bgsTableRoundAnswer>;

export const bgsRotateRequest = z.object({ sessionToken, clientSeed: bgsClientSeed.optional() });
export const bgsRotateAnswer = z.object({
  /** The server seed just retired: its SHA-256 is the hash shown while it was in use. */
  revealed: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), rounds: z.number().int() }),
  fairness: bgsFairness,
});
export type BgsRotateAnswer = z.infer<typeof bgsRotateAnswer>;
