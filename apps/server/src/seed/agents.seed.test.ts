import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { ledgerAudit } from '../../test/helpers/ledger.js';
import { tokenOf } from '../../test/helpers/lobby.js';
import { agentRollupSubscriber } from '../modules/agent/index.js';
import { runRealtimeSalary } from '../modules/contracts/index.js';
import { deliverPending } from '../modules/events/index.js';
import { seedCatalog } from './catalog/seed-catalog.js';
import { createMember } from './merchant.factory.js';
import { seedPayments } from './payments.seed.js';
import { DEMO_TEAM, seedAgentTeam } from './agents.seed.js';

const t = await testPlatform();
const demo = await buildMerchant(t.db, { code: 'demo', flags: { AGENTPOLICY3: true } });
await seedCatalog(t.db, { games: 100, merchantIds: [demo.id] });
const top = await createMember(t.db, demo.id, { username: 'demoagent', password: 'demo1234', type: 1 });
const player = await createMember(t.db, demo.id, { username: 'demoplayer', password: 'demo1234', uplineId: top });
await seedPayments(t.db, demo.id, player);
await seedAgentTeam(t.db, 'demo', top, [player]);

const idOf = async (username: string) =>
  (
    await t.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', demo.id)
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;
const as = async (username: string, url: string) =>
  t.call({ url, merchant: 'demo', token: await tokenOf(t.db, 'demo', await idOf(username)) });
const teamPlayers = [...DEMO_TEAM.players.top, ...DEMO_TEAM.players.sub, ...DEMO_TEAM.players.sub2];

describe('the demo agent team', () => {
  it("is three levels under demoagent, whose overview shows the team's real deposits and play", async () => {
    await deliverPending(t.deps, [agentRollupSubscriber]);
    const v = (await as('demoagent', `${API.agent.overview}?period=day`)).body.value;
    // demoplayer, demosub, demosub2 and the six team players.
    expect(v.teamSize).toBe(3 + teamPlayers.length);
    expect(v.deposits).toBe(String(teamPlayers.length * 500_000));
    // Every player staked 12 rounds of 50.00, all settled; profit is what the rounds paid back less that.
    const rounds = await t.db
      .selectFrom('bgs_rounds')
      .select((eb) => [eb.fn.sum<string>('stake').as('stake'), eb.fn.sum<string>('win').as('win')])
      .where('merchant_id', '=', demo.id)
      .executeTakeFirstOrThrow();
    expect([v.stake, v.validBet]).toEqual([String(teamPlayers.length * 12 * 5_000), String(teamPlayers.length * 12 * 5_000)]);
    expect(rounds.stake).toBe(v.stake);
    expect(v.profit).toBe(String(BigInt(rounds.win) - BigInt(rounds.stake)));
    expect(v.activeMembers).toBe(teamPlayers.length);
    // demosub sees only its own part of the team.
    const sub = (await as(DEMO_TEAM.sub.username, `${API.agent.overview}?period=day`)).body.value;
    expect(sub.teamSize).toBe(1 + DEMO_TEAM.players.sub.length + DEMO_TEAM.players.sub2.length);
  });

  it('holds contracts down the chain, and demosub has a pending offer for its contract popup', async () => {
    const held = await t.db
      .selectFrom('agent_contracts')
      .select(['kind', 'downline_id', 'status'])
      .where('merchant_id', '=', demo.id)
      .where('status', '=', 'A')
      .execute();
    expect(
      held
        .filter((c) => c.downline_id === top)
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['dailySalary', 'dividend', 'hourlySalary', 'realtimeSalary']);
    const sub2 = await idOf(DEMO_TEAM.sub2.username);
    expect(held.filter((c) => c.downline_id === sub2).length).toBe(3);
    const popup = (await as(DEMO_TEAM.sub.username, API.contracts.consolidated)).body.value;
    expect(popup.contracthoursalreq.CONS).toEqual([expect.objectContaining({ status: 'P' })]);
    expect((await as('demoagent', API.contracts.consolidated)).body.value.contracthoursalreq).toEqual({});
  });

  it('pays real-time salaries from the play once its window has closed, at every level, and the ledger balances', async () => {
    await runRealtimeSalary(t.deps, new Date(Date.now() + 5 * 60_000));
    const bills = await t.db
      .selectFrom('agent_bills')
      .select(['agent_id', 'status', 'entitlement'])
      .where('merchant_id', '=', demo.id)
      .where('kind', '=', 'realtimeSalary')
      .where('entitlement', '>', '0')
      .execute();
    const agents = [top, await idOf(DEMO_TEAM.sub.username), await idOf(DEMO_TEAM.sub2.username)];
    expect(bills.map((b) => b.agent_id).sort()).toEqual([...agents].sort());
    expect(bills.every((b) => b.status === 'issued')).toBe(true);
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('is seeded once: a second run adds nobody', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('members')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('merchant_id', '=', demo.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedAgentTeam(t.db, 'demo', top, [player]);
    expect(await count()).toBe(before);
  });
});
