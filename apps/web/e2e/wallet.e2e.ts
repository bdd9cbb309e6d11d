import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, formatMoney, type Game, type GamePage, type WalletRecallAllResult } from '@playhouse/contract';
import { api, newPage, sql } from './browser';
import { balanceOf, deposit, memberOf, signInAsDemoPlayer, type Member } from './money-fixtures';

let player: Member;

const amountText = (page: Page) => page.getByTestId('balance-amount').innerText();
/** Waits until the header shows exactly this main-wallet balance. */
const headerShows = (page: Page, minor: bigint) =>
  page
    .getByTestId('balance-amount')
    .filter({ hasText: formatMoney(minor) })
    .waitFor();

beforeAll(async () => {
  player = await memberOf('demoplayer');
  // The demo seed may already hold a welcome deposit; the journeys need some money either way.
  if ((await balanceOf(player)) < 100_000n) await deposit(player, 100_000n);
});

describe('header balance', () => {
  it('shows the signed-in player the main wallet with 2 decimals and separators', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await signInAsDemoPlayer(page);
    const main = await balanceOf(player);
    await headerShows(page, main);
    expect(await amountText(page)).toMatch(/\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it('hides the balance as stars, and the choice survives a reload', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await signInAsDemoPlayer(page);
    const shown = formatMoney(await balanceOf(player));
    await headerShows(page, await balanceOf(player));
    await page.getByTestId('balance-toggle').click();
    expect(await amountText(page)).toContain('****');
    expect(await amountText(page)).not.toContain(shown);
    await page.reload();
    await page.getByTestId('header-balance').waitFor();
    expect(await page.getByTestId('balance-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(await amountText(page)).toContain('****');
    await page.getByTestId('balance-toggle').click();
    await page.getByTestId('balance-amount').filter({ hasText: shown }).waitFor();
  });

  it('a ledger movement made elsewhere reaches the header over the websocket, without a reload or a fetch', async () => {
    const { page } = await newPage();
    // The socket listener is live once its first frame (the balance sent on connect) arrives.
    const listening = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => {
        if (ws.url().includes('/wps/socket')) ws.once('framereceived', () => resolve());
      });
    });
    await page.goto('/');
    await signInAsDemoPlayer(page);
    const before = await balanceOf(player);
    await headerShows(page, before);
    await listening;
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/v2/wallets/balance')) fetched.push(r.url());
    });
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));
    await deposit(player, 12_345n);
    await headerShows(page, before + 12_345n);
    expect(fetched).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('a balance push lost on its way is repaired at the next heartbeat, which carries the balance version', async () => {
    const { page } = await newPage();
    // Between the server and the page: once the first balance has arrived, balance frames are
    // dropped (a server that died between its commit and its push); heartbeats pass.
    let dropping = false;
    let dropped = 0;
    await page.routeWebSocket(/\/wps\/socket/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((frame) => {
        const type = (JSON.parse(String(frame)) as { type: string }).type;
        if (dropping && type === 'balance') dropped++;
        else ws.send(frame);
      });
    });
    await page.goto('/');
    await signInAsDemoPlayer(page);
    const before = await balanceOf(player);
    await headerShows(page, before);
    dropping = true;
    const reread = page.waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance'));
    await deposit(player, 4_321n);
    expect((await reread).status()).toBe(200);
    await headerShows(page, before + 4_321n);
    expect(dropped).toBeGreaterThan(0);
  });

  it('refresh reads the balance again', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await signInAsDemoPlayer(page);
    await headerShows(page, await balanceOf(player));
    const fetched = page.waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance'));
    await page.getByTestId('balance-refresh').click();
    expect((await fetched).status()).toBe(200);
  });
});

/** Clicks a game's start button and tells whether it launched or which refusal it showed. */
async function startAndSee(page: Page, game: Game, launched: (u: URL) => boolean): Promise<string> {
  const searched = page.waitForResponse((r) => r.url().includes('/lgw/games?') && r.url().includes('name='));
  await page.getByTestId('game-search').fill(game.displayName);
  await searched;
  await page.locator(`[data-testid="game-card"][data-node-id="${game.nodeId}"]`).getByTestId('game-start').click();
  return Promise.race([
    page.waitForURL(launched, { waitUntil: 'commit' }).then(() => 'launched'),
    page
      .getByTestId('game-error')
      .waitFor()
      .then(async () => `refused: ${await page.getByTestId('game-error').innerText()}`),
  ]);
}
const playable = async (q: string) =>
  (await api<GamePage>(`/lgw/games?${q}&pageSize=10`)).json.value!.content.find((g) => g.isGame && !g.maintenance)!;

