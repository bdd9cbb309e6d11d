// npm test: every test of the project, in order: npm run check (format, lint with the import
// boundaries, typecheck), the contract's and the web's unit tests, API tests on a real PostgreSQL
// (embedded unless TEST_DATABASE_URL), web build, browser tests in Debian's chromium.
// Prints each phase's time, then one line "N passed, N failed".
//   --api-only   only the check and API tests (CI reruns these on the machine's PostgreSQL)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiOnly = process.argv.includes('--api-only');
let passed = 0;
let failed = 0;
const phases = [];
const started = Date.now();

function run(title, cmd, args, cwd = root, env = {}) {
  console.log(`\n=== ${title}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  phases.push([title, Date.now() - t0]);
  return r.status === 0;
}

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function vitest(title, cwd, args = []) {
  const out = path.join(tmpdir(), `playhouse-vitest-${process.pid}-${title.replace(/\W+/g, '-')}.json`);
  const ok = run(title, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...args], cwd);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (ok ? 0 : report.numFailedTests ? 0 : 1);
    rmSync(out, { force: true });
  } else if (!ok) failed += 1;
  return ok;
}

function step(title, ok) {
  if (ok) passed += 1;
  else failed += 1;
}

step('check (format, lint, typecheck)', run('check', 'npm', ['run', 'check']));
vitest('lint rule tests', root, ['--config', 'scripts/lint/vitest.config.ts']);
vitest('contract unit tests', path.join(root, 'packages/contract'));
vitest('web unit tests', path.join(root, 'apps/web'), ['--config', 'vitest.config.ts']);
vitest('API tests', path.join(root, 'apps/server'));
if (!apiOnly) {
  step('web build', run('web build', 'npm', ['run', 'build', '-w', '@playhouse/web']));
  step('console build', run('console build', 'npm', ['run', 'build', '-w', '@playhouse/console']));
  step('chromium present', run('chromium', 'bash', [path.join(root, 'scripts/ensure-chromium.sh')]));
  vitest('browser tests', path.join(root, 'apps/web'), ['--config', 'e2e/vitest.config.ts']);
}
console.log('\nPhase times (m:ss)');
for (const [title, ms] of phases) console.log(`  ${clock(ms).padStart(6)}  ${title}`);
console.log(`  ${clock(Date.now() - started).padStart(6)}  total`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
