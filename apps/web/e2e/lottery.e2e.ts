import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ALL_PLAYS, countContent } from '@playhouse/contract/lottery';
import { layoutOf, wireOf } from '../src/features/lottery/pick-layout';
import en from '../src/features/lottery/locales/en.json';
import ty from '../src/features/lottery/locales/ty.json';
import { axeProblems } from './axe';
import { newPage } from './browser';
import { balanceOf, deposit, memberOf, signInAsDemoPlayer, type Member } from './money-fixtures';

let player: Member;

beforeAll(async () => {
  player = await memberOf('demoplayer');
  if ((await balanceOf(player)) < 100_000n) await deposit(player, 100_000n);
});

describe('the lottery pickers (no browser)', () => {
  it('every play the engine sells has a picker whose full selection the play itself counts', () => {
    for (const play of ALL_PLAYS) {
      const layout = layoutOf(play);
      expect(layout, play.id).not.toBeNull();
      const all = layout!.rows.map((r) => [...r.options]);
      expect(countContent(play, wireOf(layout!, all)), play.id).toBeGreaterThan(0);
    }
  });

  it('every lottery text exists in EN and TY', () => {
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
  });
});

/** Waits until the open draw sells with at least `seconds` left, so the bet is not refused at close. */
async function waitForSalesWindow(page: Page, seconds: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const text =
      (await page
        .getByTestId('lottery-countdown')
        .textContent({ timeout: 90_000 })
        .catch(() => null)) ?? '';
    const m = /(\d+):(\d{2})\b/.exec(text);
    if (m && Number(m[1]) * 60 + Number(m[2]) >= seconds) return;
    if (Date.now() > deadline) throw new Error(`no sales window of ${seconds} s (countdown: "${text}")`);
    await page.waitForTimeout(1_000);
  }
}

const shownMinor = async (page: Page) => {
  const text = await page.getByTestId('balance-amount').innerText();
  return BigInt(text.replace(/[^\d]/g, ''));
};

describe('the lottery journey', () => {
  it('a member picks, sees count and stake, bets, watches the balance drop, waits for the draw, sees the outcome and verifies it', async () => {
    const { page } = await newPage({ width: 1366, height: 900 });
    await page.goto('/');
    await signInAsDemoPlayer(page);
    await page.goto('/lottery?gameCode=SSC1');
    await page.getByTestId('lottery-game-view').waitFor();
    await page.getByTestId('lottery-picker').waitFor();

    // Fixed position: every digit at the ten-thousands buys 10 bets and one of them must win.
    await page.locator('[data-testid="lottery-menu"][data-menu="fixed"]').click();
    await expect
      .poll(() => page.locator('[data-testid="lottery-play"][aria-pressed="true"]').getAttribute('data-play'))
      .toBe('SSC-FIXED-DIGIT');
    const firstRow = page.getByTestId('lottery-pick-row').first();
    await firstRow.locator('[data-testid="lottery-pick"][data-value="3"]').click();
    await firstRow.locator('[data-testid="lottery-pick"][data-value="7"]').click();
    await expect.poll(() => page.getByTestId('lottery-bet-count').innerText()).toBe('2');
    await expect.poll(() => page.getByTestId('lottery-stake').innerText()).toMatch(/4\.00$/);
    // Minimum profit: 4.00 a draw against one hit of about 19.50 must keep 50 % over all staked,
    // so by the fourth draw the multiple rises (chase-plan.test.ts works the sums).
    await page.getByTestId('lottery-chase').locator('summary').click();
    await page.getByTestId('lottery-chase-draws').fill('6');
    await page.getByTestId('lottery-chase-plan').selectOption('margin');
    expect(await page.getByTestId('lottery-chase-margin').inputValue()).toBe('50');
    const planned = () =>
      page
        .getByTestId('lottery-chase-list')
        .locator('li')
        .evaluateAll((li) => li.map((el) => Number(el.getAttribute('data-multiple'))));
    // A closed sale lists no draws until the next one opens.
    await expect.poll(() => planned().then((m) => m.length), { timeout: 30_000 }).toBe(6);
    const multiples = await planned();
    expect(multiples[0]).toBe(1);
    expect(multiples.every((m, i) => i === 0 || m >= multiples[i - 1]!)).toBe(true);
    expect(multiples[5]).toBeGreaterThan(1);
    await firstRow.getByTestId('lottery-quick-big').click();
    await expect.poll(() => page.getByTestId('lottery-bet-count').innerText()).toBe('5');
    await firstRow.getByTestId('lottery-quick-all').click();
    await expect.poll(() => page.getByTestId('lottery-bet-count').innerText()).toBe('10');
    await expect.poll(() => page.getByTestId('lottery-stake').innerText()).toMatch(/20\.00$/);
    // Every digit covered: a hit never outgrows the 20.00 staked, so the plan says so instead of betting.
    await page.getByTestId('lottery-chase-short').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('lottery-chase-short').innerText()).toContain('50%');
    expect(await page.getByTestId('lottery-place-bet').isDisabled()).toBe(true);
    await page.getByTestId('lottery-chase-plan').selectOption('same');
    await page.getByTestId('lottery-chase-draws').fill('1');
    // One hit at the member's group G pays G × 10 / 1000 per 2 units: more than 0 and less than the 20.00 staked.
    expect(await page.getByTestId('lottery-possible-win').innerText()).toMatch(/1\d\.\d\d$/);

    await waitForSalesWindow(page, 15);
    const before = await balanceOf(player);
    await expect.poll(() => shownMinor(page)).toBe(before);
    await page.getByTestId('lottery-place-bet').click();
    await page.getByTestId('lottery-placed').waitFor();
    expect(await balanceOf(player)).toBe(before - 2_000n);
    await expect.poll(() => shownMinor(page), { timeout: 10_000 }).toBe(before - 2_000n);
    // The picks are cleared for the next bet.
    expect(await page.getByTestId('lottery-bet-count').innerText()).toBe('0');

    const status = page.getByTestId('lottery-order-status').first();
    expect(await status.getAttribute('data-status')).toBe('pending');
    // The sales close, the lock shows, then the draw comes and the order settles (a 1-minute game).
    await page.getByTestId('lottery-locked').waitFor({ timeout: 75_000 });
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 100_000, interval: 1_000 }).toBe('won');
    await page.getByTestId('lottery-last-result').waitFor();
    expect(await balanceOf(player)).toBeGreaterThan(before - 2_000n);

    await page.getByTestId('lottery-order-verify').first().click();
    const verdict = page.getByTestId('lottery-verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-verdict')).toBe('verified');
    // The demo beacon is local: the page says so plainly.
    await page.getByTestId('lottery-beacon-local').waitFor();
    expect(await page.getByTestId('lottery-beacon-source').innerText()).not.toBe('');

    // History shows the draw and the trend over the page.
    await page.keyboard.press('Escape');
    await page.getByTestId('lottery-tab-history').click();
    await page.getByTestId('lottery-trend').waitFor();
    expect(await page.getByTestId('lottery-trend-position').count()).toBe(5);
  }, 240_000);
});

