import { API } from './routes.js';

/**
 * Boot data: the public answers every page's first screen asks for, which the server writes
 * into each page's HTML (a JSON block, never run as script) so the app's first render has them
 * and makes no call for them. Made for the host's merchant (as domainRoute resolves it) in
 * BOOT_LANGUAGE; the app uses them only for that merchant, and the language-keyed ones only in
 * that language. Anything missing is simply fetched as usual.
 */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

/** The site's default language, the one a first visit starts in. */
export const BOOT_LANGUAGE = 'EN';

/** The announcements the site asks for: every type, for the web platform. */
export const SITE_ANNOUNCEMENTS_QUERY = { types: 'B,PL,PU,PR,H', platform: 'W' } as const;

/** The calls whose answers the boot data carries. */
export const BOOT_CALLS = {
  domainRoute: { path: API.system.domainRoute },
  status: { path: API.system.status },
  whitelabel: { path: API.system.whitelabel },
  menus: { path: API.games.menus },
  announcements: { path: API.content.announcements, query: SITE_ANNOUNCEMENTS_QUERY },
} as const;

export type BootCall = keyof typeof BOOT_CALLS;

export interface BootData {
  merchantCode: string;
  language: string;
  /** Each call's `value` as the API answers it; a call that failed is left out. */
  answers: Partial<Record<BootCall, unknown>>;
}
