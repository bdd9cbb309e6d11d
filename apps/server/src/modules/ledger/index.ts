/** The ledger module's public entry. */
export { accountFor, post } from './ledger.service.js';
export { transactionsByType } from './ledger.metrics.js';
