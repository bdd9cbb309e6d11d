/** The lottery module's public entry: other modules, jobs, seeds and tests import only this file. */
export { lotteryRoutes } from './lottery.routes.js';
export { lotteryEngineRoutes } from './engine.routes.js';
export { lotteryOpsRoutes } from './ops.routes.js';
export { officialResultsRoutes } from './official-results.routes.js';
export { officialLotteryRoutes } from './official.routes.js';
export { officialRiskRoutes } from './official-risk.routes.js';
export { settleOfficialBacklog, settleOfficialDraw } from './official/settlement.service.js';
export {
  insertDraws as insertOfficialDraws,
  lockDraw as lockOfficialDraw,
  markVoid as markOfficialVoid,
  setResult as setOfficialResult,
} from './official/draws.repository.js';
export { VENDOR_PRIZE_MODE } from './prize-modes.js';
export { officialVendorOf } from './official/terms.js';
export { beaconsFor, drawerTick, startLotteryDrawer } from './engine/drawer.js';
export { Beacons, LocalBeacon, RecordedBeacon, beaconRoundAfter } from './engine/beacon.js';
export { commitAhead, drawDue, BEACON_WAIT_MS, COMMIT_AHEAD } from './engine/draws.service.js';
export { settleRound, settleBacklog } from './engine/settlement.service.js';
export { insertGames, type NewGame } from './engine/games.repository.js';
export { memberGroup, memberGroupsOf, setMemberGroup, type GroupTerms } from './engine/terms.repository.js';
export {
  enabledOfficialGames,
  insertOfficialGames,
  officialGameByCode,
  type NewOfficialGame,
  type OfficialGame,
} from './official/games.repository.js';
export { backfillSimulatedResults } from './official/backfill.js';
export { seedDemoVnPricing } from './official/demo-pricing.js';
export { officialTick } from './official/drawer.js';
export { officialSourcesOf, type OfficialSources } from './official/feeds.js';
