/**
 * The member-admin module's public entry: the operator console's work on members (find by one
 * key, the member view, freeze and unfreeze, manual adjustments under four eyes). It owns
 * member_adjustments and works through the member, session, ledger and operator modules.
 */
export { memberAdminRoutes } from './member-admin.routes.js';
export { member360Routes } from './member360.routes.js';
// Seeds post and ask for the demo's adjustments as an operator would.
export { listAdjustments, requestAdjustment } from './adjustments.service.js';
// The console's exports and bulk actions find and act on members as the member calls do.
export { countMembers, findMembers, memberAction, setFrozen } from './member-admin.service.js';
export { adjustmentCountQuery } from './adjustments.repository.js';
// The demo notes and tags a member as an operator would.
export { addNote, setTags } from './member360.service.js';
export { pendingAdjustmentCount } from './adjustments.repository.js';
