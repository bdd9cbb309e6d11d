// Home page benchmark (issue 3): the initial JS the home page loads (gzip), and a Lighthouse
// performance run in Debian's chromium, beside a blank page served on the same machine.
//   npx tsx bench/home.bench.ts [--applied]   (build the web app first: npm run build:web)
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { machine, root } from './lib.js';

const dist = path.join(root, 'apps/web/dist');

/** Scripts and module preloads of index.html: what the browser fetches before the first render. */
async function initialAssets() {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  let js = 0;
  let css = 0;
  for (const ref of refs) {
    const gz = gzipSync(await readFile(path.join(dist, ref)), { level: 9 }).length;
    if (ref.endsWith('.js')) js += gz;
    else css += gz;
  }
  return { files: refs.length, jsGzipKiB: +(js / 1024).toFixed(1), cssGzipKiB: +(css / 1024).toFixed(1) };
}

async function startPlatform() {
  const dir = await mkdtemp(path.join(tmpdir(), 'playhouse-home-'));
  await chmod(dir, 0o755);
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEV_OUTBOX: 'false',
    },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      child.kill();
      await new Promise((r) => setTimeout(r, 1000));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// --applied: Lighthouse's devtools throttling (the page really loads over a slowed link and CPU)
// instead of the default simulation, which computes paints from an unthrottled trace and so
// cannot see a paint that only happens early on a slow link (the inline shell of index.html).
const throttlingMethod = process.argv.includes('--applied') ? 'devtools' : 'simulate';

async function audit(url: string, port: number) {
  const r = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod });
  const lhr = r!.lhr;
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    speedIndexMs: ms('speed-index'),
  };
}

await stat(path.join(dist, 'index.html'));
const assets = await initialAssets();
const blank = Fastify();
blank.get('/', async (_q, reply) =>
  reply
    .type('text/html')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>blank</title></head><body><h1>blank</h1></body></html>',
    ),
);
const blankUrl = await blank.listen({ port: 0, host: '127.0.0.1' });
const platform = await startPlatform();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const baseline = await audit(blankUrl, chrome.port);
  const home = await audit(platform.url + '/', chrome.port);
  const report = {
    machine: machine(),
    lighthouse: `performance, default mobile emulation, ${throttlingMethod} throttling`,
    assets,
    baseline,
    home,
  };
  const file = path.join(
    root,
    'bench/results',
    `home-${report.machine.date}${throttlingMethod === 'devtools' ? '-applied' : ''}.json`,
  );
  await writeFile(file, JSON.stringify(report, null, 2));
  console.log(`initial assets: ${assets.files} files, JS ${assets.jsGzipKiB} KiB gzip, CSS ${assets.cssGzipKiB} KiB gzip`);
  console.log('| page | score | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, a] of [
    ['blank page (baseline)', baseline],
    ['home /', home],
  ] as const) {
    console.log(`| ${name} | ${a.score} | ${a.fcpMs} | ${a.lcpMs} | ${a.tbtMs} | ${a.cls} | ${a.speedIndexMs} |`);
  }
  console.log(`written to ${path.relative(root, file)}`);
} finally {
  await chrome.kill();
  await blank.close();
  await platform.stop();
}
