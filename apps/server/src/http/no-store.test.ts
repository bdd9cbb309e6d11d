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

/** Every GET path of the API description without path parameters (those need rows to name). */
async function getPaths(): Promise<string[]> {
  const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path, ops]) => 'get' in ops && !path.includes('{') && !path.startsWith('/docs'))
    .map(([path]) => path);
}

describe('every signed-in GET answer', () => {
  it('is kept out of shared caches: no-store, or private with an ETag to revalidate', async () => {
    const seen: string[] = [];
    for (const url of await getPaths()) {
      const member = await t.call({ url, token: player.token });
      if (member.status !== 200) continue;
      const anonymous = await t.call({ url });
      const cc = String(member.raw.headers['cache-control'] ?? '');
      if (anonymous.status === 401) {
        // Signed-in only: member data.
        seen.push(url);
        const ok = /\bno-store\b/.test(cc) || (/^private, no-cache$/.test(cc) && Boolean(member.raw.headers.etag));
        expect(ok, `${url}: ${cc || '(no cache-control)'}`).toBe(true);
      } else if (/\bpublic\b/.test(cc)) {
        // A shared cache may keep it only when the member's answer is everyone's answer.
        expect(member.body, `${url} is public but differs for a member`).toEqual(anonymous.body);
      } else {
        expect(cc, `${url}: a member's answer without a cache policy`).toMatch(/no-store|^private, no-cache$/);
      }
    }
    // The list is the real one: the member's own data is in it, favourites and recent games included.
    expect(seen).toEqual(
      expect.arrayContaining([
        API.member.info,
        API.games.favourites,
        API.games.favouriteIds,
        API.games.recent,
        API.payment.channels,
      ]),
    );
  });
});
