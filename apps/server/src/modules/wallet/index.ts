/** The wallet module's public entry: other modules, jobs, seeds and tests import only this file. */
export { walletRoutes } from './wallet.routes.js';
export { socketMerchantHint } from './socket-merchant.js';
export { walletBalance } from './wallet.service.js';
