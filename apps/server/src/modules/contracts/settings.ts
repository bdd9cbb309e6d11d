import type { Db } from '../../db/database.js';
import { agentSettings } from '../agent/index.js';

/** The merchant's agent time zone (its days, weeks, half-months and months). */
export async function agentTimeZone(db: Db, merchantId: string): Promise<string> {
  return (await agentSettings(db, merchantId)).timeZone;
}
