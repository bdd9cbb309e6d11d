import type { Family, DrawSchedule, LotteryPrizeMode } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';

/** An engine game as the engine uses it: its family, schedule and modes. */
export interface EngineGame {
  id: string;
  merchantId: string;
  code: string;
  family: Family;
  names: Record<string, string>;
  schedule: DrawSchedule;
  modes: LotteryPrizeMode[];
  dragonTigerTie: 'refund' | 'lose';
}

type GameRow = {
  id: string;
  merchant_id: string;
  code: string;
  family: Family;
  names: Record<string, string>;
  cadence_minutes: 1 | 3 | 5;
  first_draw_minute: number;
  utc_offset_minutes: number;
  close_seconds: number;
  modes: string[];
  dragon_tiger_tie: 'refund' | 'lose';
};

const COLUMNS = [
  'id',
  'merchant_id',
  'code',
  'family',
  'names',
  'cadence_minutes',
  'first_draw_minute',
  'utc_offset_minutes',
  'close_seconds',
  'modes',
  'dragon_tiger_tie',
] as const;

function toGame(r: GameRow): EngineGame {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    code: r.code,
    family: r.family,
    names: r.names,
    schedule: {
      cadenceMinutes: r.cadence_minutes,
      firstDrawMinute: r.first_draw_minute,
      utcOffsetMinutes: r.utc_offset_minutes,
      closeSeconds: r.close_seconds,
    },
    modes: r.modes as LotteryPrizeMode[],
    dragonTigerTie: r.dragon_tiger_tie,
  };
}

/** Every enabled game of every merchant (the drawer commits draws for all of them). */
export async function enabledGames(db: Db): Promise<EngineGame[]> {
  const rows = await db.selectFrom('lottery_games').select(COLUMNS).where('enabled', '=', true).execute();
  return rows.map(toGame);
}

export async function merchantGames(db: Db, merchantId: string): Promise<EngineGame[]> {
  const rows = await db
    .selectFrom('lottery_games')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('code')
    .execute();
  return rows.map(toGame);
}

export async function gameByCode(db: Db, merchantId: string, code: string): Promise<EngineGame | null> {
  const row = await db
    .selectFrom('lottery_games')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row ? toGame(row) : null;
}

export interface NewGame {
  merchantId: string;
  code: string;
  family: Family;
  names: Record<string, string>;
  cadenceMinutes: 1 | 3 | 5;
  closeSeconds: number;
  firstDrawMinute?: number;
  utcOffsetMinutes?: number;
  sort?: number;
}

/** Adds games (seeds, tests); a game already there keeps its settings. */
export async function insertGames(db: Db, games: NewGame[]): Promise<void> {
  if (!games.length) return;
  await db
    .insertInto('lottery_games')
    .values(
      games.map((g) => ({
        merchant_id: g.merchantId,
        code: g.code,
        family: g.family,
        names: JSON.stringify(g.names),
        cadence_minutes: g.cadenceMinutes,
        close_seconds: g.closeSeconds,
        ...(g.firstDrawMinute === undefined ? {} : { first_draw_minute: g.firstDrawMinute }),
        ...(g.utcOffsetMinutes === undefined ? {} : { utc_offset_minutes: g.utcOffsetMinutes }),
        sort: g.sort ?? 0,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
}
