import type { Db } from '../../../db/database.js';

/** What a member bets under: prize group (LOTT), ELOTT odds and the merchant's limits. */

export const DEFAULT_GROUP = 1800;
export const DEFAULT_MAX_GROUP = 1960;

export interface GroupTerms {
  own: number;
  max: number;
}

/** The member's own group (their agent's setting, else the merchant's default), never above the merchant's cap. */
export async function memberGroup(db: Db, merchantId: string, memberId: string): Promise<GroupTerms> {
  const [settings, own] = await Promise.all([
    db
      .selectFrom('lottery_settings')
      .select(['default_group', 'max_group'])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst(),
    db.selectFrom('lottery_member_groups').select('prize_group').where('member_id', '=', memberId).executeTakeFirst(),
  ]);
  const max = settings?.max_group ?? DEFAULT_MAX_GROUP;
  return { own: Math.min(own?.prize_group ?? settings?.default_group ?? DEFAULT_GROUP, max), max };
}

export async function setMemberGroup(db: Db, merchantId: string, memberId: string, group: number): Promise<void> {
  await db
    .insertInto('lottery_member_groups')
    .values({ member_id: memberId, merchant_id: merchantId, prize_group: group })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ prize_group: group }))
    .execute();
}

/** ELOTT odds a merchant set for a game, by play id. */
export async function oddsOf(db: Db, gameId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('lottery_odds').select(['play_id', 'odds']).where('game_id', '=', gameId).execute();
  return new Map(rows.map((r) => [r.play_id, r.odds]));
}

export interface Limits {
  minStake: bigint | null;
  maxStake: bigint | null;
  maxMemberDraw: bigint | null;
  maxCoverPercent: number | null;
  maxMultiple: number | null;
  maxChaseDraws: number | null;
  soloBets: number | null;
  soloMaxPrize: bigint | null;
  maxPrizeMemberDraw: bigint | null;
  /** All players' stakes on one number of the play in one draw. */
  maxNumberDraw: bigint | null;
}

const big = (v: string | null) => (v === null ? null : BigInt(v));

/** The play's own limits, each falling back to the merchant's '*' row, then to none. */
export async function limitsOf(db: Db, merchantId: string, playId: string): Promise<Limits> {
  const rows = await db
    .selectFrom('lottery_limits')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('play_id', 'in', [playId, '*'])
    .execute();
  const own = rows.find((r) => r.play_id === playId);
  const all = rows.find((r) => r.play_id === '*');
  const pick = <K extends keyof (typeof rows)[number]>(k: K) => own?.[k] ?? all?.[k] ?? null;
  return {
    minStake: big(pick('min_stake') as string | null),
    maxStake: big(pick('max_stake') as string | null),
    maxMemberDraw: big(pick('max_member_draw') as string | null),
    maxCoverPercent: pick('max_cover_percent') as number | null,
    maxMultiple: pick('max_multiple') as number | null,
    maxChaseDraws: pick('max_chase_draws') as number | null,
    soloBets: pick('solo_bets') as number | null,
    soloMaxPrize: big(pick('solo_max_prize') as string | null),
    maxPrizeMemberDraw: big(pick('max_prize_member_draw') as string | null),
    maxNumberDraw: big(pick('max_number_draw') as string | null),
  };
}

/** Whether any of the merchant's limits (a play's or '*') sets a max prize per member and draw. */
export async function capsPrizePerMemberDraw(db: Db, merchantId: string): Promise<boolean> {
  const r = await db
    .selectFrom('lottery_limits')
    .select('play_id')
    .where('merchant_id', '=', merchantId)
    .where('max_prize_member_draw', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}

/** Sets (or, with null, removes) a merchant's odds for plays of one game. */
export async function writeOdds(trx: Db, merchantId: string, gameId: string, odds: { playId: string; odds: number | null }[]) {
  for (const o of odds) {
    if (o.odds === null) {
      await trx.deleteFrom('lottery_odds').where('game_id', '=', gameId).where('play_id', '=', o.playId).execute();
    } else {
      await trx
        .insertInto('lottery_odds')
        .values({ merchant_id: merchantId, game_id: gameId, play_id: o.playId, odds: o.odds })
        .onConflict((oc) => oc.columns(['game_id', 'play_id']).doUpdateSet({ odds: o.odds! }))
        .execute();
    }
  }
}

export type LimitsRow = Awaited<ReturnType<typeof limitRows>>[number];
export function limitRows(db: Db, merchantId: string) {
  return db.selectFrom('lottery_limits').selectAll().where('merchant_id', '=', merchantId).orderBy('play_id').execute();
}

export async function writeLimits(trx: Db, row: LimitsRow): Promise<void> {
  const { merchant_id: _merchant, play_id: _play, ...values } = row;
  await trx
    .insertInto('lottery_limits')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'play_id']).doUpdateSet(values))
    .execute();
}

export async function deleteLimits(trx: Db, merchantId: string, playId: string): Promise<void> {
  await trx.deleteFrom('lottery_limits').where('merchant_id', '=', merchantId).where('play_id', '=', playId).execute();
}

export async function writeSettings(trx: Db, merchantId: string, defaultGroup: number, maxGroup: number): Promise<void> {
  await trx
    .insertInto('lottery_settings')
    .values({ merchant_id: merchantId, default_group: defaultGroup, max_group: maxGroup })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ default_group: defaultGroup, max_group: maxGroup }))
    .execute();
}

export async function settingsOf(db: Db, merchantId: string) {
  const r = await db
    .selectFrom('lottery_settings')
    .select(['default_group', 'max_group'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return { defaultGroup: r?.default_group ?? DEFAULT_GROUP, maxGroup: r?.max_group ?? DEFAULT_MAX_GROUP };
}

/** The LOTT groups in force of several members (each as memberGroup answers it), by member id. */
export async function memberGroupsOf(db: Db, merchantId: string, memberIds: string[]): Promise<Map<string, number>> {
  const [settings, rows] = await Promise.all([
    db
      .selectFrom('lottery_settings')
      .select(['default_group', 'max_group'])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst(),
    memberIds.length
      ? db
          .selectFrom('lottery_member_groups')
          .select(['member_id', 'prize_group'])
          .where('merchant_id', '=', merchantId)
          .where('member_id', 'in', memberIds)
          .execute()
      : Promise.resolve([]),
  ]);
  const max = settings?.max_group ?? DEFAULT_MAX_GROUP;
  const fallback = settings?.default_group ?? DEFAULT_GROUP;
  const own = new Map(rows.map((r) => [r.member_id, r.prize_group]));
  return new Map(memberIds.map((id) => [id, Math.min(own.get(id) ?? fallback, max)]));
}
