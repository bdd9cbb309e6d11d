/** The messages module's public entry: other modules, jobs, seeds and tests import only this file. */
export { messagesRoutes } from './messages.routes.js';
export { messagesOpsRoutes } from './messages-ops.routes.js';
// Sending one member a message inside the caller's transaction (feedback replies, other modules).
export { sendMemberMessage, unreadCount, MEMBER_MESSAGES_CHANNEL, type MemberMessageInput } from './messages.service.js';
// The member's inbox actions and the sent list, for seeds and other trusted callers.
export { readMessage, sentMessages } from './messages.service.js';
