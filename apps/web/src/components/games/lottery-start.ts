/**
 * The prize mode our lottery opens a vendor's tiles in: ELOTT's games on the odds board. LOTT
 * needs none (a game opens in its first mode, LOTT); the vendor lotteries have no modes.
 */
const VENDOR_MODES: Record<string, string> = { ELOTT: 'ELOTT' };

/** Where starting a lottery vendor's tile goes: its launcher page, with the game and the vendor's prize mode. */
export function lotteryStartPath(route: string, vassalage: string, gameCode?: string): string {
  const q = new URLSearchParams();
  if (gameCode) q.set('gameCode', gameCode);
  const mode = VENDOR_MODES[vassalage];
  if (mode) q.set('mode', mode);
  const qs = q.toString();
  return qs ? `${route}?${qs}` : route;
}