describe('game launch', () => {
  it('an in-house game opens its play page inside the app (no page load)', async () => {
    const bgs = await playable('gameType=BGS&vendor=BGS');
    const { page } = await newPage();
    await page.goto('/bgs');
    await signInAsDemoPlayer(page);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    // With its one-time launch token in the query (the play page may take it out at once).
    const played = (u: URL) => u.pathname === `/bgs/play/${encodeURIComponent(bgs.gameCode)}` && /=[\w-]{16,}/.test(u.search);
    expect(await startAndSee(page, bgs, played)).toBe('launched');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  it("a provider's game plays inside the site on /seamless, its one-time launch token out of the address bar (vendor simulator)", async () => {
    const pg = await playable('gameType=RNG&vendor=PG');
    const { page } = await newPage();
    await page.goto('/rng?vassalage=PG');
    await signInAsDemoPlayer(page);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    expect(await startAndSee(page, pg, (u) => u.pathname === '/seamless')).toBe('launched');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(page.url()).not.toMatch(/token/i);
    const src = (await page.getByTestId('seamless-frame').getAttribute('src'))!;
    expect(src.startsWith(`${inject('simulatorUrl')}/play?`)).toBe(true);
    expect(src).toMatch(/token=[^&]{16,}/i);
    expect(src).toContain(encodeURIComponent(pg.gameCode));
    // Playable in the frame: a round settles on the main wallet and the header follows it.
    const game = page.frameLocator('[data-testid="seamless-frame"]');
    await game
      .locator('#balance')
      .filter({ hasText: /\d\.\d\d/ })
      .waitFor();
    await game.locator('#amount').fill('1.00');
    await game.locator('#spin').click();
    await game.locator('#history li').first().waitFor();
    expect(await game.locator('#history li').first().innerText()).toMatch(/^settled: bet 1\.00/);
    await headerShows(page, await balanceOf(player));
    // The game's own "Back to lobby" leaves the whole window, not just the frame.
    await game.locator('#lobby').click();
    await page.waitForURL((u) => u.pathname !== '/seamless');
    // The launch token worked once: back in history, or reloaded, the page says so instead of
    // loading the game again.
    await page.goBack();
    await page.getByTestId('seamless-none').waitFor();
    await page.reload();
    await page.getByTestId('seamless-none').waitFor();
    expect(await page.getByTestId('seamless-frame').count()).toBe(0);
  });

  it("a single-lobby vendor's tile (sports) launches that vendor's lobby on /seamless; it can move to a new window", async () => {
    const { page, context } = await newPage();
    await page.goto('/sports');
    await signInAsDemoPlayer(page);
    await page.locator('[data-testid="vendor-tile"][data-vendor="SABA"]').getByTestId('vendor-start').click();
    await page.waitForURL((u) => u.pathname === '/seamless');
    const src = (await page.getByTestId('seamless-frame').getAttribute('src'))!;
    expect(src).toMatch(/token=[^&]{16,}/i);
    expect(src).toContain('SABA-LOBBY');
    // The fallback launches again (the framed game's token is spent) into a new window.
    const opened = context.waitForEvent('page');
    await page.getByTestId('seamless-new-window').click();
    const win = await opened;
    await win.waitForURL((u) => u.href.startsWith(inject('simulatorUrl')) && u.pathname.startsWith('/game/'));
    await win.getByRole('heading').filter({ hasText: 'SABA-LOBBY' }).waitFor();
    await page.getByTestId('seamless-elsewhere').waitFor();
    expect(await page.getByTestId('seamless-frame').count()).toBe(0);
  });

  it("the server's refusal shows in the game dialog with its translated message", async () => {
    const jdb = await playable('gameType=RNG&vendor=JDB');
    const { page } = await newPage();
    await page.goto('/rng?vassalage=JDB');
    await signInAsDemoPlayer(page);
    // The search's answer is in before the change below, so no later fetch can reveal it.
    const searched = page.waitForResponse((r) => r.url().includes('/lgw/games?') && r.url().includes('name='));
    await page.getByTestId('game-search').fill(jdb.displayName);
    await searched;
    await page.locator(`[data-testid="game-card"][data-node-id="${jdb.nodeId}"]`).waitFor();
    // The vendor goes into maintenance after the lobby was loaded: only the launch call knows.
    await sql(`UPDATE vendors SET status = 'maintenance' WHERE code = 'JDB'`);
    try {
      await page.locator(`[data-testid="game-card"][data-node-id="${jdb.nodeId}"]`).getByTestId('game-start').click();
      await page.getByTestId('game-maintenance').getByText('This game is under maintenance. Please try again later.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/rng');
    } finally {
      await sql(`UPDATE vendors SET status = 'active' WHERE code = 'JDB'`);
    }
  });
});

/** The money shown on one wallet card of the transferFund page. */
const card = (page: Page, wallet: string) => page.getByTestId(`wallet-${wallet}`).getByTestId('wallet-balance');
const cardShows = (page: Page, wallet: string, minor: bigint) =>
  card(page, wallet)
    .filter({ hasText: formatMoney(minor) })
    .waitFor();

/** The history row of one transfer (by id) and its status badge. */
const historyRow = (page: Page, id: string) => {
  const badge = `[data-testid="transfer-history-status"][data-transfer="${id}"]`;
  const history = page.getByTestId('transfer-history');
  // `has` is looked for inside each row, so it is not rooted at the history.
  return { status: history.locator(badge), row: history.getByTestId('records-row').filter({ has: page.locator(badge) }) };
};
const answerOf = async <T>(page: Page, path: string, act: () => Promise<void>): Promise<T> => {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST');
  await act();
  return ((await (await answered).json()) as { value: T }).value;
};

async function openWalletPage(): Promise<Page> {
  const { page } = await newPage();
  await page.goto('/');
  await signInAsDemoPlayer(page);
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-menu-my_account').click();
  await page.getByTestId('mc-tab-transferFund').click();
  await page.getByTestId('transfer-fund').waitFor();
  return page;
}

describe('wallet page (transferFund)', () => {
  it('moves money to a transfer-mode vendor wallet and recalls everything in one click', async () => {
    const page = await openWalletPage();
    const main = await balanceOf(player);
    const pt = await balanceOf(player, 'PT');
    await cardShows(page, 'MAIN', main);
    // Input is checked before anything is sent: 3 decimals are not an amount.
    await page.getByTestId('transfer-to').selectOption('PT');
    await page.getByTestId('transfer-amount').fill('1.234');
    await page.getByTestId('transfer-submit').click();
    await page.getByText('Enter an amount above 0 with at most 2 decimals.').waitFor();
    expect(await balanceOf(player)).toBe(main);

    await page.getByTestId('transfer-amount').fill('50');
    const sent = await answerOf<{ transferId: string }>(page, API.wallet.transfer, () =>
      page.getByTestId('transfer-submit').click(),
    );
    await page.getByTestId('transfer-status').waitFor();
    expect(await page.getByTestId('transfer-status').getAttribute('data-status')).toBe('confirmed');
    await cardShows(page, 'PT', pt + 5_000n);
    await cardShows(page, 'MAIN', main - 5_000n);
    await headerShows(page, main - 5_000n);
    expect(await balanceOf(player, 'PT')).toBe(pt + 5_000n);
    // The history below the form shows it at once, newest first: main -> PT, 50.00, completed.
    const sentRow = historyRow(page, sent.transferId);
    await sentRow.status.filter({ hasText: 'Completed' }).waitFor();
    expect(await sentRow.status.getAttribute('data-status')).toBe('confirmed');
    const sentText = await sentRow.row.innerText();
    expect(sentText).toContain('Main wallet →');
    expect(sentText).toContain('50.00');

    const recalled = await answerOf<WalletRecallAllResult>(page, API.wallet.recallAll, () =>
      page.getByTestId('wallet-recall-all').click(),
    );
    await page.getByTestId('recall-status').waitFor();
    expect(await page.getByTestId('recall-status').getAttribute('data-status')).toBe('wallet_recall_done');
    await cardShows(page, 'PT', 0n);
    await cardShows(page, 'MAIN', main + pt);
    expect(await balanceOf(player, 'PT')).toBe(0n);
    expect(await balanceOf(player)).toBe(main + pt);
    // Each recalled wallet is a transfer back to main in the history; the newest row is one of them.
    const back = recalled.transfers.find((x) => x.vendor === 'PT')!;
    expect(back.amount).toBe((pt + 5_000n).toString());
    for (const x of recalled.transfers) {
      const r = historyRow(page, x.transferId);
      await r.status.filter({ hasText: 'Completed' }).waitFor();
      const text = await r.row.innerText();
      expect(text).toContain('→ Main wallet');
      expect(text).toContain(formatMoney(BigInt(x.amount)));
    }
    const newest = await page
      .getByTestId('transfer-history')
      .getByTestId('transfer-history-status')
      .first()
      .getAttribute('data-transfer');
    expect(recalled.transfers.map((x) => x.transferId)).toContain(newest);
    expect(await historyRow(page, sent.transferId).row.count()).toBe(1);
  });

  it('a transfer the provider refuses is reversed, and the page says the money is back', async () => {
    const page = await openWalletPage();
    const main = await balanceOf(player);
    const r = await fetch(`${inject('simulatorUrl')}/control`, {
      method: 'POST',
      body: JSON.stringify({ nextTransfer: 'fail' }),
    });
    expect(r.ok).toBe(true);
    await page.getByTestId('transfer-to').selectOption('EVO');
    await page.getByTestId('transfer-amount').fill('20.50');
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('transfer-status').waitFor();
    expect(await page.getByTestId('transfer-status').getAttribute('data-status')).toBe('reversed');
    expect(await page.getByTestId('transfer-status').innerText()).toContain('20.50');
    await cardShows(page, 'MAIN', main);
    expect(await balanceOf(player)).toBe(main);
    expect(await balanceOf(player, 'EVO')).toBe(0n);
    // The history reads it as returned, back in the main wallet.
    const status = page.getByTestId('transfer-history').getByTestId('transfer-history-status').first();
    await status.filter({ hasText: 'Returned' }).waitFor();
    expect(await status.getAttribute('data-status')).toBe('reversed');
    expect(await status.innerText()).toContain('back in Main wallet');
  });
});
