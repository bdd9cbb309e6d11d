import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, type GamePage } from '@playhouse/contract';
import { api, newPage } from './browser';
import { balanceOf, deposit, memberOf, signInAsDemoPlayer, type Member } from './money-fixtures';

let player: Member;
const nodeIds: Record<string, number> = {};

beforeAll(async () => {
  player = await memberOf('demoplayer');
  if ((await balanceOf(player)) < 100_000n) await deposit(player, 100_000n);
  const r = await api<GamePage>(`${API.games.list}?gameType=BGS&vendor=BGS&pageSize=100`);
  for (const g of r.json.value!.content) nodeIds[g.gameCode] = g.nodeId;
  expect(nodeIds['BGS-SLOT'] && nodeIds['BGS-DICE']).toBeTruthy();
});

/** Launches a game as the signed-in page would (POST launchGame with the member's token); the game's URL. */
async function launch(page: Page, nodeId: number): Promise<string> {
  return page.evaluate(
    async ({ path, nodeId }) => {
      const token = sessionStorage.getItem('ph.token');
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', merchant: 'demo', authorization: `Bearer ${token}` },
        body: JSON.stringify({ nodeId }),
      });
      const json = (await res.json()) as { value?: { url: string } };
      return json.value?.url ?? `launch failed: ${JSON.stringify(json)}`;
    },
    { path: API.games.launch, nodeId },
  );
}

const minorShown = async (page: Page) => BigInt((await page.getByTestId('bgs-balance').getAttribute('data-minor'))!);
const textOf = (page: Page, id: string) => page.getByTestId(id).innerText();

