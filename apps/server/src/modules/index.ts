import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../deps.js';
import { socialRoutes } from './social/social.routes.js';
import { systemRoutes } from './system/system.routes.js';
import { memberRoutes } from './member/member.routes.js';
import { verificationRoutes } from './verification/verification.routes.js';
import { agentRoutes } from './agent/agent.routes.js';
import { devRoutes } from './dev/dev.routes.js';
import { sessionRoutes } from './session/session.routes.js';
import { captchaRoutes } from './captcha/captcha.routes.js';
import { catalogRoutes } from './catalog/catalog.routes.js';
import { artRoutes } from './art/art.routes.js';
import { contentRoutes } from './content/content.routes.js';
import { favouritesRoutes } from './favourites/favourites.routes.js';
import { winnersRoutes } from './winners/winners.routes.js';
import { lotteryRoutes } from './lottery/lottery.routes.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { seamlessRoutes } from './providers/seamless.routes.js';
import { launchRoutes } from './providers/launch.routes.js';
import { walletRoutes } from './wallet/wallet.routes.js';
import { recordsRoutes } from './records/records.routes.js';
import { transfersRoutes } from './transfers/transfers.routes.js';
import { bgsRoutes } from './bgs/bgs.routes.js';

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
