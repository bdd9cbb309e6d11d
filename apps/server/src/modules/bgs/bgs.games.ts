import { BGS_ROWS, type BgsBetLimits, type BgsDiceMath, type BgsGameConfigBody, type BgsSlotMath } from '@playhouse/contract';
import { DEFAULT_DICE, diceTheoreticalRtp, type DiceConfig } from './engine/dice.js';
import { DEFAULT_SLOT, PAYLINES_20 } from './engine/slot.config.js';
import { theoreticalRtp, type SlotConfig } from './engine/slot.js';
import { IN_HOUSE_VENDOR } from '../providers/index.js';

/**
 * The in-house games: which engine a BGS game code plays, with its bet limits (minor units).
 * The catalog lists exactly these two (seed/catalog/vendors.ts): BGS-SLOT and BGS-DICE. A code
 * the catalog does not list cannot be launched (launch and the config routes check the offer);
 * the slot's theme, a look that follows from the code, stays for slots added later.
 * A merchant may replace a game's maths and limits (bgs-config.service.ts); without that,
 * the built-in defaults below apply.
 */
export const BGS_VENDOR = IN_HOUSE_VENDOR;
export const BGS_SLOT_CODE = 'BGS-SLOT';
export const BGS_DICE_CODE = 'BGS-DICE';
const SLOT_THEMES = 4;

interface Limits {
  minBet: bigint;
  maxBet: bigint;
  betSteps: bigint[];
}
/** configId: the merchant's bgs_game_configs row, or null for the built-in defaults. */
export type BgsGame =
  | (Limits & { kind: 'slot'; code: string; theme: number; configId: string | null; config: SlotConfig })
  | (Limits & { kind: 'dice'; code: string; theme: number; configId: string | null; config: DiceConfig });

/** A merchant's stored config of one game (already validated). */
export interface StoredGameConfig {
  id: string;
  config: BgsGameConfigBody;
}

/** 0.20 (0.01 a line on 20 lines) to 1,000.00; a stake must divide evenly by the lines played. */
const SLOT_LIMITS: Limits = { minBet: 20n, maxBet: 100_000n, betSteps: [20n, 100n, 200n, 500n, 1_000n, 2_000n, 10_000n] };
const DICE_LIMITS: Limits = { minBet: 100n, maxBet: 100_000n, betSteps: [100n, 500n, 1_000n, 5_000n, 10_000n] };

function themeOf(code: string): number {
  let h = 0;
  for (const c of code) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % SLOT_THEMES;
}

export const bgsKindOf = (gameCode: string): BgsGame['kind'] => (gameCode === BGS_DICE_CODE ? 'dice' : 'slot');

const limitsOf = (l: BgsBetLimits): Limits => ({
  minBet: BigInt(l.minBet),
  maxBet: BigInt(l.maxBet),
  betSteps: l.betSteps.map(BigInt),
});
const limitsText = (l: Limits): BgsBetLimits => ({
  minBet: l.minBet.toString(),
  maxBet: l.maxBet.toString(),
  betSteps: l.betSteps.map(String),
});

/** The engine's slot from the contract's maths: 3 rows, the first `paylines` standard lines. */
export function slotConfigOf(id: string, m: BgsSlotMath): SlotConfig {
  return {
    id,
    rows: BGS_ROWS,
    reelWeights: m.reelWeights,
    wild: m.wild,
    paytable: m.paytable,
    paylines: PAYLINES_20.slice(0, m.paylines),
    targetRtp: m.targetRtp,
    rtpTolerance: m.rtpTolerance,
  };
}

export const diceConfigOf = (m: BgsDiceMath): DiceConfig => ({ ...DEFAULT_DICE, ...m });

/** A slot's paytable as answers show it: every listed run with its multiple (0 when it pays nothing). */
export function paytableOf(c: SlotConfig): Record<string, Record<string, number>> {
  return Object.fromEntries(
    Object.entries(c.paytable).map(([sym, pays]) => [sym, Object.fromEntries(Object.entries(pays).map(([n, m]) => [n, m ?? 0]))]),
  );
}

/** The built-in config of a game code, in the operator API's shape. */
export function defaultConfigOf(gameCode: string): BgsGameConfigBody {
  if (bgsKindOf(gameCode) === 'dice') {
    const { rtpBp, minTarget, maxTarget } = DEFAULT_DICE;
    return { game: 'dice', dice: { rtpBp, minTarget, maxTarget }, limits: limitsText(DICE_LIMITS) };
  }
  const s = DEFAULT_SLOT;
  return {
    game: 'slot',
    slot: {
      reelWeights: s.reelWeights,
      wild: s.wild,
      paytable: paytableOf(s),
      paylines: s.paylines.length,
      targetRtp: s.targetRtp,
      rtpTolerance: s.rtpTolerance,
    },
    limits: limitsText(SLOT_LIMITS),
  };
}

/** The game a code plays: the merchant's stored config when there is one, else the defaults. */
export function bgsGameOf(gameCode: string, stored: StoredGameConfig | null = null): BgsGame {
  const c = stored?.config;
  if (bgsKindOf(gameCode) === 'dice') {
    if (c?.game !== 'dice')
      return { kind: 'dice', code: gameCode, theme: 0, configId: null, config: DEFAULT_DICE, ...DICE_LIMITS };
    return { kind: 'dice', code: gameCode, theme: 0, configId: stored!.id, config: diceConfigOf(c.dice), ...limitsOf(c.limits) };
  }
  const theme = gameCode === BGS_SLOT_CODE ? 0 : themeOf(gameCode);
  if (c?.game !== 'slot') return { kind: 'slot', code: gameCode, theme, configId: null, config: DEFAULT_SLOT, ...SLOT_LIMITS };
  return {
    kind: 'slot',
    code: gameCode,
    theme,
    configId: stored!.id,
    config: slotConfigOf(`${gameCode}#${stored!.id}`, c.slot),
    ...limitsOf(c.limits),
  };
}

const rtps = new WeakMap<SlotConfig | DiceConfig, number>();
/**
 * The theoretical RTP a game announces, computed once per config object. Slot: exact, from
 * the strips. Dice: the lowest of any allowed bet (the multiplier's rounding favours the house).
 */
export function theoreticalRtpOf(game: BgsGame): number {
  let v = rtps.get(game.config);
  if (v !== undefined) return v;
  if (game.kind === 'slot') v = theoreticalRtp(game.config).value;
  else {
    v = Infinity;
    for (let target = game.config.minTarget; target <= game.config.maxTarget; target += 1) {
      v = Math.min(
        v,
        diceTheoreticalRtp(game.config, { direction: 'under', target }),
        diceTheoreticalRtp(game.config, { direction: 'over', target }),
      );
    }
  }
  rtps.set(game.config, v);
  return v;
}
