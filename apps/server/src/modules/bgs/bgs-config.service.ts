import {
  BGS_RTP_BOUNDS,
  BGS_RTP_MARGIN,
  bgsGameConfigBody,
  type BgsGameConfig,
  type BgsGameConfigBody,
  type FieldIssue,
} from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { BGS_VENDOR, bgsGameOf, bgsKindOf, defaultConfigOf, slotConfigOf, theoreticalRtpOf, type BgsGame } from './bgs.games.js';
import * as repo from './bgs-config.repository.js';
import { checkSlotConfig, theoreticalRtp } from './engine/slot.js';
import { offersGame } from '../catalog/index.js';

/**
 * A merchant's maths and bet limits of its in-house games. Shape rules are the contract's
 * (bgsGameConfigBody); the rules that need the engine are here. A config row never changes
 * (a new one replaces it), so the parsed game is cached per merchant and code for as long as
 * the same row is in force: each round costs one index probe, and a change made by any
 * instance shows on the next round everywhere.
 */

interface Effective {
  game: BgsGame;
  config: BgsGameConfigBody;
  updatedAt: Date | null;
}

const cache = new VersionedCache(1_000);

async function storedOf(db: Db, merchantId: string, gameCode: string, id: string): Promise<Effective> {
  const row = await repo.configById(db, merchantId, id);
  if (!row) throw new Error(`bgs config ${id} vanished`);
  // Written only after validation: a row that no longer parses is a server fault, not the player's.
  const config = bgsGameConfigBody.parse(row.config);
  return { game: bgsGameOf(gameCode, { id, config }), config, updatedAt: row.createdAt };
}

async function effectiveOf(db: Db, merchantId: string, gameCode: string): Promise<Effective | null> {
  const id = await repo.currentConfigId(db, merchantId, gameCode);
  if (id === null) return null;
  return cache.get(`${merchantId}:${gameCode}`, id, () => storedOf(db, merchantId, gameCode, id));
}

/** The game a merchant's BGS code plays now (session start and every round). */
export async function bgsGameFor(db: Db, merchantId: string, gameCode: string): Promise<BgsGame> {
  return (await effectiveOf(db, merchantId, gameCode))?.game ?? bgsGameOf(gameCode);
}

const fieldIssue = (field: string, detail: string, extra: Record<string, number> = {}): FieldIssue => ({
  field,
  key: 'validation_failed',
  params: { detail, ...extra },
});
const pct = (v: number) => `${(v * 100).toFixed(2)} %`;

/** The rules beyond the shape: the kind the code plays, and a slot whose strips really give its declared RTP. */
function engineIssues(gameCode: string, c: BgsGameConfigBody): FieldIssue[] {
  const kind = bgsKindOf(gameCode);
  if (c.game !== kind) return [fieldIssue('game', `${gameCode} is a ${kind} game`)];
  if (c.game !== 'slot') return [];
  const config = slotConfigOf(gameCode, c.slot);
  try {
    checkSlotConfig(config);
  } catch (e) {
    return [fieldIssue('slot', (e as Error).message)];
  }
  const rtp = theoreticalRtp(config).value;
  const issues: FieldIssue[] = [];
  if (rtp < BGS_RTP_BOUNDS.min || rtp > BGS_RTP_BOUNDS.max) {
    issues.push(
      fieldIssue('slot.paytable', `theoretical RTP ${pct(rtp)} outside ${pct(BGS_RTP_BOUNDS.min)}..${pct(BGS_RTP_BOUNDS.max)}`, {
        theoreticalRtp: rtp,
      }),
    );
  }
  if (Math.abs(rtp - c.slot.targetRtp) > BGS_RTP_MARGIN) {
    issues.push(
      fieldIssue(
        'slot.targetRtp',
        `theoretical RTP ${pct(rtp)} is more than ${pct(BGS_RTP_MARGIN)} from the declared ${pct(c.slot.targetRtp)}`,
        { theoreticalRtp: rtp },
      ),
    );
  }
  return issues;
}

/** Operators configure only the in-house games their merchant offers. */
async function mustOffer(db: Db, merchantId: string, gameCode: string): Promise<void> {
  if (!(await offersGame(db, merchantId, BGS_VENDOR, gameCode))) throw new AppError('not_found');
}

function answer(gameCode: string, e: Effective | null): BgsGameConfig {
  const game = e?.game ?? bgsGameOf(gameCode);
  const config = e?.config ?? defaultConfigOf(gameCode);
  return {
    gameCode,
    ...config,
    source: e ? 'merchant' : 'default',
    theoreticalRtp: theoreticalRtpOf(game),
    updatedAt: e?.updatedAt?.toISOString() ?? null,
  };
}

/** GET: the config the game plays now, with its theoretical RTP. */
export async function gameConfig(db: Db, merchantId: string, gameCode: string): Promise<BgsGameConfig> {
  await mustOffer(db, merchantId, gameCode);
  return answer(gameCode, await effectiveOf(db, merchantId, gameCode));
}

/** PUT: validates the whole config, then puts it in force for the next round. */
export async function setGameConfig(
  db: Db,
  op: MerchantOperator,
  gameCode: string,
  config: BgsGameConfigBody,
): Promise<BgsGameConfig> {
  const { merchantId } = op;
  await mustOffer(db, merchantId, gameCode);
  const issues = engineIssues(gameCode, config);
  if (issues.length) throw new AppError('validation_failed', issues);
  await db.transaction().execute(async (trx) => {
    const before = (await effectiveOf(trx, merchantId, gameCode))?.config ?? null;
    const id = await repo.replaceConfig(trx, merchantId, gameCode, config);
    await appendAudit(trx, op, {
      action: 'bgs.config.set',
      targetType: 'bgs_game',
      targetId: gameCode,
      before,
      after: { configId: id, ...config },
    });
  });
  return answer(gameCode, await effectiveOf(db, merchantId, gameCode));
}

/** DELETE: back to the built-in defaults (idempotent). */
export async function resetGameConfig(db: Db, op: MerchantOperator, gameCode: string): Promise<BgsGameConfig> {
  const { merchantId } = op;
  await mustOffer(db, merchantId, gameCode);
  await db.transaction().execute(async (trx) => {
    const before = (await effectiveOf(trx, merchantId, gameCode))?.config ?? null;
    await repo.retireConfig(trx, merchantId, gameCode);
    await appendAudit(trx, op, { action: 'bgs.config.reset', targetType: 'bgs_game', targetId: gameCode, before, after: null });
  });
  return answer(gameCode, null);
}
