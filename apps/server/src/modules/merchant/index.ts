/** The merchant module's public entry: other modules, jobs, seeds and tests import only this file. */
export { findMerchantByCode, findMerchantByDomain, mainDomainOf, updateSettings } from './merchant.repository.js';
export type { Merchant, RegionRule } from './merchant.repository.js';
export { parseSettings } from './merchant.settings.js';
export type { MerchantSettings } from './merchant.settings.js';
export type { Caller } from './caller.js';
