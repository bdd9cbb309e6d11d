import { PAGES } from '@playhouse/contract';

/*
 * Lottery URLs live beside paths.ts rather than in it: only the lottery chunk uses them, and a
 * function in paths.ts would ship with every page's first load.
 */

/** Our lottery (the fast-draw engine): the game list, or one game's page, optionally opened in a prize mode. */
export function lotteryPath(gameCode?: string, mode?: 'LOTT' | 'ZY' | 'ELOTT'): string {
  const q = new URLSearchParams();
  if (gameCode) q.set('gameCode', gameCode);
  if (mode) q.set('mode', mode);
  const qs = q.toString();
  return qs ? `${PAGES.lotteryLaunchers[0]}?${qs}` : PAGES.lotteryLaunchers[0];
}

/** An official-result lottery's game on the launcher it was opened from (/vnLottery, /sealottery …), or its game list. */
export function officialLotteryPath(launcher: string, gameCode?: string): string {
  return gameCode ? `${launcher}?${new URLSearchParams({ gameCode }).toString()}` : launcher;
}
