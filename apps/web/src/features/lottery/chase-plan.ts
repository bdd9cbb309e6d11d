export type ChasePlan = 'same' | 'double';

export interface ChaseInput {
  /** Draws open for betting, current first (near.upcoming). */
  readonly upcoming: readonly string[];
  readonly draws: number;
  readonly multiple: number;
  readonly plan: ChasePlan;
  /** Doubling: the multiple doubles after every `every` draws. */
  readonly every: number;
}

/** The server's highest multiple per draw (contract bettingContent). */
export const MAX_MULTIPLE = 1_000_000;

/** The numero list of a chase: the first `draws` open draws with their multiples. */
export function chasePlan({ upcoming, draws, multiple, plan, every }: ChaseInput): { numero: string; multiple: number }[] {
  const n = Math.max(1, Math.min(draws, upcoming.length));
  const step = Math.max(1, every);
  return upcoming.slice(0, n).map((numero, i) => ({
    numero,
    multiple: plan === 'double' ? Math.min(MAX_MULTIPLE, multiple * 2 ** Math.floor(i / step)) : multiple,
  }));
}
