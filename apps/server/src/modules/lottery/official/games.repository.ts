import { areaOf, type OfficialArea, type OfficialLottery, type VnRegion } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';

/** An official-result game: a lottery (VN region, Thai, Lao, 4D), or a fast MB-shaped VN game. */
export interface OfficialGame {
  id: string;
  merchantId: string;
  code: string;
  lottery: OfficialLottery;
  area: OfficialArea;
  region: VnRegion | null;
  /** Fast games: seconds between verifiable draws; null: official results. */
  cadenceSeconds: number | null;
  closeSeconds: number;
  names: Record<string, string>;
}

export interface NewOfficialGame {
  merchantId: string;
  code: string;
  lottery: OfficialLottery;
  region: VnRegion | null;
  cadenceSeconds: number | null;
  closeSeconds: number;
  names: Record<string, string>;
  sort: number;
}

const COLUMNS = ['id', 'merchant_id', 'code', 'lottery', 'region', 'cadence_seconds', 'close_seconds', 'names'] as const;

function toGame(r: {
  id: string;
  merchant_id: string;
  code: string;
  lottery: OfficialLottery;
  region: VnRegion | null;
  cadence_seconds: number | null;
  close_seconds: number;
  names: Record<string, string>;
}): OfficialGame {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    code: r.code,
    lottery: r.lottery,
    area: areaOf(r.lottery),
    region: r.region,
    cadenceSeconds: r.cadence_seconds,
    closeSeconds: r.close_seconds,
    names: r.names,
  };
}

export const officialNameOf = (g: { names: Record<string, string>; code: string }, lang: string): string =>
  g.names[lang] ?? g.names.EN ?? g.code;

/** A merchant's enabled official games, in menu order. */
export async function officialGamesOf(db: Db, merchantId: string): Promise<OfficialGame[]> {
  const rows = await db
    .selectFrom('official_games')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toGame);
}

export async function officialGameByCode(db: Db, merchantId: string, code: string): Promise<OfficialGame | undefined> {
  const r = await db
    .selectFrom('official_games')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return r && toGame(r);
}

export async function officialGameById(db: Db, id: string): Promise<OfficialGame | undefined> {
  const r = await db.selectFrom('official_games').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return r && toGame(r);
}

/** Every merchant's enabled official games (the scheduler's work list). */
export async function enabledOfficialGames(db: Db): Promise<OfficialGame[]> {
  const rows = await db.selectFrom('official_games').select(COLUMNS).where('enabled', '=', true).orderBy('id').execute();
  return rows.map(toGame);
}

/** Seeds and tests: a game already there keeps its row. */
export async function insertOfficialGames(db: Db, games: readonly NewOfficialGame[]): Promise<void> {
  if (!games.length) return;
  await db
    .insertInto('official_games')
    .values(
      games.map((g) => ({
        merchant_id: g.merchantId,
        code: g.code,
        lottery: g.lottery,
        region: g.region,
        cadence_seconds: g.cadenceSeconds,
        close_seconds: g.closeSeconds,
        names: JSON.stringify(g.names),
        sort: g.sort,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
}
