import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  API,
  bgsGameConfig,
  bgsRotateAnswer,
  bgsSlotSpinAnswer,
  bgsTableRoundAnswer,
  type BgsGameConfigBody,
  type BgsSlotMath,
  type FieldIssue,
} from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { seedCatalog } from '../../seed/catalog/seed-catalog.js';
import { createOperatorKey } from '../operator/index.js';
import { BGS_DICE_CODE, BGS_SLOT_CODE, defaultConfigOf, slotConfigOf } from './bgs.games.js';
import { bgsDice, bgsPlayer, bgsSpin } from '../../../test/helpers/bgs.js';
import { DEFAULT_SLOT } from './engine/slot.config.js';
import { verifyRound } from './engine/rounds.js';
import type { SlotConfig, SlotOutcome } from './engine/slot.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });
await seedCatalog(t.db, { games: 60, merchantIds: [acme.id, beta.id] });
const keys = {
  acme: await createOperatorKey(t.db, acme.id, 'ops-acme'),
  beta: await createOperatorKey(t.db, beta.id, 'ops-beta'),
};
const otherVendorGame = (
  await t.db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select('games.game_code')
    .where('vendors.code', '!=', 'BGS')
    .executeTakeFirstOrThrow()
).game_code;

const urlOf = (code: string) => API.operator.bgsGameConfig.replace(':gameCode', encodeURIComponent(code));
const op = (key: string | undefined, method: 'GET' | 'PUT' | 'DELETE', code: string, body?: unknown) =>
  t.call({
    method,
    url: urlOf(code),
    merchant: null,
    headers: key ? { 'x-operator-key': key } : {},
    ...(body === undefined ? {} : { body }),
  });
