import type { QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@playhouse/contract';
import { catalogKeys } from './catalog-queries';
import { siteKeys } from './site-queries';

let taken: BootData | null | undefined;

/** The boot data the server wrote into the page (contract boot.ts), read once; null without it. */
export function takeBootData(): BootData | null {
  if (taken !== undefined) return taken;
  const el = document.getElementById(BOOT_DATA_ELEMENT_ID);
  try {
    taken = el?.textContent ? (JSON.parse(el.textContent) as BootData) : null;
  } catch {
    taken = null;
  }
  el?.remove();
  return taken;
}

/**
 * Puts the boot answers into the query cache as if just fetched, so the first render has the
 * status, the whitelabel, the menus and the announcements without a call: only when the app
 * boots for the merchant they were made for, and the language-keyed ones only in their language.
 */
export function seedBootAnswers(client: QueryClient, boot: BootData, merchantCode: string, language: string) {
  if (boot.merchantCode !== merchantCode) return;
  const put = (key: readonly unknown[], value: unknown) => {
    if (value !== undefined) client.setQueryData(key, value);
  };
  put(siteKeys.status, boot.answers.status);
  put(siteKeys.whitelabel, boot.answers.whitelabel);
  if (language !== boot.language) return;
  put(catalogKeys.menus(language), boot.answers.menus);
  put(catalogKeys.announcements(language), boot.answers.announcements);
}
