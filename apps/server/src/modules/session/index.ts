/** The session module's public entry: other modules, jobs, seeds and tests import only this file. */
export { authenticate, bearerToken } from './session.guard.js';
export {
  createSession,
  purgeExpiredSessions,
  memberSessions,
  onlineMemberCount,
  onlineMemberIds,
  openSessionCount,
  revokeAllSessions,
  revokeSession,
  sessionEnded,
  sessionStartedAt,
  sessionStates,
} from './session.store.js';
export type { ActiveSession, Owner } from './session.store.js';
