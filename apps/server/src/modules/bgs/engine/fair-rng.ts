import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair randomness. Before a round the player sees SHA-256(serverSeed) (the
 * commitment); the outcome depends on the server seed, the player's own client seed and a
 * nonce that counts the player's rounds. Rotating the seeds reveals the server seed, so
 * every earlier round can be recomputed with `verifyRound` and checked against the hash.
 *
 * Bytes: HMAC-SHA256(key = serverSeed as its hex text, message = `${clientSeed}:${nonce}:${cursor}`),
 * cursor 0, 1, 2 … as more bytes are needed; 4 bytes big-endian make one uint32.
 */

/** Whatever an engine draws from: a uniform integer in [0, n). */
export interface Rng {
  int(n: number): number;
}

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const UINT32 = 2 ** 32;

/** 32 random bytes as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed; the player may replace it with any text they like. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The commitment shown before play: hex SHA-256 of the server seed's hex text. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/**
 * Uniform integer in [0, n) from a uint32 source by rejection sampling: values at or above
 * the largest multiple of n below 2^32 are drawn again, so no outcome is favoured by a modulo.
 */
export function uniformInt(nextUint32: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > UINT32) throw new RangeError(`bad range ${n}`);
  const limit = UINT32 - (UINT32 % n);
  for (;;) {
    const x = nextUint32();
    if (x < limit) return x % n;
  }
}

/** The provably fair stream of one round. */
export class FairRng implements Rng {
  private block: Buffer = Buffer.alloc(0);
  private offset = 0;
  private cursor = 0;

  constructor(private readonly seeds: RoundSeeds) {}

  private nextUint32(): number {
    if (this.offset + 4 > this.block.length) {
      const { serverSeed, clientSeed, nonce } = this.seeds;
      this.block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${this.cursor}`).digest();
      this.cursor += 1;
      this.offset = 0;
    }
    const x = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return x;
  }

  int(n: number): number {
    return uniformInt(() => this.nextUint32(), n);
  }
}

/**
 * A fast seeded generator (xoshiro128**) for simulations that need millions of draws; the
 * same rejection sampling as FairRng, so the engines see the same kind of integers.
 * Never used for real rounds.
 */
export class SimulationRng implements Rng {
  private s: Uint32Array;

  constructor(seed: number) {
    // splitmix32 spreads the seed over the four words of state.
    let z = seed >>> 0;
    const mix = () => {
      z = (z + 0x9e3779b9) >>> 0;
      let t = z;
      t = Math.imul(t ^ (t >>> 16), 0x21f0aaad);
      t = Math.imul(t ^ (t >>> 15), 0x735a2d97);
      return (t ^ (t >>> 15)) >>> 0;
    };
    this.s = new Uint32Array([mix(), mix(), mix(), mix()]);
  }

  private nextUint32(): number {
    const s = this.s;
    let s0 = s[0]!,
      s1 = s[1]!,
      s2 = s[2]!,
      s3 = s[3]!;
    const result = Math.imul(rotl(Math.imul(s1, 5) >>> 0, 7), 9) >>> 0;
    const t = (s1 << 9) >>> 0;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3 >>> 0, 11);
    s[0] = s0;
    s[1] = s1;
    s[2] = s2;
    s[3] = s3;
    return result;
  }

  int(n: number): number {
    return uniformInt(() => this.nextUint32(), n);
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
