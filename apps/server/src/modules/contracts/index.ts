/** The agent contracts module's public entry: composition, jobs, seeds and tests import only this file. */
export { contractsRoutes } from './contracts.routes.js';
export { endContractsAfterMove, offerContract, seedContract, type AgentCaller } from './contracts.service.js';
export {
  runDailySalary,
  runDividends,
  runHourlySalary,
  runRealtimeSalary,
  settlePeriod,
  type SettleRun,
  type SettleResult,
} from './settlement.service.js';
export { runRebateDifferences } from './rebate.service.js';
export { memberMovedSubscriber } from './member-moved.subscriber.js';
