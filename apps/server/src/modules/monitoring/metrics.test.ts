import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API, OPERATOR_KEY_HEADER } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { createOperatorKey } from '../operator/index.js';
import { signedInOperator } from '../../../test/helpers/operators.js';
import { deliverPending, emit, relay } from '../events/index.js';
import { winnersSubscriber } from '../winners/index.js';
import { accountFor, post } from '../ledger/index.js';
import { startMetricsServer } from './index.js';

// A built web app is served, so a /metrics that fell to the SPA fallback would answer its HTML.
const web = await mkdtemp(path.join(tmpdir(), 'playhouse-web-'));
await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Playhouse</title>');
const t = await testPlatform({ WEB_DIST: web });
const acme = await buildMerchant(t.db);
// The figures span every merchant: a platform operator with monitoring.read reads them; a merchant's key may not.
const merchantKey = await createOperatorKey(t.db, acme.id, 'ops-metrics');
const platform = await signedInOperator(t, 'auditor', null);
const asPlatform = { authorization: `Bearer ${platform.token}` };
const m = await buildMember(t.db, acme.id);
// One ledger transaction of type deposit.
await post(t.db, {
  merchantId: acme.id,
  type: 'deposit',
  reference: 'deposit:metrics',
  idempotencyKey: 'deposit:metrics',
  postings: [
    { accountId: (await accountFor(t.db, acme.id, 'payment_clearing')).id, amount: -700n },
    { accountId: (await accountFor(t.db, acme.id, 'member', m.id)).id, amount: 700n },
  ],
});
// One event waiting for the winners board.
await t.db.transaction().execute((trx) =>
  emit(trx, {
    type: 'round.settled',
    payload: {
      merchantId: acme.id,
      memberId: m.id,
      vendor: 'PG',
      roundId: 'r1',
      gameCode: 'none',
      source: 'seamless',
      betId: '1',
      gameType: 'RNG',
      status: 'settled',
      stake: '1',
      validBet: '1',
      win: '0',
    },
  }),
);

const NAMES = [
  'playhouse_http_request_duration_seconds',
  'playhouse_db_pool_connections',
  'playhouse_job_runs_total',
  'playhouse_job_failures_total',
  'playhouse_events_undelivered',
  'playhouse_events_oldest_undelivered_seconds',
  'playhouse_ledger_transactions',
];

describe('GET /metrics', () => {
  it('is refused without a platform operator, and never answers the web app', async () => {
    const refusals: [Record<string, string>, number][] = [
      [{}, 401],
      [{ [OPERATOR_KEY_HEADER]: 'opk_wrong' }, 401],
      [{ [OPERATOR_KEY_HEADER]: merchantKey }, 403],
    ];
    for (const [headers, status] of refusals) {
      const r = await t.app.inject({ url: API.monitoring.metrics, headers });
      expect(r.statusCode).toBe(status);
      expect(r.body).not.toContain('<!doctype html>');
      expect(r.body).not.toContain('playhouse_');
    }
    expect((await t.app.inject({ url: '/metrics/x' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/lobby' })).body).toContain('<!doctype html>'); // the fallback itself still works
  });

  it('answers Prometheus text to a platform operator: latency by route pattern, pool, jobs, event backlog, ledger', async () => {
    await t.call({ url: `${API.games.winners}?gameCategory=ALL&limitNum=3` });
    const r = await t.app.inject({ url: API.monitoring.metrics, headers: asPlatform });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    for (const name of NAMES) expect(r.body).toContain(`# TYPE ${name} `);
    // The route pattern, not the URL with its query.
    expect(r.body).toMatch(
      new RegExp(
        `playhouse_http_request_duration_seconds_count\\{method="GET",route="${API.games.winners}",status="200"\\} \\d+`,
      ),
    );
    expect(r.body).not.toContain('limitNum=3');
    expect(r.body).toMatch(/playhouse_db_pool_connections\{state="total"\} [1-9]/);
    expect(r.body).toContain('playhouse_events_undelivered{subscriber="(relay)",state="pending"} 1');
    expect(r.body).toMatch(/playhouse_ledger_transactions\{type="deposit"\} [1-9]/);
  });

  it('counts undelivered events per subscriber until they are handled', async () => {
    await relay(t.db, [winnersSubscriber]);
    const scrape = async () => (await t.app.inject({ url: API.monitoring.metrics, headers: asPlatform })).body;
    expect(await scrape()).toContain('playhouse_events_undelivered{subscriber="winners-board",state="pending"} 1');
    expect(await scrape()).toMatch(/playhouse_events_oldest_undelivered_seconds\{subscriber="winners-board"\} \d/);
    await deliverPending(t.deps, [winnersSubscriber]);
    // Up to date: the series stays, at 0.
    const after = await scrape();
    expect(after).toContain('playhouse_events_undelivered{subscriber="winners-board",state="pending"} 0');
    expect(after).toContain('playhouse_events_oldest_undelivered_seconds{subscriber="winners-board"} 0');
  });

  it('is served without a key on METRICS_PORT (a private port), and nothing else there', async () => {
    const server = await startMetricsServer(t.deps, 0, '127.0.0.1');
    try {
      const r = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(r.status).toBe(200);
      const body = await r.text();
      for (const name of NAMES) expect(body).toContain(`# TYPE ${name} `);
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
