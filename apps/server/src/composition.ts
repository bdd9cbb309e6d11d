/**
 * The composition root: which routes, jobs and (later) event subscribers the platform runs.
 * Modules are wired only here; http/ and jobs/ know nothing of them.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Deps } from './deps.js';
import { buildHttpApp } from './http/app.js';
import type { SiteHooks } from './http/site.js';
import type { ScheduledJob, SentJob } from './jobs/schedule.js';
import { cleanupExpired, type Purge } from './jobs/cleanup.js';
import { autoConfirmReceipts, paymentsRoutes } from './modules/payments/index.js';
import { pullAllTransferBets, reconcileTransfers, transfersRoutes } from './modules/transfers/index.js';
import { BgsAdapter, bgsRoutes, settleOpenRounds } from './modules/bgs/index.js';
import { purgeExpiredLoginStates, socialMerchantHint, socialRoutes } from './modules/social/index.js';
import { isRegionRestricted, systemRoutes } from './modules/system/index.js';
import {
  memberRoutes,
  purgeExpiredChallenges,
  purgeExpiredHandoffs,
  purgeExpiredPasswordResets,
  sessionRoutes,
  verificationRoutes,
} from './modules/account/index.js';
import { cachedMerchant, findMerchantByCode, findMerchantByDomain } from './modules/merchant/index.js';
import { purgeExpiredEmailCodes, purgeExpiredSmsCodes } from './modules/verification/index.js';
import { agentOpsRoutes, agentRollupSubscriber, agentRoutes } from './modules/agent/index.js';
import {
  contractsRoutes,
  memberMovedSubscriber,
  runDailySalary,
  runDividends,
  runHourlySalary,
  runRealtimeSalary,
  runRebateDifferences,
} from './modules/contracts/index.js';
import { devRoutes } from './modules/dev/index.js';
import { purgeExpiredSessions } from './modules/session/index.js';
import { captchaRoutes, purgeExpiredCaptchas } from './modules/captcha/index.js';
import { catalogRoutes, catalogVersionOf } from './modules/catalog/index.js';
import { artRoutes } from './modules/art/index.js';
import { contentRoutes, homeShellContent } from './modules/content/index.js';
import { favouritesRoutes, recentLotterySubscriber } from './modules/favourites/index.js';
import { winnersRoutes, winnersSubscriber } from './modules/winners/index.js';
import {
  lotteryEngineRoutes,
  lotteryOpsRoutes,
  lotteryRoutes,
  officialLotteryRoutes,
  officialResultsRoutes,
  officialRiskRoutes,
} from './modules/lottery/index.js';
import {
  launchRoutes,
  opsBetsRoutes,
  ProviderRegistry,
  purgeEndedGameSessions,
  seamlessRoutes,
  secretByMerchantCode,
  SimulatorAdapter,
} from './modules/providers/index.js';
import { socketMerchantHint, walletRoutes } from './modules/wallet/index.js';
import { recordsRoutes } from './modules/records/index.js';
import { auditRoutes, cleanupOperatorSessions, operatorRoutes } from './modules/operator/index.js';
import { member360Routes, memberAdminRoutes } from './modules/member-admin/index.js';
import { opsLiveRoutes } from './modules/ops-live/index.js';
import { opsGridRoutes, purgeExpiredTasks, runTask, runWaitingTasks, TASK_QUEUE } from './modules/ops-grid/index.js';
import { eventsRoutes, pruneEvents, type Subscriber } from './modules/events/index.js';
import { monitoringRoutes } from './modules/monitoring/index.js';
// rewards
// points mall and manual rebate
import { pointsEarnSubscriber, pointsRoutes } from './modules/points/index.js';
import { rebateAccrualSubscriber, rebateRoutes } from './modules/rebate/index.js';
// VIP and red envelopes
import { runVipBonuses, vipProgressSubscriber, vipRoutes } from './modules/vip/index.js';
import { envelopesRoutes } from './modules/envelopes/index.js';
// responsible gaming
import { responsibleGamingRoutes, responsibleGamingSubscriber } from './modules/responsible-gaming/index.js';
// messages and feedback
import { messagesOpsRoutes, messagesRoutes } from './modules/messages/index.js';
import { feedbackRoutes } from './modules/feedback/index.js';
// activities and referral
import { activitiesRoutes, activityProgressSubscriber } from './modules/activities/index.js';
import { referralRoutes, referralSubscriber } from './modules/referral/index.js';
import {
  bonusOffersSubscriber,
  expireRewards,
  offerDailyRebates,
  rewardsOpsRoutes,
  rewardsRoutes,
  wageringSubscriber,
} from './modules/rewards/index.js';
// missions and leaderboard
import {
  leaderboardSubscriber,
  missionProgressSubscriber,
  missionsOpsRoutes,
  missionsRoutes,
  runLeaderboardPrizes,
} from './modules/missions/index.js';

/** Every module's routes; a new module adds one line here. */
export function moduleRoutes(deps: Deps): FastifyPluginAsync[] {
  return [
    systemRoutes(deps),
    sessionRoutes(deps),
    captchaRoutes(deps),
    socialRoutes(deps),
    memberRoutes(deps),
    verificationRoutes(deps),
    agentRoutes(deps),
    contractsRoutes(deps),
    agentOpsRoutes(deps),
    // responsible gaming
    responsibleGamingRoutes(deps),
    devRoutes(deps),
    catalogRoutes(deps),
    artRoutes(deps),
    contentRoutes(deps),
    favouritesRoutes(deps),
    winnersRoutes(deps),
    lotteryRoutes(deps),
    lotteryEngineRoutes(deps),
    lotteryOpsRoutes(deps),
    officialResultsRoutes(deps),
    officialLotteryRoutes(deps),
    officialRiskRoutes(deps),
    paymentsRoutes(deps),
    seamlessRoutes(deps),
    launchRoutes(deps),
    walletRoutes(deps),
    recordsRoutes(deps),
    transfersRoutes(deps),
    bgsRoutes(deps),
    operatorRoutes(deps),
    auditRoutes(deps),
    memberAdminRoutes(deps),
    member360Routes(deps),
    opsLiveRoutes(deps),
    opsBetsRoutes(deps),
    opsGridRoutes(deps),
    eventsRoutes(deps),
    // rewards
    rewardsRoutes(deps),
    // points mall and manual rebate
    pointsRoutes(deps),
    rebateRoutes(deps),
    // VIP and red envelopes
    vipRoutes(deps),
    envelopesRoutes(deps),
    // messages and feedback
    messagesRoutes(deps),
    messagesOpsRoutes(deps),
    feedbackRoutes(deps),
    // activities and referral
    activitiesRoutes(deps),
    referralRoutes(deps),
    rewardsOpsRoutes(deps),
    // missions and leaderboard
    missionsRoutes(deps),
    missionsOpsRoutes(deps),
    monitoringRoutes(
      deps,
      SUBSCRIBERS.map((s) => s.name),
    ),
  ] as FastifyPluginAsync[];
}

