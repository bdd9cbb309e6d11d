import { playById, playsOf, type LimitsBody, type OddsBoard } from '@playhouse/contract/lottery';
import type { z } from 'zod';
import type { lotterySettings, oddsBody } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../core/errors.js';
import { appendAudit, type MerchantOperator } from '../../operator/index.js';
import { gameByCode } from './games.repository.js';
import * as terms from './terms.repository.js';

/**
 * The operator side of the lottery: ELOTT odds per game and play, limits per play, prize groups.
 * Every write is validated against the plays the engine sells and audited in the same
 * transaction. Odds may be lowered freely but raised at most ODDS_RAISE_PERCENT over the play's
 * published default: a typo (19800 for 1980) would otherwise give the house's money away.
 */
export const ODDS_RAISE_PERCENT = 5;
const maxOddsOf = (defaultOdds: number) => Math.floor((defaultOdds * (100 + ODDS_RAISE_PERCENT)) / 100);

async function gameOf(db: Db, merchantId: string, code: string) {
  const g = await gameByCode(db, merchantId, code);
  if (!g) throw new AppError('not_found');
  return g;
}

export async function oddsBoardOf(db: Db, merchantId: string, gameCode: string): Promise<OddsBoard> {
  const game = await gameOf(db, merchantId, gameCode);
  const set = await terms.oddsOf(db, game.id);
  const plays = playsOf(game.family, 'ELOTT')
    .filter((p) => p.elottOdds !== undefined)
    .map((p) => ({ playId: p.id, defaultOdds: p.elottOdds!, odds: set.get(p.id) ?? null, maxOdds: maxOddsOf(p.elottOdds!) }));
  return { gameId: game.code, plays };
}

export async function setOdds(
  db: Db,
  op: MerchantOperator,
  gameCode: string,
  body: z.output<typeof oddsBody>,
): Promise<OddsBoard> {
  const before = await oddsBoardOf(db, op.merchantId, gameCode);
  const issues = body.odds.flatMap((o, i) => {
    const row = before.plays.find((p) => p.playId === o.playId);
    if (!row)
      return [{ field: `odds.${i}.playId`, key: 'validation_failed', params: { detail: 'not an ELOTT play of this game' } }];
    if (o.odds !== null && o.odds > row.maxOdds) {
      return [
        { field: `odds.${i}.odds`, key: 'validation_failed', params: { detail: `at most ${row.maxOdds}`, max: row.maxOdds } },
      ];
    }
    return [];
  });
  if (new Set(body.odds.map((o) => o.playId)).size !== body.odds.length) {
    issues.push({ field: 'odds', key: 'validation_failed', params: { detail: 'a play listed twice' } });
  }
  if (issues.length) throw new AppError('validation_failed', issues);
  const game = await gameOf(db, op.merchantId, gameCode);
  await db.transaction().execute(async (trx) => {
    await terms.writeOdds(trx, op.merchantId, game.id, body.odds);
    await appendAudit(trx, op, {
      action: 'lottery.odds.set',
      targetType: 'lottery_game',
      targetId: game.code,
      before: before.plays
        .filter((p) => body.odds.some((o) => o.playId === p.playId))
        .map((p) => ({ playId: p.playId, odds: p.odds })),
      after: body.odds,
    });
  });
  return oddsBoardOf(db, op.merchantId, gameCode);
}

const limitsView = (r: terms.LimitsRow) => ({
  playId: r.play_id,
  minStake: r.min_stake,
  maxStake: r.max_stake,
  maxMemberDraw: r.max_member_draw,
  maxCoverPercent: r.max_cover_percent,
  maxMultiple: r.max_multiple,
  maxChaseDraws: r.max_chase_draws,
  soloBets: r.solo_bets,
  soloMaxPrize: r.solo_max_prize,
  maxPrizeMemberDraw: r.max_prize_member_draw,
  maxNumberDraw: r.max_number_draw,
});

export async function limitsOfMerchant(db: Db, merchantId: string) {
  return (await terms.limitRows(db, merchantId)).map(limitsView);
}

export async function setLimits(db: Db, op: MerchantOperator, playId: string, body: LimitsBody) {
  if (playId !== '*' && !playById(playId))
    throw new AppError('validation_failed', [{ field: 'playId', key: 'validation_failed', params: { detail: 'unknown play' } }]);
  if (body.minStake && body.maxStake && BigInt(body.minStake) > BigInt(body.maxStake)) {
    throw new AppError('validation_failed', [
      { field: 'minStake', key: 'validation_failed', params: { detail: 'above maxStake' } },
    ]);
  }
  if ((body.soloBets == null) !== (body.soloMaxPrize == null)) {
    throw new AppError('validation_failed', [
      { field: 'soloMaxPrize', key: 'validation_failed', params: { detail: 'soloBets and soloMaxPrize go together' } },
    ]);
  }
  const row = {
    merchant_id: op.merchantId,
    play_id: playId,
    min_stake: body.minStake ?? null,
    max_stake: body.maxStake ?? null,
    max_member_draw: body.maxMemberDraw ?? null,
    max_cover_percent: body.maxCoverPercent ?? null,
    max_multiple: body.maxMultiple ?? null,
    max_chase_draws: body.maxChaseDraws ?? null,
    solo_bets: body.soloBets ?? null,
    solo_max_prize: body.soloMaxPrize ?? null,
    max_prize_member_draw: body.maxPrizeMemberDraw ?? null,
    max_number_draw: body.maxNumberDraw ?? null,
  };
  await db.transaction().execute(async (trx) => {
    const before = (await terms.limitRows(trx, op.merchantId)).find((r) => r.play_id === playId);
    await terms.writeLimits(trx, row);
    await appendAudit(trx, op, {
      action: 'lottery.limits.set',
      targetType: 'lottery_play',
      targetId: playId,
      before: before ? limitsView(before) : null,
      after: limitsView(row),
    });
  });
  return limitsOfMerchant(db, op.merchantId);
}

export async function removeLimits(db: Db, op: MerchantOperator, playId: string) {
  await db.transaction().execute(async (trx) => {
    const before = (await terms.limitRows(trx, op.merchantId)).find((r) => r.play_id === playId);
    if (!before) return;
    await terms.deleteLimits(trx, op.merchantId, playId);
    await appendAudit(trx, op, {
      action: 'lottery.limits.remove',
      targetType: 'lottery_play',
      targetId: playId,
      before: limitsView(before),
      after: null,
    });
  });
  return limitsOfMerchant(db, op.merchantId);
}

/** The merchant's prize groups (defaults while it has set none). */
export const settingsOfMerchant = (db: Db, merchantId: string) => terms.settingsOf(db, merchantId);

export async function setSettings(db: Db, op: MerchantOperator, s: z.output<typeof lotterySettings>) {
  await db.transaction().execute(async (trx) => {
    const before = await terms.settingsOf(trx, op.merchantId);
    await terms.writeSettings(trx, op.merchantId, s.defaultGroup, s.maxGroup);
    await appendAudit(trx, op, {
      action: 'lottery.settings.set',
      targetType: 'lottery_settings',
      targetId: op.merchantId,
      before,
      after: s,
    });
  });
  return terms.settingsOf(db, op.merchantId);
}
