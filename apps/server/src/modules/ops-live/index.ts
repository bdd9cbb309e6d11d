/**
 * The ops-live module's public entry: the operator console's websocket, pushing the counts of
 * the merchant's money queues (withdrawals, deposits, adjustments) whenever a row of one changes.
 * It owns no table; the counts come from the payments and member-admin modules.
 */
export { opsLiveRoutes } from './ops-live.routes.js';
export { opsSocketTiming } from './ops-live.socket.js';