describe('the in-house games', () => {
  it('a spin moves the wallet; the seed hash is shown before play and rotating reveals the seed behind it', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await signInAsDemoPlayer(page);
    const url = await launch(page, nodeIds['BGS-SLOT']!);
    expect(url).toMatch(/^\/bgs\/play\/BGS-SLOT\?launch=/);
    await page.goto(url);
    await page.getByTestId('bgs-balance').waitFor();
    const before = await balanceOf(player);
    expect(await minorShown(page)).toBe(before);
    expect(await page.getByTestId('bgs-cell').count()).toBe(15);

    const hash = await textOf(page, 'bgs-fair-hash');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const nonce = Number(await textOf(page, 'bgs-fair-nonce'));

    const bet = BigInt(await page.getByTestId('bgs-bet').inputValue());
    await page.getByTestId('bgs-spin').click();
    await page.getByTestId('bgs-result').waitFor();
    const win = BigInt((await page.getByTestId('bgs-result').getAttribute('data-win'))!);
    const after = before - bet + win;
    await page.locator(`[data-testid="bgs-balance"][data-minor="${after}"]`).waitFor();
    expect(await balanceOf(player)).toBe(after);
    expect(await textOf(page, 'bgs-fair-nonce')).toBe(String(nonce + 1));
    // Winning lines light their cells.
    if (win > 0n) expect(await page.locator('[data-testid="bgs-cell"].is-win').count()).toBeGreaterThanOrEqual(2);

    await page.getByTestId('bgs-fair-client-seed').fill('my e2e seed');
    await page.getByTestId('bgs-fair-rotate').click();
    await page.getByTestId('bgs-fair-revealed').waitFor();
    const revealed = await textOf(page, 'bgs-fair-revealed-seed');
    expect(createHash('sha256').update(revealed).digest('hex')).toBe(hash);
    expect(await page.getByTestId('bgs-fair-check').getAttribute('data-matches')).toBe('true');
    const newHash = await textOf(page, 'bgs-fair-hash');
    expect(newHash).not.toBe(hash);
    expect(await textOf(page, 'bgs-fair-nonce')).toBe('0');

    // A reload keeps playing on the same session (the launch token was good once).
    await page.reload();
    await page.getByTestId('bgs-balance').waitFor();
    expect(await textOf(page, 'bgs-fair-hash')).toBe(newHash);
    expect(await page.getByTestId('bgs-fair-client-seed').inputValue()).toBe('my e2e seed');
  });

  it('the dice pays by the chance it shows, through the same wallet', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await signInAsDemoPlayer(page);
    await page.goto(await launch(page, nodeIds['BGS-DICE']!));
    await page.getByTestId('bgs-balance').waitFor();
    const before = await minorShown(page);
    await page.getByTestId('bgs-dice-over').click();
    const bet = BigInt(await page.getByTestId('bgs-bet').inputValue());
    await page.getByTestId('bgs-roll').click();
    await page.getByTestId('bgs-result').waitFor();
    const win = BigInt((await page.getByTestId('bgs-result').getAttribute('data-win'))!);
    const roll = Number(await textOf(page, 'bgs-dice-roll'));
    // Target 50.00, over: a roll above it pays 1.9803× the bet (rounded down), anything else nothing.
    expect(win).toBe(roll > 50 ? (bet * 19_803n) / 10_000n : 0n);
    await page.locator(`[data-testid="bgs-balance"][data-minor="${before - bet + win}"]`).waitFor();
    expect(await balanceOf(player)).toBe(before - bet + win);
  });

  it('the In-house list holds only the games that exist, each opening under its own title', async () => {
    const listed = await api<GamePage>(`${API.games.list}?gameType=BGS&vendor=BGS&pageSize=100`);
    expect(listed.json.value!.content.map((g) => [g.gameCode, g.displayName]).sort()).toEqual([
      ['BGS-DICE', 'BGS Dice'],
      ['BGS-SLOT', 'BGS Classic 20'],
    ]);
    const { page } = await newPage();
    await page.goto('/');
    await signInAsDemoPlayer(page);
    await page.goto(await launch(page, nodeIds['BGS-DICE']!));
    await page.getByTestId('bgs-page').getByRole('heading', { name: 'BGS Dice' }).waitFor();
    expect(await page.getByTestId('bgs-page').innerText()).not.toContain('BGS-DICE');
  });

  for (const width of [375, 1366])
    it(`at ${width} px the slot's five reels stay inside its frame, drawn as pictures, and spin before they stop`, async () => {
      const { page } = await newPage({ width, height: 800 });
      await page.goto('/');
      await signInAsDemoPlayer(page);
      await page.goto(await launch(page, nodeIds['BGS-SLOT']!));
      await page.getByTestId('bgs-page').getByRole('heading', { name: 'BGS Classic 20' }).waitFor();
      const frame = (await page.getByTestId('bgs-reels').boundingBox())!;
      const reels = page.getByTestId('bgs-reel');
      expect(await reels.count()).toBe(5);
      for (const box of await reels.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(frame.x);
        expect(box.right).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Every cell is an SVG drawing named for assistive tech, not a font character.
      const cells = await page
        .getByTestId('bgs-cell')
        .evaluateAll((els) => els.map((e) => ({ svg: !!e.querySelector('svg[role="img"]'), text: e.textContent?.trim() ?? '' })));
      expect(cells).toHaveLength(15);
      for (const c of cells) expect(c).toEqual({ svg: true, text: '' });

      // The reels run while the round is dealt and stop one by one; the result shows after the last.
      await page.getByTestId('bgs-spin').click();
      await page.locator('[data-testid="bgs-reel"].is-spinning').first().waitFor();
      expect(
        await page
          .locator('.bgs-strip')
          .first()
          .evaluate((e) => getComputedStyle(e).animationName),
      ).toBe('bgs-reel-spin');
      await page.getByTestId('bgs-result').waitFor();
      expect(await page.locator('[data-testid="bgs-reel"].is-spinning').count()).toBe(0);
    });

  it('with reduced motion the reels do not move: the window changes at once', async () => {
    const { page } = await newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await signInAsDemoPlayer(page);
    await page.goto(await launch(page, nodeIds['BGS-SLOT']!));
    await page.getByTestId('bgs-spin').waitFor();
    // Records every strip that appears and whether it was animated.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { strips: string[] }).strips = seen;
      new MutationObserver(() => {
        document.querySelectorAll('.bgs-strip').forEach((s) => seen.push(getComputedStyle(s).animationName));
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.getByTestId('bgs-spin').click();
    await page.getByTestId('bgs-result').waitFor();
    const strips = await page.evaluate(() => (window as unknown as { strips: string[] }).strips);
    expect(strips.every((a) => a === 'none')).toBe(true);
    expect(await page.locator('[data-testid="bgs-reel"].is-spinning').count()).toBe(0);
  });
});
