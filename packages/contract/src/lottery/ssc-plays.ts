/**
 * SSC basics the plays share (plays/ssc*.ts holds the plays themselves: wire formats, counting,
 * settling and pricing): the windows of the five-digit result and the big/small/odd/even tests.
 */

/** Positions of the SSC result: 0 = ten-thousands … 4 = ones. */
export const SSC_WINDOWS = {
  five: [0, 1, 2, 3, 4],
  front4: [0, 1, 2, 3],
  back4: [1, 2, 3, 4],
  front3: [0, 1, 2],
  middle3: [1, 2, 3],
  back3: [2, 3, 4],
  front2: [0, 1],
  back2: [3, 4],
} as const;
export type SscWindow = keyof typeof SSC_WINDOWS;

export const SIZE_PARITY_TAGS = ['big', 'small', 'odd', 'even'] as const;
export type SizeParity = (typeof SIZE_PARITY_TAGS)[number];

/** Big/small/odd/even of one digit: big is 5–9, small 0–4, so each tag holds for 5 of the 10 digits. */
export const SIZE_PARITY: Readonly<Record<SizeParity, (d: number) => boolean>> = {
  big: (d) => d >= 5,
  small: (d) => d <= 4,
  odd: (d) => d % 2 === 1,
  even: (d) => d % 2 === 0,
};

/** Big/small/odd/even of the five digits' sum (0–45): big 23–45, small 0–22, each half of the results. */
export const TOTAL_SIZE_PARITY: Readonly<Record<SizeParity, (sum: number) => boolean>> = {
  big: (s) => s >= 23,
  small: (s) => s <= 22,
  odd: (s) => s % 2 === 1,
  even: (s) => s % 2 === 0,
};
