/** The providers module's public entry: other modules, jobs, seeds and tests import only this file. */
export { launchRoutes } from './launch.routes.js';
export { seamlessRoutes } from './seamless.routes.js';
export { findPlayer, insertGameSession, liveSession, playerIdOf, purgeEndedGameSessions } from './game-sessions.repository.js';
export type { GameSession } from './game-sessions.repository.js';
export { ProviderRegistry } from './provider-adapter.js';
export type { LaunchRequest, ProviderAdapter, PulledBet, TransferOutcome } from './provider-adapter.js';
export { SimulatorAdapter } from './simulator.adapter.js';
export { advisoryLocks } from './seamless.repository.js';
export { seamlessCall } from './seamless.service.js';
export { SEAMLESS_RULES } from './seamless.wallet.js';
export { IN_HOUSE_VENDOR, secretByMerchantCode, secretOf, seedSimulatorSecrets, setVendorSecret } from './vendor-secrets.js';
export { lockPulledRound, upsertPulledBet } from './pulled-bets.repository.js';
export type { PulledBetRow } from './pulled-bets.repository.js';
export { correctHouseBets, finishHouseBets, insertHouseBets } from './house-bets.repository.js';
export type { HouseBet } from './house-bets.repository.js';
// The console's bet list and the dashboard's figures of bets.
export { opsBetsRoutes } from './ops-bets.routes.js';
export { betList } from './ops-bets.service.js';
export { betCountQuery, betFigures } from './ops-bets.repository.js';
