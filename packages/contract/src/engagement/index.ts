/**
 * @playhouse/contract/engagement: member engagement and care (issue 14): messages, feedback,
 * rewards and wagering, points mall, manual rebate, missions and leaderboard, VIP, red
 * envelopes, activities, referral, responsible gaming. One file per area; a separate entry
 * point so none of it reaches the member site's first load (the badge counts are in badges.ts).
 */
export {};
export * from './rewards.js';
export { rewardsErrors, type RewardsErrorCode } from '../i18n/errors.rewards.js';
// missions and leaderboard
export * from './missions.js';
export { missionErrors, type MissionErrorCode } from '../i18n/errors.missions.js';
