// npm run cluster: the platform on several hosts, simulated on this machine with network
// namespaces: etcd, two PostgreSQL 15 nodes under Patroni (a primary and a synchronous standby),
// HAProxy (HTTP to three platform servers; PostgreSQL to whichever node is primary) and
// pgbouncer, the vendor simulator and three platform servers. Installs what it needs from
// Debian's packages (and says so), prints where everything is, and stops all it started on
// Ctrl-C or `npm run cluster -- stop`. Faults, for the soak and by hand:
//   npm run cluster -- kill app2 | start app2 | isolate app2 | reconnect app2 | kill-primary | start db1 | status
// Needs root (namespaces). The templates it renders are deploy/cluster/*; docs/cluster.md.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hosts, render, root, settings, stateDir } from './config.mjs';
import { networkDown, networkUp, setLink, sh } from './network.mjs';
import { logFile, pidOf, startProcess, stopProcess } from './processes.mjs';
import { buildIfStale } from '../lib/build-if-stale.mjs';

const PACKAGES = { patroni: 'patroni', etcd: 'etcd-server', haproxy: 'haproxy', pgbouncer: 'pgbouncer', psql: 'postgresql-15' };
const APPS = ['app1', 'app2', 'app3'];
const DBS = ['db1', 'db2'];

const s = settings();
const all = hosts(s);
const hostOf = (name) => all.find((h) => h.name === name);
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

function ensurePackages() {
  const missing = Object.entries(PACKAGES)
    .filter(([bin]) => sh('sh', ['-c', `command -v ${bin} || test -x /usr/sbin/${bin}`], { quiet: true }).status !== 0)
    .map(([, pkg]) => pkg);
  if (!existsSync('/usr/lib/postgresql/15/bin/postgres')) missing.push('postgresql-15');
  if (missing.length === 0) return;
  console.log(`Installing from Debian's packages: ${[...new Set(missing)].join(', ')}`);
  const r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...new Set(missing)], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('apt-get install failed');
}

/** Answers the body of an HTTP GET, or null (down, refused, timed out). */
async function get(url, ms = 1500) {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(ms) });
    return { status: r.status, text: await r.text() };
  } catch {
    return null;
  }
}
async function until(what, check, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (logs: ${path.join(stateDir, 'log')})`);
    await wait(500);
  }
}

/** The node Patroni has made primary, by asking each node's REST API. */
export async function primaryNode() {
  for (const name of DBS) {
    const r = await get(`http://${hostOf(name).address}:${s.PATRONI_PORT}/primary`);
    if (r?.status === 200) return name;
  }
  return null;
}

function startEtcd() {
  const dir = path.join(stateDir, 'etcd');
  mkdirSync(dir, { recursive: true });
  const a = s.ETCD_HOST;
  startProcess({
    name: 'etcd',
    ns: 'ph-etcd',
    cmd: 'etcd',
    args: [
      '--name=etcd1',
      `--data-dir=${dir}`,
      `--listen-client-urls=http://${a}:2379`,
      `--advertise-client-urls=http://${a}:2379`,
      `--listen-peer-urls=http://${a}:2380`,
      `--initial-advertise-peer-urls=http://${a}:2380`,
      `--initial-cluster=etcd1=http://${a}:2380`,
      '--enable-v2=true',
    ],
  });
}

