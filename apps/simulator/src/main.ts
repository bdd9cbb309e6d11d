import { DEMO_CHAOS, QUIET } from './platform-client.js';
import { DEFAULT_TRANSFER_VENDORS, startSimulator } from './simulator.js';

/**
 * `npm start -w @playhouse/simulator` (scripts/start.mjs starts it in demo mode). A SIMULATOR,
 * not a vendor: it stands in for the catalog's external vendors in demo mode and tests.
 *   SIMULATOR_PORT      default 3100
 *   SIMULATOR_HOST      default 0.0.0.0
 *   PLATFORM_URL        the platform, for seamless calls and "Back to lobby" (default http://localhost:3000)
 *   SIMULATOR_SECRET    required; the platform gets the same (vendor secrets derive from it)
 *   DATA_DIR            where simulator-state.json keeps transfer balances, transfer ids, bets and unacknowledged wins/rollbacks (default ./.data)
 *   SIMULATOR_CHAOS     true (default): small rates of duplicate callbacks, lost answers and late rollbacks
 *   SIMULATOR_TRANSFER_VENDORS  vendors played in transfer mode when a launch URL does not say (comma list)
 */
const env = process.env;
const secret = env.SIMULATOR_SECRET ?? '';
if (secret.length < 16) {
  console.error('[vendor simulator] SIMULATOR_SECRET (16+ characters) is required');
  process.exit(1);
}
const port = Number(env.SIMULATOR_PORT ?? 3100);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('[vendor simulator] SIMULATOR_PORT must be a port number');
  process.exit(1);
}
const chaos = (env.SIMULATOR_CHAOS ?? 'true') !== 'false';
const sim = await startSimulator({
  port,
  host: env.SIMULATOR_HOST ?? '0.0.0.0',
  platformUrl: env.PLATFORM_URL ?? 'http://localhost:3000',
  secret,
  dataDir: env.DATA_DIR ?? './.data',
  behaviour: { ...(chaos ? DEMO_CHAOS : QUIET) },
  transferVendors: env.SIMULATOR_TRANSFER_VENDORS
    ? env.SIMULATOR_TRANSFER_VENDORS.split(',').map((v) => v.trim())
    : DEFAULT_TRANSFER_VENDORS,
});
console.log(
  `[vendor simulator] Vendor simulator running at http://localhost:${new URL(sim.url).port} (chaos ${chaos ? 'on' : 'off'})`,
);

// Under `npm start` Ctrl+C reaches this process twice (from the terminal, then forwarded by
// start.mjs): the second must not end it in the middle of closing.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void sim.close().finally(() => process.exit(0));
  });
}
