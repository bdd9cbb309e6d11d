import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DICE, dicePayout, diceTheoreticalRtp, validDiceBet, type DiceBet } from './dice.js';
import { FairRng, hashServerSeed, newServerSeed, SimulationRng, uniformInt } from './fair-rng.js';
import { playDiceRound, playSlotRound, verifyRound } from './rounds.js';

const seeds = { serverSeed: newServerSeed(), clientSeed: 'my lucky seed', nonce: 7 };

describe('provably fair randomness', () => {
  it('commits to the server seed with its SHA-256, which the revealed seed must match', () => {
    expect(seeds.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(seeds.serverSeed)).toBe(createHash('sha256').update(seeds.serverSeed).digest('hex'));
    expect(hashServerSeed(newServerSeed())).not.toBe(hashServerSeed(seeds.serverSeed));
  });

  it('draws HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) as uint32s, moving to the next cursor after 8', () => {
    const rng = new FairRng(seeds);
    const drawn = Array.from({ length: 10 }, () => rng.int(2 ** 32));
    const block = (cursor: number) =>
      createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`).digest();
    const expected = [
      ...[0, 4, 8, 12, 16, 20, 24, 28].map((o) => block(0).readUInt32BE(o)),
      block(1).readUInt32BE(0),
      block(1).readUInt32BE(4),
    ];
    expect(drawn).toEqual(expected);
  });

  it('maps uint32s to a range by rejection, never by a biased modulo', () => {
    // 2^32 mod 3 = 1: 4294967295 is the one value that would favour 0, so it is drawn again.
    const source = (values: number[]) => () => values.shift()!;
    expect(uniformInt(source([4294967295, 5]), 3)).toBe(2);
    expect(uniformInt(source([4294967294]), 3)).toBe(4294967294 % 3);
    // Over many draws each face of a die comes up evenly.
    const rng = new SimulationRng(1);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 600_000; i += 1) counts[rng.int(6)]! += 1;
    for (const c of counts) expect(Math.abs(c - 100_000)).toBeLessThan(1_500);
  });

  it('gives the same outcome for the same seeds and nonce, and another for the next nonce', () => {
    expect(playSlotRound(seeds, 20)).toEqual(playSlotRound({ ...seeds }, 20));
    const next = Array.from({ length: 5 }, (_, i) => playSlotRound({ ...seeds, nonce: seeds.nonce + 1 + i }, 20).stops.join());
    expect(next.some((s) => s !== playSlotRound(seeds, 20).stops.join())).toBe(true);
    const bet: DiceBet = { direction: 'under', target: 5000 };
    expect(playDiceRound(seeds, bet).roll).toBe(playDiceRound({ ...seeds }, bet).roll);
    // The player's client seed changes the rolls: the server cannot pick outcomes alone.
    const rolls = (clientSeed: string) =>
      Array.from({ length: 5 }, (_, i) => playDiceRound({ ...seeds, clientSeed, nonce: i }, bet).roll);
    expect(rolls('other')).not.toEqual(rolls(seeds.clientSeed));
  });

  it('verifyRound recomputes a played round from the revealed seeds', () => {
    const slot = playSlotRound(seeds, 20);
    const v = verifyRound({ game: 'slot', ...seeds, lines: 20 });
    expect(v.outcome).toEqual(slot);
    expect(v.serverSeedHash).toBe(hashServerSeed(seeds.serverSeed));
    const bet: DiceBet = { direction: 'over', target: 2500 };
    expect(verifyRound({ game: 'dice', ...seeds, bet }).outcome).toEqual(playDiceRound(seeds, bet));
    // A different server seed does not reproduce the round.
    expect(verifyRound({ game: 'slot', ...seeds, serverSeed: newServerSeed(), lines: 20 }).outcome.stops).not.toEqual(slot.stops);
  });
});

describe('dice', () => {
  it('pays the inverse of the chance less the house edge, on every allowed target', () => {
    for (const direction of ['under', 'over'] as const) {
      for (let target = DEFAULT_DICE.minTarget; target <= DEFAULT_DICE.maxTarget; target += 1) {
        const rtp = diceTheoreticalRtp(DEFAULT_DICE, { direction, target });
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.9899);
      }
    }
    expect(validDiceBet(DEFAULT_DICE, { direction: 'under', target: 99 })).toBe(false);
    expect(validDiceBet(DEFAULT_DICE, { direction: 'over', target: 9900 })).toBe(false);
    expect(validDiceBet(DEFAULT_DICE, { direction: 'over', target: 50.5 })).toBe(false);
  });

  it('returns its RTP within tolerance over 1,000,000 rounds of random bets', () => {
    const pick = new SimulationRng(7);
    const serverSeed = newServerSeed();
    const stake = 10_000n;
    let paid = 0n;
    let expected = 0;
    const N = 1_000_000;
    for (let nonce = 0; nonce < N; nonce += 1) {
      const bet: DiceBet = {
        direction: pick.int(2) ? 'over' : 'under',
        target: DEFAULT_DICE.minTarget + pick.int(DEFAULT_DICE.maxTarget - DEFAULT_DICE.minTarget + 1),
      };
      paid += dicePayout(playDiceRound({ serverSeed, clientSeed: 'dice', nonce }, bet), stake);
      expected += diceTheoreticalRtp(DEFAULT_DICE, bet);
    }
    const measured = Number(paid) / (N * Number(stake));
    expect(Math.abs(measured - expected / N)).toBeLessThanOrEqual(DEFAULT_DICE.rtpTolerance);
  }, 120_000);
});
