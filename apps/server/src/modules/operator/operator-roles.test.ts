import { describe, expect, it } from 'vitest';
import { API, type OperatorRole } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { lotteryGames } from '../../../test/helpers/lottery.js';
import { BGS_SLOT_CODE } from '../bgs/index.js';
import { as, PAY_PASSWORD, payPlayer, paymentMerchant, withId } from '../../../test/helpers/payments.js';
import {
  firstSignIn,
  OP_PASSWORD,
  opCall,
  signedInOperator,
  type TestOperator,
  seedCatalog,
} from '../../../test/helpers/operators.js';

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
const beta = await paymentMerchant(t.db, 'beta');
await seedCatalog(t.db, { games: 60, merchantIds: [acme.id, beta.id] });
await lotteryGames(t.db, acme.id);

const ops = {} as Record<'platform' | 'platformFinance' | OperatorRole | 'betaFinance' | 'betaOwner', TestOperator>;
ops.platform = await signedInOperator(t, 'owner', null);
ops.platformFinance = await signedInOperator(t, 'finance', null);
for (const role of ['owner', 'finance', 'content', 'support', 'risk', 'auditor'] as const)
  ops[role] = await signedInOperator(t, role, acme.id);
ops.betaFinance = await signedInOperator(t, 'finance', beta.id);
ops.betaOwner = await signedInOperator(t, 'owner', beta.id);