function postgresUid() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('no postgres user (the postgresql-15 package makes it)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
function ownedDir(dir, mode = 0o700) {
  mkdirSync(dir, { recursive: true, mode });
  const { uid, gid } = postgresUid();
  chownSync(dir, uid, gid);
}

function startDb(name) {
  const dir = path.join(stateDir, name);
  ownedDir(dir);
  const file = path.join(dir, 'patroni.yml');
  writeFileSync(file, render('patroni.yml', { ...s, NODE_NAME: name, NODE_HOST: hostOf(name).address }), { mode: 0o600 });
  const { uid, gid } = postgresUid();
  chownSync(file, uid, gid);
  startProcess({ name, ns: hostOf(name).ns, cmd: 'patroni', args: [file], user: 'postgres', cwd: dir });
}

/** SIGKILL a database host's Patroni and its PostgreSQL: the host is lost, Patroni's leader key expires. */
async function killDb(name) {
  const postmaster = path.join(stateDir, name, 'pgdata', 'postmaster.pid');
  await stopProcess(name, 'SIGKILL', 0);
  if (existsSync(postmaster)) {
    const pid = Number(readFileSync(postmaster, 'utf8').split('\n')[0]);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

function psql(host, sqlText, db = 'postgres') {
  return sh('psql', ['-h', host, '-U', 'postgres', '-d', db, '-v', 'ON_ERROR_STOP=1', '-Atc', sqlText], {
    quiet: true,
  }).stdout;
}

async function createAppDatabase() {
  const leader = await until('a PostgreSQL primary (Patroni)', primaryNode);
  process.env.PGPASSWORD = s.PG_SUPERUSER_PASSWORD;
  const host = hostOf(leader).address;
  await until('the primary to take connections', () => psql(host, 'SELECT 1').trim() === '1');
  if (psql(host, "SELECT 1 FROM pg_roles WHERE rolname = 'playhouse'").trim() !== '1')
    psql(host, `CREATE ROLE playhouse LOGIN PASSWORD '${s.PG_APP_PASSWORD}'`);
  if (psql(host, "SELECT 1 FROM pg_database WHERE datname = 'playhouse'").trim() !== '1')
    psql(host, 'CREATE DATABASE playhouse OWNER playhouse');
  // pg_trgm is a trusted extension; made here so the migrations need no superuser.
  psql(host, 'CREATE EXTENSION IF NOT EXISTS pg_trgm', 'playhouse');
}

function startBalancer() {
  const dir = path.join(stateDir, 'lb');
  ownedDir(dir);
  writeFileSync(path.join(dir, 'haproxy.cfg'), render('haproxy.cfg', s));
  startProcess({ name: 'haproxy', ns: 'ph-lb', cmd: 'haproxy', args: ['-db', '-f', path.join(dir, 'haproxy.cfg')] });
  const { uid, gid } = postgresUid();
  for (const [file, text] of [
    ['pgbouncer.ini', render('pgbouncer.ini', s)],
    ['userlist.txt', `"playhouse" "${s.PG_APP_PASSWORD}"\n"postgres" "${s.PG_SUPERUSER_PASSWORD}"\n`],
  ]) {
    writeFileSync(path.join(dir, file), text, { mode: 0o600 });
    chownSync(path.join(dir, file), uid, gid);
  }
  startProcess({ name: 'pgbouncer', ns: 'ph-lb', cmd: 'pgbouncer', args: [path.join(dir, 'pgbouncer.ini')], user: 'postgres' });
}

function startSimulator() {
  mkdirSync(path.join(stateDir, 'sim'), { recursive: true });
  startProcess({
    name: 'sim',
    ns: 'ph-sim',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: path.join(root, 'apps/simulator'),
    env: {
      SIMULATOR_PORT: s.SIM_PORT,
      SIMULATOR_HOST: s.SIM_HOST,
      PLATFORM_URL: `http://${s.LB_HOST}:${s.HTTP_PORT}`,
      SIMULATOR_SECRET: s.SIMULATOR_SECRET,
      DATA_DIR: path.join(stateDir, 'sim'),
    },
  });
}

function appEnv(name) {
  const env = {};
  for (const line of render('platform.env', { ...s, NODE_NAME: name, NODE_HOST: hostOf(name).address }).split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (m) env[m[1]] = m[2];
  }
  return {
    ...env,
    WEB_DIST: path.join(root, 'apps/web/dist'),
    CONSOLE_DIST: path.join(root, 'apps/console/dist'),
    // Extra settings for every server (the soak shortens the socket heartbeat): CLUSTER_APP_ENV="K=V K=V".
    ...Object.fromEntries(
      (process.env.CLUSTER_APP_ENV ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((kv) => kv.split('=')),
    ),
  };
}

function startApp(name) {
  mkdirSync(path.join(stateDir, name), { recursive: true });
  startProcess({
    name,
    ns: hostOf(name).ns,
    cmd: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: path.join(root, 'apps/server'),
    env: appEnv(name),
  });
}

const healthy = async (name) => (await get(`http://${hostOf(name).address}:${s.APP_PORT}/healthz`))?.status === 200;

async function status() {
  const primary = await primaryNode();
  const rows = [
    ['etcd', `${s.ETCD_HOST}:2379`, pidOf('etcd') ? 'running' : 'stopped'],
    ...DBS.map((d) => [d, `${hostOf(d).address}:5432`, pidOf(d) ? (primary === d ? 'primary' : 'standby') : 'stopped']),
    ['haproxy', `http://${s.LB_HOST}:${s.HTTP_PORT}`, pidOf('haproxy') ? 'running' : 'stopped'],
    ['postgres (primary)', `${s.LB_HOST}:${s.PG_PRIMARY_PORT}`, primary ? `→ ${primary}` : 'no primary'],
    ['pgbouncer', `${s.LB_HOST}:${s.PGBOUNCER_PORT}`, pidOf('pgbouncer') ? 'running' : 'stopped'],
    ['haproxy stats', `http://${s.LB_HOST}:${s.HAPROXY_STATS_PORT}/`, ''],
    ['simulator', `http://${s.SIM_HOST}:${s.SIM_PORT}`, pidOf('sim') ? 'running' : 'stopped'],
  ];
  for (const a of APPS)
    rows.push([
      a,
      `http://${hostOf(a).address}:${s.APP_PORT}`,
      (await healthy(a)) ? 'healthy' : pidOf(a) ? 'unhealthy' : 'stopped',
    ]);
  for (const [n, where, state] of rows) console.log(`  ${n.padEnd(20)} ${where.padEnd(30)} ${state}`);
}

async function up() {
  if (process.getuid?.() !== 0) throw new Error('npm run cluster needs root (network namespaces)');
  ensurePackages();
  buildIfStale('web', 'web app');
  buildIfStale('console', 'operator console');
  mkdirSync(stateDir, { recursive: true });
  console.log(`Starting the cluster (state and logs in ${stateDir})...`);
  networkUp(s, all);
  startEtcd();
  await until('etcd', async () => (await get(`http://${s.ETCD_HOST}:2379/health`))?.status === 200);
  for (const d of DBS) startDb(d);
  await createAppDatabase();
  await until('a synchronous standby', async () => {
    const r = await get(`http://${s.DB1_HOST}:${s.PATRONI_PORT}/cluster`);
    return r?.status === 200 && /sync_standby|"role": ?"sync_standby"/.test(r.text);
  });
  startBalancer();
  startSimulator();
  // The three first starts at once: one migrates and seeds, the others wait for it.
  for (const a of APPS) startApp(a);
  await until('the platform servers', async () => (await Promise.all(APPS.map(healthy))).every(Boolean), 300_000);
  console.log('\nThe cluster is up:');
  await status();
  console.log(`\nPlayers: http://${s.LB_HOST}:${s.HTTP_PORT}/   Operators: http://${s.LB_HOST}:${s.HTTP_PORT}/console`);
  console.log(`Logs: ${path.join(stateDir, 'log')}   Stop: Ctrl-C or npm run cluster -- stop`);
}

async function down() {
  for (const name of [...APPS, 'sim', 'pgbouncer', 'haproxy']) await stopProcess(name);
  for (const d of DBS) await stopProcess(d, 'SIGTERM', 30_000);
  await stopProcess('etcd');
  networkDown(all);
  console.log('The cluster is stopped.');
}

const [command = 'up', target] = process.argv.slice(2);
const need = (names) => {
  if (!names.includes(target)) throw new Error(`${command} takes one of: ${names.join(', ')}`);
  return target;
};
const commands = {
  async up() {
    await up();
    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      console.log('\nStopping the cluster...');
      await down();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    if (process.env.CLUSTER_DETACH === 'true') process.exit(0);
    setInterval(() => {}, 60_000);
  },
  stop: down,
  status,
  primary: async () => console.log((await primaryNode()) ?? 'none'),
  kill: async () => {
    const t = need([...APPS, ...DBS, 'sim']);
    if (DBS.includes(t)) await killDb(t);
    else await stopProcess(t, 'SIGKILL', 0);
  },
  'kill-primary': async () => {
    const p = await primaryNode();
    if (!p) throw new Error('no primary');
    await killDb(p);
    console.log(p);
  },
  start: async () => {
    const t = need([...APPS, ...DBS, 'sim']);
    if (DBS.includes(t)) startDb(t);
    else if (t === 'sim') startSimulator();
    else startApp(t);
  },
  isolate: async () => setLink(hostOf(need([...APPS, ...DBS])), false),
  reconnect: async () => setLink(hostOf(need([...APPS, ...DBS])), true),
  log: async () => console.log(logFile(need([...APPS, ...DBS, 'sim', 'etcd', 'haproxy', 'pgbouncer']))),
};
if (!commands[command]) {
  console.error(`npm run cluster -- ${Object.keys(commands).join(' | ')}`);
  process.exit(2);
}
await commands[command]().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