/**
 * The game provider adapters this deployment runs, built once from the configuration (build-deps.ts).
 * A real aggregator is one more adapter added here.
 */
export function buildProviderRegistry(config: Config, db: Db): ProviderRegistry {
  const registry = new ProviderRegistry([new BgsAdapter()]);
  if (config.SIMULATOR_URL && config.SIMULATOR_SECRET)
    registry.add(new SimulatorAdapter(config.SIMULATOR_URL, (merchant, vendor) => secretByMerchantCode(db, merchant, vendor)));
  return registry;
}

/** What the cleanup job deletes: each module purges its own expired rows. */
export const EXPIRED_PURGES: readonly Purge[] = [
  purgeExpiredSessions,
  purgeExpiredChallenges,
  purgeExpiredHandoffs,
  purgeExpiredSmsCodes,
  purgeExpiredEmailCodes,
  purgeExpiredCaptchas,
  purgeExpiredPasswordResets,
  purgeExpiredLoginStates,
  purgeEndedGameSessions,
  cleanupOperatorSessions,
  purgeExpiredTasks,
];

/** Every scheduled job; a module's job adds one line here. pg-boss runs each on one instance at a time. */
export const JOBS: ScheduledJob[] = [
  { queue: 'cleanup-expired', cron: '*/15 * * * *', run: (deps) => cleanupExpired(deps.db, EXPIRED_PURGES) },
  { queue: 'withdrawal-auto-receipt', cron: '* * * * *', run: (deps) => autoConfirmReceipts(deps.db) },
  { queue: 'transfer-reconcile', cron: '* * * * *', run: (deps) => reconcileTransfers(deps) },
  { queue: 'transfer-pull-bets', cron: '* * * * *', run: (deps) => pullAllTransferBets(deps) },
  { queue: 'bgs-settle-open-rounds', cron: '* * * * *', run: (deps) => settleOpenRounds(deps) },
  { queue: 'events-prune', cron: '17 3 * * *', run: (deps) => pruneEvents(deps.db, 7) },
  // Agent contracts: each run settles the last closed period (a settled one is a no-op) and retries what was owed.
  { queue: 'agent-salary-daily', cron: '5 * * * *', run: (deps) => runDailySalary(deps) },
  { queue: 'agent-salary-hourly', cron: '3 * * * *', run: (deps) => runHourlySalary(deps) },
  { queue: 'agent-salary-realtime', cron: '*/5 * * * *', run: (deps) => runRealtimeSalary(deps) },
  { queue: 'agent-rebate-differences', cron: '*/5 * * * *', run: (deps) => runRebateDifferences(deps) },
  { queue: 'agent-dividends', cron: '10 * * * *', run: (deps) => runDividends(deps) },
  // VIP bonuses: each run pays each merchant's last closed week / month (its time zone: hourly, as
  // each merchant's period closes at its own midnight); a rerun pays nothing twice.
  { queue: 'vip-weekly-bonus', cron: '15 * * * *', run: (deps) => runVipBonuses(deps.db, 'week') },
  { queue: 'vip-monthly-bonus', cron: '20 * * * *', run: (deps) => runVipBonuses(deps.db, 'month') },
  // rewards: claimable rewards past their expiry; the daily rebate bonuses of each merchant's day
  // before (its time zone: hourly, as each merchant's day closes at its own midnight)
  { queue: 'rewards-expire', cron: '* * * * *', run: (deps) => expireRewards(deps) },
  { queue: 'rewards-daily-rebate', cron: '25 * * * *', run: (deps) => offerDailyRebates(deps.db) },
  // missions and leaderboard: prizes of the closed periods (a settled period is a no-op).
  { queue: 'leaderboard-prizes', cron: '*/5 * * * *', run: (deps) => runLeaderboardPrizes(deps) },
  // the console's tasks whose send was lost or whose worker died
  { queue: 'console-task-sweep', cron: '* * * * *', run: (deps) => runWaitingTasks(deps.db) },
];

