// The soak's view of the cluster: its settings (deploy/cluster/hosts.env and the secrets the
// cluster made) and its fault commands (npm run cluster -- kill app2, ...).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib.js';

export const stateDir = process.env.CLUSTER_DIR ?? '/tmp/playhouse-cluster';

function envFile(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)=(.*)$/.exec(line);
    if (m) out[m[1]!] = m[2]!.trim();
  }
  return out;
}

export function clusterSettings() {
  const s = { ...envFile(path.join(root, 'deploy/cluster/hosts.env')), ...envFile(path.join(stateDir, 'secrets.env')) };
  return {
    web: `http://${s.LB_HOST}:${s.HTTP_PORT}`,
    /** The balancer's path to one server only (the throughput bench's yardstick). */
    webOne: `http://${s.LB_HOST}:${s.HTTP_ONE_PORT}`,
    /** Straight to the primary through HAProxy (session traffic: the soak's setup and checks). */
    databaseUrl: `postgres://playhouse:${s.PG_APP_PASSWORD}@${s.LB_HOST}:${s.PG_PRIMARY_PORT}/playhouse`,
    simulatorSecret: s.SIMULATOR_SECRET!,
    apps: ['app1', 'app2', 'app3'],
  };
}

/** Runs `npm run cluster -- <args>`; answers what it printed. */
export function cluster(...args: string[]): string {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/cluster/cluster.mjs'), ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`cluster ${args.join(' ')}: ${r.stderr || r.stdout}`);
  return r.stdout.trim();
}

/** Runs a command (ip addr ...); throws on failure unless `quiet`. */
export function sh(cmd: string, args: string[], quiet = false): void {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0 && !quiet) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
}
