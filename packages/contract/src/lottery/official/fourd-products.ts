/**
 * 4D products, Big (all 23 prizes) and Small (first three only), in three ways to bet:
 *  - straight, "1234,R234": a number, or a roll: one position written "R" stands for 0–9, ten
 *    bets ("R234" = 0234 … 9234; one R at most);
 *  - box, "1123": every distinct arrangement of the digits is one bet at the full stake (1234 has
 *    24, 1123 has 12, 1122 has 6, 1112 has 4);
 *  - i-box, "1123": one bet whose prize is divided by the number of arrangements (share).
 * A box is named by its digits in any order ("3211" is "1123"); a number with one arrangement
 * ("1111") is refused in box and i-box, being a straight bet. Two tokens covering the same
 * number are a repeat, hence malformed.
 */
import type { OfficialHit, OfficialProduct, OfficialTier } from './product.js';
import type { FourDResult } from './fourd-result.js';
import { digitToken, occurrences, parseList, permutations, sortedDigits } from './tokens.js';

export type FourDProduct = OfficialProduct<readonly string[], FourDResult>;
type Kind = 'straight' | 'box' | 'ibox';

const four = digitToken(4);
const ROLL = /^(?=[\dR]{4}$)\d*R\d*$/;

/** The numbers a token covers: a roll's ten, a box's arrangements, else itself. */
function covered(kind: Kind, token: string): string[] {
  if (kind !== 'straight') return permutations(token);
  if (!token.includes('R')) return [token];
  return Array.from({ length: 10 }, (_, d) => token.replace('R', String(d)));
}

function canonicalOf(kind: Kind): (token: string) => string | null {
  if (kind === 'straight') return (t) => four(t) ?? (ROLL.test(t) ? t : null);
  return (t) => (four(t) === null || new Set(t).size === 1 ? null : sortedDigits(t));
}

/** The prizes a number holds: each tier it won and how often. */
function tiersWon(n: string, r: FourDResult, small: boolean): [OfficialTier, number][] {
  const top: [OfficialTier, number][] = [
    ['1st', occurrences(r.first, n)],
    ['2nd', occurrences(r.second, n)],
    ['3rd', occurrences(r.third, n)],
  ];
  const rest: [OfficialTier, number][] = small
    ? []
    : [
        ['special', occurrences(r.special, n)],
        ['consolation', occurrences(r.consolation, n)],
      ];
  return [...top, ...rest].filter(([, c]) => c > 0);
}

function fourD(size: 'big' | 'small', kind: Kind): FourDProduct {
  const canonical = canonicalOf(kind);
  const small = size === 'small';
  const suffix = kind === 'straight' ? '' : `-${kind.toUpperCase()}`;
  return {
    id: `4D-${size.toUpperCase()}${suffix}`,
    lottery: '4D',
    menu: kind,
    space: kind === 'ibox' ? 705 : 10_000, // i-box: digit multisets of four with two different digits, C(13,4) − 10
    numberOf: four,
    parse(text) {
      const picks = parseList(text, canonical);
      if (picks === null) return null;
      const all = picks.flatMap((p) => covered(kind, p));
      return new Set(all).size === all.length ? picks : null;
    },
    count: (picks) => (kind === 'ibox' ? picks.length : picks.reduce((n, p) => n + covered(kind, p).length, 0)),
    numbers: (picks) => picks.flatMap((p) => covered(kind, p)),
    settle: (picks, r) =>
      picks.flatMap((p) => {
        const numbers = covered(kind, p);
        const share = kind === 'ibox' ? numbers.length : 1;
        return numbers.flatMap((n) =>
          tiersWon(n, r, small).map(([tier, count]): OfficialHit => ({ bet: n, tier, count, share })),
        );
      }),
  };
}

export const FOUR_D_PRODUCTS: readonly FourDProduct[] = [
  fourD('big', 'straight'),
  fourD('small', 'straight'),
  fourD('big', 'box'),
  fourD('small', 'box'),
  fourD('big', 'ibox'),
  fourD('small', 'ibox'),
];
