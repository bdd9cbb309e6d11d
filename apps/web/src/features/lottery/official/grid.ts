/**
 * The number grid: 0–9 for one digit, 00–99 for two, and for three digits one hundred at a time
 * (the player chooses the hundred, then a 100-cell page). Wider numbers are typed.
 */
export const GRID_DIGITS = [1, 2, 3] as const;
export type GridDigits = (typeof GRID_DIGITS)[number];

export const isGridDigits = (digits: number): digits is GridDigits => digits >= 1 && digits <= 3;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The cells shown: every number of `digits` digits, or (three digits) those of one hundred. */
export function cellsOf(digits: GridDigits, hundred = 0): string[] {
  if (digits === 1) return Array.from({ length: 10 }, (_, i) => String(i));
  const first = digits === 3 ? hundred * 100 : 0;
  return Array.from({ length: 100 }, (_, i) => pad(first + i, digits));
}

/**
 * Quick picks over the cells shown, read on each number's last two digits: a head (tens digit
 * d), a tail (units digit d), doubles (00, 11 …), big (50–99), small (00–49).
 */
export type QuickPick =
  { readonly kind: 'head' | 'tail'; readonly digit: number } | { readonly kind: 'doubles' | 'big' | 'small' };
export const QUICK_KINDS = ['doubles', 'big', 'small'] as const;

export function quickNumbers(cells: readonly string[], q: QuickPick): string[] {
  return cells.filter((cell) => {
    const two = cell.slice(-2);
    switch (q.kind) {
      case 'head':
        return two.length === 2 && two[0] === String(q.digit);
      case 'tail':
        return two.at(-1) === String(q.digit);
      case 'doubles':
        return two.length === 2 && two[0] === two[1];
      case 'big':
        return Number(two) >= 50;
      case 'small':
        return Number(two) < 50;
    }
  });
}
