import type { GameType } from '@playhouse/contract';
import type { IconName } from '../ui/Icon';

/** The icon of each game type (§1) in menus and page frames. */
export const GAME_ICON: Record<GameType, IconName> = {
  RNG: 'dice',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'cards',
  SPORTS: 'ball',
  ESPORTS: 'gamepad',
  LOTT: 'ticket',
  ELOTT: 'zap',
  COCKFIGHT: 'feather',
  BGS: 'crown',
};
