/**
 * @playhouse/contract/engagement: member engagement and care: messages, feedback,
 * rewards and wagering, points mall, manual rebate, missions and leaderboard, VIP, red
 * envelopes, activities, referral, responsible gaming. One file per area; a separate entry
 * point so none of it reaches the member site's first load (the badge counts are in badges.ts).
 */
export * from './rewards.js';
export { rewardsErrors, type RewardsErrorCode } from '../i18n/errors.rewards.js';
export * from './points.js';
export * from './rebate.js';
export { pointsErrors, type PointsErrorCode } from '../i18n/errors.points.js';
// VIP and red envelopes
export * from './vip.js';
export * from './envelopes.js';
export { vipEnvelopeErrors, type VipEnvelopeErrorCode } from '../i18n/errors.vip-envelopes.js';
// responsible gaming (limits, reality check, self-exclusion)
export * from './responsible-gaming.js';
// messages and feedback
export * from './messages.js';
export * from './feedback.js';
// activities and referral
export * from './activities.js';
export * from './referral.js';
export { activitiesErrors, type ActivitiesErrorCode } from '../i18n/errors.activities.js';
// missions and leaderboard
export * from './missions.js';
export { missionErrors, type MissionErrorCode } from '../i18n/errors.missions.js';
