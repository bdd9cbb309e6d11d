// The cluster's settings: deploy/cluster/hosts.env (addresses, ports), the secrets made once in
// the state directory, and the templates rendered with both.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const deployDir = path.join(root, 'deploy/cluster');
/** Where the cluster keeps its data, logs and pid files (CLUSTER_DIR). */
export const stateDir = process.env.CLUSTER_DIR ?? '/tmp/playhouse-cluster';

/** KEY=value lines, # comments. */
export function readEnvFile(file) {
  const out = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)=(.*)$/.exec(line);
    if (m) out[m[1]] = m[2].trim();
  }
  return out;
}

/** The secrets: random once, kept (mode 600) in the state directory so restarts agree. */
function secrets() {
  const file = path.join(stateDir, 'secrets.env');
  if (existsSync(file)) return readEnvFile(file);
  mkdirSync(stateDir, { recursive: true });
  const made = {
    PG_SUPERUSER_PASSWORD: randomBytes(18).toString('hex'),
    PG_REPLICATION_PASSWORD: randomBytes(18).toString('hex'),
    PG_APP_PASSWORD: randomBytes(18).toString('hex'),
    SIMULATOR_SECRET: randomBytes(32).toString('hex'),
  };
  writeFileSync(
    file,
    Object.entries(made)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
    { mode: 0o600 },
  );
  return made;
}

/** Every value a template may name. */
export function settings() {
  return { ...readEnvFile(path.join(deployDir, 'hosts.env')), ...secrets(), DATA_DIR: stateDir };
}

/** A template of deploy/cluster with ${NAME} replaced; an unknown name is an error, not a blank. */
export function render(template, values) {
  const text = readFileSync(path.join(deployDir, template), 'utf8');
  return text.replace(/\$\{([A-Z0-9_]+)\}/g, (_m, name) => {
    if (!(name in values)) throw new Error(`${template}: no value for \${${name}}`);
    return values[name];
  });
}

/** The hosts: name, namespace, address. */
export function hosts(s) {
  const host = (name, key) => ({ name, ns: `ph-${name}`, address: s[key] });
  return [
    host('etcd', 'ETCD_HOST'),
    host('db1', 'DB1_HOST'),
    host('db2', 'DB2_HOST'),
    host('lb', 'LB_HOST'),
    host('app1', 'APP1_HOST'),
    host('app2', 'APP2_HOST'),
    host('app3', 'APP3_HOST'),
    host('sim', 'SIM_HOST'),
  ];
}
