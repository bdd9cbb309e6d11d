import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { rgSettingsAnswer } from '@playhouse/contract/engagement';
import { testPlatform } from '../../test/harness.js';
import { buildMember, buildMerchant } from '../../test/factories.js';
import { tokenOf } from '../../test/helpers/lobby.js';
import { DEMO_RG, seedResponsibleGaming } from './responsible-gaming.seed.js';

const t = await testPlatform();
const demo = await buildMerchant(t.db, { code: 'demo' });
const player = await buildMember(t.db, demo.id);

describe('the demo responsible-gaming settings', () => {
  it('give the player limits in force, one raise pending and a reality check; seeding twice changes nothing', async () => {
    await seedResponsibleGaming(t.db, demo.id, player.id);
    await seedResponsibleGaming(t.db, demo.id, player.id);
    const token = await tokenOf(t.db, 'demo', player.id);
    const s = rgSettingsAnswer.parse((await t.call({ url: API.responsibleGaming.settings, merchant: 'demo', token })).body.value);
    const of = (kind: string, period: string) => s.limits.find((l) => l.kind === kind && l.period === period)!;
    for (const l of DEMO_RG.limits) expect(of(l.kind, l.period).amount).toBe(l.amount);
    expect(of('stake', 'month').pending?.amount).toBe(DEMO_RG.pendingRaise.amount);
    expect(s.limits.filter((l) => l.pending)).toHaveLength(1);
    expect([s.realityCheckMinutes, s.exclusion]).toEqual([DEMO_RG.realityCheckMinutes, null]);
  });
});
