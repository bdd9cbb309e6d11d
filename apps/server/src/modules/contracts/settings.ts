import type { Db } from '../../db/database.js';

/** The merchant's agent time zone (its days, weeks, half-months and months). */
export async function agentTimeZone(_db: Db, _merchantId: string): Promise<string> {
  return 'Asia/Manila';
}
