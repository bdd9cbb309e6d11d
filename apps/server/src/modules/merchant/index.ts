/** The merchant module's public entry: other modules, jobs, seeds and tests import only this file. */
export {
  findMerchantByCode,
  findMerchantByDomain,
  findMerchantById,
  mainDomainOf,
  timeZoneOf,
  updateSettings,
  updateTimeZone,
} from './merchant.repository.js';
export type { Merchant, RegionRule } from './merchant.repository.js';
export { cachedMerchant } from './merchant-cache.js';
export { parseSettings, merchantSettingsSchema } from './merchant.settings.js';
export type { MerchantSettings } from './merchant.settings.js';
export { insertMerchant, type NewMerchant } from './merchant-create.service.js';
export type { Caller } from './caller.js';
export { registerSettingsOf, validatorsOf } from './register-fields.js';
