/** The ledger module's public entry. */
export { transactionsByType } from './ledger.metrics.js';