describe('the lottery code loads only on the lottery pages', () => {
  it('the home page, signed in, downloads no lottery code; the lottery page does', async () => {
    const { page } = await newPage({ width: 375, height: 800 });
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    // Text only the lottery's code holds: a play id of the registry and a lottery page string.
    const lotteryCode = async (urls: string[]) => {
      const bodies = await Promise.all(urls.map(async (u) => (await page.request.get(u)).text()));
      return bodies.some((b) => b.includes('SSC-5S-DIRECT') || b.includes('lottery_chase_margin'));
    };
    await page.goto('/');
    await signInAsDemoPlayer(page);
    await page.getByTestId('balance-amount').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await lotteryCode(scripts)).toBe(false);
    await page.goto('/lottery?gameCode=SSC1');
    await page.getByTestId('lottery-countdown').waitFor();
    expect(await lotteryCode(scripts)).toBe(true);
  });
});

describe('the lottery pages fit and are accessible', () => {
  it('at 375 px nothing scrolls sideways (game list and a game)', async () => {
    const { page } = await newPage({ width: 375, height: 800 });
    await page.goto('/');
    await signInAsDemoPlayer(page);
    await page.goto('/lottery');
    await page.getByTestId('lottery-game').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto('/lottery?gameCode=SSC1');
    await page.getByTestId('lottery-picker').waitFor();
    await page.getByTestId('lottery-orders').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('lottery-tab-history').click();
    await page.getByTestId('lottery-history').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('axe-core finds no serious or critical violation on a game page', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await signInAsDemoPlayer(page);
    await page.goto('/lottery?gameCode=SSC1');
    await page.getByTestId('lottery-picker').waitFor();
    await page.getByTestId('lottery-orders').waitFor();
    expect(await axeProblems(page)).toEqual([]);
  });
});

describe('the lottery centres', () => {
  it('/lott and /elott fit 1366 px, name their vendors, and list our games in their prize mode for a member', async () => {
    const { page } = await newPage({ width: 1366, height: 900 });
    await page.goto('/');
    await signInAsDemoPlayer(page);
    for (const [path, mode] of [
      ['/lott', 'LOTT'],
      ['/elott', 'ELOTT'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId('lottery-centre').getByTestId('lottery-game').first().waitFor();
      await page.waitForTimeout(500);
      const wide = await page.evaluate(() =>
        Array.from(document.querySelectorAll('body *'))
          // A card past the edge of a lane that scrolls sideways is inside its scroller, not widening the page.
          .filter((el) => !el.closest('.vendor-lane-cards'))
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 5)
          .map((el) => `${el.tagName}.${el.className}`),
      );
      expect(wide, path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(1366);
      const links = await page
        .getByTestId('lottery-centre')
        .getByTestId('lottery-game')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.every((href) => href?.includes(`mode=${mode}`))).toBe(true);
      // No visible text is a raw vendor code such as TCG_LOTTO_VN.
      const text = await page.getByTestId(`game-centre-${mode}`).innerText();
      expect(text, path).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
    }
  });
});
