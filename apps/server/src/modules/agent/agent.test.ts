import { describe, expect, it } from 'vitest';
import { AGENT_TYPES, API, TRIAL_TYPE } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const other = await buildMerchant(t.db, { code: 'other' });
for (const [i, type] of AGENT_TYPES.entries())
  await buildMember(t.db, acme.id, { type, affiliateCode: `AG${type}`, nickname: `Agent ${i}` });
await buildMember(t.db, acme.id, { type: 0, affiliateCode: 'PLAYER1' });
await buildMember(t.db, acme.id, { type: TRIAL_TYPE, affiliateCode: 'TRIAL1' });
await buildMember(t.db, other.id, { type: 1, affiliateCode: 'OTHER1', nickname: 'Other agent' });
const locked = await buildMember(t.db, acme.id, { type: 1, affiliateCode: 'LOCKED1' });
await t.db.updateTable('members').set({ status: 'locked' }).where('id', '=', locked.id).execute();

let n = 0;
const check = (query: string, merchant?: string, ip?: string) =>
  t.call({ url: `${API.agent.affiliate}?${query}`, merchant, ip: ip ?? `10.25.0.${++n % 250}` });

describe('GET /wps/agent/affiliate', () => {
  it("answers the agent's nickname for a code of any agent type, case-insensitively", async () => {
    for (const [i, type] of AGENT_TYPES.entries()) {
      const r = await check(`code=ag${type}&domain=acme.test`);
      expect(r.body).toEqual({ success: true, value: { valid: true, agentName: `Agent ${i}` } });
    }
  });

  it("refuses unknown codes, non-agents, locked agents and other merchants' agents with invalid_invitation_code", async () => {
    for (const code of ['NOPE', 'PLAYER1', 'TRIAL1', 'LOCKED1', 'OTHER1', '%27%20OR%201%3D1--', '%3Cscript%3E', '%20']) {
      const r = await check(`code=${code}`);
      expect([r.status, r.body.code]).toEqual([400, 'invalid_invitation_code']);
    }
    expect((await check('code=OTHER1', 'other')).body.value.agentName).toBe('Other agent');
  });

  it('answers validation_failed for a missing or huge code', async () => {
    for (const q of ['domain=acme.test', `code=${'A'.repeat(10_000)}`, 'code=AG1&code=AG2']) {
      const r = await check(q);
      expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
    }
  });

  it('answers invalid_url for an unknown merchant', async () => {
    expect((await check('code=AG1', 'ghost')).body.code).toBe('invalid_url');
  });

  it('limits checks per IP (429 too_many_requests)', async () => {
    for (let i = 0; i < 30; i++) expect((await check('code=NOPE', undefined, '10.25.9.9')).status).toBe(400);
    const r = await check('code=AG1', undefined, '10.25.9.9');
    expect([r.status, r.body.code]).toEqual([429, 'too_many_requests']);
  });
});
