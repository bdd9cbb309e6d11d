import { pino } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Deps } from './deps.js';
import { lateJobQueue } from './lib/job-queue.js';
import { loadEnvelopeKey } from './lib/server-keys.js';
import { buildProviderRegistry } from './composition.js';

/** The Deps of one platform (boot, tests, bench): the caller picks how mail and SMS go out. */
export async function buildDeps(
  db: Db,
  config: Config,
  io: Pick<Deps, 'mail' | 'sms'> & Partial<Pick<Deps, 'jobs'>>,
): Promise<Deps> {
  return {
    db,
    config,
    log: pino({ level: config.LOG_LEVEL }),
    envelopeKey: await loadEnvelopeKey(db),
    mail: io.mail,
    sms: io.sms,
    providers: buildProviderRegistry(config, db),
    jobs: io.jobs ?? lateJobQueue(),
  };
}
