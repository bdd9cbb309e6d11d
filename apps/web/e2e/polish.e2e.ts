import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Announcements, GamePage, HelpTopic, Whitelabel } from '@playhouse/contract';
import { axeProblems } from './axe';
import { api, newPage, withoutBootData } from './browser';
import { deposit, memberOf, registerPlayer, seedBets, signInWithToken } from './money-fixtures';

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1366, height: 800 };

/** The box of an element, which must be laid out. */
async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error('element not laid out');
  return b;
}

/** A player with a few bets in the last hours, so the betting record has rows. */
let token: string;
beforeAll(async () => {
  const game = (await api<GamePage>('/lgw/games?gameType=RNG&vendor=PG&pageSize=10')).json.value!.content.find((g) => g.isGame)!;
  const p = await registerPlayer('pol');
  token = p.token;
  const member = await memberOf(p.username);
  await deposit(member, 10_000_000n, new Date(Date.now() - 86_400_000));
  const bet = (i: number) => ({
    vendor: game.vassalage,
    gameCode: game.gameCode,
    gameType: game.gameType,
    stake: 12_345_67n,
    win: i % 2 ? 98_765_43n : 0n,
    status: i === 0 ? ('pending' as const) : ('settled' as const),
    placedAt: new Date(Date.now() - (60 - i) * 60_000),
  });
  await seedBets(member, [bet(0), bet(1), bet(2)]);
});

async function bettingRecord(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(viewport);
  await signInWithToken(page, token, '/member?tab=personalHistoryCopy');
  await page.getByTestId('records-row').first().waitFor();
  return page;
}

describe('records', () => {
  it('fit every column of the betting record at 1366 px, with no sideways scroll', async () => {
    const page = await bettingRecord(LAPTOP);
    const scroll = page.locator('.records-scroll');
    const [scrollWidth, clientWidth] = await scroll.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const panel = await box(scroll);
    for (const col of ['win', 'profit', 'status']) {
      const cell = await box(page.getByTestId('records-row').first().locator(`td[data-col="${col}"]`));
      expect(cell.x + cell.width, col).toBeLessThanOrEqual(panel.x + panel.width + 1);
    }
  });

  it('show each row as a card of labelled values on a phone', async () => {
    const page = await bettingRecord(PHONE);
    const row = page.getByTestId('records-row').first();
    const cells = row.locator('td');
    expect(await cells.count()).toBe(9);
    const labels = ['Time', 'Game', 'Game type', 'Round', 'Stake', 'Valid bet', 'Win', 'Profit / loss', 'Status'];
    for (let i = 0; i < labels.length; i++) {
      const cell = cells.nth(i);
      const b = await box(cell);
      // Every value is on screen, none behind a sideways scroll.
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
      expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(`"${labels[i]}"`);
    }
    // Stacked: each value is below the one before.
    expect((await box(cells.nth(8))).y).toBeGreaterThan((await box(cells.nth(0))).y + 100);
  });

  it('show money in the merchant currency symbol and dates as yyyy-MM-dd HH:mm:ss', async () => {
    const page = await bettingRecord(LAPTOP);
    const row = page.getByTestId('records-row').filter({ hasText: '98,765.43' });
    expect(await row.locator('td[data-col="stake"]').innerText()).toBe('₱12,345.67');
    expect(await row.locator('td[data-col="win"]').innerText()).toBe('₱98,765.43');
    expect(await row.locator('td[data-col="profit"]').innerText()).toBe('+₱86,419.76');
    expect(await row.locator('td[data-col="time"]').innerText()).toMatch(/^\d{4}-\d\d-\d\d\s\d\d:\d\d:\d\d$/);
    expect(await page.getByTestId('balance-amount').innerText()).toMatch(/^₱[\d,]+\.\d\d$/);
  });
});

