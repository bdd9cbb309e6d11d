import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Game, GamePage, Whitelabel } from '@playhouse/contract';
import { api, newPage, sql } from './browser';

/** A page of the demo catalog, read straight from the API (the tests pick their games from it). */
async function gamesPage(query: string): Promise<GamePage> {
  const r = await api<GamePage>(`/lgw/games?${query}`);
  expect(r.status).toBe(200);
  return r.json.value!;
}

const card = (page: Page, game: Game) => page.locator(`[data-testid="game-card"][data-node-id="${game.nodeId}"]`);

/** Signs the demo player in through the login popup. */
async function signInAsPlayer(page: Page) {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill('demoplayer');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-balance').waitFor();
}

/**
 * A provider's game launched inside the site: /seamless frames the vendor simulator's page of
 * that game, and the one-time launch token stays out of the address bar.
 */
async function seamlessShows(page: Page, game: Game) {
  await page.waitForURL((u) => u.pathname === '/seamless');
  expect(page.url()).not.toMatch(/token/i);
  await page.getByTestId('seamless-page').getByRole('heading', { name: game.displayName }).waitFor();
  const src = (await page.getByTestId('seamless-frame').getAttribute('src'))!;
  expect(src.startsWith(`${inject('simulatorUrl')}/play?`)).toBe(true);
  expect(src).toMatch(/token=[^&]{16,}/);
  expect(src).toContain(encodeURIComponent(game.gameCode));
  // The game loaded in the frame: the simulator took the token and shows the game with its balance.
  const game$ = page.frameLocator('[data-testid="seamless-frame"]');
  await game$.getByRole('heading').filter({ hasText: game.gameCode }).waitFor();
  await game$.locator('#spin').waitFor();
}

/** Searches a list page for one game's exact name and waits for its card. */
async function findByName(page: Page, game: Game) {
  await page.getByTestId('game-search').fill(game.displayName);
  await card(page, game).waitFor();
}

describe('game lists', () => {
  it('search on /rng finds one game among 10,000', async () => {
    const far = await gamesPage('gameType=RNG&pageNo=300');
    expect(far.totalElements).toBeGreaterThanOrEqual(10_000);
    // A name unique in the catalog: the search must narrow thousands down to that one card.
    let target: Game | undefined;
    for (const g of far.content) {
      const hits = await gamesPage(`gameType=RNG&name=${encodeURIComponent(g.displayName)}`);
      if (hits.totalElements === 1) {
        target = g;
        break;
      }
    }
    expect(target).toBeDefined();
    const { page } = await newPage();
    await page.goto('/rng');
    await page.getByTestId('game-card').first().waitFor();
    await findByName(page, target!);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="game-card"]').length === 1);
    expect(await page.getByTestId('game-card').innerText()).toContain(target!.displayName);
    expect(await page.getByTestId('games-count').innerText()).toContain('1');
  });

  it('keeps only the visible rows in the DOM while scrolling thousands of games', async () => {
    const { page } = await newPage();
    const pages: number[] = [];
    page.on('request', (r) => {
      const m = /\/lgw\/games\?.*pageNo=(\d+)/.exec(r.url());
      if (m) pages.push(Number(m[1]));
    });
    await page.goto('/rng');
    await page.getByTestId('game-card').first().waitFor();
    for (let i = 0; i < 30; i++) {
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(120);
    }
    await page.waitForFunction(() => window.scrollY > 5000);
    // Infinite scroll asked for several pages of 20, but the DOM holds only the rows in view.
    expect(Math.max(...pages)).toBeGreaterThanOrEqual(5);
    const inDom = await page.getByTestId('game-card').count();
    expect(inDom).toBeGreaterThan(0);
    expect(inDom).toBeLessThan(120);
  });

  it('a vendor filter on /rng lists only that vendor', async () => {
    const { page } = await newPage();
    await page.goto('/rng?vassalage=JDB');
    await page.getByTestId('game-card').first().waitFor();
    const expected = await gamesPage('gameType=RNG&vendor=JDB');
    await card(page, expected.content[0]!).waitFor();
    expect(await page.getByTestId('games-count').innerText()).toContain(expected.totalElements.toLocaleString('en-US'));
  });
});

describe('game items for a visitor', () => {
  it('the favourite toggle and the start button show the login popup', async () => {
    const { page } = await newPage();
    await page.goto('/live');
    await page.getByTestId('game-fav').first().click();
    await page.getByTestId('login-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('game-start').first().click();
    await page.getByTestId('login-dialog').waitFor();
  });
});

describe('game items for a trial account', () => {
  it('start-game shows in_need_true_account', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByTestId('login-trial').click();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await page.goto('/rng');
    await page.getByTestId('game-start').first().click();
    await page.getByTestId('trial-blocked').waitFor();
    await page.getByText('This needs a real account').first().waitFor();
  });
});

