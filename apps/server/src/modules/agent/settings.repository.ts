import { sql } from 'kysely';
import { isTimeZone } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { timeZoneOf, updateTimeZone } from '../merchant/index.js';

export interface AgentSettings {
  /** Valid bet (minor units) a member must reach in a period to count as active. */
  activeValidBet: bigint;
}

export const DEFAULT_AGENT_SETTINGS: AgentSettings = { activeValidBet: 10_000n };

/** The merchant's agent settings (its agent_settings row, else the defaults). Its periods: the merchant's time zone. */
export async function agentSettings(db: Db, merchantId: string): Promise<AgentSettings> {
  const row = await db
    .selectFrom('agent_settings')
    .select('active_valid_bet')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row ? { activeValidBet: BigInt(row.active_valid_bet) } : { ...DEFAULT_AGENT_SETTINGS };
}

/** The merchant's agent_settings row, made if missing. */
async function ensureRow(trx: Db, merchantId: string, set: { active_valid_bet?: string } = {}) {
  await trx
    .insertInto('agent_settings')
    .values({ merchant_id: merchantId, ...set })
    .onConflict((oc) =>
      Object.keys(set).length ? oc.column('merchant_id').doUpdateSet(set) : oc.column('merchant_id').doNothing(),
    )
    .execute();
}

const inTransaction = (db: Db, run: (trx: Db) => Promise<void>) => (db.isTransaction ? run(db) : db.transaction().execute(run));

/**
 * Sets the merchant's agent settings (seeds, operator tools). A change of the active valid bet
 * (who is active) makes the kept period rows stale: they are rebuilt from the rollups in the same
 * transaction (`agent_rebuild_periods`).
 */
export async function saveAgentSettings(db: Db, merchantId: string, s: Partial<AgentSettings>): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await agentSettings(trx, merchantId);
    await ensureRow(trx, merchantId, s.activeValidBet !== undefined ? { active_valid_bet: s.activeValidBet.toString() } : {});
    if (before.activeValidBet !== (await agentSettings(trx, merchantId)).activeValidBet)
      await sql`SELECT agent_rebuild_periods(${merchantId})`.execute(trx);
  });
}

/**
 * Changes the merchant's time zone (seeds, operator tools, tests), the one way to: the setting
 * (merchants.time_zone), and the agent's kept period rows rebuilt in the new zone from the hourly
 * rollups, in one transaction. What was settled keeps its
 * periods: bills, rewards, mission and leaderboard keys, VIP period rows and responsible-gaming
 * days stay as they were; later periods are cut in the new zone (contract settlement starts its
 * first one where the last billed period ended). validation_failed for a zone Intl does not know.
 */
export async function changeMerchantTimeZone(db: Db, merchantId: string, timeZone: string): Promise<void> {
  if (!isTimeZone(timeZone))
    throw new AppError('validation_failed', [
      { field: 'timeZone', key: 'validation_failed', params: { detail: 'unknown time zone' } },
    ]);
  await inTransaction(db, async (trx) => {
    if ((await timeZoneOf(trx, merchantId)) === timeZone) return;
    await updateTimeZone(trx, merchantId, timeZone);
    await sql`SELECT agent_rebuild_periods(${merchantId})`.execute(trx);
  });
}
