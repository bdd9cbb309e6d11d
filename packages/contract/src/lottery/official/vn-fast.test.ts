import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DrawInput } from '../derivation.js';
import { checkVnMbResult, VN_MB_TIERS } from './vn-result.js';
import { deriveVnFastResult } from './vn-fast.js';

/** The published rule written again on node:crypto: 107 digits in prize order, special first. */
function reference(input: DrawInput): string[] {
  let counter = 0;
  let queue: number[] = [];
  const next = () => {
    if (queue.length === 0) {
      const msg = `${input.gameCode}:${input.drawNo}:${input.beaconRandomness}:${counter++}`;
      const block = createHmac('sha256', Buffer.from(input.seed)).update(msg, 'utf8').digest();
      queue = [0, 4, 8, 12, 16, 20, 24, 28].map((o) => block.readUInt32BE(o));
    }
    return queue.shift()!;
  };
  const digit = () => {
    const limit = Math.floor(4294967296 / 10) * 10;
    let v = next();
    while (v >= limit) v = next();
    return v % 10;
  };
  const shape: [number, number][] = [
    [1, 5],
    [1, 5],
    [2, 5],
    [6, 5],
    [4, 4],
    [6, 4],
    [3, 3],
    [4, 2],
  ];
  return shape.flatMap(([count, width]) => Array.from({ length: count }, () => Array.from({ length: width }, digit).join('')));
}

const inputOf = (i: number): DrawInput => ({
  seed: new Uint8Array(createHash('sha256').update(`vn-seed-${i}`).digest()),
  gameCode: 'VNMB45S',
  drawNo: `20260114-${String(i + 1).padStart(4, '0')}`,
  beaconRandomness: createHash('sha256').update('recorded beacon round 42').digest('hex'),
});

describe('fast VN derivation', () => {
  it('draws a valid MB result, special first, matching an independent implementation', async () => {
    for (let i = 0; i < 20; i++) {
      const input = inputOf(i);
      const result = await deriveVnFastResult(input);
      expect(checkVnMbResult(result).ok).toBe(true);
      expect(VN_MB_TIERS.flatMap((t) => result[t])).toEqual(reference(input));
    }
  });

  it('depends on every input', async () => {
    const a = await deriveVnFastResult(inputOf(0));
    expect(await deriveVnFastResult({ ...inputOf(0), drawNo: '20260114-0002' })).not.toEqual(a);
    expect(await deriveVnFastResult({ ...inputOf(0), gameCode: 'VNMB1M' })).not.toEqual(a);
  });
});
