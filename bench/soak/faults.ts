// The faults, on a fixed schedule across the run, and a probe of PostgreSQL's primary behind
// the balancer that measures the time without one.
import pg from 'pg';
import { cluster } from './cluster.js';

interface Step {
  at: number;
  what: string;
  run: () => string;
  then?: (out: string) => Step;
}

export interface FaultRecord {
  at: number;
  what: string;
}

/** The schedule, as fractions of the run: each step a cluster command. */
export function faultPlan(ms: number): Step[] {
  const at = (f: number, plus = 0) => Math.round(ms * f) + plus;
  return [
    { at: at(0.1), what: 'SIGKILL app1', run: () => cluster('kill', 'app1') },
    { at: at(0.1, 15_000), what: 'restart app1', run: () => cluster('start', 'app1') },
    { at: at(0.25), what: 'SIGKILL app2 while rounds settle', run: () => cluster('kill', 'app2') },
    { at: at(0.25, 15_000), what: 'restart app2', run: () => cluster('start', 'app2') },
    {
      at: at(0.4),
      what: 'SIGKILL the primary PostgreSQL and its Patroni',
      run: () => `killed ${cluster('kill-primary')}`,
      then: (out: string) => ({
        at: at(0.4, 60_000),
        what: `restart ${out.split(' ')[1]} (rejoins as standby)`,
        run: () => cluster('start', out.split(' ')[1]!),
      }),
    },
    { at: at(0.65), what: 'cut app3 off the network', run: () => cluster('isolate', 'app3') },
    { at: at(0.65, 60_000), what: 'reconnect app3', run: () => cluster('reconnect', 'app3') },
  ];
}

export function runFaults(ms: number, t0: number) {
  const done: FaultRecord[] = [];
  const timers: NodeJS.Timeout[] = [];
  const pending = new Set<Step>();
  const schedule = (step: Step) => {
    pending.add(step);
    timers.push(
      setTimeout(
        () => {
          pending.delete(step);
          let out = '';
          try {
            out = step.run();
            done.push({
              at: Date.now() - t0,
              what: out.startsWith('killed') ? `${step.what} (${out.split(' ')[1]})` : step.what,
            });
          } catch (e) {
            done.push({ at: Date.now() - t0, what: `${step.what} FAILED: ${(e as Error).message}` });
            return;
          }
          if (step.then) schedule(step.then(out));
        },
        Math.max(0, step.at - (Date.now() - t0)),
      ),
    );
  };
  for (const step of faultPlan(ms)) schedule(step);
  return {
    done,
    /** Cancels what is left, but still restarts and reconnects what a fault took away. */
    stop() {
      timers.forEach(clearTimeout);
      for (const step of pending) {
        if (!/^(restart|reconnect)/.test(step.what)) continue;
        step.run();
        done.push({ at: Date.now() - t0, what: `${step.what} (at the end)` });
      }
    },
  };
}

/** Asks the primary (through HAProxy) every 200 ms, 2 s to answer; answers the windows without one. */
export function probePrimary(url: string, t0: number) {
  const windows: { from: number; to: number | null }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000, query_timeout: 2_000 });
      // The failover drops it between calls: an answer of "no primary", not the soak's end.
      c.on('error', () => {});
      let ok = false;
      try {
        await c.connect();
        const r = await c.query('SELECT pg_is_in_recovery() AS standby');
        ok = r.rows[0].standby === false;
      } catch {
        ok = false;
      }
      await c.end().catch(() => {});
      const open = windows.at(-1);
      const now = Date.now() - t0;
      if (!ok && (!open || open.to !== null)) windows.push({ from: now, to: null });
      if (ok && open && open.to === null) open.to = now;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return {
    windows,
    async stop() {
      running = false;
      await loop;
    },
  };
}
