import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  formatMoney,
  localDay,
  startOfLocalDay,
  todayIn,
  type Game,
  type GamePage,
} from '@playhouse/contract';
import { api, newPage } from './browser';
import {
  balanceOf,
  deposit,
  memberOf,
  registerPlayer,
  seedBets,
  signInWithToken,
  type Member,
  type SeedBet,
} from './money-fixtures';

/**
 * A fresh player with a known history, so every count and total below is exact:
 * a deposit 30 days ago, one bet 20 days ago (outside the default last-7-days range), and in
 * the last hours 23 settled slot bets (100.00 each, every other one winning 250.00), 2 pending
 * live bets (50.00 each) and 1 cancelled (refunded) slot bet of 30.00.
 */
let token: string;
let member: Member;
let slot: Game;
let live: Game;
let other: Game;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
const firstGame = async (q: string) =>
  (await api<GamePage>(`/lgw/games?${q}&pageSize=10`)).json.value!.content.find((g) => g.isGame)!;

beforeAll(async () => {
  slot = await firstGame('gameType=RNG&vendor=PG');
  other = await firstGame('gameType=RNG&vendor=JDB');
  live = await firstGame('gameType=LIVE&vendor=EVO');
  const p = await registerPlayer('rec');
  token = p.token;
  member = await memberOf(p.username);
  await deposit(member, 1_000_000n, daysAgo(30));
  const bet = (g: Game, stake: bigint, win: bigint, status: SeedBet['status'], placedAt: Date): SeedBet => ({
    vendor: g.vassalage,
    gameCode: g.gameCode,
    gameType: g.gameType,
    stake,
    win,
    status,
    placedAt,
  });
  // Oldest first, so each posting's balance-after follows the time order.
  const bets: SeedBet[] = [bet(slot, 100_000n, 0n, 'settled', daysAgo(20))];
  for (let i = 0; i < 23; i++) bets.push(bet(slot, 10_000n, i % 2 === 0 ? 25_000n : 0n, 'settled', minutesAgo(240 - i * 10)));
  bets.push(bet(other, 3_000n, 0n, 'cancelled', minutesAgo(8)));
  bets.push(bet(live, 5_000n, 0n, 'pending', minutesAgo(6)));
  bets.push(bet(live, 5_000n, 0n, 'pending', minutesAgo(4)));
  await seedBets(member, bets);
});

async function openTab(tab: string, as = token): Promise<Page> {
  const { page } = await newPage();
  await signInWithToken(page, as, `/member?tab=${tab}`);
  return page;
}
const rows = (page: Page) => page.getByTestId('records-row');
const totalsCell = (page: Page, col: string) => page.getByTestId('records-totals').locator(`td[data-col="${col}"]`).innerText();
/** Waits for the table to settle on `n` rows and the count line to say `total`. */
async function expectRows(page: Page, n: number, total: number) {
  await page
    .getByTestId('records-count')
    .filter({ hasText: new RegExp(`^${total} record`) })
    .waitFor();
  await page.waitForFunction((k) => document.querySelectorAll('[data-testid="records-row"]').length === k, n);
}

describe('betting record (personalHistoryCopy)', () => {
  it('is reached from the header account menu and lists the last 7 days, paged, with totals', async () => {
    const { page } = await newPage();
    await signInWithToken(page, token, '/');
    await page.getByTestId('account-menu').click();
    await page.getByTestId('account-menu-betting_record').click();
    await page.getByTestId('betting-record').waitFor();
    // 23 settled + 1 cancelled + 2 pending in range; the bet of 20 days ago is not.
    await expectRows(page, 20, 26);
    expect(await rows(page).first().innerText()).toContain(live.displayName);
    // Stake leaves out the refunded bet; profit counts settled bets: 12 x 250.00 - 23 x 100.00.
    expect(await totalsCell(page, 'stake')).toBe('₱2,400.00');
    expect(await totalsCell(page, 'profit')).toBe('+₱700.00');
    expect(await page.getByTestId('records-totals').locator('td[data-col="profit"] .records-pos').count()).toBe(1);
    await page.getByTestId('records-next').click();
    await expectRows(page, 6, 26);
    expect(await page.getByTestId('records-page').innerText()).toContain('2');
  });

  it('filters by status, game type and vendor, and by a wider date range', async () => {
    const page = await openTab('personalHistoryCopy');
    await expectRows(page, 20, 26);
    await page.getByTestId('records-status').selectOption('pending');
    await expectRows(page, 2, 2);
    await page.getByTestId('records-status').selectOption('');
    await page.getByTestId('records-game-type').selectOption('RNG');
    await page.getByTestId('records-vendor').selectOption(other.vassalage);
    await expectRows(page, 1, 1);
    expect(await rows(page).first().innerText()).toContain(other.displayName);
    await page.getByTestId('records-vendor').selectOption('');
    await page.getByTestId('records-from').fill(addDays(todayIn(DEFAULT_TIME_ZONE), -25));
    // 23 + 1 cancelled slot bets, and now the old one too.
    await expectRows(page, 20, 25);
  });

  it('says so when nothing matches', async () => {
    const page = await openTab('personalHistoryCopy');
    await expectRows(page, 20, 26);
    await page.getByTestId('records-game-type').selectOption('SPORTS');
    await page.getByTestId('records-empty').waitFor();
  });
});

