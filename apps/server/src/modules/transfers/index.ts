/** The transfers module's public entry: other modules, jobs, seeds and tests import only this file. */
export { transfersRoutes } from './transfers.routes.js';
export { pullAllTransferBets, pullVendorBets } from './pull-bets.service.js';
export { reconcileTransfers } from './reconcile.service.js';
