// npm start: builds the web app when its sources are newer than the build, then serves
// the web app and the API from one port (PORT, default 3000) on the embedded PostgreSQL
// (or DATABASE_URL).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'packages/contract/src'].map((p) => path.join(root, p));
const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs)));
if (!existsSync(dist) || statSync(dist).mtimeMs < sourceTime) {
  console.log('Building the web app...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@playhouse/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'), DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data') },
});
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => server.kill(s));
server.on('exit', (code) => process.exit(code ?? 0));
