/**
 * The VIP module's public entry: levels per merchant (cumulative valid bet and deposits), the
 * upgrade bonus, the weekly and monthly bonus jobs, the benefits table, and reads other modules
 * use (a member's level, the members at a level for message segments).
 */
export { vipRoutes } from './vip.routes.js';
export { vipProgressSubscriber } from './vip.subscriber.js';
export { runVipBonuses, payPeriodBonuses, type BonusRun } from './bonus.service.js';
export {
  addProgress as addVipProgress,
  ladderProblem,
  membersAtLevel,
  saveLevels,
  seedLadder,
  vipLevelOf,
  vipTotalsOf,
} from './vip.service.js';
export { weekKeyOf, monthKeyOf, lastClosedKey, type VipPeriod } from './periods.js';
