import { type StatusAnswer, type Whitelabel, type Language } from '@playhouse/contract';
import type { Config } from '../../config.js';
import type { Merchant } from '../merchant/index.js';
import { socialAvailability } from '../social/index.js';
import { isRegionRestricted } from './region.js';

export function systemStatus(merchant: Merchant, ip: string, country: string): StatusAnswer {
  if (merchant.maintenance) return { status: 1 };
  if (isRegionRestricted(merchant.regionRules, ip, country)) return { status: 2, ip };
  return { status: 0 };
}

/** `social` says true only when the merchant enables a provider AND this server is configured for it. */
export function whitelabelOf(merchant: Merchant, config: Config): Whitelabel {
  const s = merchant.settings;
  return {
    merchantCode: merchant.code,
    name: merchant.name,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    languages: merchant.languages as Language[],
    defaultLanguage: merchant.defaultLanguage as Language,
    flags: merchant.flags,
    social: socialAvailability(config, merchant),
    captchaOnLogin: s.captchaOnLogin,
    requireEncryption: s.requireEncryption,
    contacts: s.contacts,
    appDownloads: s.appDownloads,
    agentConsultationHours: s.agentConsultationHours,
    referralEnabled: s.referralEnabled,
    timeZone: merchant.timeZone,
  };
}
