import { createHmac } from 'node:crypto';
import type { DrawInput } from './derivation.js';

/**
 * Tests only (never exported): the published draw rule written a second time, plainly, on
 * node:crypto, to check the shipped derivations against. `values` lists every uint32 read.
 */
export function referenceStream(input: DrawInput) {
  const values: number[] = [];
  let counter = 0;
  let queue: number[] = [];
  const next = () => {
    if (queue.length === 0) {
      const msg = `${input.gameCode}:${input.drawNo}:${input.beaconRandomness}:${counter++}`;
      const block = createHmac('sha256', Buffer.from(input.seed)).update(msg, 'utf8').digest();
      queue = [0, 4, 8, 12, 16, 20, 24, 28].map((o) => block.readUInt32BE(o));
    }
    const v = queue.shift()!;
    values.push(v);
    return v;
  };
  /** An integer in [0, n): rejection below the largest multiple of n under 2^32. */
  const below = (n: number) => {
    const limit = Math.floor(4294967296 / n) * n;
    let v = next();
    while (v >= limit) v = next();
    return v % n;
  };
  return { values, below };
}
