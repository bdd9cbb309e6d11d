import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildDeps } from './build-deps.js';
import type { Config } from './config.js';
import { createDb, type Db } from './db/database.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { migrate } from './db/migrate.js';
import { startJobs } from './jobs/schedule.js';
import { buildApp, JOBS, SENT_JOBS, SUBSCRIBERS } from './composition.js';
import { lateJobQueue } from './lib/job-queue.js';
import { startEventWorkers } from './modules/events/index.js';
import { beaconsFor, officialSourcesOf, startLotteryDrawer } from './modules/lottery/index.js';
import { startMetricsServer } from './modules/monitoring/index.js';
import { outboxMailer, smtpMailer } from './lib/mail.js';
import { httpSms, outboxSms } from './lib/sms.js';
import { seedSimulatorSecrets } from './modules/providers/index.js';
import { seedDemo } from './seed/demo.js';
import { dbClockState, startDbClock } from './lib/db-clock.js';
import { runsWorkers, whileDatabaseAway, withStartLock, workerCounts } from './lib/start-guards.js';

export interface Platform {
  app: FastifyInstance;
  db: Db;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Starts the database (embedded unless DATABASE_URL), migrates, seeds, and builds the app. */
export async function bootPlatform(config: Config, opts: { jobs?: boolean } = {}): Promise<Platform> {
  const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(config.DATA_DIR);
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  const sessionUrl = config.DATABASE_SESSION_URL ?? databaseUrl;
  const db = createDb(databaseUrl, config.DATABASE_POOL_MAX, sessionUrl);
  // Migrations and the start lock hold session advisory locks: on the session URL, never through
  // a transaction pooler. Several first starts at once: one migrates and seeds, the others wait
  // and find it done.
  const session = createDb(sessionUrl, 1);
  let said = false;
  const waiting = (err: unknown) => {
    if (!said) console.warn(`waiting for the database (${(err as Error).message})`);
    said = true;
  };
  try {
    // The whole first-start phase runs again when the database goes away in the middle of it (a
    // failover while this server starts): each step finds what an earlier try finished.
    await whileDatabaseAway(
      async () => {
        const applied = await migrate(session);
        if (config.SEED_DEMO) await withStartLock(session, () => seedDemo(db));
        // A new or upgraded database: statistics now, not at autovacuum's next round, so the first
        // cached plans are not made for empty tables (README, Performance: seamless wallet).
        if (applied.length > 0) await sql`ANALYZE`.execute(session);
        // Demo and tests: the vendor simulator signs with secrets derived from this shared master.
        // The secrets live in the database, the one store every server reads; a server started with
        // another master adds what is missing and changes nothing.
        if (config.SIMULATOR_SECRET) {
          const { differing } = await seedSimulatorSecrets(db, config.SIMULATOR_SECRET);
          if (differing > 0)
            console.warn(
              `vendor secrets: ${differing} stored secrets differ from this server's SIMULATOR_SECRET; the stored ones are used`,
            );
        }
      },
      60_000,
      waiting,
    );
  } finally {
    await session.destroy();
  }
  const jobQueue = lateJobQueue();
  const deps = await buildDeps(db, config, {
    jobs: jobQueue,
    mail: config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db),
    sms: config.SMS_HTTP_URL ? httpSms(config.SMS_HTTP_URL, config.SMS_HTTP_KEY) : outboxSms(db),
  });
  // Every process follows the database's clock (lib/db-clock.ts); a far-off one fails its health
  // check, and its workers (jobs, event delivery, the drawer) do not start.
  const clock = await startDbClock(db, {
    maxMs: config.CLOCK_SKEW_MAX_MS,
    onTooFar: (skewMs) =>
      deps.log.error(
        { skewMs, maxMs: config.CLOCK_SKEW_MAX_MS },
        "this server's clock is off the database's; fix the clock (NTP)",
      ),
  });
  let workers = opts.jobs !== false && runsWorkers(config.PLATFORM_ROLE);
  if (workers && dbClockState().tooFar) {
    deps.log.error('its workers do not start until the clock is fixed and the server restarted');
    workers = false;
  }
  const counts = workerCounts(config, workers);
  // A web process starts a sender, so an operator's task starts at once, not at the next sweep.
  const sends = counts.jobs + counts.tasks > 0 || (opts.jobs !== false && config.PLATFORM_ROLE === 'web');
  const stopJobs = !sends
    ? async () => {}
    : await startJobs(sessionUrl, deps, JOBS, deps.log, {
        jobs: SENT_JOBS,
        queue: jobQueue,
        counts,
        poolMax: config.DATABASE_JOBS_POOL_MAX,
      });
  // Event delivery runs beside the jobs (on every worker: they share the work through PostgreSQL).
  const stopEvents =
    counts.events === 0
      ? async () => {}
      : await startEventWorkers(deps, SUBSCRIBERS, { loops: counts.events, batch: config.EVENT_BATCH });
  // The lottery's draw loop, beside them (every worker; draws are claimed, never run twice).
  const stopDrawer =
    counts.drawer === 0
      ? async () => {}
      : startLotteryDrawer(db, beaconsFor(db, config), officialSourcesOf(config), deps.log.child({ module: 'lottery' }));
  const metrics = config.METRICS_PORT
    ? await startMetricsServer(
        deps,
        config.METRICS_PORT,
        config.HOST,
        SUBSCRIBERS.map((s) => s.name),
      )
    : null;
  const app = await buildApp(deps);
  return {
    app,
    db,
    databaseUrl,
    async stop() {
      clock.stop();
      await app.close();
      await metrics?.close();
      await stopDrawer();
      await stopEvents();
      await stopJobs();
      await db.destroy();
      await embedded?.stop();
    },
  };
}
