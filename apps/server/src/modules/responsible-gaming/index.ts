/**
 * The responsible-gaming module's public entry (limits, reality check, self-exclusion). It owns
 * rg_members, rg_limits, rg_play_days, rg_exclusions and the SQL functions rg_play_check and
 * rg_play_record (seamless_money calls them). Payments, providers, lottery and transfers ask it;
 * it imports member and session, never them back.
 */
export { responsibleGamingRoutes } from './rg.routes.js';
export { assertDepositAllowed, assertNotExcluded, chargeStake, creditReturn } from './rg.guard.js';
export { responsibleGamingSubscriber } from './rg.subscriber.js';
// The member's own settings, for the demo seed.
export { setLimit, setRealityCheck } from './rg.service.js';
