/**
 * Fast VN lotteries (45 s, 1, 3, 5 min: "xổ số miền Bắc siêu tốc") draw a whole MB-shaped result
 * from the fast draws' verifiable derivation (derivation.ts), so every VN product applies to them:
 *
 *   for each tier in prize order, special first (VN_MB_TIERS), for each of its numbers, for each
 *   digit left to right: the next integer in [0, 10) of the draw's stream.
 *
 * That is 107 digits (27 numbers); each digit is uniform and independent, as on an official draw.
 */
import { DrawStream, type DrawInput } from '../derivation.js';
import { VN_MB_SHAPE, VN_MB_TIERS, vnMbResult, type VnMbResult } from './vn-result.js';

export async function deriveVnFastResult(input: DrawInput): Promise<VnMbResult> {
  const stream = await DrawStream.open(input);
  const out: Record<string, string[]> = {};
  for (const tier of VN_MB_TIERS) {
    const [count, width] = VN_MB_SHAPE[tier];
    const numbers: string[] = [];
    for (let i = 0; i < count; i++) {
      let n = '';
      for (let d = 0; d < width; d++) n += String(await stream.intBelow(10));
      numbers.push(n);
    }
    out[tier] = numbers;
  }
  // The schema types the result (the loop follows the same shape).
  return vnMbResult.parse(out);
}
