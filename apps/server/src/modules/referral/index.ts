/**
 * Referral / invite friends (the REFERRAL promo): who invited whom, the invitees'
 * progress and the referrer's rewards. Other modules, jobs, seeds and tests import only this file.
 */
export { referralRoutes } from './referral.routes.js';
export { recordReferral, referralSubscriber } from './referral.subscriber.js';
