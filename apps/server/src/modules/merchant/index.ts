/** The merchant module's public entry: lookup, settings and creation. */
export { findMerchantByCode, findMerchantByDomain, findMerchantById, type Merchant } from './merchant.repository.js';
export { parseSettings, merchantSettingsSchema, type MerchantSettings } from './merchant.settings.js';
export { insertMerchant, type NewMerchant } from './merchant-create.service.js';
