/**
 * The verifiable draw derivation, exactly as the fast draws' published rules give it, so anyone
 * can recompute a result from the revealed seed and the public beacon value:
 *
 *   block(c) = HMAC-SHA256(key = seed bytes, message = "<gameCode>:<drawNo>:<beacon hex>:<c>")
 *   for c = 0, 1, 2, …; each 32-byte block is read as eight big-endian uint32 values in order.
 *   An integer in [0, n) takes the next value v, rejects it while v ≥ floor(2^32 / n) × n, and
 *   answers v mod n (rejection keeps every outcome exactly equally likely).
 *
 * WebCrypto only (crypto.subtle), so the same code runs in Node 20, the browser and the CLI.
 */
import type { Family } from './families.js';

export const DERIVATION_VERSION = 'hmac-sha256-rejection-v1';

export interface DrawInput {
  /** The secret seed revealed after the draw. */
  readonly seed: Uint8Array;
  readonly gameCode: string;
  readonly drawNo: string;
  /** The beacon round's randomness as lowercase hex. */
  readonly beaconRandomness: string;
}

const HEX = /^(?:[0-9a-f]{2})*$/;
const TWO_POW_32 = 2 ** 32;

export function hexToBytes(hex: string): Uint8Array {
  if (!HEX.test(hex)) throw new RangeError('expected lowercase hex with an even number of digits');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The commitment published before sales open: hex SHA-256 of the seed bytes. */
export async function commitOf(seed: Uint8Array): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', seed as BufferSource)));
}

/** The uint32 stream of one draw; `intBelow` is the published rejection rule. */
export class DrawStream {
  private counter = 0;
  private block: number[] = [];
  /** Every value read, accepted or rejected, for the verifier's "show the work". */
  readonly consumed: number[] = [];

  private constructor(
    private readonly key: CryptoKey,
    private readonly prefix: string,
  ) {}

  static async open(input: DrawInput): Promise<DrawStream> {
    if (!HEX.test(input.beaconRandomness) || input.beaconRandomness === '') {
      throw new RangeError('beacon randomness must be lowercase hex');
    }
    const key = await crypto.subtle.importKey('raw', input.seed as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    return new DrawStream(key, `${input.gameCode}:${input.drawNo}:${input.beaconRandomness}:`);
  }

  async nextUint32(): Promise<number> {
    if (this.block.length === 0) {
      const message = new TextEncoder().encode(this.prefix + String(this.counter++));
      const view = new DataView(await crypto.subtle.sign('HMAC', this.key, message));
      for (let i = 0; i < 8; i++) this.block.push(view.getUint32(i * 4, false));
    }
    const v = this.block.shift()!;
    this.consumed.push(v);
    return v;
  }

  async intBelow(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`bad range ${n}`);
    const limit = Math.floor(TWO_POW_32 / n) * n;
    for (;;) {
      const v = await this.nextUint32();
      if (v < limit) return v % n;
    }
  }

  /** `count` picks without replacement from [from..to]: each an index into the remaining ascending pool. */
  async picks(count: number, from: number, to: number): Promise<number[]> {
    const pool = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(pool.splice(await this.intBelow(pool.length), 1)[0]!);
    return out;
  }
}

async function draws(stream: DrawStream, count: number, n: number, plus = 0): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await stream.intBelow(n)) + plus);
  return out;
}

/** The result of a draw, in draw order (SSC in position order; PC28's three digits before summing). */
export async function deriveResult(family: Family, input: DrawInput): Promise<number[]> {
  const stream = await DrawStream.open(input);
  switch (family) {
    case 'SSC':
      return draws(stream, 5, 10);
    case 'PC28':
      return draws(stream, 3, 10);
    case 'K3':
      return draws(stream, 3, 6, 1);
    case '11X5':
      return stream.picks(5, 1, 11);
    case 'PK10':
      return stream.picks(10, 1, 10);
  }
}
