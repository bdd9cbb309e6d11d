import type { HelpTopic } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { Merchant } from '../merchant/index.js';
import { cachedAnswer, type CachedAnswer } from './answer-cache.js';
import { helpTopicInput, parseInput, type HelpTopicInput } from './content.input.js';
import { findHelpTopics, helpTopicsIn, upsertHelpTopic } from './help.repository.js';
import { plainText, sanitizeRichText } from './rich-text.js';

/**
 * Stores a help topic in one language (replacing that language's earlier text of the key),
 * its content sanitized like announcements. Throws validation_failed, writing nothing.
 */
export async function createHelpTopic(db: Db, input: HelpTopicInput): Promise<void> {
  const t = parseInput(helpTopicInput, input);
  await upsertHelpTopic(db, { ...t, title: plainText(t.title), content: sanitizeRichText(t.content) });
}

/** Every topic once: in `lang` when written in it, else in the merchant's default language. */
export function helpTopicsFor(db: Db, merchant: Merchant, lang: string): Promise<CachedAnswer<HelpTopic[]>> {
  const fallback = merchant.defaultLanguage;
  return cachedAnswer(db, merchant.id, `help|${lang}|${fallback}`, async () => {
    const rows = await findHelpTopics(db, merchant.id, [...new Set([lang, fallback])]);
    const byKey = new Map<string, { topic: HelpTopic; sequence: number; exact: boolean }>();
    for (const r of rows) {
      const exact = r.language === lang;
      const seen = byKey.get(r.key);
      if (!seen || (exact && !seen.exact))
        byKey.set(r.key, { topic: { key: r.key, title: r.title, content: r.content }, sequence: r.sequence, exact });
    }
    // Order by the chosen text's sequence; the map keeps first-seen order, which may differ.
    const value = [...byKey.values()]
      .sort((a, b) => a.sequence - b.sequence || a.topic.key.localeCompare(b.topic.key))
      .map((e) => e.topic);
    return { value, validUntil: Infinity };
  });
}

/** The help centre of /wps/system/helpCenter (V1): the asked language, per topic falling back to the merchant's default. */
export async function helpCentreTopics(db: Db, merchant: Merchant, lang: string) {
  const rows = await helpTopicsIn(db, merchant.id, [lang, merchant.defaultLanguage]);
  const byKey = new Map<string, { key: string; title: string; content: string }>();
  for (const r of rows)
    if (r.language === lang || !byKey.has(r.key)) byKey.set(r.key, { key: r.key, title: r.title, content: r.content });
  return [...byKey.values()];
}
