/**
 * The account module's public entry: the identity flows (sign-in with password, SMS, TOTP and a
 * new-IP challenge, trial accounts, session hand-off, registration, password change and
 * recovery, verification codes). They sit above the stores they combine (member, session,
 * verification) so that no store imports a flow and no flow imports another module's flow.
 */
export { sessionRoutes } from './session.routes.js';
export { memberRoutes } from './member.routes.js';
// The soak checks the per-address count against it.
export { REGISTER_ATTEMPTS_PER_IP } from './register.service.js';
export { verificationRoutes } from './verification.routes.js';
export { mintHandoffTicket } from './handoff.service.js';
// The operator console unlocks a member's sign-in as a password reset does.
export { liftLoginLock } from './password-recovery.service.js';
// The console's member view lists the new-address verifications.
export { memberChallenges } from './login-challenges.repository.js';
export { purgeExpiredHandoffs } from './handoff.repository.js';
export { purgeExpiredChallenges } from './login-challenges.repository.js';
export { purgeExpiredPasswordResets } from './password-reset.repository.js';
