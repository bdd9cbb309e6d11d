/** The feedback module's public entry: other modules, jobs, seeds and tests import only this file. */
export { feedbackRoutes } from './feedback.routes.js';
export { FEEDBACK_PER_IP, FEEDBACK_PER_MEMBER, feedbackList, recordFeedback, replyToFeedback } from './feedback.service.js';
