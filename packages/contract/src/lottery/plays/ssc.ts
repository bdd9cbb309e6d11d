/**
 * The SSC plays. Positions of the result: 0 = ten-thousands … 4 = ones.
 * Windows: 5-star 0–4, front 4 0–3, back 4 1–4, front 3 0–2, middle 3 1–3, back 3 2–4, front 2 0–1,
 * back 2 3–4. Each play's wire format is on its line; N/k are derived by the builders (the tests
 * enumerate all 100,000 results to check every elementary bet is worth exactly its stake at N/k).
 * ZY sells direct, group 3/6, sums, fixed and any position; ELOTT sells the two-sides board only.
 */
import { SIZE_PARITY, SIZE_PARITY_TAGS, SSC_WINDOWS, type SscWindow } from '../ssc-plays.js';
import type { AnyPlay, LotteryPrizeMode } from './play.js';
import { anyPositionPlay, groupPlay, type GroupPattern } from './ssc-chosen.js';
import { digitToken, tagToken } from './ssc-common.js';
import { dragonTigerPlay, totalSizeParityPlay, windowSpan, windowSum, windowValuePlay } from './ssc-derived.js';
import { anyNDirectPlay, perPositionPlay } from './ssc-positional.js';

const LOTT: readonly LotteryPrizeMode[] = ['LOTT'];
const LOTT_ZY: readonly LotteryPrizeMode[] = ['LOTT', 'ZY'];
const ELOTT: readonly LotteryPrizeMode[] = ['ELOTT'];
/** Default ELOTT odds: two-sides and dragon/tiger 1.98 (fair 2), tie 9 (fair 10). */
const TWO_SIDES_ODDS = 1980;
const TIE_ODDS = 9000;

/** Id prefix and menu tab of each window. */
const WINDOWS = {
  five: { code: '5S', menu: '5star' },
  front4: { code: 'F4', menu: 'front4' },
  back4: { code: 'B4', menu: 'back4' },
  front3: { code: 'F3', menu: 'front3' },
  middle3: { code: 'M3', menu: 'middle3' },
  back3: { code: 'B3', menu: 'back3' },
  front2: { code: 'F2', menu: 'front2' },
  back2: { code: 'B2', menu: 'back2' },
} as const satisfies Record<SscWindow, { code: string; menu: string }>;
const STAR3 = ['front3', 'middle3', 'back3'] as const;
const STAR2 = ['front2', 'back2'] as const;

const play = (w: SscWindow, name: string, modes = LOTT, menu: string = WINDOWS[w].menu) => ({
  id: `SSC-${WINDOWS[w].code}-${name}`,
  menu,
  modes,
});

const part = (times: number, digits: number) => ({ times, digits });
/** Group patterns: the id suffix, the window(s), the parts (repeated part first on the wire). */
const GROUPS: readonly { name: string; windows: readonly SscWindow[]; pattern: GroupPattern; zy?: boolean }[] = [
  { name: 'GROUP120', windows: ['five'], pattern: { parts: [part(1, 5)] } }, // "0,1,2,3,4,5": five different digits
  { name: 'GROUP60', windows: ['five'], pattern: { parts: [part(2, 1), part(1, 3)] } }, // "pair digits|single digits"
  { name: 'GROUP30', windows: ['five'], pattern: { parts: [part(2, 2), part(1, 1)] } }, // "pair digits|single digits"
  { name: 'GROUP20', windows: ['five'], pattern: { parts: [part(3, 1), part(1, 2)] } }, // "triple digits|single digits"
  { name: 'GROUP10', windows: ['five'], pattern: { parts: [part(3, 1), part(2, 1)] } }, // "triple digits|pair digits"
  { name: 'GROUP5', windows: ['five'], pattern: { parts: [part(4, 1), part(1, 1)] } }, // "quadruple digits|single digits"
  { name: 'GROUP24', windows: ['front4', 'back4'], pattern: { parts: [part(1, 4)] } }, // "1,2,3,4": four different digits
  { name: 'GROUP12', windows: ['front4', 'back4'], pattern: { parts: [part(2, 1), part(1, 2)] } }, // "pair digits|single digits"
  { name: 'GROUP6', windows: ['front4', 'back4'], pattern: { parts: [part(2, 2)] } }, // "1,2,3": two pairs from the digits
  { name: 'GROUP4', windows: ['front4', 'back4'], pattern: { parts: [part(3, 1), part(1, 1)] } }, // "triple digits|single digits"
  // "1,2,3": a pair and a single, both from the digits (1,2 buys 112 and 122 in any order).
  { name: 'GROUP3', windows: STAR3, pattern: { parts: [part(2, 1), part(1, 1)], oneSet: true }, zy: true },
  { name: 'GROUP6', windows: STAR3, pattern: { parts: [part(1, 3)] }, zy: true }, // "1,2,3,4": three different digits
  { name: 'GROUP', windows: STAR2, pattern: { parts: [part(1, 2)] } }, // "1,2,3": two different digits, unordered
];

/** Direct, "1,2|3|4|5|6": a digit set per window position, each combination one bet; N = 10^L, k = 1. */
const directPlay = (w: SscWindow) =>
  perPositionPlay({
    ...play(w, 'DIRECT', LOTT_ZY),
    positions: SSC_WINDOWS[w],
    token: digitToken,
    choices: 10,
    covers: 1,
    matches: (d: number, digit) => d === digit,
    bet: 'combination',
  });

