import type { Db } from '../db/database.js';
import { insertGames, type NewGame } from '../modules/lottery/index.js';

/** A demo game, named in the languages the catalog names its tiles in. */
type DemoLotteryGame = Omit<NewGame, 'merchantId' | 'names'> & { names: { EN: string; TY: string } };

/**
 * The demo's fast lotteries: one game per family, drawn every minute, sales closing 10 s before
 * each draw. Names per language; codes are the games' ids on the wire.
 * The catalog's LOTT and ELOTT vendors list exactly these (catalog/vendors.ts).
 */
export const DEMO_LOTTERY_GAMES: readonly DemoLotteryGame[] = [
  {
    code: 'SSC1',
    family: 'SSC',
    names: { EN: 'Lucky SSC 1 min', TY: 'Lucky SSC 1 minuto' },
    cadenceMinutes: 1,
    closeSeconds: 10,
    sort: 1,
  },
  {
    code: 'X5_1',
    family: '11X5',
    names: { EN: '11 Pick 5 1 min', TY: '11 Pumili ng 5 1 minuto' },
    cadenceMinutes: 1,
    closeSeconds: 10,
    sort: 2,
  },
  {
    code: 'K3_1',
    family: 'K3',
    names: { EN: 'Fast 3 Dice 1 min', TY: 'Mabilis na 3 Dice 1 minuto' },
    cadenceMinutes: 1,
    closeSeconds: 10,
    sort: 3,
  },
  {
    code: 'PK10_1',
    family: 'PK10',
    names: { EN: 'Racing 10 1 min', TY: 'Karera 10 1 minuto' },
    cadenceMinutes: 1,
    closeSeconds: 10,
    sort: 4,
  },
  {
    code: 'PC28_1',
    family: 'PC28',
    names: { EN: 'Lucky 28 1 min', TY: 'Masuwerteng 28 1 minuto' },
    cadenceMinutes: 1,
    closeSeconds: 10,
    sort: 5,
  },
];

export async function seedLottery(db: Db, merchantId: string): Promise<void> {
  await insertGames(
    db,
    DEMO_LOTTERY_GAMES.map((g) => ({ ...g, merchantId })),
  );
}
