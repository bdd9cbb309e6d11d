import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMember, buildMerchant } from '../../test/factories.js';
import { tokenOf } from '../../test/helpers/lobby.js';
import { seedMessages } from './messages.seed.js';

const t = await testPlatform();
const demo = await buildMerchant(t.db, { code: 'demo', languages: ['EN', 'TY'] });
const player = await buildMember(t.db, demo.id);
const agent = await buildMember(t.db, demo.id, { type: 1 });
await seedMessages(t.db, demo.id, player, agent);

const inbox = async (who: { id: string }, query = '') =>
  (await t.call({ url: `${API.messages.list}${query}`, merchant: 'demo', token: await tokenOf(t.db, 'demo', who.id) })).body
    .value;

describe('the demo messages', () => {
  it('give the player and the agent read and unread messages, and the player a feedback reply', async () => {
    expect((await inbox(player)).totalElements).toBe(5);
    expect((await inbox(player, '?status=unread')).totalElements).toBe(3);
    expect((await inbox(player)).content[0].title).toBe('Reply to your feedback');
    expect((await inbox(agent)).totalElements).toBe(2);
    expect((await inbox(agent, '?status=read')).totalElements).toBe(1);
    const feedback = await t.db.selectFrom('feedback').select(['member_id', 'replied_at']).execute();
    expect(feedback.map((f) => [f.member_id, f.replied_at !== null]).sort()).toEqual(
      [
        [player.id, true],
        [agent.id, false],
      ].sort(),
    );
  });

  it('seeds once: a second run adds nothing', async () => {
    await seedMessages(t.db, demo.id, player, agent);
    expect((await inbox(player)).totalElements).toBe(5);
    expect(
      Number(
        (
          await t.db
            .selectFrom('feedback')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(2);
  });
});
