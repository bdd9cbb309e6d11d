import type { Db } from '../../db/database.js';

/** What a game's artwork shows: its EN name and vendor (art is global, not per merchant). */
export function gameForArt(db: Db, nodeId: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .select(['g.game_code', 'g.names', 'v.code as vendor'])
    .where('g.id', '=', String(nodeId))
    .executeTakeFirst();
}
