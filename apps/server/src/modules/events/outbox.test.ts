import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { emit, emitAll } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
await sql`CREATE TABLE facts (id bigserial PRIMARY KEY, what text NOT NULL)`.execute(t.db);

const events = (type?: string) => {
  let q = t.db.selectFrom('domain_events').select(['id', 'type', 'merchant_id', 'member_id', 'payload']).orderBy('id');
  if (type) q = q.where('type', '=', type);
  return q.execute();
};
const signIn = (memberId: string) =>
  ({ type: 'member.signed_in', payload: { merchantId: acme.id, memberId, method: 'password', ip: '10.0.0.1' } }) as const;

describe('emit: the event commits or rolls back with its fact', () => {
  it('a committed transaction keeps both; a rolled-back one keeps neither', async () => {
    await t.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO facts (what) VALUES ('kept')`.execute(trx);
      await emit(trx, signIn('101'));
    });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO facts (what) VALUES ('lost')`.execute(trx);
        await emit(trx, signIn('102'));
        throw new Error('the fact fails after its event was written');
      }),
    ).rejects.toThrow('the fact fails');
    expect((await sql<{ what: string }>`SELECT what FROM facts`.execute(t.db)).rows).toEqual([{ what: 'kept' }]);
    expect((await events('member.signed_in')).map((e) => e.member_id)).toEqual(['101']);
  });

  it('gives a member’s events ids in commit order: a second emitter for the member waits for the first to commit', async () => {
    const first = await t.db.startTransaction().execute();
    const firstId = await emit(first, signIn('104'));
    let secondId: string | null = null;
    const second = t.db.transaction().execute(async (trx) => {
      secondId = await emit(trx, signIn('104'));
    });
    const other = await t.db.transaction().execute((trx) => emit(trx, signIn('105'))); // another member: not held
    await new Promise((r) => setTimeout(r, 150));
    expect(secondId).toBeNull();
    await first.commit().execute();
    await second;
    expect(BigInt(secondId!)).toBeGreaterThan(BigInt(firstId));
    expect(BigInt(other)).toBeGreaterThan(BigInt(firstId));
  });

  it('emitAll writes one fact’s events in one statement, in order; events of two members are refused', async () => {
    const ids = await t.db.transaction().execute((trx) => emitAll(trx, [signIn('106'), signIn('106'), signIn('106')]));
    expect(ids).toHaveLength(3);
    expect([...ids].sort((a, b) => Number(a) - Number(b))).toEqual(ids);
    expect((await events()).filter((e) => e.member_id === '106').map((e) => e.id)).toEqual(ids);
    await expect(t.db.transaction().execute((trx) => emitAll(trx, [signIn('107'), signIn('108')]))).rejects.toThrow(/one member/);
    expect((await events()).filter((e) => e.member_id === '107')).toEqual([]);
  });

  it('refuses to write an event outside a transaction', async () => {
    const before = (await events()).length;
    await expect(emit(t.db, signIn('103'))).rejects.toThrow(/transaction/);
    expect(await events()).toHaveLength(before);
  });
});
