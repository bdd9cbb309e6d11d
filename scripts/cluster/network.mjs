// Hosts as network namespaces on one bridge: each gets a veth pair, its address and loopback.
// "Cutting a host off" takes its link down on the bridge side.
import { spawnSync } from 'node:child_process';

const BRIDGE = 'ph-br';

export function sh(cmd, args, { quiet = false } = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0 && !quiet) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr || r.stdout}`);
  return r;
}
const ip = (...args) => sh('ip', args);
const vethOf = (host) => `v${host.ns}`.slice(0, 15);

export function networkUp(s, hostList) {
  if (sh('ip', ['link', 'show', BRIDGE], { quiet: true }).status !== 0) {
    ip('link', 'add', BRIDGE, 'type', 'bridge');
    ip('addr', 'add', `${s.GATEWAY}/${s.NETWORK.split('/')[1]}`, 'dev', BRIDGE);
    ip('link', 'set', BRIDGE, 'up');
  }
  const existing = sh('ip', ['netns', 'list']).stdout;
  for (const h of hostList) {
    if (existing.split('\n').some((l) => l.split(' ')[0] === h.ns)) continue;
    ip('netns', 'add', h.ns);
    ip('link', 'add', vethOf(h), 'type', 'veth', 'peer', 'name', 'eth0', 'netns', h.ns);
    ip('link', 'set', vethOf(h), 'master', BRIDGE);
    ip('link', 'set', vethOf(h), 'up');
    ip('-n', h.ns, 'addr', 'add', `${h.address}/${s.NETWORK.split('/')[1]}`, 'dev', 'eth0');
    ip('-n', h.ns, 'link', 'set', 'eth0', 'up');
    ip('-n', h.ns, 'link', 'set', 'lo', 'up');
    ip('-n', h.ns, 'route', 'add', 'default', 'via', s.GATEWAY);
  }
}

export function networkDown(hostList) {
  for (const h of hostList) {
    sh('ip', ['link', 'del', vethOf(h)], { quiet: true });
    sh('ip', ['netns', 'del', h.ns], { quiet: true });
  }
  sh('ip', ['link', 'del', BRIDGE], { quiet: true });
}

/** Cuts the host off the network (its link on the bridge goes down), or joins it again. */
export function setLink(host, up) {
  ip('link', 'set', vethOf(host), up ? 'up' : 'down');
}
