import { loadConfig } from './config.js';
import { bootPlatform } from './boot.js';
import { DEMO } from './seed/demo.js';
import { DEMO_TEAM } from './seed/agents.seed.js';
import { DEMO_PAYMENTS, newOperatorKey } from './seed/payments.seed.js';
import { DEMO_OPERATORS, newMerchantOwner, newPlatformOwner } from './seed/operators.seed.js';
import { otpauthUrl } from './lib/totp.js';

const config = loadConfig();
const platform = await bootPlatform(config);
const address = await platform.app.listen({ port: config.PORT, host: config.HOST });

const url = `http://localhost:${config.PORT}`;
console.log(`\nPlayhouse is running at ${url} (API at ${address}, docs at ${url}/docs)`);
if (config.SEED_DEMO) {
  console.log(`Demo merchant "${DEMO.merchant}":`);
  console.log(`  player  ${DEMO.player.username} / ${DEMO.player.password}`);
  console.log(`  agent   ${DEMO.agent.username} / ${DEMO.agent.password}  (agent back office: ${url}/agent)`);
  console.log(`  sub-agent ${DEMO_TEAM.sub.username} / ${DEMO_TEAM.password}  (a pending contract offer in its popup)`);
  console.log(`  forced password change: ${DEMO.fresh.username} / ${DEMO.fresh.password}`);
  console.log(`  trial login: "Try for free" in the login dialog`);
  console.log(
    `  payment password of ${DEMO.player.username}: ${DEMO_PAYMENTS.paymentPassword} (deposits go through the demo payment gateway)`,
  );
  const operatorKey = newOperatorKey();
  // Only its hash is stored: the key is shown this once, on the start that created it.
  // A key approves nothing under four eyes: the second pair of eyes is always a person signed in with TOTP.
  if (operatorKey) console.log(`  operator API key (x-operator-key, role owner, never approves; shown once): ${operatorKey}`);
  console.log(`  operator console: ${url}/console (sign in with an operator's password and authenticator code)`);
  const merchantOwner = newMerchantOwner();
  if (merchantOwner) {
    console.log(`  demo merchant owner (console sign-in, shown once): ${merchantOwner.username} / ${merchantOwner.password}`);
    console.log(`    TOTP secret (add to an authenticator app): ${merchantOwner.totpSecret}`);
    console.log(`    ${otpauthUrl('Playhouse ops', merchantOwner.username, merchantOwner.totpSecret)}`);
  }
  const owner = newPlatformOwner();
  // Generated at the first seed; only the password's hash is stored: shown this once.
  if (owner) {
    console.log(`  platform owner (POST /ops/session/login, shown once): ${owner.username} / ${owner.password}`);
    console.log(`    TOTP secret (add to an authenticator app): ${owner.totpSecret}`);
    console.log(`    ${otpauthUrl('Playhouse ops', owner.username, owner.totpSecret)}`);
  }
  if (config.devOutbox) console.log(`  dev outbox (sms codes, e-mails): ${url}/dev/outbox?merchant=${DEMO.merchant}`);
  const second = DEMO_OPERATORS.second;
  console.log(
    `Second merchant "${second.merchant}" (Merchant: ${second.merchant} or host ${second.domain}): player ${second.player.username} / ${second.player.password}`,
  );
}

// Ctrl+C under `npm start` arrives twice (the terminal's and the one start.mjs forwards):
// the second must not cut the first's clean stop short.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void platform.stop().finally(() => process.exit(0));
  });
}
