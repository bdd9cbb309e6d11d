import type { Db } from '../../db/database.js';

/**
 * The lottery module's prize groups, loaded on first use: a static import would close an import
 * cycle at start-up (catalog → member → agent → lottery → catalog) and leave the lottery's
 * module-level tables unset.
 */
const lottery = () => import('../lottery/index.js');

export const memberGroup = async (db: Db, merchantId: string, memberId: string) =>
  (await lottery()).memberGroup(db, merchantId, memberId);
export const memberGroupsOf = async (db: Db, merchantId: string, memberIds: string[]) =>
  (await lottery()).memberGroupsOf(db, merchantId, memberIds);
export const setMemberGroup = async (db: Db, merchantId: string, memberId: string, group: number) =>
  (await lottery()).setMemberGroup(db, merchantId, memberId, group);
