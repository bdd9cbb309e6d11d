/**
 * VN đề products: bets on one prize's digits (vn-view.ts). Definitions, as we sell them:
 *  - đề: the last two digits of the special prize (the "đề number"), "00"–"99";
 *  - đề đầu: the first two digits of the special prize;
 *  - đề giải nhất: the last two digits of the first prize;
 *  - đầu: the first digit of the đề number (its tens), "0"–"9";
 *  - đuôi: the last digit of the đề number (its units), "0"–"9";
 *  - đầu đuôi: a two-digit number against the head, the lowest tier (MB: the four numbers of the
 *    seventh prize; MN/MT: the eighth prize), and the tail, the đề number; paid per occurrence,
 *    so one point covers 5 numbers in MB and 2 at a station (priced accordingly);
 *  - tài / xỉu: the đề number is 50–99 (tài) or 00–49 (xỉu); chẵn / lẻ: it is even / odd;
 *  - 3 càng: the last three digits of the special prize, "000"–"999".
 */
import { singleProduct } from './builders.js';
import { digitToken, occurrences, tagToken } from './tokens.js';
import type { VnView } from './vn-view.js';

const base = { lottery: 'VN', menu: 'de' } as const;
const two = digitToken(2);
const one = digitToken(1);
/** The đề number: the special prize's last two digits. */
const deOf = (v: VnView): string => v.special.slice(-2);
const hit = (won: boolean) => (won ? 1 : 0);

/** Đề, "07,27". */
export const VN_DE = singleProduct<VnView>({
  ...base,
  id: 'VN-DE',
  canonical: two,
  choices: 100,
  wins: (n, v) => hit(deOf(v) === n),
});

/** Đề đầu, "01": the special prize's first two digits. */
export const VN_DE_DAU = singleProduct<VnView>({
  ...base,
  id: 'VN-DE-DAU',
  canonical: two,
  choices: 100,
  wins: (n, v) => hit(v.special.slice(0, 2) === n),
});

/** Đề giải nhất, "38": the first prize's last two digits. */
export const VN_DE_G1 = singleProduct<VnView>({
  ...base,
  id: 'VN-DE-G1',
  canonical: two,
  choices: 100,
  wins: (n, v) => hit(v.first.slice(-2) === n),
});

/** Đầu, "1,8": the đề number's first digit. */
export const VN_DAU = singleProduct<VnView>({
  ...base,
  id: 'VN-DAU',
  menu: 'dauDuoi',
  canonical: one,
  choices: 10,
  wins: (d, v) => hit(deOf(v)[0] === d),
});

/** Đuôi, "7": the đề number's last digit. */
export const VN_DUOI = singleProduct<VnView>({
  ...base,
  id: 'VN-DUOI',
  menu: 'dauDuoi',
  canonical: one,
  choices: 10,
  wins: (d, v) => hit(deOf(v)[1] === d),
});

/** Đầu đuôi, "27": against the head tier and the đề number, per occurrence. */
export const VN_DAU_DUOI = singleProduct<VnView>({
  ...base,
  id: 'VN-DAU-DUOI',
  menu: 'dauDuoi',
  canonical: two,
  choices: 100,
  wins: (n, v) => occurrences(v.head, n) + hit(deOf(v) === n),
});

/** Tài / xỉu, "tai,xiu": the đề number 50–99 / 00–49. */
export const VN_TAI_XIU = singleProduct<VnView>({
  ...base,
  id: 'VN-TAI-XIU',
  menu: 'twoSides',
  canonical: tagToken(['tai', 'xiu']),
  choices: 2,
  wins: (t, v) => hit((Number(deOf(v)) >= 50 ? 'tai' : 'xiu') === t),
});

/** Chẵn / lẻ, "chan,le": the đề number even / odd. */
export const VN_CHAN_LE = singleProduct<VnView>({
  ...base,
  id: 'VN-CHAN-LE',
  menu: 'twoSides',
  canonical: tagToken(['chan', 'le']),
  choices: 2,
  wins: (t, v) => hit((Number(deOf(v)) % 2 === 0 ? 'chan' : 'le') === t),
});

/** 3 càng, "817": the special prize's last three digits. */
export const VN_3CANG = singleProduct<VnView>({
  ...base,
  id: 'VN-3CANG',
  menu: 'cang',
  canonical: digitToken(3),
  choices: 1000,
  wins: (n, v) => hit(v.special.slice(-3) === n),
});
