import { MAX_MULTIPLE } from '@playhouse/contract/lottery';

export type ChasePlan = 'same' | 'double' | 'margin';

/** The minimum-profit plan's terms; money in minor units, per `step` multiples. */
export interface MarginTerms {
  /** The profit a win must leave, in whole percent of everything staked up to that draw. */
  readonly ratePercent: number;
  /** The stake of one draw at `step` multiples. */
  readonly cost: bigint;
  /** What one winning hit pays at `step` multiples. */
  readonly win: bigint;
  /** The smallest multiple whose stake is whole minor units (1; 5 for some li bets): multiples are taken in its steps. */
  readonly step: number;
}

export interface ChaseInput {
  /** Draws open for betting, current first (near.upcoming). */
  readonly upcoming: readonly string[];
  readonly draws: number;
  readonly multiple: number;
  readonly plan: ChasePlan;
  /** Doubling: the multiple doubles after every `every` draws. */
  readonly every: number;
  /** Minimum profit: its terms, null while the slip cannot tell the stake or the win. */
  readonly margin?: MarginTerms | null;
}

export interface ChaseDraw {
  readonly numero: string;
  readonly multiple: number;
}

export interface Chase {
  readonly draws: ChaseDraw[];
  /**
   * Why a minimum-profit plan holds fewer draws than asked: 'unknown' (no stake or win to plan
   * with), 'unreachable' (no multiple up to MAX_MULTIPLE makes the rate at the next draw); else null.
   */
  readonly short: 'unknown' | 'unreachable' | null;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * Minimum profit: each draw takes the smallest multiple m ≥ the starting one such that a win on
 * it leaves the rate over everything staked so far: win·m − (spent + cost·m) ≥ rate·(spent + cost·m).
 * Times 100 and gathered on m: m·(100·win − (100 + rate)·cost) ≥ (100 + rate)·spent, whole numbers.
 */
function marginDraws(numeros: readonly string[], start: number, t: MarginTerms): Chase {
  const step = BigInt(Math.max(1, t.step));
  const rate = 100n + BigInt(t.ratePercent);
  const gain = 100n * t.win - rate * t.cost;
  const first = ceilDiv(BigInt(start), step);
  const most = BigInt(MAX_MULTIPLE) / step;
  const draws: ChaseDraw[] = [];
  let spent = 0n;
  for (const numero of numeros) {
    const need = rate * spent;
    // gain ≤ 0: a win never outgrows its own stake at this rate; only a first draw at exactly 0 passes.
    const k = gain > 0n ? (need > first * gain ? ceilDiv(need, gain) : first) : gain === 0n && need === 0n ? first : null;
    if (k === null || k > most) return { draws, short: 'unreachable' };
    draws.push({ numero, multiple: Number(k * step) });
    spent += k * t.cost;
  }
  return { draws, short: null };
}

/** The numero list of a chase: the first `draws` open draws with their multiples. */
export function chasePlan({ upcoming, draws, multiple, plan, every, margin }: ChaseInput): Chase {
  const numeros = upcoming.slice(0, Math.max(1, Math.min(draws, upcoming.length)));
  if (plan === 'margin') {
    if (!margin || margin.cost <= 0n) return { draws: [], short: 'unknown' };
    return marginDraws(numeros, multiple, margin);
  }
  const step = Math.max(1, every);
  return {
    draws: numeros.map((numero, i) => ({
      numero,
      multiple: plan === 'double' ? Math.min(MAX_MULTIPLE, multiple * 2 ** Math.floor(i / step)) : multiple,
    })),
    short: null,
  };
}
