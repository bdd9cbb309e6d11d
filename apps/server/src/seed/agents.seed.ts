import type { ContractOfferBody } from '@playhouse/contract/agent';
import type { Db } from '../db/database.js';
import { BGS_DICE_CODE, BGS_SLOT_CODE, slotSpin, tableRound } from '../modules/bgs/index.js';
import { offerContract, seedContract } from '../modules/contracts/index.js';
import { setMemberGroup } from '../modules/lottery/index.js';
import { findMember } from '../modules/member/index.js';
import { findMerchantByCode } from '../modules/merchant/index.js';
import { depositThroughDemoGateway } from '../modules/payments/index.js';
import { gameSession } from './in-house-play.js';
import { createMember } from './merchant.factory.js';

/**
 * The demo agent's three-level team: demoagent (type 1, the top agent, contracts from
 * the platform) → demosub (type 1) → demosub2 (type 2, players only), with players at each level
 * who deposit and play the in-house games through the real paths, so the agent centre's reports,
 * team bets and user loss show real figures from the first start, and the salary jobs pay from
 * them (real-time within five minutes, hourly after the hour, daily and dividends after their
 * period closes in the merchant's time zone). demosub has a pending hourly-salary offer from
 * demoagent, so signing in as demosub shows the contract popup.
 */
export const DEMO_TEAM = {
  password: 'demo1234',
  sub: { username: 'demosub', affiliateCode: 'DEMO02', email: 'sub@demo.local' },
  sub2: { username: 'demosub2', affiliateCode: 'DEMO03', email: 'sub2@demo.local' },
  /** Players by their upline: the top agent's, demosub's and demosub2's. */
  players: { top: ['teamtop1'], sub: ['teamsub1', 'teamsub2'], sub2: ['teamlow1', 'teamlow2', 'teamlow3'] },
} as const;

/** Lottery prize groups down the chain: each upline earns the rebate difference on the bets below it. */
const GROUPS = { top: 1956, sub: 1940, sub2: 1920, player: 1900 } as const;
const DEPOSIT = 500_000n; // 5,000.00 on the demo bank channel
const STAKE = 5_000n; // 50.00 a round: above the real-time salary's minimum single bet
const DICE_ROUNDS = 8;
const SLOT_SPINS = 4;

const cons = <K extends ContractOfferBody['kind']>(kind: K, downlineId: string) => ({
  kind,
  downlineId,
  gameType: 'CONS' as const,
});

/** The contracts down the chain: each downline's terms within its upline's (rates lower, thresholds no lower). */
function contracts(top: string, sub: string, sub2: string): [string | null, ContractOfferBody][] {
  const daily = (rates: number[]) =>
    rates.map((rate, i) => ({ betVolume: ['10000', '200000'][i]!, activeMember: [1, 3][i]!, rateType: 'P' as const, rate }));
  const dividend = (contractRate: number) => [{ minimumBet: '10000', netLoss: '1000', activeMember: 1, contractRate }];
  const realtime = (profitRate: number, lossRate: number) => [{ profitRate, lossRate, minimumSingleBet: '1000' }];
  return [
    [null, { ...cons('dailySalary', top), tiers: daily([100, 150]) }],
    [null, { ...cons('hourlySalary', top), tiers: [{ betVolume: '10000', activeMember: 1, rateType: 'P', rate: 30 }] }],
    [null, { ...cons('realtimeSalary', top), tiers: realtime(20, 50) }],
    [null, { ...cons('dividend', top), period: 'H', tiers: dividend(2000) }],
    [top, { ...cons('dailySalary', sub), tiers: daily([80, 120]) }],
    [top, { ...cons('realtimeSalary', sub), tiers: realtime(10, 30) }],
    [top, { ...cons('dividend', sub), period: 'H', tiers: dividend(1500) }],
    [sub, { ...cons('dailySalary', sub2), tiers: daily([50]) }],
    [sub, { ...cons('realtimeSalary', sub2), tiers: realtime(5, 20) }],
    [sub, { ...cons('dividend', sub2), period: 'H', tiers: dividend(1000) }],
  ];
}

/** Idempotent: builds and plays only while demosub does not exist yet. */
export async function seedAgentTeam(db: Db, merchantCode: string, topAgentId: string, topPlayerIds: string[]): Promise<void> {
  const merchant = await findMerchantByCode(db, merchantCode);
  if (!merchant || (await findMember(db, merchant.id, { username: DEMO_TEAM.sub.username }))) return;
  const m = merchant.id;
  const password = DEMO_TEAM.password;
  const sub = await createMember(db, m, { ...DEMO_TEAM.sub, password, type: 1, uplineId: topAgentId });
  const sub2 = await createMember(db, m, { ...DEMO_TEAM.sub2, password, type: 2, uplineId: sub });
  const under = async (names: readonly string[], uplineId: string) => {
    const ids: string[] = [];
    for (const username of names) ids.push(await createMember(db, m, { username, password, uplineId }));
    return ids;
  };
  const players = [
    ...(await under(DEMO_TEAM.players.top, topAgentId)),
    ...(await under(DEMO_TEAM.players.sub, sub)),
    ...(await under(DEMO_TEAM.players.sub2, sub2)),
  ];

  await setMemberGroup(db, m, topAgentId, GROUPS.top);
  await setMemberGroup(db, m, sub, GROUPS.sub);
  await setMemberGroup(db, m, sub2, GROUPS.sub2);
  for (const id of [...players, ...topPlayerIds]) await setMemberGroup(db, m, id, GROUPS.player);

  for (const [uplineId, offer] of contracts(topAgentId, sub, sub2)) await seedContract(db, m, uplineId, offer);
  // Pending: shown in demosub's contract popup after login.
  await offerContract(
    db,
    { merchantId: m, memberId: topAgentId, type: 1 },
    { ...cons('hourlySalary', sub), tiers: [{ betVolume: '10000', activeMember: 1, rateType: 'P', rate: 20 }] },
  );

  const bet = STAKE.toString();
  for (const memberId of players) {
    await depositThroughDemoGateway(db, merchant, memberId, 'DEMO_BANK', DEPOSIT);
    const dice = await gameSession(db, m, memberId, BGS_DICE_CODE);
    for (let i = 0; i < DICE_ROUNDS; i += 1)
      await tableRound({ db }, m, { sessionToken: dice, bet, direction: 'under', target: 5_000 });
    const slot = await gameSession(db, m, memberId, BGS_SLOT_CODE);
    for (let i = 0; i < SLOT_SPINS; i += 1) await slotSpin({ db }, m, { sessionToken: slot, bet });
  }
}
