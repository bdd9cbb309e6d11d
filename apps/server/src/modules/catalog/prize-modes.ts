import type { PRIZE_MODES } from '@playhouse/contract';

/**
 * Which lottery vendors a menu with a prizeMode shows (lottery categories only; the other
 * categories are unaffected, and without a prizeMode every lottery vendor shows):
 * - LOTT: the classic draw lotteries, our LOTT and the VN lottery TCG_LOTTO_VN;
 * - ZY (智贏 "Smart-Win": the fair prize scaled by the draw's ten-thousands digit): our own LOTT only;
 * - SEA: TCG_SEA; ELOTT: ELOTT.
 */
export const PRIZE_MODE_VENDORS: Record<(typeof PRIZE_MODES)[number], readonly string[]> = {
  LOTT: ['LOTT', 'TCG_LOTTO_VN'],
  ZY: ['LOTT'],
  SEA: ['TCG_SEA'],
  ELOTT: ['ELOTT'],
};

export const LOTTERY_CATEGORIES: readonly string[] = ['LOTT', 'ELOTT'];

/** The vendor whose games make the VN lottery menu. */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
