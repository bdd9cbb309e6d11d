import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { limitsAnswer } from '@playhouse/contract/lottery';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { fund, ledgerAudit } from '../../../test/helpers/ledger.js';
import { commitAhead, drawAndSettle, lotteryGames, recordedBeacons, slotAt } from '../../../test/helpers/lottery.js';
import { accountFor, balanceOf } from '../ledger/index.js';
import { createOperatorKey } from '../operator/index.js';

// The limit on one number across all players: the total every member together may stake on one
// number of one play in one draw.
const t = await testPlatform();
const acme = await buildMerchant(t.db);
await lotteryGames(t.db, acme.id);
const risk = await createOperatorKey(t.db, acme.id, 'risk-acme', 'risk');

// 2026-11-25 12:00:20 UTC: 20 s into a minute, sales of the draw on sale close at :50.
const now = Date.UTC(2026, 10, 25, 12, 0, 20);
t.deps.clock = () => now;
await commitAhead(t.db, recordedBeacons(), now);
const d1 = slotAt(now);
const d2 = slotAt(d1.drawAt);
const d3 = slotAt(d2.drawAt);

const setLimits = (playId: string, body: unknown) =>
  t.call({
    method: 'PUT',
    url: API.operator.lotteryPlayLimits.replace(':playId', encodeURIComponent(playId)),
    merchant: null,
    headers: { 'x-operator-key': risk },
    body,
  });

async function player() {
  const m = await buildMember(t.db, acme.id);
  await fund(t.db, acme.id, m.id, 1_000_000n);
  return { id: m.id, token: await tokenOf(t.db, 'acme', m.id) };
}
type Player = Awaited<ReturnType<typeof player>>;

/** A bet of one content; `draws` are [draw, multiple] (several make a chase). */
const bet = (p: Player, playId: string, bettingContent: string, draws: [string, number][], unit = 'yuan') =>
  t.call({
    method: 'POST',
    url: API.lottery.betting,
    token: p.token,
    body: {
      prizeMode: 'LOTT',
      contents: [
        { gameId: 'SSC1', playId, bettingContent, unit, numero: draws.map(([numero, multiple]) => ({ numero, multiple })) },
      ],
    },
  });
const fixed = (p: Player, content: string, multiple: number, drawNo = d1.drawNo) =>
  bet(p, 'SSC-FIXED-DIGIT', content, [[drawNo, multiple]]);
const codeOf = (r: { status: number; body: { code?: string } }) => (r.status === 200 ? 'ok' : r.body.code);
const cancel = (p: Player, ticketId: string) =>
  t.call({ method: 'POST', url: API.lottery.cancel.replace(':ticketId', ticketId), token: p.token });

const balance = async (memberId: string) => balanceOf(t.db, acme.id, (await accountFor(t.db, acme.id, 'member', memberId)).id);
const ticketsOf = (p: Player) =>
  t.db.selectFrom('lottery_tickets').select(['id', 'stake', 'status']).where('member_id', '=', p.id).orderBy('id').execute();
const count = async (table: 'lottery_orders' | 'lottery_tickets' | 'ledger_transactions') =>
  Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]!.n);

/** The stake all players have on one number of a play in a draw (null: never tracked). */
async function exposure(playId: string, drawNo: string, key: string): Promise<bigint | null> {
  const r = await t.db
    .selectFrom('lottery_exposure as e')
    .innerJoin('lottery_rounds as r', 'r.id', 'e.round_id')
    .innerJoin('lottery_games as g', 'g.id', 'r.game_id')
    .select('e.stake')
    .where('g.merchant_id', '=', acme.id)
    .where('g.code', '=', 'SSC1')
    .where('r.draw_no', '=', drawNo)
    .where('e.play_id', '=', playId)
    .where('e.number_key', '=', key)
    .executeTakeFirst();
  return r ? BigInt(r.stake) : null;
}

