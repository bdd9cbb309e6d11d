import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import type { OfficialResult } from '@playhouse/contract/lottery';
import {
  BD_2023_12_01,
  FOUR_D_WRITTEN,
  LAO_WRITTEN,
  MB_2026_01_14,
  THAI_2021_03_01,
  TV_2023_12_01,
  VL_2023_12_01,
} from '@playhouse/contract/lottery';
import { ledgerAudit } from '../../../test/helpers/ledger.js';
import {
  betsOfOrder,
  mainBalance,
  officialPlatform,
  officialPlayer,
  openDraws,
  placeTicket,
  publish,
  type Ticket,
} from '../../../test/helpers/official.js';
import { systemBalance } from '../ledger/index.js';
import { settleOfficialDraw } from './index.js';

// Every product settled against published results (fixtures.ts), each amount worked by hand in
// minor units. Default pricing: VN in đồng per point (MB lô 23,000 → 80,000 a hit; đề 1,000 →
// 90,000 …), Thai / Lao per baht, 4D per 1.00 with each operator's table.
const { t, acme, risk, closeAt } = await officialPlatform();
const FUND = 10_000_000_000n;

const draws = {
  mb: await openDraws(t.db, acme.id, 'VN_MB', '20260114', ['MB'], closeAt),
  mn: await openDraws(t.db, acme.id, 'VN_MN', '20231201', ['VL', 'BD', 'TV'], closeAt),
  th: await openDraws(t.db, acme.id, 'TH_GOV', '20210301', ['TH'], closeAt),
  la: await openDraws(t.db, acme.id, 'LA_GOV', '20210301', ['LA'], closeAt),
  fd: await openDraws(t.db, acme.id, 'SEA_4D', '20220831', ['MAGNUM', 'TOTO', 'DAMACAI', 'SG'], closeAt),
};
const RESULTS: [string, OfficialResult][] = [
  [draws.mb.MB!, MB_2026_01_14],
  [draws.mn.VL!, VL_2023_12_01],
  [draws.mn.BD!, BD_2023_12_01],
  [draws.mn.TV!, TV_2023_12_01],
  [draws.th.TH!, THAI_2021_03_01],
  [draws.la.LA!, LAO_WRITTEN],
  ...Object.values(draws.fd).map((id): [string, OfficialResult] => [id, FOUR_D_WRITTEN]),
];

/** [product, content, points, stake per source, win by source] */
type Case = [string, string, number, bigint, Record<string, bigint>];

// MB 14 Jan 2026. Lô list (last two digits of all 27 prizes): 17 17 15 21 83 32 04 46 07 84 22 53
// 87 95 44 58 78 37 46 89 45 87 78 15 99 52 55 — 17, 15, 46, 78 and 87 twice. Special 02817: đề
// 17, đề đầu 02, 3 càng 817; first prize 24517 (đề giải nhất 17); seventh 15 99 52 55.
const MB: Case[] = [
  // 17 twice + 15 twice = 4 hits × 80,000 đ × 2 points; stake 3 × 2 × 23,000 đ.
  ['VN-LO2', '17,15,00', 2, 13_800_000n, { MB: 64_000_000n }],
  // Last three digits: 817 (special) and 215 (74215) once each: 2 × 900,000 đ.
  ['VN-LO3', '817,215', 1, 4_600_000n, { MB: 180_000_000n }],
  ['VN-LO4', '2817', 1, 2_000_000n, { MB: 900_000_000n }],
  // Pairs 17-21 (both appear) wins; 17-00 and 21-00 do not: 1 × 17,000 đ.
  ['VN-XIEN2', '17,21,00', 1, 300_000n, { MB: 1_700_000n }],
  // The one triple holds 00, which never appears.
  ['VN-XIEN3', '17,21,00', 1, 100_000n, { MB: 0n }],
  // Of the five 4-sets only 00-01-02-03 has none appearing (04 is the third prize 76304): 2,800 đ.
  ['VN-TRUOT4', '00,01,02,03,04', 1, 500_000n, { MB: 280_000n }],
  ['VN-TRUOT4', '17,00,01,02', 1, 100_000n, { MB: 0n }],
  ['VN-DE', '17,18', 1, 200_000n, { MB: 9_000_000n }],
  ['VN-DE-DAU', '02', 1, 100_000n, { MB: 9_000_000n }],
  ['VN-DE-G1', '17', 1, 100_000n, { MB: 9_000_000n }],
  ['VN-DAU', '1,2', 1, 200_000n, { MB: 900_000n }],
  ['VN-DUOI', '7', 1, 100_000n, { MB: 900_000n }],
  // 15 once in the seventh prize, 17 as the đề: 2 × 90,000 đ; MB đầu đuôi costs 5,000 đ a point.
  ['VN-DAU-DUOI', '15,17', 1, 1_000_000n, { MB: 18_000_000n }],
  ['VN-TAI-XIU', 'tai,xiu', 1, 200_000n, { MB: 195_000n }],
  ['VN-CHAN-LE', 'chan', 1, 100_000n, { MB: 0n }],
  ['VN-3CANG', '817', 1, 100_000n, { MB: 90_000_000n }],
];