describe('header and navigation', () => {
  it('keeps the signed-in header to one row on a phone', async () => {
    const { page } = await newPage(PHONE);
    await signInWithToken(page, token, '/');
    await page.getByTestId('header-balance').waitFor();
    const parts = ['side-menu-toggle', 'brand', 'header-balance', 'header-deposit', 'header-withdraw', 'account-menu'];
    const boxes = await Promise.all(parts.map((id) => box(page.getByTestId(id))));
    const navTop = (await box(page.getByTestId('main-nav'))).y;
    for (const [i, b] of boxes.entries()) {
      expect(b.y + b.height, parts[i]).toBeLessThanOrEqual(navTop);
      expect(b.x + b.width, parts[i]).toBeLessThanOrEqual(PHONE.width);
      expect(Math.abs(b.y + b.height / 2 - (boxes[0]!.y + boxes[0]!.height / 2)), parts[i]).toBeLessThan(6);
    }
  });

  it('scrolls the member-centre tab strip to the open tab on a phone', async () => {
    const { page } = await newPage(PHONE);
    await signInWithToken(page, token, '/member?tab=personalProfit');
    const menu = page.locator('nav.mc-menu');
    const active = menu.locator('[aria-current="page"]');
    await active.waitFor();
    await page.waitForFunction(() => document.querySelector('nav.mc-menu')!.scrollLeft > 0);
    const strip = await box(menu);
    const tab = await box(active);
    expect(tab.x).toBeGreaterThanOrEqual(strip.x);
    expect(tab.x + tab.width).toBeLessThanOrEqual(strip.x + strip.width);
  });

  it('fits the whole main navigation in Tagalog at 1366 px', async () => {
    const { page } = await newPage(LAPTOP);
    await page.addInitScript(() => localStorage.setItem('ph.lang', 'TY'));
    await page.goto('/');
    const promotions = page.getByTestId('nav-promotions');
    await promotions.filter({ hasText: 'Mga promosyon' }).waitFor();
    await page.getByTestId('nav-cat-COCKFIGHT').waitFor();
    const track = page.locator('.main-nav-track');
    const [scrollWidth, clientWidth] = await track.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect((await box(promotions)).x + (await box(promotions)).width).toBeLessThanOrEqual(LAPTOP.width);
  });
});