let requests = 0;
async function pendingWithdrawal() {
  const p = await payPlayer(t.db, acme, { balance: 1_000_000n, paymentPassword: true, bank: true });
  const r = await as(t, p, API.payment.withdraw, {
    amount: '20000',
    bankAccountId: p.bankAccountId,
    paymentPassword: PAY_PASSWORD,
    requestId: `roles-request-${++requests}`,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value.id as string;
}
const statusOf = async (id: string) =>
  (await t.db.selectFrom('withdrawals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const bgsUrl = API.operator.bgsGameConfig.replace(':gameCode', BGS_SLOT_CODE);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Every /ops route but sign-in, with a call that would succeed for the right operator. */
function routes(w: string): { method: Method; url: string; path: string; body?: unknown }[] {
  const o = API.operator;
  return [
    { method: 'GET', path: o.members, url: o.members },
    { method: 'GET', path: o.member, url: withId(o.member, '1') },
    { method: 'POST', path: o.freezeMember, url: withId(o.freezeMember, '1'), body: { reason: 'check' } },
    { method: 'POST', path: o.unfreezeMember, url: withId(o.unfreezeMember, '1'), body: { reason: 'check' } },
    {
      method: 'POST',
      path: o.memberAdjustments,
      url: withId(o.memberAdjustments, '1'),
      body: { direction: 'credit', amount: '100', category: 'other', comment: 'check' },
    },
    { method: 'GET', path: o.adjustments, url: o.adjustments },
    { method: 'POST', path: o.endMemberSessions, url: withId(o.endMemberSessions, '1'), body: { reason: 'check' } },
    { method: 'POST', path: o.unlockMember, url: withId(o.unlockMember, '1'), body: { reason: 'check' } },
    { method: 'POST', path: o.resetMemberPassword, url: withId(o.resetMemberPassword, '1'), body: { reason: 'check' } },
    { method: 'POST', path: o.approveAdjustment, url: withId(o.approveAdjustment, '1'), body: {} },
    { method: 'POST', path: o.rejectAdjustment, url: withId(o.rejectAdjustment, '1'), body: {} },
    { method: 'GET', path: o.withdrawals, url: o.withdrawals },
    { method: 'GET', path: o.withdrawal, url: withId(o.withdrawal, w) },
    { method: 'POST', path: o.holdWithdrawal, url: withId(o.holdWithdrawal, w), body: { reason: 'check' } },
    ...[
      o.approveWithdrawal,
      o.rejectWithdrawal,
      o.forceReceipt,
      o.refundWithdrawal,
      o.claimWithdrawal,
      o.releaseWithdrawal,
      o.unholdWithdrawal,
    ].map((p) => ({
      method: 'POST' as const,
      path: p,
      url: withId(p, w),
      body: {},
    })),
    { method: 'GET', path: o.operatorSessions, url: o.operatorSessions },
    { method: 'POST', path: o.endOperatorSession, url: withId(o.endOperatorSession, '1'), body: {} },
    { method: 'GET', path: o.deposits, url: o.deposits },
    { method: 'POST', path: o.confirmDeposit, url: withId(o.confirmDeposit, '1'), body: {} },
    { method: 'POST', path: o.refuseDeposit, url: withId(o.refuseDeposit, '1'), body: {} },
    { method: 'GET', path: o.channels, url: o.channels },
    { method: 'POST', path: o.channels, url: o.channels, body: {} },
    { method: 'PUT', path: o.channel, url: o.channel.replace(':code', 'BANK'), body: {} },
    // the member view's tabs
    { method: 'PUT', path: o.agentPrizeGroup, url: withId(o.agentPrizeGroup, '1'), body: { prizeGroup: 1800, reason: 'x' } },
    { method: 'GET', path: o.memberLedger, url: withId(o.memberLedger, '1') },
    { method: 'GET', path: o.memberLedgerExplain, url: withId(o.memberLedgerExplain, '1') },
    { method: 'GET', path: o.memberLogins, url: withId(o.memberLogins, '1') },
    { method: 'GET', path: o.memberBonuses, url: withId(o.memberBonuses, '1') },
    { method: 'GET', path: o.memberNotes, url: withId(o.memberNotes, '1') },
    { method: 'POST', path: o.memberNotes, url: withId(o.memberNotes, '1'), body: { text: 'x' } },
    { method: 'PUT', path: o.memberTags, url: withId(o.memberTags, '1'), body: { tags: [] } },
    { method: 'POST', path: o.memberReveal, url: withId(o.memberReveal, '1'), body: { reason: 'x' } },
    // the dashboard and the bet list
    { method: 'GET', path: o.dashboard, url: o.dashboard },
    { method: 'GET', path: o.bets, url: o.bets },
    // the grid's saved views and background tasks
    { method: 'GET', path: o.views, url: `${o.views}?list=members` },
    { method: 'POST', path: o.views, url: o.views, body: { list: 'members', name: 'x', search: {} } },
    { method: 'DELETE', path: o.view, url: withId(o.view, '1') },
    { method: 'GET', path: o.tasks, url: o.tasks },
    { method: 'POST', path: o.gridCount, url: o.gridCount, body: { list: 'members', filter: {} } },
    { method: 'GET', path: o.task, url: withId(o.task, '1') },
    { method: 'GET', path: o.taskFile, url: withId(o.taskFile, '1') },
    { method: 'POST', path: o.exportTask, url: o.exportTask, body: { list: 'members', filter: {} } },
    {
      method: 'POST',
      path: o.bulkTask,
      url: o.bulkTask,
      body: { list: 'members', filter: {}, action: 'freeze', reason: 'x', max: 1 },
    },
    { method: 'GET', path: o.withdrawalProof, url: withId(o.withdrawalProof, w).replace(':proofId', '1') },
    { method: 'GET', path: o.bgsGameConfig, url: bgsUrl },
    { method: 'PUT', path: o.bgsGameConfig, url: bgsUrl, body: {} },
    { method: 'DELETE', path: o.bgsGameConfig, url: bgsUrl },
    {
      method: 'POST',
      path: o.merchants,
      url: o.merchants,
      body: { code: 'zeta', name: 'Zeta', currency: 'PHP', languages: ['EN'] },
    },
    { method: 'GET', path: o.operators, url: o.operators },
    {
      method: 'POST',
      path: o.operators,
      url: o.operators,
      body: { username: 'newop', password: OP_PASSWORD, role: 'support', email: 'newop@acme.test' },
    },
    { method: 'POST', path: o.operatorUser, url: withId(o.operatorUser, ops.support.id), body: { role: 'content' } },
    { method: 'GET', path: o.operatorApprovals, url: o.operatorApprovals },
    { method: 'POST', path: o.approveOperatorChange, url: withId(o.approveOperatorChange, '1'), body: { totp: '123456' } },
    { method: 'POST', path: o.rejectOperatorChange, url: withId(o.rejectOperatorChange, '1'), body: {} },
    { method: 'GET', path: o.keys, url: o.keys },
    { method: 'POST', path: o.keys, url: o.keys, body: { name: 'k', role: 'finance' } },
    { method: 'POST', path: o.revokeKey, url: withId(o.revokeKey, '1'), body: {} },
    { method: 'GET', path: o.audit, url: o.audit },
    { method: 'GET', path: o.auditVerify, url: o.auditVerify },
    { method: 'GET', path: o.lotteryOdds, url: o.lotteryOdds.replace(':gameId', 'SSC1') },
    {
      method: 'PUT',
      path: o.lotteryOdds,
      url: o.lotteryOdds.replace(':gameId', 'SSC1'),
      body: { odds: [{ playId: 'SSC-TWOSIDES-POSITION', odds: 1950 }] },
    },
    { method: 'GET', path: o.lotteryLimits, url: o.lotteryLimits },
    { method: 'PUT', path: o.lotteryPlayLimits, url: o.lotteryPlayLimits.replace(':playId', '*'), body: { maxMultiple: 10 } },
    { method: 'DELETE', path: o.lotteryPlayLimits, url: o.lotteryPlayLimits.replace(':playId', '*') },
    { method: 'GET', path: o.lotterySettings, url: o.lotterySettings },
    { method: 'PUT', path: o.lotterySettings, url: o.lotterySettings, body: { defaultGroup: 1800, maxGroup: 1960 } },
    {
      method: 'POST',
      path: o.lotteryResults,
      url: o.lotteryResults,
      body: { gameCode: 'VN_MB', drawNo: '20261207', source: 'MB', result: {} },
    },
    { method: 'GET', path: o.lotteryResults, url: o.lotteryResults },
    { method: 'POST', path: o.lotteryResultApprove, url: o.lotteryResultApprove.replace(':id', '1'), body: {} },
    { method: 'GET', path: o.lotteryDraws, url: o.lotteryDraws },
    {
      method: 'PUT',
      path: o.lotteryRestrictions,
      url: o.lotteryRestrictions,
      body: { gameCode: 'VN_MB', drawNo: '20261207', source: 'MB', productId: 'VN-LO2', closed: ['07'] },
    },
    {
      method: 'PUT',
      path: o.lotteryProductPricing,
      url: o.lotteryProductPricing.replace(':productId', 'VN-LO2'),
      body: { context: 'MB', price: '2300000', payout: { hit: '8000000' }, maxNumberDraw: null },
    },
    { method: 'GET', path: o.lotteryVnCalendar, url: o.lotteryVnCalendar },
    { method: 'GET', path: o.lotteryResultSource, url: o.lotteryResultSource.replace(':gameCode', 'VN_MB') },
    {
      method: 'PUT',
      path: o.lotteryResultSource,
      url: o.lotteryResultSource.replace(':gameCode', 'VN_MB'),
      body: { kind: 'manual' },
    },
    { method: 'GET', path: o.lotteryResultFeeds, url: o.lotteryResultFeeds.replace(':gameCode', 'VN_MB') },
    { method: 'POST', path: o.lotteryResultSourceApprove, url: withId(o.lotteryResultSourceApprove, '1'), body: {} },
    { method: 'PUT', path: o.lotteryVnCalendar, url: o.lotteryVnCalendar, body: {} },
    // Agent contracts oversight (API.contracts.ops).
    { method: 'GET', path: API.contracts.ops.list, url: API.contracts.ops.list },
    {
      method: 'POST',
      path: API.contracts.ops.list,
      url: API.contracts.ops.list,
      body: {
        downlineId: '1',
        kind: 'dailySalary',
        gameType: 'CONS',
        tiers: [{ betVolume: '1', activeMember: 0, rateType: 'P', rate: 1 }],
      },
    },
    { method: 'GET', path: API.contracts.ops.one, url: withId(API.contracts.ops.one, '1') },
    {
      method: 'POST',
      path: API.contracts.ops.terminate,
      url: withId(API.contracts.ops.terminate, '1'),
      body: { reason: 'check' },
    },
    // Points mall (API.points.ops).
    { method: 'GET', path: API.points.ops.items, url: API.points.ops.items },
    {
      method: 'POST',
      path: API.points.ops.items,
      url: API.points.ops.items,
      body: { type: 'goods', names: { EN: 'Cap', TY: 'Sumbrero' }, points: '100', stock: 1 },
    },
    {
      method: 'PUT',
      path: API.points.ops.item,
      url: withId(API.points.ops.item, '1'),
      body: { type: 'goods', names: { EN: 'Cap', TY: 'Sumbrero' }, points: '100', stock: 1 },
    },
    { method: 'GET', path: API.points.ops.redeems, url: API.points.ops.redeems },
    { method: 'POST', path: API.points.ops.decide, url: withId(API.points.ops.decide, '1'), body: { decision: 'reject' } },
    { method: 'PUT', path: o.agentUpline, url: withId(o.agentUpline, '1'), body: { uplineId: null } },
    { method: 'GET', path: o.agentApplications, url: o.agentApplications },
    // VIP and red envelopes
    { method: 'GET', path: API.vip.ops.levels, url: API.vip.ops.levels },
    { method: 'PUT', path: API.vip.ops.levels, url: API.vip.ops.levels, body: { levels: [] } },
    { method: 'GET', path: API.envelopes.ops.list, url: API.envelopes.ops.list },
    { method: 'POST', path: API.envelopes.ops.list, url: API.envelopes.ops.list, body: {} },
    { method: 'GET', path: API.envelopes.ops.one, url: withId(API.envelopes.ops.one, '1') },
    { method: 'POST', path: API.envelopes.ops.cancel, url: withId(API.envelopes.ops.cancel, '1'), body: {} },
    // responsible gaming
    { method: 'GET', path: API.responsibleGaming.ops.member, url: withId(API.responsibleGaming.ops.member, '1') },
    {
      method: 'PUT',
      path: API.responsibleGaming.ops.member,
      url: withId(API.responsibleGaming.ops.member, '1'),
      body: { liftExclusion: true, reason: 'check' },
    },
    // messages and feedback
    {
      method: 'POST',
      path: API.messages.ops.send,
      url: API.messages.ops.send,
      body: { audience: { kind: 'all' }, title: 'x', content: 'x' },
    },
    { method: 'GET', path: API.messages.ops.list, url: API.messages.ops.list },
    { method: 'GET', path: API.feedback.ops.list, url: API.feedback.ops.list },
    { method: 'POST', path: API.feedback.ops.reply, url: withId(API.feedback.ops.reply, '1'), body: { content: 'x' } },
    // The activity centre (API.activities.ops).
    ...(() => {
      const a = API.activities.ops;
      const body = { kind: 'apply', title: { EN: 'x' }, startsAt: '2026-01-01', endsAt: '2026-01-02', rewardAmount: '100' };
      return [
        { method: 'GET' as const, path: a.list, url: a.list },
        { method: 'POST' as const, path: a.list, url: a.list, body },
        { method: 'GET' as const, path: a.one, url: withId(a.one, '1') },
        { method: 'PUT' as const, path: a.one, url: withId(a.one, '1'), body },
        { method: 'DELETE' as const, path: a.one, url: withId(a.one, '1') },
        { method: 'GET' as const, path: a.applications, url: a.applications },
        { method: 'GET' as const, path: a.applicationImage, url: withId(a.applicationImage, '1').replace(':imageId', '1') },
        { method: 'POST' as const, path: a.decide, url: withId(a.decide, '1'), body: { decision: 'approve' } },
      ];
    })(),
    // rewards
    { method: 'GET', path: API.rewards.ops.definitions, url: API.rewards.ops.definitions },
    {
      method: 'POST',
      path: API.rewards.ops.definitions,
      url: API.rewards.ops.definitions,
      body: { kind: 'fixed', title: { EN: 'Gift', TY: 'Regalo' }, amount: '100' },
    },
    {
      method: 'PUT',
      path: API.rewards.ops.definition,
      url: withId(API.rewards.ops.definition, '1'),
      body: { kind: 'fixed', title: { EN: 'Gift', TY: 'Regalo' }, amount: '100' },
    },
    { method: 'DELETE', path: API.rewards.ops.definition, url: withId(API.rewards.ops.definition, '1') },
    {
      method: 'POST',
      path: API.rewards.ops.grant,
      url: API.rewards.ops.grant,
      body: { memberId: '1', amount: '100', title: { EN: 'Gift', TY: 'Regalo' }, reference: 'roles-check' },
    },
    // Missions and leaderboards (API.missions.ops).
    { method: 'GET', path: API.missions.ops.list, url: API.missions.ops.list },
    {
      method: 'POST',
      path: API.missions.ops.list,
      url: API.missions.ops.list,
      body: { period: 'daily', kind: 'bet', target: '100', reward: '100', title: { EN: 'Bet', TY: 'Taya' } },
    },
    { method: 'GET', path: API.missions.ops.one, url: withId(API.missions.ops.one, '1') },
    {
      method: 'PUT',
      path: API.missions.ops.one,
      url: withId(API.missions.ops.one, '1'),
      body: { period: 'daily', kind: 'bet', target: '100', reward: '100', title: { EN: 'Bet', TY: 'Taya' } },
    },
    { method: 'GET', path: API.missions.ops.leaderboards, url: API.missions.ops.leaderboards },
    {
      method: 'PUT',
      path: API.missions.ops.leaderboards,
      url: API.missions.ops.leaderboards,
      body: { period: 'daily', enabled: false, topN: 10, prizes: [] },
    },
    { method: 'GET', path: o.me, url: o.me },
    { method: 'POST', path: o.emailCode, url: o.emailCode, body: {} },
    { method: 'POST', path: o.emailVerify, url: o.emailVerify, body: { code: '123456' } },
    { method: 'POST', path: o.logout, url: o.logout, body: {} },
    {
      method: 'POST',
      path: o.password,
      url: o.password,
      body: { oldPassword: OP_PASSWORD, newPassword: 'another long password' },
    },
  ];
}

describe('every /ops route', () => {
  it('is listed here (a new route must be added to these checks)', () => {
    const listed = new Set(routes('1').map((r) => r.path));
    // Sign-in, its captcha and the first sign-in's enrolment are the only calls without an operator;
    // the console's websocket refuses by its close code (ops-live.test.ts).
    const signIn: string[] = [API.operator.login, API.operator.loginCaptcha, API.operator.enrol, API.operator.socket];
    const all = Object.values(API.operator).filter((p) => !signIn.includes(p));
    expect(all.filter((p) => !listed.has(p))).toEqual([]);
  });

  it('refuses a call without a credential and with a member token: 401, nothing changes', async () => {
    const w = await pendingWithdrawal();
    const member = await payPlayer(t.db, acme);
    for (const r of routes(w)) {
      const none = await opCall(t, undefined, r.url, { method: r.method, body: r.body, merchant: 'acme' });
      expect([r.method, r.url, none.status, none.body.code]).toEqual([r.method, r.url, 401, 'not_logged_in']);
      const asMember = await opCall(t, member.token, r.url, { method: r.method, body: r.body, merchant: 'acme' });
      expect([r.method, r.url, asMember.status]).toEqual([r.method, r.url, 401]);
    }
    expect(await statusOf(w)).toBe('requested');
    expect(await t.db.selectFrom('merchants').select('id').where('code', '=', 'zeta').executeTakeFirst()).toBeUndefined();
  });

  it("refuses a role without the route's permission with 403 forbidden, before doing anything", async () => {
    const w = await pendingWithdrawal();
    const lacking: [TestOperator, Method, string, unknown?][] = [
      [ops.content, 'GET', API.operator.withdrawals],
      [ops.content, 'GET', API.operator.members],
      [
        ops.risk,
        'POST',
        withId(API.operator.memberAdjustments, '1'),
        { direction: 'credit', amount: '1', category: 'other', comment: 'x' },
      ],
      [ops.auditor, 'GET', API.operator.adjustments],
      [ops.finance, 'POST', withId(API.operator.endMemberSessions, '1'), { reason: 'x' }],
      [ops.auditor, 'POST', withId(API.operator.unlockMember, '1'), { reason: 'x' }],
      [ops.risk, 'POST', withId(API.operator.resetMemberPassword, '1'), { reason: 'x' }],
      [ops.support, 'POST', withId(API.operator.approveAdjustment, '1'), {}],
      [ops.content, 'POST', withId(API.operator.rejectAdjustment, '1'), {}],
      [ops.risk, 'GET', withId(API.operator.member, '1')],
      [ops.auditor, 'POST', withId(API.operator.freezeMember, '1'), { reason: 'check' }],
      [ops.content, 'POST', withId(API.operator.unfreezeMember, '1'), { reason: 'check' }],
      [ops.risk, 'POST', withId(API.operator.approveWithdrawal, w), {}],
      [ops.auditor, 'POST', withId(API.operator.rejectWithdrawal, w), {}],
      [ops.auditor, 'POST', withId(API.operator.claimWithdrawal, w), {}],
      [ops.support, 'POST', withId(API.operator.holdWithdrawal, w), { reason: 'check' }],
      [ops.content, 'GET', withId(API.operator.withdrawal, w)],
      [ops.finance, 'GET', API.operator.operatorSessions],
      [ops.auditor, 'POST', withId(API.operator.endOperatorSession, '1'), {}],
      [ops.support, 'GET', API.operator.deposits],
      [ops.auditor, 'POST', withId(API.operator.confirmDeposit, '1'), {}],
      [ops.risk, 'POST', withId(API.operator.refuseDeposit, '1'), {}],
      [ops.auditor, 'GET', API.operator.channels],
      [ops.content, 'POST', API.operator.exportTask, { list: 'members', filter: {} }],
      [ops.content, 'GET', API.operator.bets],
      [ops.risk, 'POST', API.operator.gridCount, { list: 'withdrawals', filter: {} }],
      [ops.content, 'GET', withId(API.operator.memberLedger, '1')],
      [ops.risk, 'GET', withId(API.operator.memberLogins, '1')],
      [ops.risk, 'GET', withId(API.operator.memberBonuses, '1')],
      [ops.finance, 'POST', withId(API.operator.memberNotes, '1'), { text: 'x' }],
      [ops.auditor, 'PUT', withId(API.operator.memberTags, '1'), { tags: [] }],
      [ops.finance, 'POST', withId(API.operator.memberReveal, '1'), { reason: 'x' }],
      [ops.auditor, 'PUT', withId(API.operator.agentPrizeGroup, '1'), { prizeGroup: 1800, reason: 'x' }],
      [ops.risk, 'POST', API.operator.exportTask, { list: 'bets', filter: {} }],
      [ops.risk, 'POST', API.operator.exportTask, { list: 'audit', filter: {} }],
      [ops.auditor, 'POST', API.operator.bulkTask, { list: 'members', filter: {}, action: 'freeze', reason: 'x', max: 1 }],
      [ops.content, 'POST', API.operator.views, { list: 'deposits', name: 'x', search: {} }],
      [ops.support, 'PUT', API.operator.channel.replace(':code', 'BANK'), {}],
      [ops.support, 'GET', withId(API.operator.withdrawalProof, w).replace(':proofId', '1')],
      [ops.finance, 'GET', bgsUrl],
      [ops.auditor, 'PUT', bgsUrl, {}],
      [ops.finance, 'DELETE', bgsUrl],
      [ops.owner, 'POST', API.operator.merchants, { code: 'zeta', name: 'Zeta', currency: 'PHP', languages: ['EN'] }],
      [ops.finance, 'GET', API.operator.operators],
      [
        ops.auditor,
        'POST',
        API.operator.operators,
        { username: 'sneaky', password: OP_PASSWORD, role: 'owner', email: 's@x.test' },
      ],
      [ops.risk, 'POST', withId(API.operator.operatorUser, ops.finance.id), { role: 'owner' }],
      [ops.auditor, 'GET', API.operator.operatorApprovals],
      [ops.finance, 'POST', withId(API.operator.approveOperatorChange, '1'), { totp: '123456' }],
      [ops.support, 'POST', withId(API.operator.rejectOperatorChange, '1'), {}],
      [ops.auditor, 'GET', API.operator.keys],
      [ops.finance, 'POST', API.operator.keys, { name: 'mine', role: 'owner' }],
      [ops.content, 'GET', API.operator.audit],
      [ops.support, 'GET', API.operator.auditVerify],
      [ops.finance, 'PUT', API.operator.lotterySettings, { defaultGroup: 1700, maxGroup: 1700 }],
      [ops.content, 'GET', API.operator.lotteryLimits],
      [ops.finance, 'GET', API.operator.lotteryDraws],
      [ops.content, 'POST', API.operator.lotteryResults, { gameCode: 'VN_MB', drawNo: '20261207', source: 'MB', result: {} }],
      [ops.auditor, 'PUT', API.operator.lotteryVnCalendar, {}],
      [ops.content, 'POST', withId(API.operator.lotteryResultSourceApprove, '1'), {}],
      [ops.content, 'GET', API.contracts.ops.list],
      [ops.auditor, 'POST', withId(API.contracts.ops.terminate, '1'), { reason: 'check' }],
      [ops.auditor, 'PUT', withId(API.operator.agentUpline, '1'), { uplineId: null }],
      [ops.content, 'GET', API.operator.agentApplications],
      // points mall
      [ops.support, 'GET', API.points.ops.redeems],
      [ops.auditor, 'POST', withId(API.points.ops.decide, '1'), { decision: 'approve' }],
      // VIP and red envelopes
      [ops.support, 'GET', API.vip.ops.levels],
      [ops.finance, 'PUT', API.vip.ops.levels, { levels: [] }],
      [ops.auditor, 'GET', API.envelopes.ops.list],
      [ops.content, 'POST', withId(API.envelopes.ops.cancel, '1'), {}],
      // responsible gaming
      [ops.content, 'GET', withId(API.responsibleGaming.ops.member, '1')],
      [ops.auditor, 'PUT', withId(API.responsibleGaming.ops.member, '1'), { liftExclusion: true, reason: 'check' }],
      // messages and feedback
      [ops.content, 'POST', API.messages.ops.send, { audience: { kind: 'all' }, title: 'x', content: 'x' }],
      [ops.finance, 'GET', API.messages.ops.list],
      [ops.auditor, 'GET', API.feedback.ops.list],
      [ops.risk, 'POST', withId(API.feedback.ops.reply, '1'), { content: 'x' }],
      // The activity centre: activities.manage (owner, content).
      [ops.finance, 'GET', API.activities.ops.list],
      [ops.support, 'POST', withId(API.activities.ops.decide, '1'), { decision: 'approve' }],
      // rewards
      [ops.risk, 'GET', API.rewards.ops.definitions],
      [ops.finance, 'POST', API.rewards.ops.definitions, { kind: 'fixed', title: { EN: 'Gift', TY: 'Regalo' }, amount: '100' }],
      [ops.content, 'POST', API.rewards.ops.grant, { memberId: '1', amount: '100', title: { EN: 'G', TY: 'R' }, reference: 'x' }],
      // missions and leaderboards
      [ops.finance, 'GET', API.missions.ops.list],
      [
        ops.support,
        'POST',
        API.missions.ops.list,
        { period: 'daily', kind: 'bet', target: '1', reward: '1', title: { EN: 'a', TY: 'b' } },
      ],
      [ops.auditor, 'PUT', API.missions.ops.leaderboards, { period: 'daily', enabled: false, topN: 10, prizes: [] }],
    ];
    for (const [op, method, url, body] of lacking) {
      const r = await opCall(t, op.token, url, { method, body });
      expect([method, url, r.status, r.body.code]).toEqual([method, url, 403, 'forbidden']);
    }
    expect(await statusOf(w)).toBe('requested');
    expect(
      await t.db.selectFrom('operator_users').select('id').where('username', '=', 'sneaky').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('lets each role do its own work: finance decides, the auditor reads, risk sets the maths', async () => {
    const w = await pendingWithdrawal();
    expect((await opCall(t, ops.auditor.token, API.operator.withdrawals)).body.value.rows.length).toBeGreaterThan(0);
    expect((await opCall(t, ops.auditor.token, bgsUrl)).status).toBe(200);
    const approved = await opCall(t, ops.finance.token, withId(API.operator.approveWithdrawal, w), { body: {} });
    expect([approved.status, approved.body.value.status, approved.body.value.decidedBy]).toEqual([
      200,
      'approved',
      ops.finance.username,
    ]);
    expect((await opCall(t, ops.risk.token, bgsUrl, { method: 'DELETE' })).status).toBe(200);
    const odds = { odds: [{ playId: 'SSC-TWOSIDES-POSITION', odds: 1950 }] };
    const url = API.operator.lotteryOdds.replace(':gameId', 'SSC1');
    expect((await opCall(t, ops.risk.token, url, { method: 'PUT', body: odds })).status).toBe(200);
  });
});

describe('merchants are isolated', () => {
  it("a merchant operator cannot see or touch another merchant's withdrawals", async () => {
    const w = await pendingWithdrawal();
    const approve = withId(API.operator.approveWithdrawal, w);
    expect((await opCall(t, ops.betaFinance.token, approve, { body: {} })).body.code).toBe('not_found');
    // Naming the other merchant does not help.
    const named = await opCall(t, ops.betaFinance.token, approve, { body: {}, merchant: 'acme' });
    expect([named.status, named.body.code]).toEqual([403, 'forbidden']);
    expect((await opCall(t, ops.betaFinance.token, `${API.operator.withdrawals}?view=all`)).body.value.rows).toEqual([]);
    expect((await opCall(t, undefined, approve, { body: {}, key: beta.operatorKey })).body.code).toBe('not_found');
    expect(await statusOf(w)).toBe('requested');
  });

  it('a platform operator acts on the merchant it names, and must name one', async () => {
    const w = await pendingWithdrawal();
    const none = await opCall(t, ops.platformFinance.token, API.operator.withdrawals);
    expect([none.status, none.body.code]).toEqual([400, 'merchant_required']);
    expect((await opCall(t, ops.platformFinance.token, API.operator.withdrawals, { merchant: 'nope' })).body.code).toBe(
      'invalid_url',
    );
    const list = await opCall(t, ops.platformFinance.token, `${API.operator.withdrawals}?limit=100`, { merchant: 'acme' });
    expect(list.body.value.rows.map((x: { id: string }) => x.id)).toContain(w);
    expect(
      (await opCall(t, ops.platformFinance.token, withId(API.operator.rejectWithdrawal, w), { body: {}, merchant: 'beta' })).body
        .code,
    ).toBe('not_found');
    const r = await opCall(t, ops.platformFinance.token, withId(API.operator.rejectWithdrawal, w), {
      body: {},
      merchant: 'acme',
    });
    expect([r.status, r.body.value.status]).toEqual([200, 'rejected']);
  });
});

describe('merchant creation', () => {
  const body = { code: 'gamma', name: 'Gamma', currency: 'USD', languages: ['EN'], domains: ['gamma.test', 'www.gamma.test'] };

  it('is for platform operators only, and the new merchant answers at once by its domain', async () => {
    expect((await opCall(t, ops.owner.token, API.operator.merchants, { body })).status).toBe(403);
    const r = await opCall(t, ops.platform.token, API.operator.merchants, {
      body: { ...body, settings: { sessionIdleMinutes: 45 } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value).toMatchObject({ code: 'gamma', currency: 'USD', domains: ['gamma.test', 'www.gamma.test'] });
    const status = await t.app.inject({ url: API.system.status, headers: { host: 'gamma.test' } });
    expect(status.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('merchants')
      .select(['currency_symbol', 'settings'])
      .where('code', '=', 'gamma')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ currency_symbol: '$', settings: { sessionIdleMinutes: 45 } });
  });

  it('refuses a taken code, a taken domain and bad settings, creating nothing', async () => {
    const create = (b: object) => opCall(t, ops.platform.token, API.operator.merchants, { body: { ...body, ...b } });
    expect((await create({})).body.code).toBe('merchant_code_taken');
    expect((await create({ code: 'delta', domains: ['delta.test', 'gamma.test'] })).body.code).toBe('domain_taken');
    expect((await create({ code: 'delta', settings: { sessionIdleMinutes: -1 } })).body.code).toBe('validation_failed');
    expect((await create({ code: 'Not A Code' })).body.code).toBe('validation_failed');
    expect(await t.db.selectFrom('merchants').select('id').where('code', '=', 'delta').executeTakeFirst()).toBeUndefined();
    expect(
      await t.db.selectFrom('merchant_domains').select('domain').where('domain', '=', 'delta.test').executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('machine keys', () => {
  it('carry one merchant and one role; listed without the key; revoked and expired keys stop at once', async () => {
    const created = await opCall(t, ops.owner.token, API.operator.keys, {
      body: { name: 'erp', role: 'finance', expiresInDays: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { key, id } = created.body.value;
    expect(created.body.value).toMatchObject({ role: 'finance', merchant: 'acme', revokedAt: null });
    expect(new Date(created.body.value.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await opCall(t, undefined, API.operator.withdrawals, { key })).status).toBe(200);
    expect((await opCall(t, undefined, bgsUrl, { key })).status).toBe(403);
    expect((await opCall(t, undefined, API.operator.withdrawals, { key, merchant: 'beta' })).status).toBe(403);
    const me = await opCall(t, undefined, API.operator.me, { key });
    expect(me.body.value).toMatchObject({ kind: 'key', name: 'erp', role: 'finance', merchant: 'acme', level: 'merchant' });

    // Even an owner key mints no keys and no operators.
    const ownerKey = (await opCall(t, ops.owner.token, API.operator.keys, { body: { name: 'all', role: 'owner' } })).body.value
      .key;
    expect((await opCall(t, undefined, bgsUrl, { key: ownerKey })).status).toBe(200);
    expect(
      (await opCall(t, undefined, API.operator.keys, { key: ownerKey, body: { name: 'more', role: 'owner' } })).body.code,
    ).toBe('forbidden');
    const viaKey = await opCall(t, undefined, API.operator.operators, {
      key: ownerKey,
      body: { username: 'bykey', password: OP_PASSWORD, role: 'owner', email: 'bykey@acme.test' },
    });
    expect(viaKey.body.code).toBe('forbidden');

    const listed = (await opCall(t, ops.owner.token, API.operator.keys)).body.value;
    expect(listed.find((k: { id: string }) => k.id === id)).not.toHaveProperty('key');
    expect((await opCall(t, ops.betaOwner.token, withId(API.operator.revokeKey, id), { body: {} })).body.code).toBe('not_found');
    const revoked = await opCall(t, ops.owner.token, withId(API.operator.revokeKey, id), { body: {} });
    expect(revoked.body.value.revokedAt).not.toBeNull();
    expect((await opCall(t, undefined, API.operator.withdrawals, { key })).body.code).toBe('session_expired');

    const other = (await opCall(t, ops.owner.token, API.operator.keys, { body: { name: 'short', role: 'auditor' } })).body.value;
    expect((await opCall(t, undefined, API.operator.withdrawals, { key: other.key })).status).toBe(200);
    await t.db
      .updateTable('operator_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', other.id)
      .execute();
    expect((await opCall(t, undefined, API.operator.withdrawals, { key: other.key })).status).toBe(401);
  });
});

describe('operator management', () => {
  it("an owner creates, re-roles and disables its merchant's operators only", async () => {
    const created = await opCall(t, ops.owner.token, API.operator.operators, {
      body: { username: 'erin', password: OP_PASSWORD, role: 'support', email: 'erin@acme.test' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.value).toMatchObject({
      username: 'erin',
      role: 'support',
      level: 'merchant',
      merchant: 'acme',
      disabled: false,
    });
    const { id } = created.body.value;
    const erin = await firstSignIn(t, 'erin', OP_PASSWORD);

    const named = await opCall(t, ops.owner.token, API.operator.operators, {
      body: { username: 'mallory', password: OP_PASSWORD, role: 'owner', merchant: 'beta', email: 'mallory@beta.test' },
    });
    expect(named.status).toBe(403);
    const platformLevel = await opCall(t, ops.owner.token, API.operator.operators, {
      body: { username: 'mallory', password: OP_PASSWORD, role: 'owner', merchant: null, email: 'mallory@beta.test' },
    });
    expect(platformLevel.status).toBe(403);
    expect(
      (
        await opCall(t, ops.owner.token, API.operator.operators, {
          body: { username: 'ERIN', password: OP_PASSWORD, role: 'support', email: 'erin2@acme.test' },
        })
      ).body.code,
    ).toBe('username_taken');

    const update = (who: TestOperator, target: string, b: object) =>
      opCall(t, who.token, withId(API.operator.operatorUser, target), { body: b });
    expect((await update(ops.owner, id, { role: 'auditor' })).body.value.role).toBe('auditor');
    expect((await opCall(t, erin.token, API.operator.me)).body.value.role).toBe('auditor');
    expect((await update(ops.betaOwner, id, { disabled: true })).body.code).toBe('not_found');
    expect((await update(ops.owner, ops.owner.id, { role: 'finance' })).body.code).toBe('forbidden');
    expect((await update(ops.owner, ops.platform.id, { disabled: true })).body.code).toBe('not_found');
    expect((await update(ops.owner, id, { disabled: true })).body.value.disabled).toBe(true);
    expect((await opCall(t, erin.token, API.operator.me)).body.code).toBe('session_expired');

    const mine = (await opCall(t, ops.owner.token, API.operator.operators)).body.value as { merchant: string | null }[];
    expect(new Set(mine.map((o) => o.merchant))).toEqual(new Set(['acme']));
    const all = (await opCall(t, ops.platform.token, API.operator.operators)).body.value as { merchant: string | null }[];
    expect(new Set(all.map((o) => o.merchant))).toEqual(new Set(['acme', 'beta', null]));
  });

  it('a platform owner creates platform operators and operators of any merchant', async () => {
    const p = await opCall(t, ops.platform.token, API.operator.operators, {
      body: { username: 'pat', password: OP_PASSWORD, role: 'auditor', merchant: null, email: 'pat@platform.test' },
    });
    expect(p.body.value).toMatchObject({ level: 'platform', merchant: null });
    const b = await opCall(t, ops.platform.token, API.operator.operators, {
      body: { username: 'bea', password: OP_PASSWORD, role: 'finance', merchant: 'beta', email: 'bea@beta.test' },
    });
    expect(b.body.value).toMatchObject({ level: 'merchant', merchant: 'beta' });
  });
});