// MN 1 Dec 2023, each station judged alone (price 15,300 đ a point of lô at a station):
// Vĩnh Long 87 twice (010787, 38187) and 88 (eighth) = 3 hits; Bình Dương 88 (57388), 87
// (6287), 27 (eighth) = 3; Trà Vinh 87 (eighth) = 1. Đề: only Vĩnh Long's special ends 87.
const MN: Case[] = [
  ['VN-LO2', '88,27,87', 1, 4_590_000n, { VL: 24_000_000n, BD: 24_000_000n, TV: 8_000_000n }],
  ['VN-DE', '87,27', 1, 200_000n, { VL: 9_000_000n, BD: 0n, TV: 0n }],
];

// Thai 1 Mar 2021: first 835538 (3 top 538, 2 top 38), front 290 838, back 051 806, bottom 73;
// 10 points of 1.00 baht each. 2 top 38 pays half (set below): 90 / 2 × 10.
const TH: Case[] = [
  ['TH-3TOP', '538,835', 10, 2_000n, { TH: 900_000n }],
  ['TH-3TOD', '835', 10, 1_000n, { TH: 150_000n }],
  ['TH-3FRONT', '838,290,111', 10, 3_000n, { TH: 900_000n }],
  ['TH-3BOTTOM', '806', 10, 1_000n, { TH: 450_000n }],
  ['TH-2TOP', '38', 10, 1_000n, { TH: 45_000n }],
  ['TH-2BOTTOM', '73,37', 10, 2_000n, { TH: 90_000n }],
  ['TH-RUN-TOP', '5,9', 10, 2_000n, { TH: 3_200n }],
  ['TH-RUN-BOTTOM', '7', 10, 1_000n, { TH: 4_200n }],
];

// Lao 842057: four 2057, 3 top 057, 2 top 57, 2 bottom 20.
const LA: Case[] = [
  ['LA-3TOP', '057', 10, 1_000n, { LA: 850_000n }],
  ['LA-3TOD', '750', 10, 1_000n, { LA: 120_000n }],
  ['LA-2TOP', '57', 10, 1_000n, { LA: 95_000n }],
  ['LA-2BOTTOM', '20', 10, 1_000n, { LA: 95_000n }],
  ['LA-RUN-TOP', '0', 10, 1_000n, { LA: 3_500n }],
  ['LA-RUN-BOTTOM', '2', 10, 1_000n, { LA: 4_500n }],
];

// 4D: 1082 first and a special; 1123's arrangements 2311 (special), 3121 and 1132 (consolation);
// 4194 second. Malaysia big 2,500 / 1,000 / 500 / 180 / 60, small 3,500 / 2,000 / 1,000;
// Singapore big 2,000 / 1,000 / 490 / 250 / 60, small 3,000 / 2,000 / 800 (per 1.00).
const my = (big: bigint, sg: bigint) => ({ MAGNUM: big, TOTO: big, DAMACAI: big, SG: sg });
const FD: Case[] = [
  ['4D-BIG', '1082', 1, 100n, my(268_000n, 225_000n)],
  ['4D-SMALL', '1082', 1, 100n, my(350_000n, 300_000n)],
  // Twelve arrangements at 1.00 each; three won: special + 2 consolations.
  ['4D-BIG-BOX', '1123', 1, 1_200n, my(30_000n, 37_000n)],
  // One bet sharing the same three prizes by 12: 300.00 / 12, and 370.00 / 12 = 30.8333 floored.
  ['4D-BIG-IBOX', '3211', 1, 100n, my(2_500n, 3_083n)],
  // Roll: 0082 … 9082, of which 1082 won the first and a special.
  ['4D-BIG', 'R082', 1, 1_000n, my(268_000n, 225_000n)],
  // 4194 (second) counts, 4419 (consolation) does not in small.
  ['4D-SMALL-BOX', '1449', 1, 1_200n, my(200_000n, 200_000n)],
];

