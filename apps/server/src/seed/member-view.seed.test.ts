import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { codeAt, login, opCall } from '../../test/helpers/operators.js';
import { DEMO_ADJUSTED, seedAdjustments } from './adjustments.seed.js';
import { seedMemberView } from './member-view.seed.js';
import { newMerchantOwner, seedOperators } from './operators.seed.js';

const t = await testPlatform();

describe('member view demo seed', () => {
  it("gives the demo's owner a tagged and noted player and a saved view, once, each step audited", async () => {
    const demo = await buildMerchant(t.db, { code: 'demo' });
    await seedOperators(t.db);
    await seedAdjustments(t.db, demo.id);
    await seedMemberView(t.db, demo.id);
    await seedMemberView(t.db, demo.id);
    const owner = newMerchantOwner()!;
    const token = (await login(t, owner.username, owner.password, codeAt(owner.totpSecret))).body.value.token as string;
    const player = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', DEMO_ADJUSTED.username)
      .executeTakeFirstOrThrow();
    const url = (path: string) => path.replace(':id', player.id);
    expect((await opCall(t, token, url(API.operator.member))).body.value.tags).toEqual(['goodwill', 'vip-watch']);
    expect((await opCall(t, token, url(API.operator.memberNotes))).body.value).toHaveLength(2);
    const views = (await opCall(t, token, `${API.operator.views}?list=members`)).body.value;
    expect(views).toEqual([
      expect.objectContaining({ name: 'Frozen members', search: { by: 'username', q: '', status: 'locked' } }),
    ]);
    const audited = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', player.id).execute();
    expect(audited.map((a) => a.action).filter((a) => a === 'member.note' || a === 'member.tags')).toHaveLength(3);
  });
});