describe('the limit per number per draw across all players', () => {
  // Placed before the limit exists: not counted, so its cancel takes nothing off.
  let early: { p: Player; ticketId: string };

  it('counts nothing while the play has no such limit', async () => {
    const p = await player();
    expect(codeOf(await fixed(p, '9||||', 1))).toBe('ok');
    early = { p, ticketId: (await ticketsOf(p))[0]!.id };
    expect(await t.db.selectFrom('lottery_exposure').selectAll().execute()).toEqual([]);
  });

  it('is set per play through the operator API', async () => {
    const r = await setLimits('SSC-FIXED-DIGIT', { maxNumberDraw: '1000' });
    expect(r.status).toBe(200);
    expect(limitsAnswer.parse(r.body.value)).toEqual([
      expect.objectContaining({ playId: 'SSC-FIXED-DIGIT', maxNumberDraw: '1000' }),
    ]);
  });

  it('lets members bet one number until the sum would pass it, then refuses with nothing written', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    // One elementary bet at yuan × multiple m stakes 2.00 × m = 200 × m minor units.
    expect(codeOf(await fixed(a, '3||||', 3))).toBe('ok'); // 600
    expect(codeOf(await fixed(b, '3||||', 2))).toBe('ok'); // 1000: at the limit, not past it
    expect(await exposure('SSC-FIXED-DIGIT', d1.drawNo, '0:3')).toBe(1000n);

    const before = await Promise.all([count('lottery_orders'), count('lottery_tickets'), count('ledger_transactions')]);
    const refused = await fixed(c, '3,4||||', 1);
    expect([refused.status, refused.body.code]).toEqual([400, 'lottery_number_limit']);
    expect(refused.body.value).toEqual({ playId: 'SSC-FIXED-DIGIT', numero: d1.drawNo, number: '0:3' });
    expect(await Promise.all([count('lottery_orders'), count('lottery_tickets'), count('ledger_transactions')])).toEqual(before);
    expect(await balance(c.id)).toBe(1_000_000n);
    // The refused bet's other number was rolled back with it.
    expect(await exposure('SSC-FIXED-DIGIT', d1.drawNo, '0:3')).toBe(1000n);
    expect(await exposure('SSC-FIXED-DIGIT', d1.drawNo, '0:4')).toBeNull();

    // Another digit, the same digit at another position, the same number of the next draw: other numbers.
    expect(codeOf(await fixed(c, '4||||', 1))).toBe('ok');
    expect(codeOf(await fixed(c, '|3|||', 5))).toBe('ok');
    expect(
      codeOf(
        await bet(c, 'SSC-FIXED-DIGIT', '3||||', [
          [d1.drawNo, 1],
          [d2.drawNo, 5],
        ]),
      ),
    ).toBe('lottery_number_limit');
    expect(codeOf(await bet(c, 'SSC-FIXED-DIGIT', '3||||', [[d2.drawNo, 5]]))).toBe('lottery_draw_unknown'); // not on sale alone
    // Another play has its own numbers (and no limit).
    expect(codeOf(await bet(c, 'SSC-5S-DIRECT', '3|3|3|3|3', [[d1.drawNo, 10]]))).toBe('ok');
    expect(await exposure('SSC-5S-DIRECT', d1.drawNo, '0:3')).toBeNull();

    // A cancelled ticket gives its stake back to the number.
    const [aTicket] = await ticketsOf(a);
    expect((await cancel(a, aTicket!.id)).status).toBe(200);
    expect(await exposure('SSC-FIXED-DIGIT', d1.drawNo, '0:3')).toBe(400n);
    expect(codeOf(await fixed(c, '3||||', 4))).toBe('lottery_number_limit'); // 1200
    expect(codeOf(await fixed(c, '3||||', 3))).toBe('ok'); // 1000
    expect(await balance(c.id)).toBe(1_000_000n - 200n - 1000n - 2000n - 600n);
  });

  it('a cancel takes off only what its bet added', async () => {
    const [a, b] = [await player(), await player()];
    expect(codeOf(await fixed(a, '9||||', 5))).toBe('ok');
    expect(codeOf(await fixed(b, '9||||', 1))).toBe('lottery_number_limit');
    // The ticket placed before the limit was never counted: cancelling it leaves the number full.
    expect((await cancel(early.p, early.ticketId)).status).toBe(200);
    expect(await exposure('SSC-FIXED-DIGIT', d1.drawNo, '0:9')).toBe(1000n);
    expect(codeOf(await fixed(b, '9||||', 1))).toBe('lottery_number_limit');
  });

  it('parallel bets of several members at the limit never pass it together', async () => {
    // 15 jiao bets of 0.20 = 300 each: three fit under 1000, the fourth would not.
    const players = await Promise.all(Array.from({ length: 8 }, () => player()));
    const answers = await Promise.all(players.map((p) => bet(p, 'SSC-FIXED-DIGIT', '||7||', [[d1.drawNo, 15]], 'jiao')));
    expect(answers.map(codeOf).sort()).toEqual([...Array<string>(5).fill('lottery_number_limit'), 'ok', 'ok', 'ok'].sort());
    expect(await exposure('SSC-FIXED-DIGIT', d1.drawNo, '2:7')).toBe(900n);
    const tickets = (await Promise.all(players.map(ticketsOf))).flat();
    expect(tickets.reduce((s, x) => s + BigInt(x.stake), 0n)).toBe(900n);
    for (const [i, p] of players.entries()) {
      expect(await balance(p.id)).toBe(answers[i]!.status === 200 ? 1_000_000n - 300n : 1_000_000n);
    }
  });

  it('parallel bets naming the same numbers and draws in other orders neither deadlock nor pass it', async () => {
    // Each bet puts 200 on digits 1, 2 and 3 at the tens, on two draws: five fit under 1000.
    const players = await Promise.all(Array.from({ length: 8 }, () => player()));
    const answers = await Promise.all(
      players.map((p, i) => {
        const draws: [string, number][] = [
          [d1.drawNo, 1],
          [d2.drawNo, 1],
        ];
        return bet(p, 'SSC-FIXED-DIGIT', i % 2 ? '|||1,2,3|' : '|||3,2,1|', i % 4 < 2 ? draws : draws.reverse());
      }),
    );
    expect(answers.map(codeOf).sort()).toEqual(
      [...Array<string>(3).fill('lottery_number_limit'), ...Array<string>(5).fill('ok')].sort(),
    );
    for (const drawNo of [d1.drawNo, d2.drawNo]) {
      for (const digit of [1, 2, 3]) expect(await exposure('SSC-FIXED-DIGIT', drawNo, `3:${digit}`)).toBe(1000n);
    }
  });

  it('a chase counts on every draw it names, and is refused whole when one draw would pass', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    expect(
      codeOf(
        await bet(a, 'SSC-FIXED-DIGIT', '5||||', [
          [d1.drawNo, 1],
          [d2.drawNo, 3],
          [d3.drawNo, 1],
        ]),
      ),
    ).toBe('ok');
    const on = (drawNo: string) => exposure('SSC-FIXED-DIGIT', drawNo, '0:5');
    expect([await on(d1.drawNo), await on(d2.drawNo), await on(d3.drawNo)]).toEqual([200n, 600n, 200n]);
    expect(
      codeOf(
        await bet(b, 'SSC-FIXED-DIGIT', '5||||', [
          [d1.drawNo, 2],
          [d2.drawNo, 2],
        ]),
      ),
    ).toBe('ok');
    expect([await on(d1.drawNo), await on(d2.drawNo)]).toEqual([600n, 1000n]);
    // Within the limit on the first draw, past it on the second: the whole chase is refused.
    const refused = await bet(c, 'SSC-FIXED-DIGIT', '5||||', [
      [d1.drawNo, 1],
      [d2.drawNo, 1],
    ]);
    expect([refused.body.code, refused.body.value?.numero]).toEqual(['lottery_number_limit', d2.drawNo]);
    expect([await on(d1.drawNo), await on(d2.drawNo), await on(d3.drawNo)]).toEqual([600n, 1000n, 200n]);
    expect(await ticketsOf(c)).toEqual([]);
    // Cancelling a chase's last draw releases that draw only.
    const last = (await ticketsOf(a)).at(-1)!;
    expect((await cancel(a, last.id)).status).toBe(200);
    expect([await on(d1.drawNo), await on(d2.drawNo), await on(d3.drawNo)]).toEqual([600n, 1000n, 0n]);
  });

  it('falls back to the merchant-wide row, and counts a combination play per number', async () => {
    expect((await setLimits('*', { maxNumberDraw: '5000' })).status).toBe(200);
    const [a, b] = [await player(), await player()];
    // 5-star direct "1,2|3|4|5|6" at yuan × 1: 2 bets; digit 1 first is in one (200), digit 3 second in both (400).
    expect(codeOf(await bet(a, 'SSC-5S-DIRECT', '1,2|3|4|5|6', [[d1.drawNo, 1]]))).toBe('ok');
    expect(await exposure('SSC-5S-DIRECT', d1.drawNo, '0:1')).toBe(200n);
    expect(await exposure('SSC-5S-DIRECT', d1.drawNo, '1:3')).toBe(400n);
    expect(codeOf(await bet(b, 'SSC-5S-DIRECT', '7,8|3|4|5|6', [[d1.drawNo, 11]]))).toBe('ok'); // 400 + 4400 = 4800
    expect(codeOf(await bet(b, 'SSC-5S-DIRECT', '9|3|0|0|0', [[d1.drawNo, 2]]))).toBe('lottery_number_limit'); // 5200
    expect(codeOf(await bet(b, 'SSC-5S-DIRECT', '9|3|0|0|0', [[d1.drawNo, 1]]))).toBe('ok'); // 5000
    const audit = await ledgerAudit(t.db);
    expect([audit.sum, audit.brokenAccounts]).toEqual([0n, []]);
  });

  it('a settled draw keeps no exposure rows (nothing is sold on it any more)', async () => {
    const round = await t.db
      .selectFrom('lottery_rounds as r')
      .innerJoin('lottery_games as g', 'g.id', 'r.game_id')
      .select('r.id')
      .where('g.merchant_id', '=', acme.id)
      .where('g.code', '=', 'SSC1')
      .where('r.draw_no', '=', d1.drawNo)
      .executeTakeFirstOrThrow();
    const rows = () => t.db.selectFrom('lottery_exposure').select('number_key').where('round_id', '=', round.id).execute();
    expect((await rows()).length).toBeGreaterThan(0);
    await drawAndSettle(t.db, recordedBeacons(), d1.drawAt + 1_000);
    expect(await rows()).toEqual([]);
    expect(await exposure('SSC-FIXED-DIGIT', d2.drawNo, '0:5')).toBe(1000n);
  });
});