const ALL_WINDOWS = Object.keys(WINDOWS) as SscWindow[];
const sizeParity = tagToken(SIZE_PARITY_TAGS);

export const SSC_PLAYS: readonly AnyPlay[] = [
  // Per window, in menu order: direct, groups, sum, span.
  ...ALL_WINDOWS.flatMap((w) => [
    directPlay(w),
    ...GROUPS.filter((g) => g.windows.includes(w)).map((g) => groupPlay(play(w, g.name, g.zy ? LOTT_ZY : LOTT), w, g.pattern)),
    // Sums, "0,13,27": each ordered tuple with a chosen sum one bet (3-star 0–27, 2-star 0–18); N = 10^L, k = 1.
    ...(SSC_WINDOWS[w].length <= 3 ? [windowValuePlay(play(w, 'SUM', LOTT_ZY), w, windowSum)] : []),
    // Spans (max − min), "0,9": each ordered tuple with a chosen span one bet (0–9); N = 10^L, k = 1.
    ...(SSC_WINDOWS[w].length <= 3 ? [windowValuePlay(play(w, 'SPAN'), w, windowSpan)] : []),
  ]),
  // Fixed position, "1,2||3||9": a digit set per position (empty allowed), each digit a bet; N = 10, k = 1.
  perPositionPlay({
    id: 'SSC-FIXED-DIGIT',
    menu: 'fixed',
    modes: LOTT_ZY,
    positions: SSC_WINDOWS.five,
    token: digitToken,
    choices: 10,
    covers: 1,
    matches: (d: number, digit) => d === digit,
    bet: 'each',
  }),
  // Any position, "1,5,8": 1 code (each digit a bet) or 2 codes (each pair a bet) anywhere in the window;
  // 3-star N = 1,000, k = 271 (1 code) or 54 (2 codes); 5-star N = 100,000, k = 40,951 or 14,670.
  ...(['front3', 'middle3', 'back3', 'five'] as const).flatMap((w) =>
    ([1, 2] as const).map((codes) => anyPositionPlay(play(w, `ANYPOS${codes}`, LOTT_ZY, 'anyPosition'), w, codes)),
  ),
  // 2-star big/small/odd/even, "big,odd|small": tags per position, each combination a bet; N = 100, k = 25.
  ...STAR2.map((w) =>
    perPositionPlay({
      ...play(w, 'SIZEPARITY', LOTT, 'sizeParity'),
      positions: SSC_WINDOWS[w],
      token: sizeParity,
      choices: SIZE_PARITY_TAGS.length,
      covers: 5,
      matches: (t, digit) => SIZE_PARITY[t](digit),
      bet: 'combination',
    }),
  ),
  // Total big (23–45)/small (0–22)/odd/even, "big,odd": each tag a bet; N = 100,000, k = 50,000.
  totalSizeParityPlay({ id: 'SSC-TOTAL-SIZEPARITY', menu: 'sizeParity', modes: LOTT }),
  // Any-2/3/4 direct, "0,2,4;1,2|3|5": chosen positions, then a digit set per chosen position; N = 10^n, k = 1.
  ...([2, 3, 4] as const).map((n) => anyNDirectPlay({ id: `SSC-ANY${n}-DIRECT`, menu: 'anyN', modes: LOTT }, n)),
  // Dragon-tiger, "dragon,tiger,tie": each option a bet, a tie loses dragon and tiger; dragon/tiger
  // N = 100, k = 45, tie N = 100, k = 10.
  dragonTigerPlay(
    { id: 'SSC-DT-DRAGONTIGER', menu: 'dragonTiger', modes: LOTT },
    { dragon: { outcomes: 100, covered: 45 }, tiger: { outcomes: 100, covered: 45 }, tie: { outcomes: 100, covered: 10 } },
    false,
  ),

  // ELOTT two-sides board. Per position, "big||odd,even||": tags per position (empty allowed), each
  // (position, tag) a bet; N = 10, k = 5.
  perPositionPlay({
    id: 'SSC-TWOSIDES-POSITION',
    menu: 'twoSides',
    modes: ELOTT,
    elottOdds: TWO_SIDES_ODDS,
    positions: SSC_WINDOWS.five,
    token: sizeParity,
    choices: SIZE_PARITY_TAGS.length,
    covers: 5,
    matches: (t, digit) => SIZE_PARITY[t](digit),
    bet: 'each',
  }),
  // Total, "big,odd": as SSC-TOTAL-SIZEPARITY; N = 100,000, k = 50,000.
  totalSizeParityPlay({ id: 'SSC-TWOSIDES-TOTAL', menu: 'twoSides', modes: ELOTT, elottOdds: TWO_SIDES_ODDS }),
  // Dragon/tiger, "dragon,tiger": a tie refunds (reported as ties); priced on the 90 non-tie results
  // of 100: N = 90, k = 45.
  dragonTigerPlay(
    { id: 'SSC-TWOSIDES-DRAGONTIGER', menu: 'twoSides', modes: ELOTT, elottOdds: TWO_SIDES_ODDS },
    { dragon: { outcomes: 90, covered: 45 }, tiger: { outcomes: 90, covered: 45 } },
    true,
  ),
  // Tie, "tie": its own play for its own odds; N = 100, k = 10.
  dragonTigerPlay(
    { id: 'SSC-TWOSIDES-TIE', menu: 'twoSides', modes: ELOTT, elottOdds: TIE_ODDS },
    { tie: { outcomes: 100, covered: 10 } },
    false,
  ),
];
