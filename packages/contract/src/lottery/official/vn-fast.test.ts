import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DrawInput } from '../derivation.js';
import { referenceStream } from '../derivation.reference.js';
import { checkVnMbResult, VN_MB_TIERS } from './vn-result.js';
import { deriveVnFastResult } from './vn-fast.js';

/** The published rule written again on node:crypto: 107 digits in prize order, special first. */
function reference(input: DrawInput): string[] {
  const { below } = referenceStream(input);
  const digit = () => below(10);
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
