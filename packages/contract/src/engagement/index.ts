/**
 * @playhouse/contract/engagement: member engagement and care (issue 14): messages, feedback,
 * rewards and wagering, points mall, manual rebate, missions and leaderboard, VIP, red
 * envelopes, activities, referral, responsible gaming. One file per area; a separate entry
 * point so none of it reaches the member site's first load (the badge counts are in badges.ts).
 */
// messages and feedback
export * from './messages.js';
export * from './feedback.js';