/** Jobs a request sends (deps.jobs.send): pg-boss hands each to one instance. */
export const SENT_JOBS: SentJob[] = [{ queue: TASK_QUEUE, run: (deps, data) => runTask(deps.db, data.id ?? '') }];

/**
 * Every domain-event subscriber (modules/events): each receives the event types it names, at
 * least once, with an exactly-once effect for what it writes in the delivery's transaction.
 * A subscriber's name is stored with its deliveries: never rename one with events in flight.
 */
export const SUBSCRIBERS: Subscriber[] = [
  winnersSubscriber,
  recentLotterySubscriber,
  agentRollupSubscriber,
  memberMovedSubscriber,
  // rewards
  wageringSubscriber,
  // points mall and manual rebate
  pointsEarnSubscriber,
  rebateAccrualSubscriber,
  // VIP and red envelopes
  vipProgressSubscriber,
  // responsible gaming
  responsibleGamingSubscriber,
  // activities and referral
  activityProgressSubscriber,
  referralSubscriber,
  bonusOffersSubscriber,
  // missions and leaderboard
  missionProgressSubscriber,
  leaderboardSubscriber,
];

/**
 * What http/'s request hooks need of the modules: merchant lookup (kept in memory per catalog
 * version, which merchant changes bump), merchant hints, region rules.
 */
export const SITE: SiteHooks = {
  merchantByCode: (db, code) =>
    cachedMerchant(db, `code:${code.toLowerCase()}`, catalogVersionOf, () => findMerchantByCode(db, code)),
  merchantByDomain: (db, host) =>
    cachedMerchant(db, `domain:${host.toLowerCase()}`, catalogVersionOf, () => findMerchantByDomain(db, host)),
  merchantHints: [socialMerchantHint, socketMerchantHint],
  isRegionRestricted,
  homeShell: homeShellContent,
};

/** The platform's HTTP application: the shared hooks of http/ and every module's routes. */
export function buildApp(deps: Deps): Promise<FastifyInstance> {
  return buildHttpApp(deps, moduleRoutes(deps), SITE);
}
