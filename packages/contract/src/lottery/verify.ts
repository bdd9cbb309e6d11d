/**
 * Checks a published draw proof (API.lottery.proof) the way anyone can: the revealed seed hashes
 * to the commitment published before sales opened, and the result is the derivation of that seed
 * with the beacon's randomness. The lottery pages and the command-line verifier both call this.
 */
import { commitOf, deriveResult, hexToBytes, DERIVATION_VERSION } from './derivation.js';
import { isFamily } from './families.js';

export interface DrawProof {
  readonly gameCode: string;
  readonly drawNo: string;
  readonly family: string;
  readonly commit: string;
  readonly seed: string;
  readonly beaconRandomness: string;
  readonly result: readonly number[];
  readonly derivation: string;
}

export interface Verification {
  /** SHA-256(seed) equals the published commitment. */
  readonly commitOk: boolean;
  /** The result recomputed from seed and beacon. */
  readonly recomputed: number[] | null;
  readonly resultOk: boolean;
  readonly ok: boolean;
  /** Why it could not be checked (unknown family or derivation, malformed hex), or null. */
  readonly problem: string | null;
}

export async function verifyProof(p: DrawProof): Promise<Verification> {
  const fail = (problem: string): Verification => ({ commitOk: false, recomputed: null, resultOk: false, ok: false, problem });
  if (p.derivation !== DERIVATION_VERSION) return fail(`unknown derivation ${p.derivation}`);
  if (!isFamily(p.family)) return fail(`unknown family ${p.family}`);
  let seed: Uint8Array;
  try {
    seed = hexToBytes(p.seed);
    hexToBytes(p.beaconRandomness);
  } catch {
    return fail('seed or beacon randomness is not hex');
  }
  const commitOk = (await commitOf(seed)) === p.commit;
  const recomputed = await deriveResult(p.family, {
    seed,
    gameCode: p.gameCode,
    drawNo: p.drawNo,
    beaconRandomness: p.beaconRandomness,
  });
  const resultOk = recomputed.length === p.result.length && recomputed.every((n, i) => n === p.result[i]);
  return { commitOk, recomputed, resultOk, ok: commitOk && resultOk, problem: null };
}
