import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { opCall, signedInOperator } from '../../../test/helpers/operators.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const auditor = await signedInOperator(t, 'auditor', null);
for (let i = 0; i < 3; i++) await signedInOperator(t, 'finance', acme.id);
const verify = async () => (await opCall(t, auditor.token, API.operator.auditVerify)).body.value;
const rowAt = (seq: number) =>
  t.db.selectFrom('audit_log').select(['id', 'seq']).where('seq', '=', String(seq)).executeTakeFirstOrThrow();

describe('the audit chain without a row', () => {
  it('names the row after a row deleted behind its back', async () => {
    const head = await t.db.selectFrom('audit_log').select(['seq', 'hash']).orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(await verify()).toEqual({
      chain: 'all',
      valid: true,
      checked: 8,
      firstBroken: null,
      head: { seq: '8', hash: head.hash.toString('hex') },
    });
    const next = await rowAt(4);
    await t.db.connection().execute(async (c) => {
      await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_immutable`.execute(c);
      await sql`DELETE FROM audit_log WHERE seq = 3`.execute(c);
      await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_immutable`.execute(c);
    });
    expect(await verify()).toEqual({
      chain: 'all',
      valid: false,
      checked: 3,
      firstBroken: { id: next.id, seq: '4', reason: 'sequence' },
      head: null,
    });
  });

  it('still names a row when the deletion is hidden by renumbering and re-hashing the next row', async () => {
    // The forger closes the gap and re-links and re-hashes the row after it: the row after that breaks.
    await t.db.connection().execute(async (c) => {
      await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_immutable`.execute(c);
      await sql`UPDATE audit_log SET seq = seq - 1 WHERE seq >= 4`.execute(c);
      await sql`UPDATE audit_log SET prev_hash = (SELECT hash FROM audit_log WHERE seq = 2) WHERE seq = 3`.execute(c);
      await sql`UPDATE audit_log a SET hash = audit_row_hash(a) WHERE seq = 3`.execute(c);
      await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_immutable`.execute(c);
    });
    const after = await rowAt(4);
    expect(await verify()).toEqual({
      chain: 'all',
      valid: false,
      checked: 4,
      firstBroken: { id: after.id, seq: '4', reason: 'link' },
      head: null,
    });
  });
});
