import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeProblems } from './axe';
import { baseUrl, newPage, sql } from './browser';
import { deposit, memberOf, registerPlayer, seedBets } from './money-fixtures';

async function agentSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/agent');
  await page.getByTestId('agent-login-page').waitFor();
  await page.getByTestId('agent-username').fill(username);
  await page.getByTestId('agent-password').fill(password);
  await page.getByTestId('agent-login-submit').click();
}

/** An agent centre page for `username`, the contract popup (if any) left open. */
async function agentCentre(username = 'demoagent', password = 'demo1234'): Promise<Page> {
  const { page } = await newPage();
  await agentSignIn(page, username, password);
  await page.getByTestId('agent-home').waitFor();
  return page;
}

/** Calls an agent route with the session of a signed-in page. */
async function agentApi<T>(
  page: Page,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: { success: boolean; value?: T; code?: string } }> {
  const token = await page.evaluate(() => sessionStorage.getItem('ph.token'));
  const r = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { merchant: 'demo', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: await r.json() };
}

/**
 * A registration as these journeys need many: the merchant allows 10 per IP per 5 minutes and every
 * journey here comes from one IP, so the file's own count starts afresh (files run one at a time).
 */
async function registerTeamMember(prefix: string): Promise<{ username: string }> {
  await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
  return registerPlayer(prefix);
}

/** A new type-1 agent directly under `upline` (registered as a player, then moved and made an agent). */
async function newDownlineAgent(prefix: string, upline = 'demoagent'): Promise<{ username: string; id: string }> {
  const { username } = await registerTeamMember(prefix);
  const up = await memberOf(upline);
  await sql(`UPDATE members SET upline_id = $1, type = 1 WHERE username = $2 AND merchant_id = $3`, [
    up.id,
    username,
    up.merchantId,
  ]);
  return { username, id: (await memberOf(username)).id };
}

/**
 * A top-level agent of the journeys' own (no upline, no contracts): the contract journeys change
 * its contracts, so the demo team's (demoagent's) stay as the demo seeds them.
 */
async function newTopAgent(prefix: string): Promise<{ username: string; id: string }> {
  const { username } = await registerTeamMember(prefix);
  const m = await memberOf(username);
  await sql(`UPDATE members SET upline_id = NULL, type = 1 WHERE id = $1`, [m.id]);
  return { username, id: m.id };
}

/** The platform (operator) offers `username` a daily salary contract on all games: one tier at `rateBp` basis points. */
async function platformOffersDailySalary(username: string, rateBp: number, status: 'P' | 'E' = 'P'): Promise<void> {
  const m = await memberOf(username);
  await sql(
    `INSERT INTO agent_contracts (merchant_id, kind, game_type, upline_id, downline_id, status, terms)
     VALUES ($1, 'dailySalary', 'CONS', NULL, $2, $3, $4::jsonb)`,
    [
      m.merchantId,
      m.id,
      status,
      JSON.stringify({ tiers: [{ betVolume: '100000', activeMember: 1, rateType: 'P', rate: rateBp }] }),
    ],
  );
}

/** The contract journeys' top agent (see newTopAgent). */
let TOP = { username: '', id: '' };
beforeAll(async () => {
  TOP = await newTopAgent('e2etop');
});

