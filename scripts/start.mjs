// npm start: builds the web app and the operator console when their sources are newer than
// their builds, then serves the web app, the console (/console) and the API from one port
// (PORT, default 3000) on the embedded PostgreSQL (or DATABASE_URL). In demo mode (SEED_DEMO not false) the vendor simulator
// (apps/simulator, SIMULATOR_PORT, default 3100) runs beside it and stands in for the
// catalog's external vendors; the two stop together.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildIfStale } from './lib/build-if-stale.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

buildIfStale('web', 'web app');
buildIfStale('console', 'operator console');

const dataDir = process.env.DATA_DIR ?? path.join(root, '.data');
const demo = process.env.SEED_DEMO !== 'false' && !process.env.SIMULATOR_URL;
const simulatorEnv = {};
if (demo) {
  const simPort = process.env.SIMULATOR_PORT ?? '3100';
  simulatorEnv.SIMULATOR_URL = `http://localhost:${simPort}`;
  simulatorEnv.SIMULATOR_SECRET = simulatorSecret();
  simulatorEnv.SIMULATOR_PORT = simPort;
  simulatorEnv.PLATFORM_URL = process.env.PLATFORM_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;
}

/** The master secret shared by the platform and the simulator: random once, kept in DATA_DIR so restarts agree. */
function simulatorSecret() {
  if (process.env.SIMULATOR_SECRET) return process.env.SIMULATOR_SECRET;
  const file = path.join(dataDir, 'simulator-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const children = [];
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    ...simulatorEnv,
    WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
    CONSOLE_DIST: process.env.CONSOLE_DIST ?? path.join(root, 'apps/console/dist'),
    DATA_DIR: dataDir,
  },
});
children.push(server);
if (demo) {
  const simulator = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/simulator'),
    stdio: 'inherit',
    env: { ...process.env, ...simulatorEnv, DATA_DIR: dataDir },
  });
  children.push(simulator);
}
// One stops, both stop: a platform without its vendors (or the reverse) is not the demo.
let stopping = false;
function stopAll(signal) {
  stopping = true;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill(signal);
}
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => stopAll(s));
let exitCode = 0;
for (const c of children) {
  c.on('exit', (code) => {
    if (!stopping) exitCode = code ?? 1;
    stopAll('SIGTERM');
    if (children.every((x) => x.exitCode !== null || x.signalCode !== null)) process.exit(exitCode);
  });
}
