import type { Rng } from './fair-rng.js';

/**
 * A 5-reel, 3-row line slot. Everything that decides the money is data (SlotConfig): the
 * symbol weights of each reel strip, the paytable and the paylines. Pure: no I/O.
 *
 * A line pays the longest run from the leftmost reel of one symbol, where the wild stands
 * for any symbol; a run of wilds alone pays as wilds when that is worth more. Pays are
 * integer multiples of the line bet, and the stake is `lines × lineBet`.
 */
export interface SlotConfig {
  id: string;
  rows: number;
  /** Per reel: symbol -> number of stops on that reel's strip (its weight). */
  reelWeights: Record<string, number>[];
  /** The substitute symbol, or null for none. */
  wild: string | null;
  /** symbol -> { run length: multiple of the line bet }. */
  paytable: Record<string, Partial<Record<number, number>>>;
  /** Each payline: the row (0 = top) it crosses on each reel. */
  paylines: number[][];
  /** The declared return to player; the theoretical one must match it closely. */
  targetRtp: number;
  /** How far a 1,000,000-spin simulation may land from the theoretical RTP. */
  rtpTolerance: number;
}

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: string;
  /** How many reels from the left the run covers. */
  count: number;
  /** Multiple of the line bet. */
  multiplier: number;
  /** [reel, row] of the winning cells, for highlighting. */
  cells: [number, number][];
}

export interface SlotOutcome {
  /** Stop position of each reel (the top row's index on the strip). */
  stops: number[];
  /** window[reel][row]. */
  window: string[][];
  lineWins: LineWin[];
  /** Sum of line multipliers: total win = totalMultiplier × lineBet. */
  totalMultiplier: number;
}

/**
 * The strip of one reel from its weights: each symbol's stops spread evenly along the strip
 * (symbol k's i-th stop sits near (i + 0.5) / weight), so equal symbols do not bunch up.
 * Deterministic: the same weights always give the same strip.
 */
export function buildStrip(weights: Record<string, number>): string[] {
  const placed: { symbol: string; at: number; order: number }[] = [];
  Object.entries(weights).forEach(([symbol, w], order) => {
    if (!Number.isInteger(w) || w < 0) throw new RangeError(`bad weight ${symbol}=${w}`);
    for (let i = 0; i < w; i += 1) placed.push({ symbol, at: (i + 0.5) / w, order });
  });
  placed.sort((a, b) => a.at - b.at || a.order - b.order);
  return placed.map((p) => p.symbol);
}

export function buildStrips(config: SlotConfig): string[][] {
  return config.reelWeights.map(buildStrip);
}

function payOf(config: SlotConfig, symbol: string, count: number): number {
  return config.paytable[symbol]?.[count] ?? 0;
}

/** The pay of one line's symbols (left to right): the best of the wild run and the substituted run. */
export function evaluateLine(
  config: SlotConfig,
  symbols: readonly string[],
): { symbol: string; count: number; multiplier: number } {
  const wild = config.wild;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds += 1;
  const lead = symbols[wilds] ?? wild!;
  let count = wilds;
  while (count < symbols.length && (symbols[count] === lead || symbols[count] === wild)) count += 1;
  const leadPay = payOf(config, lead, count);
  const wildPay = wild !== null && wilds > 0 ? payOf(config, wild, wilds) : 0;
  if (wildPay > leadPay) return { symbol: wild!, count: wilds, multiplier: wildPay };
  return { symbol: lead, count, multiplier: leadPay };
}

/** The window at the given stops, and every paying line among the first `lines` paylines. */
export function evaluateStops(config: SlotConfig, strips: string[][], stops: number[], lines: number): SlotOutcome {
  const window = strips.map((strip, reel) =>
    Array.from({ length: config.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const lineWins: LineWin[] = [];
  let totalMultiplier = 0;
  for (let i = 0; i < lines; i += 1) {
    const rows = config.paylines[i]!;
    const symbols = rows.map((row, reel) => window[reel]![row]!);
    const win = evaluateLine(config, symbols);
    if (win.multiplier > 0) {
      lineWins.push({ line: i + 1, ...win, cells: rows.slice(0, win.count).map((row, reel) => [reel, row]) });
      totalMultiplier += win.multiplier;
    }
  }
  return { stops, window, lineWins, totalMultiplier };
}

/** One spin: one uniform stop per reel, drawn in reel order. */
export function spinSlot(config: SlotConfig, strips: string[][], rng: Rng, lines: number): SlotOutcome {
  const stops = strips.map((strip) => rng.int(strip.length));
  return evaluateStops(config, strips, stops, lines);
}

/**
 * The exact theoretical RTP, from the strips. A payline reads one row per reel, and a
 * uniform stop makes every row of a reel show each symbol with probability weight/length,
 * independently across reels; so every line has the same expected pay, and the RTP
 * (total win over total stake) is that expectation per line bet, whatever the line count.
 * Enumerates the distinct symbols of each reel: exact rational numerator/denominator.
 */
export function theoreticalRtp(config: SlotConfig): { numerator: bigint; denominator: bigint; value: number } {
  const reels = config.reelWeights.map((w) => Object.entries(w).filter(([, n]) => n > 0));
  let numerator = 0n;
  const symbols: string[] = [];
  const walk = (reel: number, weight: bigint) => {
    if (reel === reels.length) {
      const pay = evaluateLine(config, symbols).multiplier;
      if (pay > 0) numerator += weight * BigInt(pay);
      return;
    }
    for (const [symbol, n] of reels[reel]!) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * BigInt(n));
    }
  };
  walk(0, 1n);
  const denominator = config.reelWeights.reduce((d, w) => d * BigInt(Object.values(w).reduce((a, b) => a + b, 0)), 1n);
  // Ten significant decimal digits of the ratio, without going through a float numerator.
  const value = Number((numerator * 10n ** 10n) / denominator) / 1e10;
  return { numerator, denominator, value };
}

/** Shape rules a config must meet before it can take bets. */
export function checkSlotConfig(config: SlotConfig): void {
  const reels = config.reelWeights.length;
  const fail = (why: string) => {
    throw new Error(`slot config ${config.id}: ${why}`);
  };
  if (reels < 3 || config.rows < 1) fail('needs 3+ reels and 1+ rows');
  for (const w of config.reelWeights)
    if (Object.values(w).reduce((a, b) => a + b, 0) < config.rows) fail('a strip is shorter than the window');
  for (const line of config.paylines) {
    if (line.length !== reels || line.some((r) => !Number.isInteger(r) || r < 0 || r >= config.rows)) fail('bad payline');
  }
  if (new Set(config.paylines.map((l) => l.join())).size !== config.paylines.length) fail('duplicate payline');
  for (const pays of Object.values(config.paytable)) {
    for (const m of Object.values(pays))
      if (!Number.isInteger(m) || (m ?? 0) < 0) fail('pays must be whole multiples of the line bet');
  }
  if (!(config.rtpTolerance > 0 && config.rtpTolerance < 0.1)) fail('rtpTolerance out of range');
}
