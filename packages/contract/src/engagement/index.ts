/**
 * @playhouse/contract/engagement: member engagement and care (issue 14): messages, feedback,
 * rewards and wagering, points mall, manual rebate, missions and leaderboard, VIP, red
 * envelopes, activities, referral, responsible gaming. One file per area; a separate entry
 * point so none of it reaches the member site's first load (the badge counts are in badges.ts).
 */
export {};
export * from './rewards.js';
export { rewardsErrors, type RewardsErrorCode } from '../i18n/errors.rewards.js';
// activities and referral (issue 14)
export * from './activities.js';
export * from './referral.js';
export { activitiesErrors, type ActivitiesErrorCode } from '../i18n/errors.activities.js';
