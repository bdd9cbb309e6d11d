/**
 * The ops-live module's public entry: the operator console's websocket, pushing the counts of
 * the merchant's money queues (withdrawals, deposits, adjustments) whenever a row of one changes,
 * and the dashboard's figures of the day on a clock. It owns no table; the figures come from the
 * payments, member-admin, providers and session modules.
 */
export { opsLiveRoutes } from './ops-live.routes.js';
export { opsSocketTiming } from './ops-live.socket.js';
