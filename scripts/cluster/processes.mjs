// The cluster's processes: each started detached inside its host's namespace (as the postgres
// user where the program refuses root), with its log and pid file in the state directory, so
// `stop` from another terminal finds them. `ip netns exec` and `setpriv` exec in place: the pid
// is the program's own, and SIGKILL reaches it and nothing else.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stateDir } from './config.mjs';

const pidFile = (name) => path.join(stateDir, 'run', `${name}.pid`);
export const logFile = (name) => path.join(stateDir, 'log', `${name}.log`);

/** Starts `spec` ({name, ns, cmd, args, env, cwd, user}) unless it runs already; answers its pid. */
export function startProcess(spec) {
  const running = pidOf(spec.name);
  if (running) return running;
  mkdirSync(path.dirname(pidFile(spec.name)), { recursive: true });
  mkdirSync(path.dirname(logFile(spec.name)), { recursive: true });
  const out = openSync(logFile(spec.name), 'a');
  const asUser = spec.user ? ['setpriv', `--reuid=${spec.user}`, `--regid=${spec.user}`, '--init-groups'] : [];
  const child = spawn('ip', ['netns', 'exec', spec.ns, ...asUser, spec.cmd, ...spec.args], {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    detached: true,
    stdio: ['ignore', out, out],
  });
  child.unref();
  writeFileSync(pidFile(spec.name), String(child.pid));
  return child.pid;
}

/** The pid of a running process of the cluster, or null. */
export function pidOf(name) {
  if (!existsSync(pidFile(name))) return null;
  const pid = Number(readFileSync(pidFile(name), 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Sends `signal` to the process (and, for a graceful stop, waits up to `waitMs` for it to end). */
export async function stopProcess(name, signal = 'SIGTERM', waitMs = 15_000) {
  const pid = pidOf(name);
  if (!pid) return false;
  process.kill(pid, signal);
  const until = Date.now() + waitMs;
  while (pidOf(name) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  if (pidOf(name)) process.kill(pid, 'SIGKILL');
  rmSync(pidFile(name), { force: true });
  return true;
}
