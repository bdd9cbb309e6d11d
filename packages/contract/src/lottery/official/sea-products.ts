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

function topBottom(lottery: OfficialLottery): OfficialProduct<readonly string[], TopBottomView>[] {
  const p = lottery;
  return [
    singleProduct<TopBottomView>({
      lottery,
      id: `${p}-3TOP`,
      menu: 'three',
      canonical: three,
      choices: 1000,
      wins: (n, v) => hit(v.top3 === n),
    }),
    singleProduct<TopBottomView>({
      lottery,
      id: `${p}-3TOD`,
      menu: 'three',
      canonical: todToken,
      choices: 210, // sets of 3 digits with at least two different: C(10,3) + 10 × 9 pairs
      wins: (n, v) => hit(sortedDigits(v.top3) === n),
    }),
    singleProduct<TopBottomView>({
      lottery,
      id: `${p}-2TOP`,
      menu: 'two',
      canonical: two,
      choices: 100,
      wins: (n, v) => hit(v.top2 === n),
    }),
    singleProduct<TopBottomView>({
      lottery,
      id: `${p}-2BOTTOM`,
      menu: 'two',
      canonical: two,
      choices: 100,
      wins: (n, v) => hit(v.bottom2 === n),
    }),
    singleProduct<TopBottomView>({
      lottery,
      id: `${p}-RUN-TOP`,
      menu: 'run',
      canonical: one,
      choices: 10,
      wins: (d, v) => hit(v.top3.includes(d)),
    }),
    singleProduct<TopBottomView>({
      lottery,
      id: `${p}-RUN-BOTTOM`,
      menu: 'run',
      canonical: one,
      choices: 10,
      wins: (d, v) => hit(v.bottom2.includes(d)),
    }),
  ];
}

const thaiOnly: OfficialProduct<readonly string[], ThaiView>[] = [
  singleProduct<ThaiView>({
    lottery: 'TH',
    id: 'TH-3FRONT',
    menu: 'three',
    canonical: three,
    choices: 1000,
    wins: (n, v) => occurrences(v.front3, n),
  }),
  singleProduct<ThaiView>({
    lottery: 'TH',
    id: 'TH-3BOTTOM',
    menu: 'three',
    canonical: three,
    choices: 1000,
    wins: (n, v) => occurrences(v.back3, n),
  }),
];

/** Thai products settle on thaiView(result). */
export const THAI_PRODUCTS: readonly OfficialProduct<readonly string[], ThaiView>[] = [...topBottom('TH'), ...thaiOnly];
/** Lao products settle on laoView(result). */
export const LAO_PRODUCTS: readonly OfficialProduct<readonly string[], TopBottomView>[] = topBottom('LA');
