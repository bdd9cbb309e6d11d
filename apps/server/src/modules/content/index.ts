/** The content module's public entry: other modules, jobs, seeds and tests import only this file. */
export { contentRoutes } from './content.routes.js';
export { countAnnouncements } from './announcements.repository.js';
export { agentAnnouncements, APP_DOWNLOAD_LINKAGE, createAnnouncement, homeShellContent } from './announcements.service.js';
export { parseInput } from './content.input.js';
export type { AnnouncementInput } from './content.input.js';
export { createHelpTopic, helpCentreTopics } from './help.service.js';
export { textIn } from './localized.js';
// Stored rich text and titles (the activity centre sanitizes its descriptions the same way).
export { plainText, sanitizeRichText } from './rich-text.js';