const GAMES: [string, string, string[], Case[]][] = [
  ['VN_MB', '20260114', ['MB'], MB],
  ['VN_MN', '20231201', ['VL', 'BD', 'TV'], MN],
  ['TH_GOV', '20210301', ['TH'], TH],
  ['LA_GOV', '20210301', ['LA'], LA],
  ['SEA_4D', '20220831', ['MAGNUM', 'TOTO', 'DAMACAI', 'SG'], FD],
];

const placed: { game: string; memberId: string; orderId: string; c: Case }[] = [];

describe('official settlement of every product against published results', () => {
  it('a half-pay number set by the risk operator while the draw sells applies to the bets placed after it', async () => {
    const r = await t.call({
      method: 'PUT',
      url: API.operator.lotteryRestrictions,
      merchant: null,
      headers: { 'x-operator-key': risk },
      body: { gameCode: 'TH_GOV', drawNo: '20210301', source: 'TH', productId: 'TH-2TOP', halfPay: ['38'] },
    });
    expect(r.status).toBe(200);
    expect(r.body.value.halfPay).toEqual(['38']);
  });

  it('places every ticket at the default price, one bet per source', async () => {
    for (const [gameCode, drawNo, sources, cases] of GAMES) {
      const p = await officialPlayer(t, acme.id, FUND);
      for (const c of cases) {
        const [productId, content, points, stake] = c;
        const r = await placeTicket(t, p, { gameCode, drawNo, sources, productId, content, points } satisfies Ticket);
        expect([r.status, r.body.code, productId, content]).toEqual([200, undefined, productId, content]);
        expect(r.body.value.stake).toBe((stake * BigInt(sources.length)).toString());
        placed.push({ game: gameCode, memberId: p.id, orderId: r.body.value.orderId, c });
      }
    }
  });

  it('settles each bet to the hand-worked win, each draw on its own result', async () => {
    const later = closeAt + 3_600_000;
    for (const [id, result] of RESULTS) {
      expect(await publish(t.db, id, result)).toBe(1);
      await settleOfficialDraw(t.db, id, later);
    }
    for (const { orderId, c } of placed) {
      const [productId, content, , stake, wins] = c;
      const bets = await betsOfOrder(t.db, orderId);
      const got = Object.fromEntries(Object.entries(bets).map(([s, b]) => [s, BigInt(b.win)]));
      expect([productId, content, got]).toEqual([productId, content, wins]);
      for (const [source, b] of Object.entries(bets)) {
        expect(b.stake).toBe(stake.toString());
        expect([source, b.status, b.settled_version]).toEqual([source, wins[source]! > 0n ? 'won' : 'lost', 1]);
      }
    }
  });

  it('moves the money: each member holds fund − stakes + wins, the house the rest, nothing stays pending', async () => {
    const house = { TCG_LOTTO_VN: 0n, TCG_SEA: 0n };
    for (const [gameCode, , sources, cases] of GAMES) {
      const memberId = placed.find((p) => p.game === gameCode)!.memberId;
      let expected = FUND;
      for (const [, , , stake, wins] of cases) {
        const won = Object.values(wins).reduce((a, b) => a + b, 0n);
        expected += won - stake * BigInt(sources.length);
        house[gameCode.startsWith('VN') ? 'TCG_LOTTO_VN' : 'TCG_SEA'] += stake * BigInt(sources.length) - won;
      }
      expect([gameCode, await mainBalance(t.db, acme.id, memberId)]).toEqual([gameCode, expected]);
    }
    expect(await systemBalance(t.db, acme.id, 'house', 'TCG_LOTTO_VN')).toBe(house.TCG_LOTTO_VN);
    expect(await systemBalance(t.db, acme.id, 'house', 'TCG_SEA')).toBe(house.TCG_SEA);
    expect(await systemBalance(t.db, acme.id, 'lottery_pending')).toBe(0n);
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('shows each official bet in the betting record, settled with its win', async () => {
    const { orderId } = placed.find((p) => p.c[0] === '4D-BIG-IBOX')!;
    const sg = (await betsOfOrder(t.db, orderId)).SG!;
    const row = await t.db
      .selectFrom('bets')
      .select(['vendor_code', 'game_code', 'game_type', 'stake', 'valid_bet', 'win', 'status'])
      .where('round_id', '=', sg.id)
      .where('vendor_code', '=', 'TCG_SEA')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      vendor_code: 'TCG_SEA',
      game_code: 'SEA_4D',
      game_type: 'LOTT',
      stake: '100',
      valid_bet: '100',
      win: '3083',
      status: 'settled',
    });
  });
});
