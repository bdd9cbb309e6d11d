/** The ledger module's public entry: other modules, jobs, seeds and tests import only this file. */
export {
  balanceMovedAfterCommit,
  heldVendorWallets,
  LEDGER_MEMBER_CHANNEL,
  lockAccounts,
  memberAccountIds,
  memberWallets,
} from './ledger.repository.js';
export { accountFor, balanceOf, post, postMany, postedByKey, systemBalance, SYSTEM_SHARDS } from './ledger.service.js';
export type { LedgerAccount, LedgerTransactionType, PostedTransaction } from './ledger.service.js';
export { transactionsByType } from './ledger.metrics.js';
// The console's ledger timeline of a member wallet and its balance explained.
export { walletByType, walletPostings } from './member-history.repository.js';
