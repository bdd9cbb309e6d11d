import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testPlatform, countRows } from '../../test/harness.js';
import { buildMember, buildMerchant } from '../../test/factories.js';
import { createSession } from '../modules/session/index.js';
import { findMerchantByCode } from '../modules/merchant/index.js';
import { cleanupExpired } from './cleanup.js';
import { EXPIRED_PURGES } from '../composition.js';

const t = await testPlatform();

describe('cleanup job', () => {
  it('deletes sessions expired for over a day and keeps live ones', async () => {
    const m = await buildMerchant(t.db);
    const merchant = (await findMerchantByCode(t.db, m.code))!;
    const member = await buildMember(t.db, m.id);
    await createSession(t.db, merchant, member.id, 'password', '127.0.0.1', undefined);
    await createSession(t.db, merchant, member.id, 'password', '127.0.0.1', undefined);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '2 days'` as unknown as Date })
      .where('id', '=', (await t.db.selectFrom('sessions').select('id').orderBy('id').executeTakeFirstOrThrow()).id)
      .execute();
    expect(await countRows(t.db, 'sessions')).toBe(2);
    await cleanupExpired(t.db, EXPIRED_PURGES);
    expect(await countRows(t.db, 'sessions')).toBe(1);
  });
});
