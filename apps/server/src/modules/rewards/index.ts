/**
 * Rewards, bonuses and wagering: THE way every feature pays a member (grantReward), the reward
 * centre, bonus details, wagering from settled plays and the withdrawal lock it sets.
 */
export { grantReward, type GrantInput, type GrantedReward, type RewardSource } from './grant.service.js';
export { assertWithdrawable, wageringLock, wageringState, type WageringState } from './wagering.service.js';
export { claimReward, type RewardCaller } from './rewards.service.js';
export { wageringSubscriber } from './wagering.subscriber.js';
export { rewardsRoutes } from './rewards.routes.js';
