/**
 * The member-admin module's public entry: the operator console's work on members (find by one
 * key, the member view, freeze and unfreeze). It owns no table: it works through the member,
 * session, ledger and operator modules.
 */
export { memberAdminRoutes } from './member-admin.routes.js';
