/**
 * VN lô products: numbers against the lô lists of a result (vn-view.ts).
 * Tokens are numbers of exactly the product's width ("07", "007", "0007").
 */
import { comboProduct, singleProduct } from './builders.js';
import type { OfficialProduct } from './product.js';
import { digitToken, occurrences } from './tokens.js';
import type { VnView } from './vn-view.js';

type VnProduct = OfficialProduct<readonly string[], VnView>;
const base = { lottery: 'VN', menu: 'lo' } as const;
const two = digitToken(2);

/** Lô 2 số (bao lô), "07,27": each number against the last two digits of every prize, paid per occurrence. */
export const VN_LO2 = singleProduct<VnView>({
  ...base,
  id: 'VN-LO2',
  canonical: two,
  choices: 100,
  wins: (n, v) => occurrences(v.lo2, n),
});

/** Lô 3 số, "007,127": against the last three digits of the prizes with at least three digits, per occurrence. */
export const VN_LO3 = singleProduct<VnView>({
  ...base,
  id: 'VN-LO3',
  canonical: digitToken(3),
  choices: 1000,
  wins: (n, v) => occurrences(v.lo3, n),
});

/** Lô 4 số, "0007": against the last four digits of the prizes with at least four digits, per occurrence. */
export const VN_LO4 = singleProduct<VnView>({
  ...base,
  id: 'VN-LO4',
  canonical: digitToken(4),
  choices: 10_000,
  wins: (n, v) => occurrences(v.lo4, n),
});

/**
 * Xiên 2 / 3 / 4 (parlay), "07,27,45": every 2 / 3 / 4 numbers of the content are one bet, won
 * once when all of them appear among the lô (however often each does).
 */
function xien(size: 2 | 3 | 4): VnProduct {
  return comboProduct<VnView>({
    ...base,
    id: `VN-XIEN${size}`,
    menu: 'xien',
    canonical: two,
    choices: 100,
    size,
    good: (n, v) => v.lo2.includes(n),
  });
}

/** Lô trượt 4 / 8 / 10 ("N không về"), "07,…": every 4 / 8 / 10 numbers are one bet, won when none appears among the lô. */
function truot(size: 4 | 8 | 10): VnProduct {
  return comboProduct<VnView>({
    ...base,
    id: `VN-TRUOT${size}`,
    menu: 'truot',
    canonical: two,
    choices: 100,
    size,
    good: (n, v) => !v.lo2.includes(n),
  });
}

export const VN_XIEN2 = xien(2);
export const VN_XIEN3 = xien(3);
export const VN_XIEN4 = xien(4);
export const VN_TRUOT4 = truot(4);
export const VN_TRUOT8 = truot(8);
export const VN_TRUOT10 = truot(10);
