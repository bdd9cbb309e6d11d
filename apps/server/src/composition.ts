/**
 * The composition root: which routes, jobs and (later) event subscribers the platform runs.
 * Modules are wired only here; http/ and jobs/ know nothing of them.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Deps } from './deps.js';
import { buildHttpApp } from './http/app.js';
import type { ScheduledJob } from './jobs/schedule.js';
import { cleanupExpired } from './jobs/cleanup.js';
import { autoConfirmReceipts } from './modules/payments/index.js';
import { reconcileTransfers } from './modules/transfers/index.js';
import { pullAllTransferBets } from './modules/transfers/index.js';
import { settleOpenRounds } from './modules/bgs/index.js';
import { socialRoutes } from './modules/social/index.js';
import { systemRoutes } from './modules/system/index.js';
import { memberRoutes } from './modules/member/index.js';
import { verificationRoutes } from './modules/verification/index.js';
import { agentRoutes } from './modules/agent/index.js';
import { devRoutes } from './modules/dev/index.js';
import { sessionRoutes } from './modules/session/index.js';
import { captchaRoutes } from './modules/captcha/index.js';
import { catalogRoutes } from './modules/catalog/index.js';
import { artRoutes } from './modules/art/index.js';
import { contentRoutes } from './modules/content/index.js';
import { favouritesRoutes } from './modules/favourites/index.js';
import { winnersRoutes } from './modules/winners/index.js';
import { lotteryRoutes } from './modules/lottery/index.js';
import { paymentsRoutes } from './modules/payments/index.js';
import { seamlessRoutes } from './modules/providers/index.js';
import { launchRoutes } from './modules/providers/index.js';
import { walletRoutes } from './modules/wallet/index.js';
import { recordsRoutes } from './modules/records/index.js';
import { transfersRoutes } from './modules/transfers/index.js';
import { bgsRoutes } from './modules/bgs/index.js';

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
    devRoutes(deps),
    catalogRoutes(deps),
    artRoutes(deps),
    contentRoutes(deps),
    favouritesRoutes(deps),
    winnersRoutes(deps),
    lotteryRoutes(deps),
    paymentsRoutes(deps),
    seamlessRoutes(deps),
    launchRoutes(deps),
    walletRoutes(deps),
    recordsRoutes(deps),
    transfersRoutes(deps),
    bgsRoutes(deps),
  ] as FastifyPluginAsync[];
}

/** Every scheduled job; a module's job adds one line here. pg-boss runs each on one instance at a time. */
export const JOBS: ScheduledJob[] = [
  { queue: 'cleanup-expired', cron: '*/15 * * * *', run: (deps) => cleanupExpired(deps.db) },
  { queue: 'withdrawal-auto-receipt', cron: '* * * * *', run: (deps) => autoConfirmReceipts(deps.db) },
  { queue: 'transfer-reconcile', cron: '* * * * *', run: (deps) => reconcileTransfers(deps) },
  { queue: 'transfer-pull-bets', cron: '* * * * *', run: (deps) => pullAllTransferBets(deps) },
  { queue: 'bgs-settle-open-rounds', cron: '* * * * *', run: (deps) => settleOpenRounds(deps) },
];

/** The platform's HTTP application: the shared hooks of http/ and every module's routes. */
export function buildApp(deps: Deps): Promise<FastifyInstance> {
  return buildHttpApp(deps, moduleRoutes(deps));
}
