/** The member module's public entry: other modules, jobs, seeds and tests import only this file. */
export { memberRoutes } from './member.routes.js';
export { FieldRules, failOnIssues, requiredIssue, trimPassword } from './field-rules.js';
export { findMemberCredentials, findMemberIdByMobile, mobileExists } from './member.repository.js';
export { normalizePayeeName } from './payee-name.js';
