/**
 * The composition root: which routes, jobs and (later) event subscribers the platform runs.
 * Modules are wired only here; http/ and jobs/ know nothing of them.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Deps } from './deps.js';
import { buildHttpApp } from './http/app.js';
import type { ScheduledJob } from './jobs/schedule.js';
import { cleanupExpired } from './jobs/cleanup.js';
import { autoConfirmReceipts } from './modules/payments/receipts.service.js';
import { reconcileTransfers } from './modules/transfers/reconcile.service.js';
import { pullAllTransferBets } from './modules/transfers/pull-bets.service.js';
import { settleOpenRounds } from './modules/bgs/bgs.service.js';
import { socialRoutes } from './modules/social/social.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { memberRoutes } from './modules/member/member.routes.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';
import { agentRoutes } from './modules/agent/agent.routes.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { artRoutes } from './modules/art/art.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { favouritesRoutes } from './modules/favourites/favourites.routes.js';
import { winnersRoutes } from './modules/winners/winners.routes.js';
import { lotteryRoutes } from './modules/lottery/lottery.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { seamlessRoutes } from './modules/providers/seamless.routes.js';
import { launchRoutes } from './modules/providers/launch.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { recordsRoutes } from './modules/records/records.routes.js';
import { transfersRoutes } from './modules/transfers/transfers.routes.js';
import { bgsRoutes } from './modules/bgs/bgs.routes.js';
import { auditRoutes, cleanupOperatorSessions, operatorRoutes } from './modules/operator/index.js';

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
    operatorRoutes(deps),
    auditRoutes(deps),
  ] as FastifyPluginAsync[];
}

/** Every scheduled job; a module's job adds one line here. pg-boss runs each on one instance at a time. */
export const JOBS: ScheduledJob[] = [
  { queue: 'cleanup-expired', cron: '*/15 * * * *', run: (deps) => cleanupExpired(deps.db) },
  { queue: 'withdrawal-auto-receipt', cron: '* * * * *', run: (deps) => autoConfirmReceipts(deps.db) },
  { queue: 'transfer-reconcile', cron: '* * * * *', run: (deps) => reconcileTransfers(deps) },
  { queue: 'transfer-pull-bets', cron: '* * * * *', run: (deps) => pullAllTransferBets(deps) },
  { queue: 'bgs-settle-open-rounds', cron: '* * * * *', run: (deps) => settleOpenRounds(deps) },
  { queue: 'operator-sessions-cleanup', cron: '*/15 * * * *', run: (deps) => cleanupOperatorSessions(deps.db) },
];

/** The platform's HTTP application: the shared hooks of http/ and every module's routes. */
export function buildApp(deps: Deps): Promise<FastifyInstance> {
  return buildHttpApp(deps, moduleRoutes(deps));
}
