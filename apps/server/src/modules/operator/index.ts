/**
 * The operator module's public entry: operator users, sessions, machine keys, roles (the map is
 * in the contract) and the audit trail. Every /ops route of any module uses operatorGuard, and
 * every operator action writes appendAudit() in its own transaction.
 */
export { operatorGuard, operatorNeeds, type OperatorDeps, type OperatorScope } from './operator.guard.js';
export { operatorOf, merchantOperatorOf, type ActingOperator, type MerchantOperator } from './operator.context.js';
export { appendAudit, auditCount, auditPage, type AuditRecord } from './audit.service.js';
// Background tasks act again as the operator who started them.
export { operatorActingAgain } from './operator-again.js';
export { approverOf, personOf } from './persons.js';
export { createOperatorKey, hasOperatorKey } from './keys.service.js';
export { seedOperator } from './operators.service.js';
export { cleanupOperatorSessions, liveOperatorSessions } from './operator-session.service.js';
export { operatorRoutes } from './operator.routes.js';
export { auditRoutes } from './audit.routes.js';
