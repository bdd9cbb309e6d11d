import type { PickRow } from './pick-layout';

export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

/**
 * A quick pick on a numeric row: big is the upper half of the row's numbers and small the lower
 * (0–9: 5–9 / 0–4; 01–11: 06–11 / 01–05), odd and even by value.
 */
export function quickPick(row: PickRow, kind: QuickPick): string[] {
  const half = Math.floor(row.options.length / 2);
  switch (kind) {
    case 'all':
      return [...row.options];
    case 'big':
      return row.options.slice(half);
    case 'small':
      return row.options.slice(0, half);
    case 'odd':
      return row.options.filter((o) => Number(o) % 2 === 1);
    case 'even':
      return row.options.filter((o) => Number(o) % 2 === 0);
    case 'clear':
      return [];
  }
}
