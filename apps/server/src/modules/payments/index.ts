/** The payments module's public entry: other modules, jobs, seeds and tests import only this file. */
export { callbackPath } from './gateway.routes.js';
export { paymentsRoutes } from './payments.routes.js';
export { createChannel } from './channels.service.js';
export { demoCallback } from './demo-gateway.js';
export { depositThroughDemoGateway } from './demo-deposit.js';
export { memberMainId, move } from './ledger-moves.js';
export { autoConfirmReceipts } from './receipts.service.js';
export { queueCounts as withdrawalQueueCounts } from './withdrawal-queue.repository.js';
export { pendingDepositCount } from './deposits.repository.js';
export { membersByAccountNumber } from './bank-accounts.repository.js';
// The console's exports page through the money queues as their lists do.
export { withdrawalQueue } from './withdrawal-queue.service.js';
export { depositList } from './deposit-queue.service.js';
// The console counts a list's filter (lib/row-count.ts) over the list's own query.
export { withdrawalCountQuery } from './withdrawal-queue.repository.js';
export { depositCountQuery } from './deposit-queue.repository.js';
// The dashboard's figures of the day.
export { moneySince } from './money-today.repository.js';
