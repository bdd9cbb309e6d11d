// Home page benchmark: the JS a first visit downloads (brotli, on the wire), and
// Lighthouse performance runs in Debian's chromium of the home page, a game list (/rng) and the
// member centre (signed in), beside a blank page served on the same machine in the same run.
//   npx tsx bench/home.bench.ts [--applied] [--lhr <dir>]   (build the web app first: npm run build:web)
// --lhr keeps each audit's whole Lighthouse report in <dir> (long tasks, script boot-up times).
// The member centre needs a session: the web app keeps a remembered one in localStorage
// (ph.token.remembered, lib/session-store.ts), so the bench signs the demo player in once through
// the login dialog with remember-me in the same browser, and audits /member with
// disableStorageReset so Lighthouse keeps that storage.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { machine, root, benchDatabase } from './lib.js';

const dist = path.join(root, 'apps/web/dist');

/** Scripts and module preloads of index.html: what the browser fetches before the first render. */
async function initialAssets() {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  let js = 0;
  let jsBr = 0;
  let css = 0;
  for (const ref of refs) {
    const body = await readFile(path.join(dist, ref));
    const gz = gzipSync(body, { level: 9 }).length;
    if (ref.endsWith('.js')) {
      js += gz;
      jsBr += brotliCompressSync(body).length;
    } else css += gz;
  }
  return {
    files: refs.length,
    jsGzipKiB: +(js / 1024).toFixed(1),
    jsBrotliKiB: +(jsBr / 1024).toFixed(1),
    cssGzipKiB: +(css / 1024).toFixed(1),
  };
}

async function startPlatform() {
  const dir = await mkdtemp(path.join(tmpdir(), 'playhouse-home-'));
  await chmod(dir, 0o755);
  // Production names its database (the embedded one is refused there): the bench starts its own.
  const database = await benchDatabase();
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: database.url,
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production leaves the demo out by default; without it there is no merchant and every page is the invalid-URL screen.
      SEED_DEMO: 'true',
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
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// --applied: Lighthouse's devtools throttling (the page really loads over a slowed link and CPU)
// instead of the default simulation, which computes paints from an unthrottled trace and so
// cannot see a paint that only happens early on a slow link (the inline shell of index.html).
const throttlingMethod = process.argv.includes('--applied') ? 'devtools' : 'simulate';
const lhrDir = process.argv.includes('--lhr') ? process.argv[process.argv.indexOf('--lhr') + 1] : undefined;

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function audit(url: string, port: number, keepStorage = false) {
  const r = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod,
    disableStorageReset: keepStorage,
  });
  const lhr = r!.lhr;
  if (lhrDir)
    await writeFile(
      path.join(
        lhrDir,
        `${new URL(url).pathname.replace(/\W/g, '_') || 'blank'}-${url.includes('127.0.0.1') ? 'blank' : 'page'}.json`,
      ),
      JSON.stringify(lhr),
    );
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  // Every script the page downloaded during the load, as sent (compressed bytes and headers).
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (i) => i.resourceType === 'Script',
  );
  return {
    finalUrl: lhr.finalDisplayedUrl,
    scripts: items.length,
    scriptKiB: +(items.reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024).toFixed(1),
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
/** Signs the demo player in with remember-me, so the token stays in the profile's localStorage. */
async function signIn(url: string, port: number) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    // /login opens the login dialog over the home page (no announcement popup in the way).
    await page.setViewport({ width: 1366, height: 900 });
    await page.goto(`${url}login`, { waitUntil: 'networkidle0' });
    await page.locator('[data-testid="login-username"]').fill('demoplayer');
    await page.locator('[data-testid="login-password"]').fill('demo1234');
    await page.locator('[data-testid="login-remember"]').click();
    await page.locator('[data-testid="login-submit"]').click();
    await page.waitForSelector('[data-testid="header-balance"]', { timeout: 30_000 });
    const kept = await page.evaluate(() => localStorage.getItem('ph.token.remembered'));
    if (!kept) throw new Error('the sign-in was not remembered');
    // Storage stays for the audit, the HTTP cache does not: the member centre is measured as a cold load.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

try {
  const baseline = await audit(blankUrl, chrome.port);
  const home = await audit(platform.url + '/', chrome.port);
  const gameList = await audit(platform.url + '/rng', chrome.port);
  await signIn(platform.url + '/', chrome.port);
  const member = await audit(platform.url + '/member', chrome.port, true);
  if (!new URL(member.finalUrl).pathname.startsWith('/member'))
    throw new Error(`member centre audit ended at ${member.finalUrl}`);
  const report = {
    machine: machine(),
    lighthouse: `performance, default mobile emulation, ${throttlingMethod} throttling`,
    assets,
    baseline,
    home,
    gameList,
    member,
  };
  const file = path.join(
    root,
    'bench/results',
    `home-${report.machine.date}${throttlingMethod === 'devtools' ? '-applied' : ''}.json`,
  );
  await writeFile(file, JSON.stringify(report, null, 2));
  console.log(
    `index.html's own scripts and preloads: ${assets.files} files, JS ${assets.jsBrotliKiB} KiB brotli (${assets.jsGzipKiB} KiB gzip), CSS ${assets.cssGzipKiB} KiB gzip`,
  );
  console.log(`first visit of /: ${home.scripts} scripts, ${home.scriptKiB} KiB on the wire (brotli, with headers)`);
  console.log('| page | score | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | scripts KiB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, a] of [
    ['blank page (baseline)', baseline],
    ['home /', home],
    ['game list /rng', gameList],
    ['member centre /member (signed in)', member],
  ] as const) {
    console.log(
      `| ${name} | ${a.score} | ${a.fcpMs} | ${a.lcpMs} | ${a.tbtMs} | ${a.cls} | ${a.speedIndexMs} | ${a.scriptKiB} |`,
    );
  }
  console.log(`written to ${path.relative(root, file)}`);
} finally {
  await chrome.kill();
  await blank.close();
  await platform.stop();
}
