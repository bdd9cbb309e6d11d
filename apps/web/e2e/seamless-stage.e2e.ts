import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GamePage } from '@playhouse/contract';
import { api, newPage } from './browser';
import { signInAsDemoPlayer } from './money-fixtures';

/** Opens a PG game (vendor simulator) from its list the way a player does; resolves on /seamless. */
async function openProviderGame(page: Page) {
  const game = (await api<GamePage>('/lgw/games?gameType=RNG&vendor=PG&pageSize=10')).json.value!.content.find(
    (g) => g.isGame && !g.maintenance,
  )!;
  await page.goto('/rng?vassalage=PG');
  await signInAsDemoPlayer(page);
  const searched = page.waitForResponse((r) => r.url().includes('/lgw/games?') && r.url().includes('name='));
  await page.getByTestId('game-search').fill(game.displayName);
  await searched;
  await page.locator(`[data-testid="game-card"][data-node-id="${game.nodeId}"]`).getByTestId('game-start').click();
  await page.waitForURL((u) => u.pathname === '/seamless');
  await page.getByTestId('seamless-frame').waitFor();
}

const frameBox = async (page: Page) => (await page.getByTestId('seamless-frame').boundingBox())!;

describe("a provider's game on /seamless", () => {
  it('fills a phone screen from the top, under one slim bar', async () => {
    const { page } = await newPage({ width: 375, height: 740 });
    await openProviderGame(page);
    const box = await frameBox(page);
    expect(box.y).toBeLessThanOrEqual(56);
    expect(box.x).toBe(0);
    expect(box.width).toBe(375);
    expect(box.y + box.height).toBeGreaterThanOrEqual(739);
    // The close control stays reachable above the game.
    expect(await page.getByTestId('seamless-close').isVisible()).toBe(true);
    expect(await page.getByTestId('seamless-fullscreen').isVisible()).toBe(false);
  });

  it('has a full-screen control on desktop (Fullscreen API), and leaves full screen again', async () => {
    const { page } = await newPage({ width: 1366, height: 768 });
    await openProviderGame(page);
    expect((await frameBox(page)).y).toBeGreaterThan(100);
    await page.getByTestId('seamless-fullscreen').click();
    await page.locator('[data-testid="seamless-stage"][data-fullscreen="true"]').waitFor();
    const box = await frameBox(page);
    const viewport = await page.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight }));
    expect(box.width).toBe(viewport.w);
    expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.h - 1);
    expect(box.y).toBeLessThanOrEqual(56);
    await page.getByTestId('seamless-fullscreen').click();
    await page.locator('[data-testid="seamless-stage"][data-fullscreen="false"]').waitFor();
    expect((await frameBox(page)).y).toBeGreaterThan(100);
  });

  it('when the browser refuses full screen, the game fills the window instead', async () => {
    const { page, context } = await newPage({ width: 1366, height: 768 });
    await context.addInitScript(() => {
      Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Permissions check failed'));
    });
    await openProviderGame(page);
    await page.getByTestId('seamless-fullscreen').click();
    await page.locator('[data-testid="seamless-stage"].is-expanded').waitFor();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    const box = await frameBox(page);
    expect(box.width).toBe(1366);
    expect(box.y + box.height).toBeGreaterThanOrEqual(767);
    await page.getByTestId('seamless-fullscreen').click();
    await page.locator('[data-testid="seamless-stage"]:not(.is-expanded)').waitFor();
  });
});