const configOf = async (key: string, code: string) => {
  const r = await op(key, 'GET', code);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return bgsGameConfig.parse(r.body.value);
};
const storedRows = async () =>
  Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM bgs_game_configs`.execute(t.db)).rows[0]!.n);

/** A 10-line slot with symbols the default has not (a blank that pays nothing): 93.40 % exactly. */
const REEL = { WILD: 1, STAR: 2, ORANGE: 4, CHERRY: 5, BLANK: 4 };
const FRUIT: BgsSlotMath = {
  reelWeights: [REEL, REEL, REEL, REEL, REEL],
  wild: 'WILD',
  paytable: {
    WILD: { 5: 500 },
    STAR: { 3: 20, 4: 60, 5: 200 },
    ORANGE: { 3: 5, 4: 15, 5: 50 },
    CHERRY: { 2: 1, 3: 2, 4: 6, 5: 20 },
    BLANK: {},
  },
  paylines: 10,
  targetRtp: 0.934,
  rtpTolerance: 0.01,
};
const FRUIT_CONFIG = {
  game: 'slot',
  slot: FRUIT,
  limits: { minBet: '10', maxBet: '50000', betSteps: ['10', '50', '100', '1000'] },
} satisfies BgsGameConfigBody;
const diceConfig = (rtpBp: number) => ({
  game: 'dice',
  dice: { rtpBp, minTarget: 1500, maxTarget: 8000 },
  limits: { minBet: '200', maxBet: '20000', betSteps: ['200', '1000'] },
});

describe('without a merchant config', () => {
  it('answers the built-in defaults with their theoretical RTP, and plays them', async () => {
    const slot = await configOf(keys.acme, BGS_SLOT_CODE);
    expect(slot).toMatchObject({
      gameCode: BGS_SLOT_CODE,
      game: 'slot',
      source: 'default',
      updatedAt: null,
      limits: { minBet: '20', maxBet: '100000' },
    });
    expect(slot.slot).toMatchObject({ paylines: 20, targetRtp: 0.96, wild: 'WILD', reelWeights: DEFAULT_SLOT.reelWeights });
    expect(slot.theoreticalRtp).toBeCloseTo(0.9593, 4);
    const dice = await configOf(keys.acme, BGS_DICE_CODE);
    expect(dice).toMatchObject({
      game: 'dice',
      source: 'default',
      dice: { rtpBp: 9900, minTarget: 100, maxTarget: 9899 },
      limits: { minBet: '100' },
    });
    expect(dice.theoreticalRtp).toBeGreaterThan(0.989);
    expect(dice.theoreticalRtp).toBeLessThanOrEqual(0.99);

    const p = await bgsPlayer(t, acme, 10_000n);
    expect(p.session.slot).toMatchObject({ reelWeights: DEFAULT_SLOT.reelWeights, paytable: slot.slot!.paytable });
    expect(p.session.slot!.paylines).toHaveLength(20);
    const a = bgsSlotSpinAnswer.parse((await bgsSpin(t, p.sessionToken, 200)).body.value);
    expect(a.lines).toBe(20);
    const round = await t.db.selectFrom('bgs_rounds').select('config_id').where('member_id', '=', p.id).executeTakeFirstOrThrow();
    expect(round.config_id).toBeNull();
  });

  it('accepts the defaults themselves as a merchant config (they meet every rule)', async () => {
    for (const code of [BGS_SLOT_CODE, BGS_DICE_CODE]) {
      const r = await op(keys.beta, 'PUT', code, defaultConfigOf(code));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.value).toMatchObject({ source: 'merchant', ...defaultConfigOf(code) });
      expect((await op(keys.beta, 'DELETE', code)).body.value.source).toBe('default');
    }
  });

  it('knows only the in-house games the merchant offers, and only with an operator key', async () => {
    const before = await storedRows();
    for (const code of ['NO-SUCH-GAME', otherVendorGame]) {
      expect([(await op(keys.acme, 'GET', code)).status, (await op(keys.acme, 'PUT', code, FRUIT_CONFIG)).body.code]).toEqual([
        404,
        'not_found',
      ]);
    }
    for (const key of [undefined, 'opk_wrong']) {
      expect((await op(key, 'GET', BGS_SLOT_CODE)).status).toBe(401);
      expect([(await op(key, 'PUT', BGS_SLOT_CODE, FRUIT_CONFIG)).body.code]).toEqual(['not_logged_in']);
      expect((await op(key, 'DELETE', BGS_SLOT_CODE)).status).toBe(401);
    }
    expect(await storedRows()).toBe(before);
  });

  it('is documented in the OpenAPI document', async () => {
    const docs = await t.app.inject({ url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths[API.operator.bgsGameConfig.replace(':gameCode', '{gameCode}')] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
  });
});

describe("an operator's slot config", () => {
  it('pays the next spin by its paytable, on its strips and lines, and every round replays with the maths it used', async () => {
    const p = await bgsPlayer(t, acme, 1_000_000n);
    const before = bgsSlotSpinAnswer.parse((await bgsSpin(t, p.sessionToken, 200)).body.value);

    const put = await op(keys.acme, 'PUT', BGS_SLOT_CODE, FRUIT_CONFIG);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const set = bgsGameConfig.parse(put.body.value);
    expect(set).toMatchObject({ source: 'merchant', slot: FRUIT, limits: FRUIT_CONFIG.limits });
    expect(set.theoreticalRtp).toBeCloseTo(0.93397, 5);
    expect(set.updatedAt).not.toBeNull();
    // Strip order survives storage: it decides where each symbol sits.
    expect(Object.keys((await configOf(keys.acme, BGS_SLOT_CODE)).slot!.reelWeights[0]!)).toEqual(Object.keys(REEL));

    // The session already open plays the new maths from its next spin.
    const played = [];
    for (let i = 0; i < 10; i += 1) {
      const a = bgsSlotSpinAnswer.parse((await bgsSpin(t, p.sessionToken, 100)).body.value);
      expect(a.lines).toBe(10);
      expect(a.lineBet).toBe('10');
      for (const reel of a.reels) for (const s of reel) expect(Object.keys(REEL)).toContain(s);
      for (const w of a.lineWins) {
        expect(w.multiplier).toBe(FRUIT.paytable[w.symbol]![String(w.count)]);
        expect(w.win).toBe(String(10 * w.multiplier));
      }
      expect(BigInt(a.win)).toBe(a.lineWins.reduce((s, w) => s + BigInt(w.win), 0n));
      played.push(a);
    }
    expect(played.some((a) => a.lineWins.length > 0)).toBe(true);
    // Its limits: 10 lines, at most 500.00.
    expect((await bgsSpin(t, p.sessionToken, 60_000)).body).toMatchObject({
      code: 'amount_out_of_range',
      value: { max: '50000' },
    });
    expect((await bgsSpin(t, p.sessionToken, 200, 11)).body.code).toBe('validation_failed');

    // A new session shows what it pays.
    const fresh = await bgsPlayer(t, acme, 0n);
    expect(fresh.session.slot).toMatchObject({
      reelWeights: FRUIT.reelWeights,
      wild: 'WILD',
      symbols: Object.keys(FRUIT.paytable),
    });
    expect(fresh.session.slot!.paylines).toHaveLength(10);
    expect(fresh.session.slot!.rtp).toBeCloseTo(0.93397, 5);
    expect(fresh.session).toMatchObject({ limits: { minBet: '10', maxBet: '50000' }, betSteps: FRUIT_CONFIG.limits.betSteps });

    // Rounds name the config they were played with; the revealed seed replays each with it.
    const ids = await t.db
      .selectFrom('bgs_rounds')
      .select(['id', 'config_id'])
      .where('member_id', '=', p.id)
      .where('status', '=', 'settled')
      .orderBy('id')
      .execute();
    expect(ids.map((r) => r.config_id)).toEqual([null, ...played.map(() => expect.any(String))]);
    const rot = bgsRotateAnswer.parse(
      (await t.call({ url: API.bgs.rotateSeed, body: { sessionToken: p.sessionToken } })).body.value,
    );
    const replay = (a: typeof before, config: SlotConfig) =>
      verifyRound({
        game: 'slot',
        serverSeed: rot.revealed.serverSeed,
        clientSeed: a.round.clientSeed,
        nonce: a.round.nonce,
        lines: a.lines,
        config,
      }).outcome as SlotOutcome;
    expect(replay(before, DEFAULT_SLOT).window).toEqual(before.reels);
    const fruit = slotConfigOf('fruit', set.slot!);
    for (const a of played) {
      const o = replay(a, fruit);
      expect(o.window).toEqual(a.reels);
      expect(String(o.totalMultiplier * 10)).toBe(a.win);
    }

    // Back to the defaults: the next spin plays 20 lines of the built-in slot; the old rows stay for replays.
    const reset = await op(keys.acme, 'DELETE', BGS_SLOT_CODE);
    expect(reset.status).toBe(200);
    expect(bgsGameConfig.parse(reset.body.value)).toMatchObject({
      source: 'default',
      updatedAt: null,
      slot: { paylines: 20, targetRtp: 0.96 },
    });
    expect((await configOf(keys.acme, BGS_SLOT_CODE)).source).toBe('default');
    const after = bgsSlotSpinAnswer.parse((await bgsSpin(t, p.sessionToken, 200)).body.value);
    expect(after.lines).toBe(20);
    for (const reel of after.reels) for (const s of reel) expect(Object.keys(DEFAULT_SLOT.paytable)).toContain(s);
    expect((await bgsPlayer(t, acme, 0n)).session.slot!.rtp).toBeCloseTo(0.9593, 4);
    expect((await op(keys.acme, 'DELETE', BGS_SLOT_CODE)).status).toBe(200);
    expect(
      await t.db
        .selectFrom('bgs_game_configs')
        .select('id')
        .where('merchant_id', '=', acme.id)
        .where('game_code', '=', BGS_SLOT_CODE)
        .execute(),
    ).toHaveLength(1);
  });
});

describe("an operator's dice config", () => {
  it('pays by its RTP from the next round, each change at once, until it is deleted', async () => {
    const p = await bgsPlayer(t, acme, 100_000n, BGS_DICE_CODE);
    const round = async () =>
      bgsTableRoundAnswer.parse((await bgsDice(t, p.sessionToken, '1000', 'under', 5000)).body.value).multiplier;
    expect(await round()).toBe('1.9800');
    expect((await op(keys.acme, 'PUT', BGS_DICE_CODE, diceConfig(9500))).status).toBe(200);
    expect(await round()).toBe('1.9000');
    expect((await op(keys.acme, 'PUT', BGS_DICE_CODE, diceConfig(9000))).status).toBe(200);
    expect(await round()).toBe('1.8000');
    // Its limits and targets.
    expect((await bgsDice(t, p.sessionToken, '100', 'under', 5000)).body.code).toBe('amount_out_of_range');
    expect((await bgsDice(t, p.sessionToken, '1000', 'under', 9500)).body.code).toBe('validation_failed');
    expect((await bgsPlayer(t, acme, 0n, BGS_DICE_CODE)).session).toMatchObject({
      dice: { rtpBp: 9000, minTarget: 1500, maxTarget: 8000 },
      limits: { minBet: '200' },
    });
    expect((await op(keys.acme, 'DELETE', BGS_DICE_CODE)).status).toBe(200);
    expect(await round()).toBe('1.9800');
  });
});

describe('invalid configs', () => {
  const slot = (patch: Partial<BgsSlotMath>, limits: Partial<BgsGameConfigBody['limits']> = {}) => ({
    ...FRUIT_CONFIG,
    slot: { ...FRUIT, ...patch },
    limits: { ...FRUIT_CONFIG.limits, ...limits },
  });
  const dice = (patch: Record<string, number>) => {
    const d = diceConfig(9500);
    return { ...d, dice: { ...d.dice, ...patch } };
  };
  const cases: [string, string, unknown, string][] = [
    ['four reels', BGS_SLOT_CODE, slot({ reelWeights: [REEL, REEL, REEL, REEL] }), 'slot.reelWeights'],
    [
      'a strip symbol the paytable lacks',
      BGS_SLOT_CODE,
      slot({ reelWeights: [{ ...REEL, PEAR: 1 }, REEL, REEL, REEL, REEL] }),
      'slot.reelWeights.0.PEAR',
    ],
    [
      'a paytable symbol on no reel',
      BGS_SLOT_CODE,
      slot({ paytable: { ...FRUIT.paytable, PEAR: { 3: 5 } } }),
      'slot.paytable.PEAR',
    ],
    [
      'a zero weight',
      BGS_SLOT_CODE,
      slot({ reelWeights: [REEL, { ...REEL, STAR: 0 }, REEL, REEL, REEL] }),
      'slot.reelWeights.1.STAR',
    ],
    ['a fractional multiple', BGS_SLOT_CODE, slot({ paytable: { ...FRUIT.paytable, STAR: { 3: 2.5 } } }), 'slot.paytable.STAR.3'],
    ['a wild that is not a symbol', BGS_SLOT_CODE, slot({ wild: 'JOKER' }), 'slot.wild'],
    ['a target the strips do not give', BGS_SLOT_CODE, slot({ targetRtp: 0.96 }), 'slot.targetRtp'],
    ['a target beyond 99 %', BGS_SLOT_CODE, slot({ targetRtp: 0.995 }), 'slot.targetRtp'],
    [
      'a theoretical RTP beyond 99 %',
      BGS_SLOT_CODE,
      slot({ paytable: { ...FRUIT.paytable, CHERRY: { 2: 3, 3: 5, 4: 6, 5: 20 } }, targetRtp: 0.99 }),
      'slot.paytable',
    ],
    ['21 paylines', BGS_SLOT_CODE, slot({ paylines: 21 }), 'slot.paylines'],
    ['maxBet below minBet', BGS_SLOT_CODE, slot({}, { minBet: '100', maxBet: '50', betSteps: ['100'] }), 'limits.maxBet'],
    ['a step outside the limits', BGS_SLOT_CODE, slot({}, { betSteps: ['10', '60000'] }), 'limits.betSteps.1'],
    ['a step not divisible by the lines', BGS_SLOT_CODE, slot({}, { betSteps: ['10', '15'] }), 'limits.betSteps.1'],
    ['a zero minBet', BGS_SLOT_CODE, slot({}, { minBet: '0' }), 'limits.minBet'],
    ['no limits', BGS_SLOT_CODE, { game: 'slot', slot: FRUIT }, 'limits'],
    ['a slot config for the dice', BGS_DICE_CODE, FRUIT_CONFIG, 'game'],
    ['a dice config for a slot', BGS_SLOT_CODE, diceConfig(9500), 'game'],
    ['a dice RTP beyond 99 %', BGS_DICE_CODE, dice({ rtpBp: 9950 }), 'dice.rtpBp'],
    ['a dice RTP below 80 %', BGS_DICE_CODE, dice({ rtpBp: 7000 }), 'dice.rtpBp'],
    ['targets the wrong way round', BGS_DICE_CODE, dice({ minTarget: 6000, maxTarget: 5000 }), 'dice.maxTarget'],
    ['a target whose win pays less than the stake', BGS_DICE_CODE, dice({ maxTarget: 9600 }), 'dice.maxTarget'],
  ];

  it('are refused with the field at fault, and nothing is written', async () => {
    const p = await bgsPlayer(t, acme, 100_000n);
    const before = await storedRows();
    for (const [what, code, body, field] of cases) {
      const r = await op(keys.acme, 'PUT', code, body);
      expect([r.status, r.body.code], what).toEqual([400, 'validation_failed']);
      expect(
        (r.body.value as FieldIssue[]).map((i) => i.field),
        what,
      ).toContain(field);
    }
    const target = (await op(keys.acme, 'PUT', BGS_SLOT_CODE, slot({ targetRtp: 0.96 }))).body.value as FieldIssue[];
    expect(target.find((i) => i.field === 'slot.targetRtp')!.params!.theoreticalRtp).toBeCloseTo(0.93397, 5);
    expect(await storedRows()).toBe(before);
    expect((await configOf(keys.acme, BGS_SLOT_CODE)).source).toBe('default');
    expect(bgsSlotSpinAnswer.parse((await bgsSpin(t, p.sessionToken, 200)).body.value).lines).toBe(20);
  });
});

describe('merchants', () => {
  it("each have their own configs: another merchant's key neither reads nor changes them", async () => {
    expect((await op(keys.acme, 'PUT', BGS_SLOT_CODE, FRUIT_CONFIG)).status).toBe(200);
    // Beta's key on the same game code sees beta's game: the defaults.
    expect(await configOf(keys.beta, BGS_SLOT_CODE)).toMatchObject({ source: 'default', slot: { paylines: 20 } });
    expect((await bgsPlayer(t, beta, 0n)).session.slot!.paylines).toHaveLength(20);
    // Beta's changes stay beta's.
    const betaSlot = { ...FRUIT_CONFIG, slot: { ...FRUIT, paylines: 5 } };
    expect((await op(keys.beta, 'PUT', BGS_SLOT_CODE, betaSlot)).status).toBe(200);
    expect((await configOf(keys.beta, BGS_SLOT_CODE)).slot!.paylines).toBe(5);
    expect((await configOf(keys.acme, BGS_SLOT_CODE)).slot!.paylines).toBe(10);
    expect((await op(keys.beta, 'DELETE', BGS_SLOT_CODE)).status).toBe(200);
    expect(await configOf(keys.acme, BGS_SLOT_CODE)).toMatchObject({ source: 'merchant', slot: FRUIT });
    expect((await bgsPlayer(t, acme, 0n)).session.slot!.paylines).toHaveLength(10);
    expect((await op(keys.acme, 'DELETE', BGS_SLOT_CODE)).status).toBe(200);
  });
});
