/** The social module's public entry: other modules, jobs, seeds and tests import only this file. */
export { socialRoutes } from './social.routes.js';
export { socialMerchantHint } from './social.cookies.js';
export { socialAvailability } from './social.providers.js';
export { purgeExpiredLoginStates } from './social.repository.js';