describe('game items for a player', () => {
  it('a favourite survives a reload, shows on /favorite, and leaves it at once when removed', async () => {
    const [target] = (await gamesPage('gameType=RNG&pageNo=250')).content;
    const { page } = await newPage();
    await page.goto('/rng');
    await signInAsPlayer(page);
    await findByName(page, target!);
    const fav = card(page, target!).getByTestId('game-fav');
    expect(await fav.getAttribute('aria-pressed')).toBe('false');
    // The favourite ids must have loaded before the toggle can know which way to go.
    await page.waitForLoadState('networkidle');
    await fav.click();
    await page.waitForFunction(
      (id) => document.querySelector(`[data-node-id="${id}"] [data-testid="game-fav"]`)?.getAttribute('aria-pressed') === 'true',
      target!.nodeId,
    );

    await page.reload();
    await findByName(page, target!);
    await page.waitForFunction(
      (id) => document.querySelector(`[data-node-id="${id}"] [data-testid="game-fav"]`)?.getAttribute('aria-pressed') === 'true',
      target!.nodeId,
    );

    await page.goto('/favorite');
    await card(page, target!).waitFor();
    // The server allows a burst of toggles, the UI one a second: wait it out before removing.
    await page.waitForTimeout(1100);
    const requests: string[] = [];
    page.on('request', (r) => r.method() === 'DELETE' && requests.push(r.url()));
    await card(page, target!).getByTestId('game-fav').click();
    await card(page, target!).waitFor({ state: 'detached', timeout: 2000 });
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(1);
    await page.reload();
    await page.getByTestId('favorite-games').waitFor();
    await page.waitForTimeout(500);
    expect(await card(page, target!).count()).toBe(0);
  });

  it('starting a lottery tile opens that engine game on /lottery; an e-Lottery one on its odds board', async () => {
    const { page } = await newPage();
    await page.goto('/lott');
    await signInAsPlayer(page);
    for (const [vendor, path, mode] of [
      ['LOTT', '/lott', 'LOTT'],
      ['ELOTT', '/elott', 'ELOTT'],
    ] as const) {
      const game = (await gamesPage(`gameType=${vendor}&vendor=${vendor}`)).content.find((g) => g.isGame)!;
      await page.goto(path);
      await card(page, game).getByTestId('game-start').click();
      await page.waitForURL((u) => u.pathname === '/lottery' && u.searchParams.get('gameCode') === game.gameCode);
      // The catalog's code is the engine's: the game itself opens, not "unknown game".
      await page.locator(`[data-testid="lottery-game-view"][data-game="${game.gameCode}"]`).waitFor();
      expect(await page.getByTestId(`lottery-mode-${mode}`).getAttribute('aria-selected'), vendor).toBe('true');
    }
  });

  it('a vendor-type entry opens the popup game list; a game in it launches', async () => {
    const vendorEntry = (await gamesPage('gameType=LIVE')).content.find((g) => !g.isGame)!;
    const { page } = await newPage();
    await page.goto('/live');
    await signInAsPlayer(page);
    await card(page, vendorEntry).getByTestId('game-start').click();
    const dialog = page.getByTestId('vendor-games-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('game-card').first().waitFor();
    // The popup lists the vendor's own games, each with its start button.
    const vendorGames = await gamesPage(`vendor=${vendorEntry.vassalage}&pageNo=1`);
    const first = vendorGames.content.find((g) => g.isGame)!;
    await dialog.locator(`[data-node-id="${first.nodeId}"]`).waitFor();
    await dialog.locator(`[data-node-id="${first.nodeId}"]`).getByTestId('game-start').click();
    // The provider's game (the vendor simulator) opens inside the site, not as a page load.
    await seamlessShows(page, first);
    // Closing the game goes back to the list it was started from.
    await page.getByTestId('seamless-close').click();
    await page.waitForURL((u) => u.pathname === '/live');
    await page.getByTestId('game-card').first().waitFor();
  });

  it('a game of a vendor in maintenance shows the game_maintenance message', async () => {
    await sql(`UPDATE vendors SET status = 'maintenance' WHERE code = 'DG'`);
    try {
      const { page } = await newPage();
      await page.goto('/live?vassalage=DG');
      await signInAsPlayer(page);
      const first = page.locator('[data-testid="game-card"].is-maintenance').first();
      await first.waitFor();
      await first.getByTestId('game-start').click();
      await page.getByTestId('game-maintenance').waitFor();
      await page.getByText('Under maintenance').first().waitFor();
      // §8: the maintenance notice offers the merchant's customer service.
      const whitelabel = (await api<Whitelabel>('/wps/system/whitelabel')).json.value!;
      const livechat = whitelabel.contacts.find((c) => c.slot === 'LIVECHAT')!.url;
      const cs = page.getByTestId('game-maintenance').getByTestId('game-notice-cs');
      expect(await cs.getAttribute('href')).toBe(livechat);
      expect(await cs.innerText()).toContain('Customer service');
    } finally {
      await sql(`UPDATE vendors SET status = 'active' WHERE code = 'DG'`);
    }
  });
});
