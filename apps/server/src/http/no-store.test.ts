import { describe, expect, it } from 'vitest';
import { AGENT_TYPES, API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { payPlayer, paymentMerchant } from '../../test/helpers/payments.js';

const t = await testPlatform();
const merchant = await paymentMerchant(t.db, 'acme');
const agent = await payPlayer(t.db, merchant, { type: AGENT_TYPES[0] });
const player = await payPlayer(t.db, merchant, { uplineId: agent.id });

describe('signed-in answers', () => {
  it.each([API.member.info, API.payment.channels, API.payment.paymentPassword, API.payment.transferTargets])(
    '%s carries Cache-Control: no-store',
    async (url) => {
      const r = await t.call({ url, token: player.token });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.raw.headers['cache-control']).toContain('no-store');
    },
  );

  it('a refused signed-in call is not stored either', async () => {
    const r = await t.call({ url: API.member.info, token: 'not-a-session' });
    expect(r.status).toBe(401);
    expect(r.raw.headers['cache-control']).toContain('no-store');
  });

  it.each([API.games.menus, API.content.announcements])('public lobby answer %s keeps its public cache policy', async (url) => {
    for (const token of [undefined, player.token]) {
      const r = await t.call({ url, token });
      expect(r.status).toBe(200);
      expect(r.raw.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    }
  });
});
