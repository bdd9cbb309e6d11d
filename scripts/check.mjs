// npm run check: format, lint (with the import boundaries) and every typecheck, two at a time
// (these machines have two cores; one after another the check took twice as long). Each task's
// output is printed whole when it ends; the exit code is 1 when any task failed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const tsc = (project) => [`typecheck ${project}`, bin('tsc'), ['-p', project]];

// Longest first, so the two slots end close together.
const tasks = [
  tsc('apps/server'),
  tsc('bench'),
  tsc('apps/web'),
  tsc('apps/console'),
  ['lint', bin('eslint'), ['.']],
  ['format', bin('prettier'), ['--check', '.']],
  tsc('packages/contract'),
  tsc('apps/web/tsconfig.e2e.json'),
  tsc('apps/simulator'),
  tsc('packages/web-shared'),
];
const SLOTS = 2;

function run([title, cmd, args]) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const s = ((Date.now() - t0) / 1000).toFixed(0);
      console.log(`\n--- ${title}: ${code === 0 ? 'ok' : 'FAILED'} (${s} s)`);
      if (out.trim()) console.log(out.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...tasks];
let failed = 0;
await Promise.all(
  Array.from({ length: SLOTS }, async () => {
    for (let task = queue.shift(); task; task = queue.shift()) if (!(await run(task))) failed += 1;
  }),
);
console.log(failed ? `\ncheck: ${failed} task(s) failed` : '\ncheck: all passed');
process.exit(failed ? 1 : 0);
