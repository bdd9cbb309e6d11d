// Builds a front end (web app, console) when its sources or the shared packages are newer than its build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export function buildIfStale(app, title) {
  const dist = path.join(root, `apps/${app}/dist/index.html`);
  const sources = [`apps/${app}/src`, `apps/${app}/index.html`, 'packages/contract/src', 'packages/web-shared/src'].map((p) =>
    path.join(root, p),
  );
  const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs)));
  if (existsSync(dist) && statSync(dist).mtimeMs >= sourceTime) return;
  console.log(`Building the ${title}...`);
  const r = spawnSync('npm', ['run', 'build', '-w', `@playhouse/${app}`], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
