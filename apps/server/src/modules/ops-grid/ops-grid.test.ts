import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { API, VIEWS_PER_LIST, type OpsTask } from '@playhouse/contract';
import { sql } from 'kysely';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { cookieOperator, opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { appendAudit, createOperatorKey, operatorActingAgain } from '../operator/index.js';
import { buildApp, SENT_JOBS } from '../../composition.js';
import { startJobs } from '../../jobs/schedule.js';
import { lateJobQueue } from '../../lib/job-queue.js';
import { runTask, runWaitingTasks } from './task-runner.js';
import { countOrEstimate } from '../../lib/row-count.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { code: 'acme' });
const beta = await buildMerchant(t.db, { code: 'beta' });
const support = await signedInOperator(t, 'support', acme.id);
const finance = await signedInOperator(t, 'finance', acme.id);
const content = await signedInOperator(t, 'content', acme.id);
const auditor = await signedInOperator(t, 'auditor', acme.id);
const platform = await signedInOperator(t, 'support', null);

// Members of the filter "gridm…", one with a nickname a spreadsheet would run as a formula.
const gridMembers: { id: string; username: string }[] = [];
for (let i = 0; i < 4; i++)
  gridMembers.push(await buildMember(t.db, acme.id, { username: `gridm${i}`, email: `grid${i}@example.test` }));
gridMembers.push(await buildMember(t.db, acme.id, { username: 'gridmevil', nickname: '=HYPERLINK("x")' }));
await buildMember(t.db, acme.id, { username: 'other1' });
await buildMember(t.db, beta.id, { username: 'gridmbeta' });

const taskUrl = (id: string) => API.operator.task.replace(':id', id);
const fileUrl = (id: string) => API.operator.taskFile.replace(':id', id);
const exportOf = (token: string, body: unknown, merchant?: string) =>
  opCall(t, token, API.operator.exportTask, { body, ...(merchant ? { merchant } : {}) });
const taskOf = async (token: string, id: string) => (await opCall(t, token, taskUrl(id))).body.value as OpsTask;
/** Rows of a table, where each named column equals its value. */
async function countRows(table: string, where: Record<string, string> = {}): Promise<number> {
  const conds = Object.entries(where).map(([c, v]) => sql`${sql.ref(c)} = ${v}`);
  const filter = conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``;
  const r = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} ${filter}`.execute(t.db);
  return Number(r.rows[0]!.n);
}
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('exporting a list', () => {
  it('writes every row the filter matches, masked as the list shows them and safe in a spreadsheet, for its maker only', async () => {
    const started = await exportOf(support.token, { list: 'members', filter: { by: 'username', q: 'gridm' } });
    expect(started.status).toBe(200);
    const task = started.body.value as OpsTask;
    expect(task).toMatchObject({ kind: 'export', list: 'members', status: 'queued', done: 0, download: null });
    // Not done yet: no file.
    expect((await opCall(t, support.token, fileUrl(task.id))).body.code).toBe('task_not_ready');

    await runTask(t.db, task.id);
    const done = await taskOf(support.token, task.id);
    expect(done).toMatchObject({ status: 'done', done: 5, error: null, download: fileUrl(task.id) });

    const file = await t.app.inject({ url: fileUrl(task.id), headers: { authorization: `Bearer ${support.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="acme-members-${task.id}.csv"`);
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const lines = csvLines(file.body);
    expect(lines[0]).toBe('"id","username","nickname","type","status","mobile","email","upline","createdAt","lastLoginAt"');
    expect(lines).toHaveLength(6);
    const rows = lines.slice(1).join('\n');
    // The filter's rows of this merchant only, e-mails masked, the formula made text.
    expect(rows).toContain('"gridm0"');
    expect(rows).not.toContain('gridmbeta');
    expect(rows).not.toContain('other1');
    expect(rows).toContain('"g***@example.test"');
    expect(rows).not.toContain('grid0@example.test');
    expect(rows).toContain(`"'=HYPERLINK(""x"")"`);

    // The request is in the audit trail with its filter.
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target_type', '=', 'task')
      .where('target_id', '=', task.id)
      .execute();
    expect(audit).toEqual([
      {
        action: 'task.export',
        after: expect.objectContaining({ list: 'members', filter: expect.objectContaining({ q: 'gridm' }) }),
      },
    ]);

    // Another operator of the merchant, even one who may read the list, sees neither the task nor its file.
    const other = await signedInOperator(t, 'support', acme.id);
    expect((await opCall(t, other.token, taskUrl(task.id))).status).toBe(404);
    expect((await opCall(t, other.token, fileUrl(task.id))).status).toBe(404);
    expect((await opCall(t, other.token, API.operator.tasks)).body.value).toEqual([]);
    expect(((await opCall(t, support.token, API.operator.tasks)).body.value as OpsTask[]).map((x) => x.id)).toContain(task.id);
  });

  it('reads page after page to the end of the list', async () => {
    const op = (await operatorActingAgain(t.db, auditor.id, acme.id, '10.0.0.1'))!;
    for (let i = 0; i < 230; i++)
      await appendAudit(t.db, op, { action: 'test.paging', targetType: 'thing', targetId: String(i) });
    const task = (await exportOf(auditor.token, { list: 'audit', filter: { action: 'test.paging' } })).body.value as OpsTask;
    await runTask(t.db, task.id);
    expect(await taskOf(auditor.token, task.id)).toMatchObject({ status: 'done', done: 230 });
    const file = await t.app.inject({ url: fileUrl(task.id), headers: { authorization: `Bearer ${auditor.token}` } });
    const lines = csvLines(file.body);
    expect(lines).toHaveLength(231);
    expect(lines[0]).toBe(
      '"seq","at","actor.kind","actor.name","role","merchant","ip","action","targetType","targetId","intact"',
    );
    // Newest first, as the list shows it, each row once.
    const targets = lines.slice(1).map((l) => Number(l.split(',')[9]!.replace(/"/g, '')));
    expect(targets[0]).toBe(229);
    expect(new Set(targets).size).toBe(230);
    expect(await countRows('operator_task_chunks')).toBeGreaterThanOrEqual(4);
  });

  it('is refused without the list’s permission (audited), to a machine key, across merchants and with a bad filter', async () => {
    const before = await countRows('operator_tasks');
    expect((await t.call({ url: API.operator.exportTask, merchant: null, body: { list: 'members', filter: {} } })).status).toBe(
      401,
    );
    // Content operators read no members; support reads no withdrawals.
    expect((await exportOf(content.token, { list: 'members', filter: {} })).status).toBe(403);
    expect((await exportOf(support.token, { list: 'withdrawals', filter: { view: 'all' } })).status).toBe(403);
    const denied = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'access.denied')
      .where('operator_id', '=', support.id)
      .execute();
    expect(denied.map((d) => d.after)).toContainEqual({ permission: 'withdrawals.read', reason: 'permission' });
    // A merchant operator naming another merchant.
    expect((await exportOf(support.token, { list: 'members', filter: {} }, 'beta')).status).toBe(403);
    // Bad filters: a list that is not one, a status that is not one.
    expect((await exportOf(support.token, { list: 'games', filter: {} })).status).toBe(400);
    expect((await exportOf(support.token, { list: 'members', filter: { status: 'sleeping' } })).body.code).toBe(
      'validation_failed',
    );
    // A machine key pages the list calls itself.
    const key = await createOperatorKey(t.db, acme.id, 'grid-key', 'support');
    const byKey = await opCall(t, undefined, API.operator.exportTask, { body: { list: 'members', filter: {} }, key });
    expect(byKey.body.code).toBe('operator_person_required');
    expect(await countRows('operator_tasks')).toBe(before);
  });

  it('fails when its maker may no longer read the list by the time it runs', async () => {
    const maker = await signedInOperator(t, 'finance', acme.id);
    const task = (await exportOf(maker.token, { list: 'deposits', filter: {} })).body.value as OpsTask;
    await t.db.updateTable('operator_users').set({ role: 'content' }).where('id', '=', maker.id).execute();
    await runTask(t.db, task.id);
    const row = await t.db
      .selectFrom('operator_tasks')
      .select(['status', 'error'])
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', error: 'forbidden' });
    expect(await countRows('operator_task_chunks', { task_id: task.id })).toBe(0);
  });

  it('a platform operator exports the merchant it names', async () => {
    const task = (await exportOf(platform.token, { list: 'members', filter: { by: 'username', q: 'gridm' } }, 'beta')).body
      .value as OpsTask;
    await runTask(t.db, task.id);
    const file = await t.app.inject({
      url: fileUrl(task.id),
      headers: { authorization: `Bearer ${platform.token}`, merchant: 'beta' },
    });
    expect(csvLines(file.body).slice(1).join()).toContain('gridmbeta');
    expect(csvLines(file.body)).toHaveLength(2);
    // Named with the other merchant, it is not found.
    expect((await opCall(t, platform.token, fileUrl(task.id), { merchant: 'acme' })).status).toBe(404);
  });

  it('runs when pg-boss hands it to a worker (the send of a request), once', async () => {
    const queue = lateJobQueue();
    const deps = { ...t.deps, jobs: queue };
    const stop = await startJobs(t.databaseUrl, deps, [], pino({ level: 'silent' }), { jobs: SENT_JOBS, queue });
    const app = await buildApp(deps);
    try {
      const r = await app.inject({
        method: 'POST',
        url: API.operator.exportTask,
        headers: { authorization: `Bearer ${support.token}` },
        payload: { list: 'members', filter: { by: 'username', q: 'gridm' } },
      });
      const id = (r.json() as { value: OpsTask }).value.id;
      let task: OpsTask | undefined;
      for (let i = 0; i < 100 && task?.status !== 'done'; i++) {
        await new Promise((res) => setTimeout(res, 200));
        task = await taskOf(support.token, id);
      }
      expect(task).toMatchObject({ status: 'done', done: 5 });
      expect(await countRows('operator_task_chunks', { task_id: id })).toBe(2);
    } finally {
      await app.close();
      await stop();
    }
  });
});

describe('counting what a filter matches', () => {
  const count = (token: string, body: unknown, merchant?: string) =>
    opCall(t, token, API.operator.gridCount, { body, ...(merchant ? { merchant } : {}) });

  it('counts exactly up to the bound, for each list, within the merchant and the role', async () => {
    expect((await count(support.token, { list: 'members', filter: { by: 'username', q: 'gridm' } })).body.value).toEqual({
      count: 5,
      exact: true,
    });
    expect((await count(support.token, { list: 'members', filter: { by: 'username', q: 'nobody' } })).body.value.count).toBe(0);
    expect((await count(auditor.token, { list: 'audit', filter: { action: 'test.paging' } })).body.value).toEqual({
      count: 230,
      exact: true,
    });
    for (const list of ['withdrawals', 'deposits', 'bets'] as const)
      expect((await count(finance.token, { list, filter: list === 'withdrawals' ? { view: 'all' } : {} })).body.value).toEqual({
        count: 0,
        exact: true,
      });
    expect((await count(support.token, { list: 'adjustments', filter: {} })).status).toBe(200);
    expect((await count(content.token, { list: 'members', filter: {} })).status).toBe(403);
    expect((await count(support.token, { list: 'members', filter: { status: 'x' } })).status).toBe(400);
  });

  it('answers the planner’s estimate beyond the bound, never less than it counted', async () => {
    const query = sql`SELECT m.id FROM members m WHERE m.merchant_id = ${acme.id}`.compile(t.db);
    expect(await countOrEstimate(t.db, query, 100)).toEqual({ count: 6, exact: true });
    const beyond = await countOrEstimate(t.db, query, 2);
    expect(beyond.exact).toBe(false);
    expect(beyond.count).toBeGreaterThanOrEqual(3);
  });
});

describe('a bulk action on every matching member', () => {
  const bulk = (body: Record<string, unknown>, token = support.token) => opCall(t, token, API.operator.bulkTask, { body });
  const statusOf = async (id: string) =>
    (await t.db.selectFrom('members').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('acts on each row as its own audited action, lists the rows refused, and goes on', async () => {
    await t.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', gridMembers[4]!.id).execute();
    const r = await bulk({
      list: 'members',
      filter: { by: 'username', q: 'gridm' },
      action: 'freeze',
      reason: 'chargeback ring',
      max: 10,
    });
    expect(r.status).toBe(200);
    const task = r.body.value as OpsTask;
    expect(task).toMatchObject({ kind: 'bulk', action: 'freeze', status: 'queued' });
    await runTask(t.db, task.id);
    expect(await taskOf(support.token, task.id)).toMatchObject({
      status: 'done',
      done: 4,
      failed: 1,
      failures: [{ row: gridMembers[4]!.id, code: 'forbidden' }],
    });
    for (const m of gridMembers.slice(0, 4)) expect(await statusOf(m.id)).toBe('locked');
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['target_id', 'after'])
      .where('action', '=', 'member.freeze')
      .where('operator_id', '=', support.id)
      .execute();
    expect(entries.map((e) => e.target_id).sort()).toEqual(
      gridMembers
        .slice(0, 4)
        .map((m) => m.id)
        .sort(),
    );
    expect(entries[0]!.after).toEqual({ status: 'locked', reason: 'chargeback ring' });

    // Taken up again (its worker died mid-way): the rows done are not done twice.
    await t.db
      .updateTable('operator_tasks')
      .set({ status: 'running', beat_at: new Date(Date.now() - 10 * 60_000) })
      .where('id', '=', task.id)
      .execute();
    expect(await runWaitingTasks(t.db)).toBe(1);
    expect(await taskOf(support.token, task.id)).toMatchObject({ status: 'done', done: 4, failed: 1 });
    expect(await countRows('audit_log', { action: 'member.freeze', operator_id: support.id })).toBe(4);

    const back = (
      await bulk({ list: 'members', filter: { by: 'username', q: 'gridm' }, action: 'unfreeze', reason: 'cleared', max: 5 })
    ).body.value as OpsTask;
    await runTask(t.db, back.id);
    for (const m of gridMembers.slice(0, 4)) expect(await statusOf(m.id)).toBe('active');
  });

  it('changes nothing when the filter matches more rows than the operator allowed', async () => {
    const task = (
      await bulk({ list: 'members', filter: { by: 'username', q: 'gridm' }, action: 'freeze', reason: 'oops', max: 2 })
    ).body.value as OpsTask;
    await runTask(t.db, task.id);
    expect(await taskOf(support.token, task.id)).toMatchObject({ status: 'failed', error: 'bulk_too_many', done: 0 });
    for (const m of gridMembers.slice(0, 4)) expect(await statusOf(m.id)).toBe('active');
  });

  it('needs members.manage, a reason and a bound', async () => {
    const body = { list: 'members', filter: {}, action: 'freeze', reason: 'x', max: 10 };
    expect((await bulk(body, finance.token)).status).toBe(403);
    expect((await bulk({ ...body, reason: ' ' })).status).toBe(400);
    expect((await bulk({ ...body, max: 10_001 })).status).toBe(400);
    expect((await bulk({ ...body, action: 'delete' })).status).toBe(400);
  });
});

describe('saved views', () => {
  const views = (token: string, list = 'members') => opCall(t, token, `${API.operator.views}?list=${list}`);
  const save = (token: string, body: unknown) => opCall(t, token, API.operator.views, { body });

  it("are the operator's own, by name, and refused without the list's permission", async () => {
    const saved = await save(support.token, {
      list: 'members',
      name: 'Frozen',
      search: { by: 'username', q: 'grid', status: 'locked', hide: 'email' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value).toMatchObject({ name: 'Frozen', search: { status: 'locked', hide: 'email' } });
    expect((await save(support.token, { list: 'members', name: 'Frozen', search: {} })).body.code).toBe('view_name_taken');
    expect((await views(support.token)).body.value.map((v: { name: string }) => v.name)).toEqual(['Frozen']);
    // Another operator sees none and cannot delete this one.
    const other = await cookieOperator(t, 'support', acme.id);
    const otherCall = (url: string, method: 'GET' | 'DELETE') =>
      t.call({ url, method, merchant: null, headers: { cookie: other.cookie, 'x-csrf-token': other.csrf } });
    expect((await otherCall(`${API.operator.views}?list=members`, 'GET')).body.value).toEqual([]);
    const id = saved.body.value.id as string;
    expect((await otherCall(API.operator.view.replace(':id', id), 'DELETE')).status).toBe(404);
    // No view of a list the role cannot read.
    expect((await save(support.token, { list: 'audit', name: 'Mine', search: {} })).status).toBe(403);
    expect((await views(support.token, 'audit')).status).toBe(403);
    expect((await save(support.token, { list: 'members', name: '', search: {} })).status).toBe(400);
    expect((await save(support.token, { list: 'members', name: 'Deep', search: { q: { nested: true } } })).status).toBe(400);

    expect((await opCall(t, support.token, API.operator.view.replace(':id', id), { method: 'DELETE' })).status).toBe(200);
    expect((await views(support.token)).body.value).toEqual([]);
  });

  it(`keep at most ${VIEWS_PER_LIST} per list, even saved at once`, async () => {
    const op = await signedInOperator(t, 'support', acme.id);
    const answers = await Promise.all(
      Array.from({ length: VIEWS_PER_LIST + 5 }, (_, i) =>
        save(op.token, { list: 'members', name: `v${i}`, search: { q: `q${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(VIEWS_PER_LIST);
    expect(answers.filter((a) => a.body.code === 'views_full')).toHaveLength(5);
  });
});
