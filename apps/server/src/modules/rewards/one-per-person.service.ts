import type { Db } from '../../db/database.js';
import type { RewardCaller } from './rewards.service.js';

/** One bonus per person (filled in with the bonus definitions). */
export async function checkOnePerPerson(_trx: Db, _caller: RewardCaller, _definitionId: string): Promise<void> {}
