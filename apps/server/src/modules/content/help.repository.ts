import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface HelpTopicRow {
  merchantId: string;
  language: string;
  key: string;
  title: string;
  content: string;
  sequence: number;
}

/** Insert, or replace the topic of that merchant, language and key. */
export async function upsertHelpTopic(db: Db, t: HelpTopicRow): Promise<void> {
  await db
    .insertInto('help_topics')
    .values({
      merchant_id: t.merchantId,
      language: t.language,
      key: t.key,
      title: t.title,
      content: t.content,
      sequence: t.sequence,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'language', 'key'])
        .doUpdateSet({ title: t.title, content: t.content, sequence: t.sequence })
        // Same text again (a re-seed): no row changes, so the catalog version is not bumped.
        .where(
          sql<boolean>`(help_topics.title, help_topics.content, help_topics.sequence) IS DISTINCT FROM (excluded.title, excluded.content, excluded.sequence)`,
        ),
    )
    .execute();
}

/** The topics in either of the languages, in display order. */
export async function findHelpTopics(db: Db, merchantId: string, languages: string[]) {
  return db
    .selectFrom('help_topics')
    .select(['key', 'title', 'content', 'language', 'sequence'])
    .where('merchant_id', '=', merchantId)
    .where('language', 'in', languages)
    .orderBy('sequence')
    .orderBy('key')
    .execute();
}

/** Topics of the merchant in these languages, in sequence (the V1 help centre). */
export async function helpTopicsIn(db: Db, merchantId: string, languages: string[]) {
  return db
    .selectFrom('help_topics')
    .select(['key', 'title', 'content', 'language'])
    .where('merchant_id', '=', merchantId)
    .where('language', 'in', languages)
    .orderBy('sequence')
    .execute();
}