describe('account record (transactionHistory)', () => {
  it('lists every movement with type and balance after, newest first, with credit and debit totals', async () => {
    const page = await openTab('transactionHistory');
    await page.getByTestId('account-record').waitFor();
    // In range: 26 stakes + 12 wins + 1 refund (the deposit and the old bet are older).
    await expectRows(page, 20, 39);
    // The newest movement's balance-after is the wallet's balance now.
    const main = await balanceOf(member);
    expect(await rows(page).first().locator('td[data-col="balanceAfter"]').innerText()).toBe(`₱${formatMoney(main)}`);
    expect(await page.getByTestId('total-credit').innerText()).toBe('₱3,030.00');
    expect(await page.getByTestId('total-debit').innerText()).toBe('-₱2,430.00');
    expect(await totalsCell(page, 'amount')).toBe('+₱600.00');
    await page.getByTestId('records-next').click();
    await expectRows(page, 19, 39);
  });

  it('filters by type and by wallet', async () => {
    const page = await openTab('transactionHistory');
    await expectRows(page, 20, 39);
    await page.getByTestId('records-type').selectOption('payout');
    await expectRows(page, 12, 12);
    expect(await rows(page).first().locator('td[data-col="type"]').innerText()).toBe('Win');
    await page.getByTestId('records-type').selectOption('refund');
    await expectRows(page, 1, 1);
    await page.getByTestId('records-type').selectOption('');
    await page.getByTestId('records-wallet').selectOption('MAIN');
    await expectRows(page, 20, 39);
  });

  it('filters by game type and vendor: the rounds of that game type or provider', async () => {
    const page = await openTab('transactionHistory');
    await expectRows(page, 20, 39);
    // The two pending live bets: their stakes only.
    await page.getByTestId('records-game-type').selectOption('LIVE');
    await expectRows(page, 2, 2);
    expect(await page.getByTestId('total-debit').innerText()).toBe('-₱100.00');
    // Slots: 23 stakes and 12 wins, and the cancelled bet's stake and refund.
    await page.getByTestId('records-game-type').selectOption('RNG');
    await expectRows(page, 20, 37);
    // That cancelled slot bet is the other provider's only round.
    await page.getByTestId('records-vendor').selectOption(other.vassalage);
    await expectRows(page, 2, 2);
    expect(await rows(page).first().locator('td[data-col="type"]').innerText()).toBe('Refund');
    expect(await totalsCell(page, 'amount')).toBe('₱0.00');
  });
});

describe('personal loss (personalProfit)', () => {
  it('sums settled bets by period and game type, with the profit coloured', async () => {
    const page = await openTab('personalProfit');
    await page.getByTestId('personal-loss').waitFor();
    await page.getByTestId('total-profit').filter({ hasText: '+₱700.00' }).waitFor();
    expect(await page.getByTestId('total-profit').getAttribute('class')).toContain('records-pos');
    expect(await rows(page).first().locator('td[data-col="gameType"]').innerText()).toBe('Slots');
    await page.getByTestId('records-period').selectOption('M');
    await page.getByTestId('total-profit').filter({ hasText: '+₱700.00' }).waitFor();
    expect(await rows(page).count()).toBeLessThanOrEqual(2);
    // The live bets are still pending: no settled live play, nothing to show.
    await page.getByTestId('records-game-type').selectOption('LIVE');
    await page.getByTestId('records-empty').waitFor();
  });

  it('pages the rows on the server, with the totals of the whole range on every page', async () => {
    // Another player: 7 days x 3 game types of settled bets = 21 rows, one more than a page.
    const p = await registerPlayer('loss');
    const m = await memberOf(p.username);
    await deposit(m, 1_000_00n, daysAgo(10));
    // The days are the merchant's (its zone, not this machine's), each bet at the same time of
    // its day, at most now on today, so the test holds at any hour.
    const now = Date.now();
    const today = todayIn(DEFAULT_TIME_ZONE);
    const intoDay = Math.floor((now - startOfLocalDay(today, DEFAULT_TIME_ZONE).getTime()) / 2);
    const bets: SeedBet[] = [];
    for (let d = 6; d >= 0; d--) {
      for (const gameType of ['RNG', 'LIVE', 'FISH']) {
        const placedAt = new Date(startOfLocalDay(addDays(today, -d), DEFAULT_TIME_ZONE).getTime() + intoDay);
        bets.push({ vendor: 'PG', gameCode: 'E2E_LOSS', gameType, stake: 10_00n, win: 15_00n, status: 'settled', placedAt });
      }
    }
    await seedBets(m, bets);
    const page = await openTab('personalProfit', p.token);
    await expectRows(page, 20, 21);
    await page.getByTestId('total-profit').filter({ hasText: '+₱105.00' }).waitFor();
    await page.getByTestId('records-next').click();
    await expectRows(page, 1, 21);
    expect(await page.getByTestId('records-page').innerText()).toContain('2');
    expect(await page.getByTestId('total-profit').innerText()).toBe('+₱105.00');
    // The oldest day comes last.
    expect(await rows(page).first().locator('td[data-col="period"]').innerText()).toBe(
      localDay(bets[0]!.placedAt, DEFAULT_TIME_ZONE),
    );
  });
});
