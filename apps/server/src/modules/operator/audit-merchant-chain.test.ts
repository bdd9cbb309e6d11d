import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { opCall, signedInOperator } from '../../../test/helpers/operators.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { code: 'acme' });
const beta = await buildMerchant(t.db, { code: 'beta' });
const acmeAuditor = await signedInOperator(t, 'auditor', acme.id);
const acmeOwner = await signedInOperator(t, 'owner', acme.id);
const betaOwner = await signedInOperator(t, 'owner', beta.id);
const platform = await signedInOperator(t, 'owner', null);

const verify = async (token: string, merchant?: string) => {
  const r = await opCall(t, token, API.operator.auditVerify, merchant ? { merchant } : {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value;
};
const rowsOf = async (merchantId: string | null) =>
  Number(
    (
      await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('merchant_id', merchantId === null ? 'is' : '=', merchantId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const newKey = (token: string, name: string) => opCall(t, token, API.operator.keys, { body: { name, role: 'auditor' } });

describe("a merchant's audit verification", () => {
  it("counts and chains its own entries only: another merchant's operators acting move nothing of it", async () => {
    const before = await verify(acmeAuditor.token);
    expect(before).toMatchObject({ chain: 'acme', valid: true, checked: await rowsOf(acme.id), firstBroken: null });

    for (let i = 0; i < 3; i++) expect((await newKey(betaOwner.token, `beta-${i}`)).status).toBe(200);
    expect(await verify(acmeAuditor.token)).toEqual(before);

    // Its own merchant's action moves its count by one and its head to the new row.
    expect((await newKey(acmeOwner.token, 'acme-1')).status).toBe(200);
    const after = await verify(acmeAuditor.token);
    expect(after.checked).toBe(before.checked + 1);
    expect(after.head.seq).toBe(String(before.checked + 1));
    expect(after.head.hash).not.toBe(before.head.hash);
  });

  it('is the chain of the merchant a platform operator names, and the global chain when it names none', async () => {
    expect(await verify(platform.token, 'beta')).toMatchObject({ chain: 'beta', valid: true, checked: await rowsOf(beta.id) });
    const total = Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(await verify(platform.token)).toMatchObject({ chain: 'all', valid: true, checked: total });
    // A merchant's operator cannot ask for another merchant's chain.
    expect((await opCall(t, acmeAuditor.token, API.operator.auditVerify, { merchant: 'beta' })).body.code).toBe('forbidden');
  });

  it('keeps every chain whole when merchants append at once', async () => {
    await Promise.all(Array.from({ length: 12 }, (_x, i) => newKey(i % 2 ? acmeOwner.token : betaOwner.token, `race-${i}`)));
    for (const [token, merchant] of [
      [acmeAuditor.token, undefined],
      [platform.token, 'beta'],
      [platform.token, undefined],
    ] as const) {
      expect((await verify(token, merchant)).valid).toBe(true);
    }
    expect(await rowsOf(null)).toBeGreaterThan(0);
  });
});