describe('agent back office login (/agent)', () => {
  it('takes an agent to the agent centre', async () => {
    const { page } = await newPage();
    await agentSignIn(page, 'demoagent', 'demo1234');
    await page.getByTestId('agent-home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/agentHome');
    expect(await page.evaluate(() => sessionStorage.getItem('ph.token'))).toBeTruthy();
  });

  it('refuses a player with "Non-agents cannot log in." and leaves nobody signed in', async () => {
    const { username } = await registerTeamMember('e2enonag');
    const { page } = await newPage();
    await agentSignIn(page, username, 'abc12345');
    const error = page.getByTestId('agent-login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('Non-agents cannot log in.');
    expect(new URL(page.url()).pathname).toBe('/agent');
    expect(await page.evaluate(() => sessionStorage.getItem('ph.token'))).toBeNull();
  });
});

describe('agent centre frame', () => {
  it('ticks the header clock every second, opens on the team overview and lists the eight pages every agent has, plus those its contracts enable', async () => {
    const page = await agentCentre();
    const time = page.getByTestId('agent-time');
    const first = await time.textContent();
    await page.waitForFunction((before) => document.querySelector('[data-testid="agent-time"]')?.textContent !== before, first, {
      timeout: 2500,
    });
    expect(await time.textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await page.getByTestId('agent-timezone').textContent()).toMatch(/^Time zone GMT[+-]\d{2}:\d{2}$/);
    await page.getByTestId('agent-page-agentTeamOverview').waitFor();
    for (const tab of [
      'announcement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagement',
      'teamBetting',
      'userLoss',
      'agentRevenueReport',
      'accountDetails',
    ])
      expect(await page.getByTestId(`agent-tab-${tab}`).count()).toBe(1);
    // The demo's demoagent holds a dividend and the three salary contracts from the platform.
    for (const tab of ['dividendRecord', 'dailySalary', 'hourlySalary', 'realTimeSalary'])
      await page.getByTestId(`agent-tab-${tab}`).waitFor();
  });

  it('shows an agent without contracts no dividend record or salary pages', async () => {
    const page = await agentCentre(TOP.username, 'abc12345');
    await page.getByTestId('agent-page-agentTeamOverview').waitFor();
    await page.getByTestId('agent-tab-accountDetails').waitFor();
    for (const tab of ['dividendRecord', 'dailySalary', 'hourlySalary', 'realTimeSalary'])
      expect(await page.getByTestId(`agent-tab-${tab}`).count()).toBe(0);
  });
});

describe('contracts: the popup after login, accepting, the salary page and the higher-rate warning', () => {
  let downline = { username: '', id: '' };

  it('shows the platform offer in the popup; accepting it opens the daily salary page with its tier', async () => {
    await platformOffersDailySalary(TOP.username, 100);
    const page = await agentCentre(TOP.username, 'abc12345');
    const popup = page.getByTestId('agent-contract-popup');
    await popup.waitFor();
    expect(await axeProblems(page, '[data-testid="agent-contract-popup"]')).toEqual([]);
    const offer = popup.getByTestId('agent-pending-contract');
    expect(await offer.getAttribute('data-status')).toBe('P');
    expect(await offer.textContent()).toContain('Daily salary');
    expect(await offer.textContent()).toContain('1.00%');
    await offer.getByTestId('agent-contract-accept').click();
    await popup.waitFor({ state: 'detached' });
    await page.getByTestId('agent-tab-dailySalary').click();
    const held = page.getByTestId('agent-held-contracts');
    await held.getByText('1.00%').waitFor();
    expect(await held.textContent()).toContain('Accepted');
  });

  it('lets the agent offer a direct downline a lower rate; the downline accepts it in its popup and the upline sees it accepted', async () => {
    const upline = await agentCentre(TOP.username, 'abc12345');
    downline = await newDownlineAgent('e2edown', TOP.username);
    const sent = await agentApi(upline, '/wps/agent/contracts', {
      downlineId: downline.id,
      kind: 'dailySalary',
      gameType: 'CONS',
      tiers: [{ betVolume: '100000', activeMember: 1, rateType: 'P', rate: 50 }],
    });
    expect(sent.json).toMatchObject({ success: true });

    const page = await agentCentre(downline.username, 'abc12345');
    const popup = page.getByTestId('agent-contract-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(`Offered by ${TOP.username}`);
    expect(await popup.textContent()).toContain('0.50%');
    await popup.getByTestId('agent-contract-accept').click();
    await popup.waitFor({ state: 'detached' });

    await upline.goto('/agentHome?tab=downlineManagement');
    const offered = upline.getByTestId('agent-offered-contract').filter({ hasText: downline.username });
    await offered.waitFor();
    expect(await offered.getAttribute('data-status')).toBe('A');
    expect(await offered.textContent()).toContain('Accepted');
  });

  it("warns before a lower-rate contract ends the downline's higher one, and ends it once confirmed", async () => {
    await platformOffersDailySalary(TOP.username, 30, 'E');
    const page = await agentCentre(TOP.username, 'abc12345');
    const popup = page.getByTestId('agent-contract-popup');
    await popup.waitFor();
    await popup.getByTestId('agent-higher-rate-hint').waitFor();
    await popup.getByTestId('agent-contract-accept').click();
    const warning = popup.getByTestId('agent-higher-rate-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('their contracts will be terminated');
    expect(await warning.textContent()).toContain(downline.username);
    await popup.getByTestId('agent-contract-accept-confirm').click();
    await popup.waitFor({ state: 'detached' });

    await page.goto('/agentHome?tab=downlineManagement');
    const offered = page.getByTestId('agent-offered-contract').filter({ hasText: downline.username });
    await offered.waitFor();
    await page.waitForFunction(
      (name) =>
        Array.from(document.querySelectorAll('[data-testid="agent-offered-contract"]')).some(
          (li) => li.textContent?.includes(name) && li.getAttribute('data-status') === 'T',
        ),
      downline.username,
    );
  });
  it('ends a contract the downline asks to terminate once the upline confirms', async () => {
    const upline = await agentCentre(TOP.username, 'abc12345');
    const down = await newDownlineAgent('e2eterm', TOP.username);
    const sent = await agentApi(upline, '/wps/agent/contracts', {
      downlineId: down.id,
      kind: 'dailySalary',
      gameType: 'CONS',
      tiers: [{ betVolume: '100000', activeMember: 1, rateType: 'P', rate: 10 }],
    });
    expect(sent.json).toMatchObject({ success: true });

    const page = await agentCentre(down.username, 'abc12345');
    const popup = page.getByTestId('agent-contract-popup');
    await popup.getByTestId('agent-contract-accept').click();
    await popup.waitFor({ state: 'detached' });
    await page.getByTestId('agent-tab-dailySalary').click();
    await page.getByTestId('agent-held-terminate').click();
    await page.getByTestId('agent-held-contracts').getByText('Termination asked').waitFor();

    await upline.goto('/agentHome?tab=downlineManagement');
    const offered = upline.getByTestId('agent-offered-contract').filter({ hasText: down.username });
    await offered.getByTestId('agent-contract-confirm-termination').click();
    await offered.getByText('Terminated').waitFor();
    expect(await offered.getAttribute('data-status')).toBe('T');
  });
});

describe('agent centre pages over the team reports', () => {
  it('opens every page of the menu without an error, each with its own heading', async () => {
    const page = await agentCentre();
    await page
      .getByTestId('agent-contract-later')
      .click({ timeout: 2000 })
      .catch(() => undefined);
    const failed: string[] = [];
    for (const tab of [
      'announcement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagement',
      'teamBetting',
      'userLoss',
      'agentRevenueReport',
      'accountDetails',
    ]) {
      await page.getByTestId(`agent-tab-${tab}`).click();
      const panel = page.getByTestId(`agent-page-${tab}`);
      await panel.waitFor();
      expect(await panel.locator('h1').textContent()).toBeTruthy();
      // Settled: the page's data or its failure is on screen.
      await page
        .waitForFunction(() => !document.querySelector('.agent-panel [data-testid="loader"]'), undefined, { timeout: 15_000 })
        .catch(() => undefined);
      await page.waitForTimeout(300);
      if (
        await panel
          .locator('[data-testid="records-error"], [data-testid="agent-overview-error"], .agent-message[role="alert"]')
          .count()
      )
        failed.push(tab);
    }
    expect(failed).toEqual([]);
  });

  it('shows the team overview figures and three charts, per period', async () => {
    const page = await agentCentre();
    await page
      .getByTestId('agent-contract-later')
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.getByTestId('agent-figures').waitFor();
    await page.getByTestId('agent-chart-members').waitFor();
    expect(await page.locator('.agent-chart').count()).toBe(3);
    // The drawing (recharts) at the plot box's fixed height, the values also in a table for screen readers.
    const plot = page.getByTestId('agent-chart-members-plot');
    await plot.locator('svg.recharts-surface').waitFor();
    expect(Math.round((await plot.boundingBox())?.height ?? 0)).toBe(180);
    expect(await page.getByTestId('agent-chart-members').locator('table tbody tr').count()).toBeGreaterThan(0);
    await page.getByTestId('agent-period-month').click();
    await page.getByTestId('agent-chart-betting').waitFor();
    expect(await page.getByTestId('agent-period-month').getAttribute('aria-pressed')).toBe('true');
    expect(await axeProblems(page)).toEqual([]);
  });

  it('creates a player downline in the register centre and shows the invitation link with its 120 px QR code', async () => {
    const page = await agentCentre();
    await page
      .getByTestId('agent-contract-later')
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.getByTestId('agent-tab-registerCenter').click();
    expect(await page.getByTestId('agent-affiliate-code').textContent()).toBe('DEMO01');
    expect(await page.getByTestId('agent-invite-link').inputValue()).toContain('affiliateCode=DEMO01');
    const qr = page.getByTestId('agent-invite-qr');
    expect(await qr.getAttribute('width')).toBe('120');
    const username = `e2ereg${Date.now().toString(36)}`.slice(0, 16);
    await page.getByTestId('agent-create-username').fill(username);
    await page.getByTestId('agent-create-password').fill('abc12345');
    await page.getByTestId('agent-create-confirm').fill('abc12345');
    await page.getByTestId('agent-create-submit').click();
    const outcome = page
      .locator('[data-testid="agent-create-done"], [data-testid="agent-create-error"], .ui-field-error')
      .first();
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain(username);

    await page.getByTestId('agent-tab-downlineManagement').click();
    await page.getByTestId('agent-downline-search').fill(username);
    const row = page.getByTestId('records-row').filter({ hasText: username });
    await row.waitFor();
    await row.getByTestId('agent-downline-details').click();
    const details = page.getByTestId('agent-member-details');
    await details.waitFor();
    await details.getByTestId('agent-prize-group-save').click();
    await details.getByTestId('agent-prize-group-saved').waitFor();
    expect(await axeProblems(page, '[data-testid="agent-member-details"]')).toEqual([]);
  });

  it('browses the team level by level and back with the breadcrumb', async () => {
    const middle = await newDownlineAgent('e2emid');
    const { username: leaf } = await registerTeamMember('e2eleaf');
    const m = await memberOf(middle.username);
    await sql(`UPDATE members SET upline_id = $1 WHERE username = $2 AND merchant_id = $3`, [m.id, leaf, m.merchantId]);
    const page = await agentCentre();
    await page
      .getByTestId('agent-contract-later')
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.getByTestId('agent-tab-downlineManagement').click();
    const row = page.getByTestId('records-row').filter({ hasText: middle.username });
    await row.getByTestId('agent-downline-open').click();
    const crumb = page.getByTestId('agent-crumb');
    await crumb.waitFor();
    expect(await crumb.textContent()).toBe(middle.username);
    expect(await crumb.getAttribute('aria-current')).toBe('page');
    await page.getByTestId('records-row').filter({ hasText: leaf }).waitFor();
    await page.getByTestId('agent-breadcrumb').getByRole('button').first().click();
    await crumb.waitFor({ state: 'detached' });
    await row.waitFor();
  });

  it("lists a downline member's bets with totals over the filter and exports them as CSV", async () => {
    const { username } = await registerTeamMember('e2ebets');
    const up = await memberOf('demoagent');
    await sql(`UPDATE members SET upline_id = $1 WHERE username = $2 AND merchant_id = $3`, [up.id, username, up.merchantId]);
    const now = new Date();
    const bettor = await memberOf(username);
    await deposit(bettor, 10_000n);
    await seedBets(bettor, [
      { vendor: 'PG', gameCode: 'e2e-slot', gameType: 'RNG', stake: 1500n, win: 0n, status: 'settled', placedAt: now },
      { vendor: 'PG', gameCode: 'e2e-slot', gameType: 'RNG', stake: 2500n, win: 10000n, status: 'settled', placedAt: now },
    ]);
    const page = await agentCentre();
    await page
      .getByTestId('agent-contract-later')
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.getByTestId('agent-tab-teamBetting').click();
    await page.getByTestId('agent-filter-account').fill(username);
    await page.waitForFunction((name) => {
      const rows = Array.from(document.querySelectorAll('[data-testid="records-row"]'));
      return rows.length === 2 && rows.every((r) => r.textContent?.includes(name));
    }, username);
    // Stakes 15.00 + 25.00; profit −15.00 + 75.00 (the player's side).
    expect(await page.getByTestId('agent-total-stake').textContent()).toMatch(/40\.00$/);
    expect(await page.getByTestId('agent-total-profit').textContent()).toMatch(/^\+.*60\.00$/);
    expect(await axeProblems(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('agent-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^team-bets-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Member,Game type,Game,Round,Stake,Valid bet,Payout,Profit and loss,Status');
    expect(lines.slice(1).map((l) => l.split(',').slice(5, 9).join(','))).toEqual(
      expect.arrayContaining(['15.00,15.00,0.00,-15.00', '25.00,25.00,100.00,75.00']),
    );
  });

  it('offers a direct downline a contract from its member details and lists the offer as offered', async () => {
    const down = await newDownlineAgent('e2eoffer');
    const page = await agentCentre();
    await page
      .getByTestId('agent-contract-later')
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.getByTestId('agent-tab-downlineManagement').click();
    await page.getByTestId('agent-downline-search').fill(down.username);
    await page.getByTestId('records-row').filter({ hasText: down.username }).getByTestId('agent-downline-details').click();
    const details = page.getByTestId('agent-member-details');
    const form = details.getByTestId('agent-offer-form');
    await form.waitFor();
    await form.getByTestId('agent-offer-betVolume-0').fill('1,000');
    await form.getByTestId('agent-offer-activeMember-0').fill('1');
    await form.getByTestId('agent-offer-rate-0').fill('0.2');
    await form.getByTestId('agent-offer-submit').click();
    await form.getByTestId('agent-offer-done').waitFor();
    expect(await axeProblems(page, '[data-testid="agent-member-details"]')).toEqual([]);
    await page.keyboard.press('Escape');
    const offered = page.getByTestId('agent-offered-contract').filter({ hasText: down.username });
    await offered.waitFor();
    expect(await offered.getAttribute('data-status')).toBe('P');
    expect(await offered.textContent()).toContain('0.20%');
  });
});

describe('the contract popup on the member site', () => {
  async function memberSignIn(page: Page, username: string): Promise<void> {
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill('abc12345');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-balance').waitFor();
  }

  it('shows an agent its pending offer after signing in on the member site; accepting it closes the popup', async () => {
    const { username } = await registerTeamMember('e2ememag');
    const m = await memberOf(username);
    await sql(`UPDATE members SET type = 1 WHERE id = $1`, [m.id]);
    await platformOffersDailySalary(username, 40);
    const { page } = await newPage();
    await memberSignIn(page, username);
    const popup = page.getByTestId('agent-contract-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain('0.40%');
    expect(await axeProblems(page, '[data-testid="agent-contract-popup"]')).toEqual([]);
    await popup.getByTestId('agent-contract-accept').click();
    await popup.waitFor({ state: 'detached' });
    const held = await agentApi<{ content: { status: string; kind: string }[] }>(page, '/wps/agent/contracts?as=downline');
    expect(held.json.value?.content.map((c) => `${c.kind}:${c.status}`)).toEqual(['dailySalary:A']);
    await page.reload();
    await page.getByTestId('header-balance').waitFor();
    await page.waitForTimeout(800);
    expect(await popup.count()).toBe(0);
  });

  it('shows a player no contract popup, even with an offer on file', async () => {
    const { username } = await registerTeamMember('e2ememply');
    await platformOffersDailySalary(username, 40);
    const { page } = await newPage();
    const asked: string[] = [];
    page.on('request', (r) => (r.url().includes('/consolidated') ? asked.push(r.url()) : undefined));
    await memberSignIn(page, username);
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('agent-contract-popup').count()).toBe(0);
    expect(asked).toEqual([]);
  });
});

describe('contracts: a downline rejects an offer', () => {
  it('lets a downline reject an offer in its popup; the upline then sees it rejected', async () => {
    const upline = await agentCentre();
    const down = await newDownlineAgent('e2erej');
    const sent = await agentApi(upline, '/wps/agent/contracts', {
      downlineId: down.id,
      kind: 'dailySalary',
      gameType: 'CONS',
      tiers: [{ betVolume: '100000', activeMember: 1, rateType: 'P', rate: 20 }],
    });
    expect(sent.json).toMatchObject({ success: true });

    const page = await agentCentre(down.username, 'abc12345');
    const popup = page.getByTestId('agent-contract-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain('Offered by demoagent');
    expect(await popup.textContent()).toContain('0.20%');
    await popup.getByTestId('agent-contract-reject').click();
    await popup.waitFor({ state: 'detached' });

    await upline.goto('/agentHome?tab=downlineManagement');
    const offered = upline.getByTestId('agent-offered-contract').filter({ hasText: down.username });
    await offered.waitFor();
    expect(await offered.getAttribute('data-status')).toBe('R');
    expect(await offered.textContent()).toContain('Rejected');
  });
});
