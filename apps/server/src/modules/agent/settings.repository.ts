import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface AgentSettings {
  /** IANA time zone the merchant's report periods (days, weeks, months) are cut in. */
  timeZone: string;
  /** Valid bet (minor units) a member must reach in a period to count as active. */
  activeValidBet: bigint;
}

export const DEFAULT_AGENT_SETTINGS: AgentSettings = { timeZone: 'Asia/Manila', activeValidBet: 10_000n };

/** The merchant's agent settings (its agent_settings row, else the defaults). */
export async function agentSettings(db: Db, merchantId: string): Promise<AgentSettings> {
  const row = await db
    .selectFrom('agent_settings')
    .select(['time_zone', 'active_valid_bet'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row ? { timeZone: row.time_zone, activeValidBet: BigInt(row.active_valid_bet) } : { ...DEFAULT_AGENT_SETTINGS };
}

/**
 * Sets the merchant's agent settings (seeds, operator tools). A change of the time zone (period
 * cuts) or of the active valid bet (who is active) makes the kept period rows stale: they are
 * rebuilt from the rollups in the same transaction (`agent_rebuild_periods`).
 */
export async function saveAgentSettings(db: Db, merchantId: string, s: Partial<AgentSettings>): Promise<void> {
  const set = {
    ...(s.timeZone !== undefined ? { time_zone: s.timeZone } : {}),
    ...(s.activeValidBet !== undefined ? { active_valid_bet: s.activeValidBet.toString() } : {}),
  };
  const save = async (trx: Db) => {
    const before = await agentSettings(trx, merchantId);
    await trx
      .insertInto('agent_settings')
      .values({ merchant_id: merchantId, ...set })
      .onConflict((oc) =>
        Object.keys(set).length ? oc.column('merchant_id').doUpdateSet(set) : oc.column('merchant_id').doNothing(),
      )
      .execute();
    const after = await agentSettings(trx, merchantId);
    if (before.timeZone !== after.timeZone || before.activeValidBet !== after.activeValidBet)
      await sql`SELECT agent_rebuild_periods(${merchantId})`.execute(trx);
  };
  await (db.isTransaction ? save(db) : db.transaction().execute(save));
}
