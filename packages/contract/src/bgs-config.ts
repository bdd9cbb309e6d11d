import { z } from 'zod';
import { BGS_GAME_KINDS, diceMultiplierX10000 } from './bgs.js';
import { positiveMinorUnits } from './money-schema.js';

/**
 * The maths and bet limits of an in-house (BGS) game, set per merchant through the operator
 * API (API.operator.bgsGameConfig: GET the effective config, PUT to set it, DELETE to return
 * to the built-in defaults). These schemas hold every shape rule; the server adds the one rule
 * that needs the engine: a slot's exact theoretical RTP must lie within BGS_RTP_MARGIN of its
 * declared target (and inside the RTP bounds).
 */
export const BGS_REELS = 5;
export const BGS_ROWS = 3;
/** The standard paylines; a config plays the first `paylines` of them. */
export const BGS_MAX_PAYLINES = 20;
export const BGS_MAX_SYMBOLS = 12;
export const BGS_RTP_BOUNDS = { min: 0.8, max: 0.99 } as const;
/** How far a slot's exact theoretical RTP may lie from its declared target (0.5 percentage points). */
export const BGS_RTP_MARGIN = 0.005;
export const BGS_DICE_OUTCOMES = 10_000;

const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });
/** Refinements run even after a field failed its own format check: read amounts defensively. */
const big = (s: string): bigint | null => (/^\d{1,19}$/.test(s) ? BigInt(s) : null);

export const bgsSymbol = z.string().regex(/^[A-Z][A-Z0-9_]{0,15}$/, 'symbol: A-Z, 0-9, _');

export const bgsSlotMath = z
  .object({
    /**
     * Per reel: symbol -> its stops on the strip. The strip lays the symbols out evenly in the
     * order given, so the order is part of the maths (a player replays rounds with it).
     */
    reelWeights: z.array(z.record(bgsSymbol, z.number().int().min(1).max(1000))).length(BGS_REELS),
    /** The substitute symbol (one of the paytable's), or null. */
    wild: bgsSymbol.nullable(),
    /** symbol -> { run length 2..5: multiple of the line bet }; {} for a symbol that pays nothing alone. */
    paytable: z.record(bgsSymbol, z.record(z.string().regex(/^[2-5]$/, 'run length 2-5'), z.number().int().min(1).max(100_000))),
    /** How many of the standard paylines the game has. */
    paylines: z.number().int().min(1).max(BGS_MAX_PAYLINES),
    /** The declared return to player (0.96 = 96 %). */
    targetRtp: z.number().min(BGS_RTP_BOUNDS.min).max(BGS_RTP_BOUNDS.max),
    /** How far a long simulation may land from the theoretical RTP (the engine's own tests). */
    rtpTolerance: z.number().gt(0).max(0.05),
  })
  .superRefine((m, ctx) => {
    const symbols = Object.keys(m.paytable);
    if (symbols.length > BGS_MAX_SYMBOLS) issue(ctx, ['paytable'], `at most ${BGS_MAX_SYMBOLS} symbols`);
    const onReels = new Set<string>();
    m.reelWeights.forEach((reel, i) => {
      const stops = Object.values(reel).reduce((a, b) => a + b, 0);
      if (stops < BGS_ROWS) issue(ctx, ['reelWeights', i], `a strip needs at least ${BGS_ROWS} stops`);
      for (const s of Object.keys(reel)) {
        onReels.add(s);
        if (!(s in m.paytable)) issue(ctx, ['reelWeights', i, s], 'symbol missing from the paytable');
      }
    });
    for (const s of symbols) if (!onReels.has(s)) issue(ctx, ['paytable', s], 'symbol on no reel');
    if (m.wild !== null && !(m.wild in m.paytable)) issue(ctx, ['wild'], 'the wild must be a paytable symbol');
  });
export type BgsSlotMath = z.infer<typeof bgsSlotMath>;

