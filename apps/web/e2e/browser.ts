import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { BOOT_DATA_ELEMENT_ID } from '@playhouse/contract';

export const baseUrl = () => inject('baseUrl');

let browser: Browser | null = null;

/** Content-Security-Policy refusals chromium reported in any page of the file: none may happen. */
const cspViolations: string[] = [];

/**
 * Public popups (PU) open over any page after load; journeys that are not about them run
 * without, so their clicks are not covered. The popup tests pass `{ popups: true }`.
 */
async function withoutPopups(route: Route) {
  const headers = { ...route.request().headers() };
  delete headers['if-none-match'];
  const response = await route.fetch({ headers });
  const json = (await response.json()) as { value?: { popups?: unknown[] } };
  if (json.value?.popups) json.value.popups = [];
  await route.fulfill({ response, json });
}

/**
 * Every page's HTML carries boot data (server: http/boot-data.ts): answers the app then does not
 * fetch. This rewrites it in each page of the context once the HTML is parsed, before the app's
 * scripts run ('interactive'): 'noPopups' empties the announcements' popups (as withoutPopups
 * does for the call), 'drop' removes it so the app fetches every answer itself (see
 * withoutBootData). Not by intercepting the page: chromium treats a page served by interception
 * as outside the local network and then blocks its websocket and frames to localhost.
 */
async function editBootData(context: BrowserContext, mode: 'noPopups' | 'drop') {
  await context.addInitScript(
    ({ id, mode }) => {
      document.addEventListener('readystatechange', () => {
        const el = document.readyState === 'interactive' ? document.getElementById(id) : null;
        if (!el) return;
        if (mode === 'drop') return el.remove();
        const boot = JSON.parse(el.textContent ?? '{}') as { answers?: { announcements?: { popups?: unknown[] } } };
        if (boot.answers?.announcements?.popups) boot.answers.announcements.popups = [];
        el.textContent = JSON.stringify(boot);
      });
    },
    { id: BOOT_DATA_ELEMENT_ID, mode },
  );
}

/** Pages without boot data: for a journey that rewrites a boot answer (menus, whitelabel, announcements) with context.route. */
export const withoutBootData = (context: BrowserContext) => editBootData(context, 'drop');

/** A fresh browser context (own storage) on Debian's chromium; closed after the file. */
export async function newPage(
  viewport = { width: 1440, height: 900 },
  opts: { popups?: boolean } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  });
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  // A loaded CI machine can be slow to render a 10,000-game page; waits get room, not sleeps.
  context.setDefaultTimeout(45_000);
  if (!opts.popups) {
    await context.route(/\/wps\/announcement\/v2/, withoutPopups);
    await editBootData(context, 'noPopups');
  }
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(`${page.url()}: ${msg.text()}`);
  });
  return { page, context };
}

afterAll(async () => {
  await browser?.close();
  browser = null;
  const seen = cspViolations.splice(0);
  if (seen.length > 0) throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`);
});

/**
 * Latest dev-outbox message for a recipient (sms: dialing code + number; e-mail address).
 * Waits up to 5 s for a first one: a send button may turn into its countdown before the
 * server has written the message.
 */
export async function readOutbox(recipient: string, merchant = 'demo'): Promise<string> {
  for (const deadline = Date.now() + 5000; ;) {
    const r = await fetch(`${baseUrl()}/dev/outbox?to=${encodeURIComponent(recipient)}`, { headers: { merchant } });
    const json = (await r.json()) as { value?: { body: string }[] };
    const body = json.value?.[0]?.body;
    if (body) return body;
    if (Date.now() > deadline) throw new Error(`no outbox message for ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 6-digit code inside the latest sms to a number. */
export async function smsCode(number: string): Promise<string> {
  const body = await readOutbox(number);
  const m = /\b(\d{6})\b/.exec(body);
  if (!m) throw new Error(`no code in: ${body}`);
  return m[1]!;
}

/** Calls the API directly, as demo merchant, for setup steps a test does not drive through the UI. */
export async function api<T = unknown>(
  path: string,
  body?: unknown,
  merchant = 'demo',
): Promise<{ status: number; json: { success: boolean; value?: T; code?: string } }> {
  const r = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { merchant, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: await r.json() };
}

/** Runs SQL on the platform's database (setup only: maintenance, region rules). */
export async function sql(text: string, params: unknown[] = []): Promise<void> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}
