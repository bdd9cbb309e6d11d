import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { fund } from '../../../test/helpers/ledger.js';
import {
  commitAhead,
  drawAndSettle,
  lotteryGames,
  recordedBeacons,
  slotAt,
  everyFirstDigit,
} from '../../../test/helpers/lottery.js';
import { accountFor, balanceOf } from '../ledger/index.js';
import { setMemberGroup } from '../lottery/index.js';
import { runRebateDifferences } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
await lotteryGames(t.db, acme.id);
let now = Date.UTC(2026, 10, 25, 12, 0, 20);
t.deps.clock = () => now;
const beacons = recordedBeacons();
await commitAhead(t.db, beacons, now);

const member = async (type: number, group: number, uplineId?: string) => {
  const id = (await buildMember(t.db, acme.id, { type, ...(uplineId ? { uplineId } : {}) })).id;
  await setMemberGroup(t.db, acme.id, id, group);
  return id;
};
const balance = async (id: string) => balanceOf(t.db, acme.id, (await accountFor(t.db, acme.id, 'member', id)).id);

// top 1960 ← mid 1950 ← low 1930 ← player 1900.
const top = await member(1, 1960);
const mid = await member(1, 1950, top);
const low = await member(1, 1930, mid);
const player = await member(0, 1900, low);
await fund(t.db, acme.id, player, 10_000_000n);

describe('lottery rebate differences', () => {
  it('pays every upline stake × (its group − the group below it) / 2000 on a settled ticket, once', async () => {
    const s = slotAt(now + 60_000);
    now = s.openAt + 1_000;
    // Ten numbers of one digit, 2.00 each, multiple 100: stake 2,000.00.
    const r = await everyFirstDigit(t, await tokenOf(t.db, 'acme', player), s.drawNo, 100);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    now = s.drawAt + 1_000;
    await drawAndSettle(t.db, beacons, now);
    const first = await runRebateDifferences(t.deps);
    expect(first.tickets).toBe(1);
    // 200,000 minor × 30/2000 = 3,000 (low); × 20/2000 = 2,000 (mid); × 10/2000 = 1,000 (top).
    expect([await balance(low), await balance(mid), await balance(top)]).toEqual([3_000n, 2_000n, 1_000n]);
    const again = await runRebateDifferences(t.deps);
    expect([again.tickets, again.paid]).toEqual([0, 0n]);
    expect([await balance(low), await balance(mid), await balance(top)]).toEqual([3_000n, 2_000n, 1_000n]);
    const rows = await t.db.selectFrom('agent_rebate_differences').select(['agent_id', 'amount']).orderBy('amount').execute();
    expect(rows).toEqual([
      { agent_id: top, amount: '1000' },
      { agent_id: mid, amount: '2000' },
      { agent_id: low, amount: '3000' },
    ]);
    // My income shows it.
    const income = await t.call({
      url: `${API.contracts.income}?period=M&from=2026-11-01&to=2026-11-30`,
      token: await tokenOf(t.db, 'acme', low),
    });
    expect(income.body.value.totals).toMatchObject({ rebateDifference: '3000', total: '3000' });
  });
});