export const bgsDiceMath = z
  .object({
    /** Return to player in basis points of the stake (9900 = 99 %). */
    rtpBp: z
      .number()
      .int()
      .min(BGS_RTP_BOUNDS.min * 10_000)
      .max(BGS_RTP_BOUNDS.max * 10_000),
    /** Allowed targets in hundredths (both directions). */
    minTarget: z
      .number()
      .int()
      .min(1)
      .max(BGS_DICE_OUTCOMES - 2),
    maxTarget: z
      .number()
      .int()
      .min(1)
      .max(BGS_DICE_OUTCOMES - 2),
  })
  .superRefine((d, ctx) => {
    if (d.minTarget > d.maxTarget) return issue(ctx, ['maxTarget'], 'maxTarget below minTarget');
    // The likeliest bets ("under" the highest target, "over" the lowest) must still pay more than the stake.
    const odds = { outcomes: BGS_DICE_OUTCOMES, rtpBp: d.rtpBp };
    if (diceMultiplierX10000(odds, 'under', d.maxTarget) <= 10_000)
      issue(ctx, ['maxTarget'], 'a win must pay more than the stake');
    if (diceMultiplierX10000(odds, 'over', d.minTarget) <= 10_000)
      issue(ctx, ['minTarget'], 'a win must pay more than the stake');
  });
export type BgsDiceMath = z.infer<typeof bgsDiceMath>;

/** Stakes in minor units: the limits, and the suggested stakes (rising, inside the limits). */
export const bgsBetLimits = z
  .object({
    minBet: positiveMinorUnits,
    maxBet: positiveMinorUnits,
    betSteps: z.array(positiveMinorUnits).min(1).max(20),
  })
  .superRefine((l, ctx) => {
    const min = big(l.minBet);
    const max = big(l.maxBet);
    if (min === null || max === null) return;
    if (min > max) issue(ctx, ['maxBet'], 'maxBet below minBet');
    let previous = 0n;
    l.betSteps.forEach((s, i) => {
      const v = big(s);
      if (v === null) return;
      if (v < min || v > max) issue(ctx, ['betSteps', i], 'outside minBet..maxBet');
      else if (v <= previous) issue(ctx, ['betSteps', i], 'steps must rise');
      previous = v;
    });
  });
export type BgsBetLimits = z.infer<typeof bgsBetLimits>;

const slotConfig = z.object({ game: z.literal('slot'), slot: bgsSlotMath, limits: bgsBetLimits }).superRefine((c, ctx) => {
  // A suggested stake plays every line: it divides evenly into line bets.
  const lines = c.slot.paylines;
  if (!Number.isInteger(lines) || lines < 1) return;
  c.limits.betSteps.forEach((s, i) => {
    const v = big(s);
    if (v !== null && v % BigInt(lines) !== 0n) issue(ctx, ['limits', 'betSteps', i], 'a step must divide by the paylines');
  });
});
const diceConfig = z.object({ game: z.literal('dice'), dice: bgsDiceMath, limits: bgsBetLimits });

/** PUT API.operator.bgsGameConfig: the whole config of one game (its kind follows from its code). */
export const bgsGameConfigBody = z.discriminatedUnion('game', [slotConfig, diceConfig]);
export type BgsGameConfigBody = z.infer<typeof bgsGameConfigBody>;

export const bgsGameCodeParams = z.object({
  gameCode: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/),
});

/** The config a game plays now: the merchant's, or the built-in default. */
export const bgsGameConfig = z.object({
  gameCode: z.string(),
  game: z.enum(BGS_GAME_KINDS),
  source: z.enum(['default', 'merchant']),
  slot: bgsSlotMath.optional(),
  dice: bgsDiceMath.optional(),
  limits: bgsBetLimits,
  /** Slot: the exact theoretical RTP of the strips; dice: the lowest of any allowed bet (rounding favours the house). */
  theoreticalRtp: z.number(),
  /** When the merchant's config was set; null for the default. */
  updatedAt: z.string().nullable(),
});
export type BgsGameConfig = z.infer<typeof bgsGameConfig>;
