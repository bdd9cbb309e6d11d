import { describe, expect, it } from 'vitest';
import { FairRng } from './fair-rng.js';
import { DEFAULT_SLOT } from './slot.config.js';
import {
  buildStrip,
  buildStrips,
  checkSlotConfig,
  evaluateLine,
  evaluateStops,
  spinSlot,
  theoreticalRtp,
  type SlotConfig,
} from './slot.js';

describe('the slot maths', () => {
  it('pays the longest left run, the wild standing in, and wilds alone when they are worth more', () => {
    const pay = (s: string) => evaluateLine(DEFAULT_SLOT, s.split(' '));
    expect(pay('SEVEN SEVEN SEVEN BAR BAR')).toEqual({ symbol: 'SEVEN', count: 3, multiplier: 25 });
    expect(pay('SEVEN WILD SEVEN SEVEN BAR')).toEqual({ symbol: 'SEVEN', count: 4, multiplier: 100 });
    expect(pay('WILD WILD BELL BELL BELL')).toEqual({ symbol: 'BELL', count: 5, multiplier: 120 });
    // Three wilds (40) beat three-wilds-plus-a-lemon as four lemons (10).
    expect(pay('WILD WILD WILD LEMON BAR')).toEqual({ symbol: 'WILD', count: 3, multiplier: 40 });
    expect(pay('WILD WILD WILD WILD WILD')).toEqual({ symbol: 'WILD', count: 5, multiplier: 1000 });
    expect(pay('CHERRY CHERRY BAR BAR BAR').multiplier).toBe(1);
    expect(pay('BAR SEVEN BAR BAR BAR').multiplier).toBe(0);
  });

  it('builds each strip from its weights, the same way every time', () => {
    const strip = buildStrip({ A: 1, B: 2, C: 3 });
    expect(strip).toHaveLength(6);
    expect(strip.filter((s) => s === 'C')).toHaveLength(3);
    expect(buildStrip({ A: 1, B: 2, C: 3 })).toEqual(strip);
    expect(() => checkSlotConfig(DEFAULT_SLOT)).not.toThrow();
    expect(() => checkSlotConfig({ ...DEFAULT_SLOT, paylines: [[1, 1, 1, 1, 3]] })).toThrow(/payline/);
  });

  it('computes the theoretical RTP exactly: it equals the average over every stop combination of a small slot', () => {
    // 4 × 3 × 5 × 4 × 3 stop combinations, every payline on each: the brute-force truth.
    const tiny: SlotConfig = {
      ...DEFAULT_SLOT,
      reelWeights: [
        { WILD: 1, SEVEN: 1, CHERRY: 2 },
        { SEVEN: 1, CHERRY: 2 },
        { WILD: 1, SEVEN: 2, CHERRY: 1, BAR: 1 },
        { SEVEN: 2, CHERRY: 2 },
        { WILD: 1, SEVEN: 1, CHERRY: 1 },
      ],
    };
    const strips = buildStrips(tiny);
    let won = 0n;
    let staked = 0n;
    const lines = tiny.paylines.length;
    const walk = (reel: number, stops: number[]) => {
      if (reel === strips.length) {
        won += BigInt(evaluateStops(tiny, strips, stops, lines).totalMultiplier);
        staked += BigInt(lines);
        return;
      }
      for (let s = 0; s < strips[reel]!.length; s += 1) walk(reel + 1, [...stops, s]);
    };
    walk(0, []);
    const t = theoreticalRtp(tiny);
    expect(won * t.denominator).toBe(t.numerator * staked);
    expect(t.value).toBeGreaterThan(0);
  });

  it('declares an RTP the strips really give: 36406282 / 37949472 ≈ 95.93 % for a declared 96 %', () => {
    const t = theoreticalRtp(DEFAULT_SLOT);
    expect(t.denominator).toBe(33n ** 4n * 32n);
    expect(Math.abs(t.value - DEFAULT_SLOT.targetRtp)).toBeLessThan(0.001);
  });
});

describe('the slot over 1,000,000 spins', () => {
  it('returns the theoretical RTP within the configured tolerance (real provably fair RNG)', () => {
    const config = DEFAULT_SLOT;
    const strips = buildStrips(config);
    const lines = config.paylines.length;
    // A fixed server seed keeps the run reproducible; each spin is its own nonce, as in play.
    const serverSeed = '5f1d3a0c9b7e2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d0f';
    const N = 1_000_000;
    const started = performance.now();
    let sum = 0;
    let sumSq = 0;
    for (let nonce = 0; nonce < N; nonce += 1) {
      const x =
        spinSlot(config, strips, new FairRng({ serverSeed, clientSeed: 'rtp-test', nonce }), lines).totalMultiplier / lines;
      sum += x;
      sumSq += x * x;
    }
    const ms = performance.now() - started;
    const measured = sum / N;
    const standardError = Math.sqrt(sumSq / N - measured * measured) / Math.sqrt(N);
    const theoretical = theoreticalRtp(config).value;
    console.info(
      `slot RTP over ${N} spins: ${(measured * 100).toFixed(3)} % (theoretical ${(theoretical * 100).toFixed(3)} %, SE ${(standardError * 100).toFixed(3)} pp) in ${Math.round(ms)} ms`,
    );
    expect(Math.abs(measured - theoretical)).toBeLessThanOrEqual(config.rtpTolerance);
    // The tolerance means something: wide enough for chance (≥ 3 standard errors), narrow
    // enough that a paytable off by a point would fail (≤ 8 standard errors).
    expect(config.rtpTolerance / standardError).toBeGreaterThanOrEqual(3);
    expect(config.rtpTolerance / standardError).toBeLessThanOrEqual(8);
  }, 120_000);
});
