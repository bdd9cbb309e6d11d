/**
 * Missions and the leaderboard: daily and weekly missions fed by the domain events,
 * claimed once per period through the rewards module; leaderboards by valid bet with prizes paid
 * by the period-end job.
 */
export { missionsRoutes } from './missions.routes.js';
export { missionsOpsRoutes } from './missions-ops.routes.js';
export { leaderboardSubscriber, missionProgressSubscriber } from './missions.subscriber.js';
export { recordLeaderboardPlay, runLeaderboardPrizes, settleBoardPeriod, saveBoard } from './leaderboard.service.js';
export { claimMission, createMission, missionList, missionSummary, recordMissionProgress } from './missions.service.js';
export { periodOf, periodKeysAt } from './periods.js';