describe('formats and controls', () => {
  it('shows notice dates as yyyy-MM-dd in every language', async () => {
    for (const lang of ['EN', 'TY']) {
      const { page } = await newPage();
      await page.addInitScript((l) => localStorage.setItem('ph.lang', l), lang);
      await page.goto('/');
      await page.getByTestId('home-marquee').click();
      const date = page.getByTestId('announcements-dialog').locator('time.notice-date').first();
      await date.waitFor();
      expect(await date.innerText()).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
  });

  it('themes the select, date and radio controls', async () => {
    const { page } = await newPage();
    await signInWithToken(page, token, '/member?tab=personalHistoryCopy');
    const select = page.getByTestId('records-status');
    await select.waitFor();
    const look = (l: Locator) =>
      l.evaluate((el) => {
        const c = getComputedStyle(el);
        return {
          appearance: c.appearance,
          backgroundImage: c.backgroundImage,
          colorScheme: c.colorScheme,
          radius: c.borderTopLeftRadius,
        };
      });
    const s = await look(select);
    expect(s.appearance).toBe('none');
    expect(s.backgroundImage).toContain('linear-gradient');
    expect((await look(page.getByTestId('records-from'))).colorScheme).toBe('dark');
    await page.goto('/member?tab=depositv2');
    const radio = page.locator('input[type="radio"]').first();
    await radio.waitFor();
    const r = await look(radio);
    expect(r.appearance).toBe('none');
    expect(r.radius).toBe('50%');
  });
});

describe('no dead ends', () => {
  it('links live chat and the agent customer service to the merchant contact, never to #livechat', async () => {
    const whitelabel = (await api<Whitelabel>('/wps/system/whitelabel')).json.value!;
    const livechat = whitelabel.contacts.find((c) => c.slot === 'LIVECHAT')!.url;
    expect(livechat).toMatch(/^https:\/\//);
    const { page } = await newPage();
    await page.goto('/');
    const chat = page.getByTestId('contact-LIVECHAT');
    expect(await chat.getAttribute('href')).toBe(livechat);
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await page.locator('a[href="#livechat"]').count()).toBe(0);

    await page.goto('/agent');
    await page.getByTestId('agent-username').fill('demoagent');
    await page.getByTestId('agent-password').fill('demo1234');
    await page.getByTestId('agent-login-submit').click();
    const cs = page.getByTestId('agent-customer-service');
    await cs.waitFor();
    expect(await cs.getAttribute('href')).toBe(livechat);
  });

  it('hides a contact that leads nowhere', async () => {
    const { page, context } = await newPage();
    await withoutBootData(context);
    await context.route(/\/wps\/system\/whitelabel/, async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { value: Whitelabel };
      json.value.contacts = json.value.contacts.map((c) => (c.slot === 'LIVECHAT' ? { ...c, url: '#livechat' } : c));
      await route.fulfill({ response, json });
    });
    await page.goto('/');
    await page.getByTestId('contact-TELEGRAM-1').waitFor();
    expect(await page.getByTestId('contact-LIVECHAT').count()).toBe(0);
  });

  it('shows no app-download popup while the merchant has no app', async () => {
    const whitelabel = (await api<Whitelabel>('/wps/system/whitelabel')).json.value!;
    expect(Object.values(whitelabel.appDownloads).every((u) => !u)).toBe(true);
    const popups = (await api<Announcements>('/wps/announcement/v2?types=PU&platform=W')).json.value!.popups;
    expect(popups.length).toBeGreaterThan(0);
    expect(popups.map((p) => p.title)).not.toContain('Get the Playhouse app');
    const { page } = await newPage(undefined, { popups: true });
    await signInWithToken(page, token, '/');
    for (const p of popups) {
      const popup = page.getByTestId('popup').filter({ hasText: p.title });
      await popup.waitFor();
      await popup.getByTestId('popup-close').click();
    }
    await page.waitForTimeout(500);
    expect(await page.getByText(/scan the QR code/i).count()).toBe(0);
  });

  it('has real help articles in EN and TY', async () => {
    const keys = ['deposit', 'withdrawal', 'security', 'responsible-gaming', 'term'];
    for (const [lang, title] of [
      ['EN', 'Responsible gaming'],
      ['TY', 'Responsableng paglalaro'],
    ] as const) {
      const topics = (await api<HelpTopic[]>(`/wps/system/helpCenter/v2?lang=${lang}&device=WEB`)).json.value;
      expect(topics?.map((t) => t.key)).toEqual(keys);
      const { page } = await newPage();
      await page.addInitScript((l) => localStorage.setItem('ph.lang', l), lang);
      await page.goto('/help#responsible-gaming');
      const topic = page.getByTestId('help-topic-responsible-gaming');
      await topic.filter({ hasText: title }).waitFor();
      for (const k of keys) {
        // An article, not a line: several sentences or list items each.
        const text = await page.getByTestId(`help-topic-${k}`).innerText();
        expect(text.length, k).toBeGreaterThan(250);
      }
    }
  });

  it('offers a trial account on the lottery page a real account instead of a reload', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByTestId('login-trial').click();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await page.goto('/lottery?gameCode=SSC1');
    const notice = page.getByTestId('lottery-trial');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('This needs a real account');
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);
    await page.getByTestId('lottery-trial-register').click();
    await page.getByTestId('register-dialog').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('ph.token'))).toBeNull();
  });
});

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it('the home page', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await page.getByTestId('home-section-HOT').getByTestId('game-card').first().waitFor();
    expect(await axeProblems(page)).toEqual([]);
  });

  it('a game list', async () => {
    const { page } = await newPage();
    await page.goto('/rng');
    await page.getByTestId('game-card').first().waitFor();
    expect(await axeProblems(page)).toEqual([]);
  });

  it('the login and register dialogs', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-username').waitFor();
    expect(await axeProblems(page, '[data-testid="login-dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-dialog').waitFor();
    await page.waitForTimeout(300);
    expect(await axeProblems(page, '[data-testid="register-dialog"]')).toEqual([]);
  });

  it('the member centre', async () => {
    for (const viewport of [LAPTOP, PHONE]) {
      const page = await bettingRecord(viewport);
      expect(await axeProblems(page)).toEqual([]);
    }
  });
});
