import type { TFunction } from 'i18next';
import { playById } from '@playhouse/contract/lottery';

/**
 * A play's short name key: its id without the family and (SSC) the window, which its menu tab
 * already says ("SSC-F3-GROUP6" -> lottery_pn_GROUP6 under the "Front 3" tab).
 */
export function playNameKey(playId: string): string {
  const rest = playId.replace(/^(SSC|11X5|K3|PK10|PC28)-/, '').replace(/^(5S|F4|B4|F3|M3|B3|F2|B2)-/, '');
  return `lottery_pn_${rest}`;
}

/** The full name of a play (menu tab, then short name), e.g. in the orders list. */
export function playLabel(t: TFunction, playId: string): string {
  const play = playById(playId);
  if (!play) return playId;
  return `${t(`lottery_menu_${play.menu}`)} · ${t(playNameKey(playId))}`;
}
