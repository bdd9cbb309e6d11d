import { loadConfig } from './config.js';
import { bootPlatform } from './boot.js';
import { DEMO } from './seed/demo.js';

const config = loadConfig();
const platform = await bootPlatform(config);
const address = await platform.app.listen({ port: config.PORT, host: config.HOST });

const url = `http://localhost:${config.PORT}`;
console.log(`\nPlayhouse is running at ${url} (API at ${address}, docs at ${url}/docs)`);
if (config.SEED_DEMO) {
  console.log(`Demo merchant "${DEMO.merchant}":`);
  console.log(`  player  ${DEMO.player.username} / ${DEMO.player.password}`);
  console.log(`  agent   ${DEMO.agent.username} / ${DEMO.agent.password}  (agent back office: ${url}/agent)`);
  console.log(`  forced password change: ${DEMO.fresh.username} / ${DEMO.fresh.password}`);
  console.log(`  trial login: "Try for free" in the login dialog`);
  if (config.devOutbox) console.log(`  dev outbox (sms codes, e-mails): ${url}/dev/outbox?merchant=${DEMO.merchant}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void platform.stop().finally(() => process.exit(0));
  });
}
