/**
 * Thai (TH-) and Lao (LA-) products. Tokens: numbers of exactly the product's width ("057",
 * "07"), run digits "0"–"9".
 *  - 3 top: the number is the 3 top; 2 top / 2 bottom: the number is the 2 top / 2 bottom;
 *  - 3 tod: the 3 top in any order. The bet is the set of digits, written as any arrangement and
 *    kept sorted ("321" is "123", so "123,321" is a repeat); "112" wins on 112, 121 and 211.
 *    A triple ("111") is refused: it has one arrangement, so it is a 3 top bet;
 *  - run top / run bottom: the digit appears in the 3 top / 2 bottom, paid once however often;
 *  - Thai 3 front / 3 bottom: the number is one of the two front / back three-digit numbers,
 *    paid per occurrence (both numbers equal pays twice, as two prizes would).
 */
import { singleProduct } from './builders.js';
import type { OfficialLottery, OfficialProduct } from './product.js';
import type { ThaiView, TopBottomView } from './sea-result.js';
import { digitToken, occurrences, sortedDigits } from './tokens.js';

const three = digitToken(3);
const two = digitToken(2);
const one = digitToken(1);
const hit = (won: boolean) => (won ? 1 : 0);

function todToken(token: string): string | null {
  const n = three(token);
  return n === null || new Set(n).size === 1 ? null : sortedDigits(n);
}

type Spec<V> = readonly [
  suffix: string,
  menu: string,
  canonical: (token: string) => string | null,
  choices: number,
  wins: (n: string, v: V) => number,
];

/** The products of both lotteries: id suffix, menu, token, choices, wins. */
const TOP_BOTTOM: readonly Spec<TopBottomView>[] = [
  ['3TOP', 'three', three, 1000, (n, v) => hit(v.top3 === n)],
  // Sets of 3 digits with at least two different: C(10,3) + 10 × 9 pairs.
  ['3TOD', 'three', todToken, 210, (n, v) => hit(sortedDigits(v.top3) === n)],
  ['2TOP', 'two', two, 100, (n, v) => hit(v.top2 === n)],
  ['2BOTTOM', 'two', two, 100, (n, v) => hit(v.bottom2 === n)],
  ['RUN-TOP', 'run', one, 10, (d, v) => hit(v.top3.includes(d))],
  ['RUN-BOTTOM', 'run', one, 10, (d, v) => hit(v.bottom2.includes(d))],
];

/** Thai only: the front and back three-digit numbers, per occurrence. */
const THAI_ONLY: readonly Spec<ThaiView>[] = [
  ['3FRONT', 'three', three, 1000, (n, v) => occurrences(v.front3, n)],
  ['3BOTTOM', 'three', three, 1000, (n, v) => occurrences(v.back3, n)],
];

function build<V>(lottery: OfficialLottery, specs: readonly Spec<V>[]): OfficialProduct<readonly string[], V>[] {
  return specs.map(([suffix, menu, canonical, choices, wins]) =>
    singleProduct<V>({ lottery, id: `${lottery}-${suffix}`, menu, canonical, choices, wins }),
  );
}

/** Thai products settle on thaiView(result). */
export const THAI_PRODUCTS: readonly OfficialProduct<readonly string[], ThaiView>[] = [
  ...build<ThaiView>('TH', TOP_BOTTOM),
  ...build('TH', THAI_ONLY),
];
/** Lao products settle on laoView(result). */
export const LAO_PRODUCTS: readonly OfficialProduct<readonly string[], TopBottomView>[] = build('LA', TOP_BOTTOM);
