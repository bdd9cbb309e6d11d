import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { API } from '@playhouse/contract';
import type { ActivityInput, ActivityItem } from '@playhouse/contract/engagement';
import { testPlatform } from '../../../test/harness.js';
import {
  as,
  jpg,
  mainBalance,
  paymentMerchant,
  payPlayer,
  png,
  proof,
  withId,
  type PayPlayer,
} from '../../../test/helpers/payments.js';
import { opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { deliverPending, emit } from '../events/index.js';
import { activityProgressSubscriber } from './index.js';

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
const beta = await paymentMerchant(t.db, 'beta');
const owner = await signedInOperator(t, 'owner', acme.id);
const content = await signedInOperator(t, 'content', acme.id);
const finance = await signedInOperator(t, 'finance', acme.id);
const betaOwner = await signedInOperator(t, 'owner', beta.id);

const DAY = 86_400_000;
const countRows = async (table: 'activity_applications' | 'activity_application_images') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let serial = 0;
const activity = (over: Partial<ActivityInput> = {}): ActivityInput => ({
  kind: 'apply',
  title: { EN: `Activity ${++serial}`, TY: `Aktibidad ${serial}` },
  description: { EN: '<p onclick="x()">Share <b>your</b> win<script>alert(1)</script></p>', TY: '<p>Ibahagi</p>' },
  startsAt: at(-1),
  endsAt: at(5),
  rewardAmount: '10000',
  turnoverMultiplier: 2,
  delivery: 'now',
  ...over,
});

async function create(over: Partial<ActivityInput> = {}, token = owner.token) {
  const r = await opCall(t, token, API.activities.ops.list, { body: activity(over) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value.id as string;
}
const list = async (p: PayPlayer | null, merchant = 'acme'): Promise<ActivityItem[]> => {
  const r = p ? await as(t, p, API.activities.list) : await t.call({ url: API.activities.list, merchant });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value;
};
const statusIn = async (p: PayPlayer | null, id: string) => (await list(p)).find((a) => a.id === id)?.status;
const apply = (p: PayPlayer, id: string, body: unknown) => as(t, p, withId(API.activities.apply, id), body, 'POST');
const post = (p: PayPlayer, path: string, id: string) => as(t, p, withId(path, id), {}, 'POST');
const decide = (id: string, body: unknown, token = owner.token) =>
  opCall(t, token, withId(API.activities.ops.decide, id), { body });
const rewards = async (memberId: string) =>
  (
    await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM member_rewards WHERE member_id = ${memberId} AND source = 'activity'`.execute(t.db)
  ).rows[0]!.n;
const setWindow = (id: string, startsAt: string, endsAt: string) =>
  t.db.updateTable('activities').set({ starts_at: startsAt, ends_at: endsAt }).where('id', '=', id).execute();

async function play(memberId: string, validBet: bigint) {
  await t.db.transaction().execute((trx) =>
    emit(trx, {
      type: 'round.settled',
      payload: {
        merchantId: acme.id,
        memberId,
        vendor: 'BGS',
        roundId: `r${++serial}`,
        gameCode: 'slot',
        source: 'seamless',
        betId: String(serial),
        gameType: 'RNG',
        status: 'settled',
        stake: String(validBet),
        validBet: String(validBet),
        win: '0',
      },
    }),
  );
  await deliverPending(t.deps, [activityProgressSubscriber]);
}

describe('the activity centre statuses (§4)', () => {
  it('maps each kind and state to its status, for members and visitors, as time passes', async () => {
    const coming = await create({ startsAt: at(1), endsAt: at(3) });
    const openApply = await create();
    const openJoin = await create({ kind: 'join', minValidBet: '5000' });
    const endedApply = await create({ startsAt: at(-5), endsAt: at(-1) });
    const endedJoin = await create({ kind: 'join', startsAt: at(-5), endsAt: at(-1) });
    const p = await payPlayer(t.db, acme);
    const mine = Object.fromEntries((await list(p)).map((a) => [a.id, a.status]));
    expect([mine[coming], mine[openApply], mine[openJoin], mine[endedApply], mine[endedJoin]]).toEqual([
      'coming_soon',
      'join',
      'join',
      'close',
      'close',
    ]);
    expect(await statusIn(null, openApply)).toBe('join');

    // apply kind: applying while open, process once ended, issued when approved.
    expect((await apply(p, openApply, { comment: 'my win', images: [proof(png())] })).body.value.status).toBe('applying');
    await setWindow(openApply, at(-3), at(-1));
    expect(await statusIn(p, openApply)).toBe('process');
    const [application] = (await opCall(t, owner.token, `${API.activities.ops.applications}?activityId=${openApply}`)).body.value
      .content;
    expect((await decide(application.id, { decision: 'approve' })).status).toBe(200);
    expect(await statusIn(p, openApply)).toBe('issued');

    // join kind: joined, claim when the condition is met, claimed.
    expect((await post(p, API.activities.join, openJoin)).body.value.status).toBe('joined');
    await play(p.id, 5000n);
    expect(await statusIn(p, openJoin)).toBe('claim');
    await setWindow(openJoin, at(-3), at(-1));
    expect(await statusIn(p, openJoin)).toBe('claim'); // earned: claimable after the end too
    expect((await post(p, API.activities.claim, openJoin)).body.value.status).toBe('claimed');

    // Not started: coming soon whatever the member did; a joined, unmet activity that ended: close.
    const unmet = await create({ kind: 'join', minValidBet: '999999' });
    await post(p, API.activities.join, unmet);
    expect(await statusIn(p, unmet)).toBe('joined');
    await setWindow(unmet, at(-3), at(-1));
    expect(await statusIn(p, unmet)).toBe('close');
    await setWindow(unmet, at(1), at(2));
    expect(await statusIn(p, unmet)).toBe('coming_soon');
  });

  it('answers sanitized descriptions and plain titles in the caller language', async () => {
    const id = await create({ title: { EN: '<b>Big</b> win', TY: 'Malaking panalo' } });
    const en = (await list(null)).find((a) => a.id === id)!;
    expect(en.title).toBe('Big win');
    expect(en.description).toBe('<p>Share <b>your</b> win</p>');
    const ty = await t.call({ url: `${withId(API.activities.one, id)}?lang=TY`, merchant: 'acme' });
    expect(ty.body.value.title).toBe('Malaking panalo');
  });
});

describe('an application (§5: comment ≤ 140, ≤ 3 png or jpg images ≤ 5 MB, checked by content)', () => {
  it('refuses each broken rule with its code and writes nothing', async () => {
    const id = await create();
    const p = await payPlayer(t.db, acme);
    const before = [await countRows('activity_applications'), await countRows('activity_application_images')];
    const refused: [unknown, number, string][] = [
      [{ comment: 'x'.repeat(141) }, 422, 'activity_comment_too_long'],
      [{ comment: 'ok', images: [proof(png()), proof(png()), proof(png()), proof(png())] }, 422, 'activity_too_many_images'],
      // A .png by name and declared type, garbage inside.
      [
        { comment: 'ok', images: [{ mime: 'image/png', dataBase64: Buffer.from('not an image at all').toString('base64') }] },
        422,
        'activity_image_invalid',
      ],
      // A jpeg declared as png: the declared type must agree with the bytes.
      [{ comment: 'ok', images: [proof(jpg(), 'image/png')] }, 422, 'activity_image_invalid'],
      [{ comment: 'ok', images: [proof(png(6 * 1024 * 1024))] }, 422, 'activity_image_invalid'],
      [{ comment: 'ok', images: [{ mime: 'image/png', dataBase64: '###' }] }, 422, 'activity_image_invalid'],
    ];
    for (const [body, status, code] of refused) {
      const r = await apply(p, id, body);
      expect([r.status, r.body.code]).toEqual([status, code]);
    }
    expect([await countRows('activity_applications'), await countRows('activity_application_images')]).toEqual(before);

    // 140 characters (emoji count as one each) and 3 images of 5 MB: accepted.
    const five = 5 * 1024 * 1024;
    const ok = await apply(p, id, {
      comment: '🎉'.repeat(140),
      images: [proof(png(five)), proof(jpg(five), 'image/jpg'), proof(jpg(), 'image/jpeg')],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value.application).toMatchObject({ images: 3, status: 'pending' });
    expect((await apply(p, id, { comment: 'again' })).body.code).toBe('activity_already_applied');
  });

  it('needs a signed-in real member (before reading the body), an open apply activity', async () => {
    const id = await create();
    const anonymous = await t.call({
      method: 'POST',
      url: withId(API.activities.apply, id),
      merchant: 'acme',
      body: { comment: 'x' },
    });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'not_logged_in']);
    const p = await payPlayer(t.db, acme);
    expect((await apply(p, await create({ startsAt: at(1), endsAt: at(2) }), {})).body.code).toBe('activity_not_open');
    expect((await apply(p, await create({ startsAt: at(-3), endsAt: at(-2) }), {})).body.code).toBe('activity_not_open');
    expect((await apply(p, await create({ kind: 'join' }), {})).body.code).toBe('activity_wrong_kind');
    expect((await apply(p, '999999', {})).body.code).toBe('activity_not_found');
  });
});

describe('the operator review', () => {
  it('lists applications with their images, approves once (pays), rejects with a reason, audited', async () => {
    const id = await create({ delivery: 'now', rewardAmount: '12345' });
    const p = await payPlayer(t.db, acme);
    const q = await payPlayer(t.db, acme);
    await apply(p, id, { comment: 'look', images: [proof(png(100))] });
    await apply(q, id, { comment: 'me too' });
    const page = (await opCall(t, content.token, `${API.activities.ops.applications}?activityId=${id}&status=pending`)).body
      .value;
    expect(page.totalElements).toBe(2);
    const mine = page.content.find((a: { memberId: string }) => a.memberId === p.id);
    expect(mine).toMatchObject({ comment: 'look', username: p.username, status: 'pending' });
    const image = await opCall(t, content.token, mine.images[0].url);
    expect([image.status, image.raw.headers['content-type'], image.raw.headers['x-content-type-options']]).toEqual([
      200,
      'image/png',
      'nosniff',
    ]);
    expect(image.raw.rawPayload.length).toBe(100);

    const balance = await mainBalance(t.db, acme.id, p.id);
    const approved = await decide(mine.id, { decision: 'approve' }, content.token);
    expect(approved.body.value).toMatchObject({ status: 'approved' });
    expect(approved.body.value.rewardId).toBeTruthy();
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(balance + 12345n);
    const again = await decide(mine.id, { decision: 'reject', reason: 'too late' });
    expect([again.status, again.body.code]).toEqual([409, 'activity_application_decided']);
    expect(await rewards(p.id)).toBe(1);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(balance + 12345n);

    const other = page.content.find((a: { memberId: string }) => a.memberId === q.id);
    expect((await decide(other.id, { decision: 'reject' })).status).toBe(400); // a rejection needs its reason
    const rejected = await decide(other.id, { decision: 'reject', reason: 'No screenshot' });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', reason: 'No screenshot', rewardId: null });
    expect(await rewards(q.id)).toBe(0);
    expect((await as(t, q, withId(API.activities.one, id))).body.value).toMatchObject({
      status: 'rejected',
      application: { reason: 'No screenshot' },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'activity_application')
      .where('target_id', 'in', [mine.id, other.id])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['activity.application.approve', 'activity.application.reject']);
  });

  it('keeps operators to their merchant and their permission', async () => {
    const id = await create();
    const p = await payPlayer(t.db, acme);
    await apply(p, id, { comment: 'x' });
    const [app] = (await opCall(t, owner.token, `${API.activities.ops.applications}?activityId=${id}`)).body.value.content;
    expect((await decide(app.id, { decision: 'approve' }, betaOwner.token)).body.code).toBe('activity_application_not_found');
    expect((await opCall(t, betaOwner.token, withId(API.activities.ops.one, id))).body.code).toBe('activity_not_found');
    expect((await opCall(t, finance.token, API.activities.ops.list)).status).toBe(403);
    expect(
      (await opCall(t, finance.token, withId(API.activities.ops.decide, app.id), { body: { decision: 'approve' } })).status,
    ).toBe(403);
    expect((await opCall(t, undefined, API.activities.ops.list)).status).toBe(401);
  });

  it('edits and deletes activities, audited', async () => {
    const id = await create();
    const put = await opCall(t, owner.token, withId(API.activities.ops.one, id), {
      method: 'PUT',
      body: activity({ title: { EN: 'Renamed', TY: 'Pinalitan' }, enabled: false }),
    });
    expect(put.body.value).toMatchObject({ title: { EN: 'Renamed' }, enabled: false });
    expect((await list(null)).some((a) => a.id === id)).toBe(false); // disabled: members do not see it
    const bad = await opCall(t, owner.token, API.activities.ops.list, { body: activity({ startsAt: at(2), endsAt: at(1) }) });
    expect(bad.status).toBe(400);
    expect((await opCall(t, owner.token, withId(API.activities.ops.one, id), { method: 'DELETE' })).body.value).toEqual({
      deleted: true,
    });
    expect((await opCall(t, owner.token, withId(API.activities.ops.one, id))).body.code).toBe('activity_not_found');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'activity')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['activity.create', 'activity.update', 'activity.delete']);
  });
});

describe('join and claim', () => {
  it('counts valid bet and deposits after joining, in the window; claims once', async () => {
    const id = await create({
      kind: 'join',
      minValidBet: '30000',
      minDeposit: '10000',
      rewardAmount: '5000',
      delivery: 'claimable',
    });
    const p = await payPlayer(t.db, acme);
    expect((await post(p, API.activities.claim, id)).body.code).toBe('activity_not_joined');
    await play(p.id, 50_000n); // before joining: does not count
    await post(p, API.activities.join, id);
    expect((await post(p, API.activities.join, id)).body.code).toBe('activity_already_joined');
    await play(p.id, 30_000n);
    expect((await post(p, API.activities.claim, id)).body.code).toBe('activity_condition_unmet');
    await t.db.transaction().execute((trx) =>
      emit(trx, {
        type: 'deposit.confirmed',
        payload: { merchantId: acme.id, memberId: p.id, depositId: '1', orderNo: 'D1', channel: 'BANK', amount: '10000' },
      }),
    );
    await deliverPending(t.deps, [activityProgressSubscriber]);
    const item = (await as(t, p, withId(API.activities.one, id))).body.value;
    expect(item).toMatchObject({ status: 'claim', progress: { validBet: '30000', deposit: '10000' } });
    const balance = await mainBalance(t.db, acme.id, p.id);
    const claims = await Promise.all([1, 2, 3].map(() => post(p, API.activities.claim, id)));
    expect(claims.map((c) => c.status).sort()).toEqual([200, 409, 409]);
    expect(await rewards(p.id)).toBe(1);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(balance + 5000n); // a claim pays at once
  });
});

describe('member isolation', () => {
  it("shows a member only its own application and participation, and only its merchant's activities", async () => {
    const id = await create();
    const joinId = await create({ kind: 'join' });
    const p = await payPlayer(t.db, acme);
    const q = await payPlayer(t.db, acme);
    await apply(p, id, { comment: 'mine' });
    await post(p, API.activities.join, joinId);
    expect((await as(t, q, withId(API.activities.one, id))).body.value).toMatchObject({ status: 'join', application: null });
    expect((await as(t, q, withId(API.activities.one, joinId))).body.value).toMatchObject({ status: 'join', progress: null });
    const stranger = await payPlayer(t.db, beta);
    expect((await as(t, stranger, withId(API.activities.one, id))).body.code).toBe('activity_not_found');
    expect((await post(stranger, API.activities.join, joinId)).body.code).toBe('activity_not_found');
    expect((await list(stranger)).some((a) => a.id === id)).toBe(false);
  });
});
