import { commitOf, deriveResult, hexToBytes, type ProofAnswer } from '@playhouse/contract/lottery';

export interface Verification {
  /** SHA-256(seed) equals the commitment published before sales opened. */
  readonly commitMatches: boolean;
  /** The result recomputed here from seed + beacon equals the published one. */
  readonly resultMatches: boolean;
  readonly recomputed: readonly number[] | null;
}

/** Recomputes a draw in this browser (WebCrypto) from its proof: nothing here trusts the server's result. */
export async function verifyProof(proof: ProofAnswer): Promise<Verification> {
  let seed: Uint8Array;
  try {
    seed = hexToBytes(proof.seed.toLowerCase());
  } catch {
    return { commitMatches: false, resultMatches: false, recomputed: null };
  }
  const commit = await commitOf(seed);
  const recomputed = await deriveResult(proof.family, {
    seed,
    gameCode: proof.gameCode,
    drawNo: proof.drawNo,
    beaconRandomness: proof.beaconRandomness.toLowerCase(),
  });
  return {
    commitMatches: commit === proof.commit.toLowerCase(),
    resultMatches: recomputed.length === proof.result.length && recomputed.every((n, i) => n === proof.result[i]),
    recomputed,
  };
}
