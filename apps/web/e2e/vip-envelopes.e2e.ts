import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import layoutEn from '../src/features/layout/locales/en.json';
import vipEn from '../src/features/vip/locales/page/en.json';
import vipTy from '../src/features/vip/locales/page/ty.json';
import envEn from '../src/features/envelopes/locales/widget/en.json';
import envTy from '../src/features/envelopes/locales/widget/ty.json';
import { baseUrl, newPage, sql } from './browser';
import { registerPlayer, signInAsDemoPlayer, signInWithToken } from './money-fixtures';

/**
 * The demo seed gives the merchant a six-level VIP ladder (demoplayer is on Gold / Ginto) and a
 * red-envelope drop running for 30 days. Fresh players claim envelopes, one per language.
 */

const LEVELS = 6;

/** The member's live drop as the API answers it. */
async function liveOf(token: string) {
  const r = await fetch(`${baseUrl()}/wps/envelopes/live`, { headers: { merchant: 'demo', authorization: `Bearer ${token}` } });
  return ((await r.json()) as { value: { drop: { id: string; live: boolean } | null; claimed: { amount: string } | null } })
    .value;
}

async function freshPlayer(prefix: string) {
  await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
  return registerPlayer(prefix);
}

async function toTagalog(page: Page) {
  await page.getByTestId('language-select').selectOption('TY');
  await page.waitForFunction(() => document.documentElement.lang === 'tl');
}

async function openVipPage(page: Page) {
  await page.getByTestId('side-vip').click();
  await page.waitForURL(/\/vip$/);
  await page.getByTestId('vip-level').waitFor();
}

async function claimEnvelope(page: Page, texts: typeof envEn) {
  await page.getByTestId('envelope-button').click();
  const popup = page.getByTestId('envelope-popup');
  await popup.waitFor();
  expect(await page.getByTestId('envelope-claim').innerText()).toBe(texts.env_claim);
  await page.getByTestId('envelope-claim').click();
  await page.getByTestId('envelope-result').waitFor();
  expect(await page.getByTestId('envelope-result').innerText()).toContain(texts.env_won);
  return page.getByTestId('envelope-amount').innerText();
}

describe('VIP page', () => {
  it('shows the level, progress to the next level and the benefits table (EN)', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await signInAsDemoPlayer(page);
    expect(await page.getByTestId('side-vip').innerText()).toContain(layoutEn.layout_vip);
    await openVipPage(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(vipEn.vip_title);
    expect(await page.getByTestId('vip-level').innerText()).toBe('Gold');
    await page.getByTestId('vip-progress-bet').waitFor();
    await page.getByTestId('vip-progress-deposits').waitFor();
    expect(await page.getByTestId('vip-benefits').locator('tbody tr').count()).toBe(LEVELS);
    expect(await page.getByTestId('vip-row-2').innerText()).toContain(vipEn.vip_current);
  });

  it('shows the same in TY', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await signInAsDemoPlayer(page);
    await toTagalog(page);
    await openVipPage(page);
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, vipTy.vip_title);
    expect(await page.getByTestId('vip-level').innerText()).toBe('Ginto');
    expect(await page.getByTestId('vip-benefits').innerText()).toContain(vipTy.vip_col_upgrade);
    expect(await page.getByTestId('vip-row-2').innerText()).toContain(vipTy.vip_current);
  });
});

describe('red envelopes', () => {
  it('a signed-in player opens the live drop`s envelope once and sees the amount (EN)', async () => {
    const p = await freshPlayer('env');
    const { page } = await newPage();
    await signInWithToken(page, p.token, '/');
    const amount = await claimEnvelope(page, envEn);
    const live = await liveOf(p.token);
    expect(live.claimed).not.toBeNull();
    expect(amount.replace(/[^\d]/g, '')).toBe(live.claimed!.amount);
    // Opened again after a reload: the popup shows what this player got, no second claim.
    await page.reload();
    await page.getByTestId('envelope-button').click();
    expect((await page.getByTestId('envelope-amount').innerText()).replace(/[^\d]/g, '')).toBe(live.claimed!.amount);
    expect(await page.getByTestId('envelope-claim').count()).toBe(0);
  });

  it('works in TY', async () => {
    const p = await freshPlayer('envty');
    const { page } = await newPage();
    await signInWithToken(page, p.token, '/');
    await toTagalog(page);
    await page.getByTestId('envelope-button').waitFor();
    const amount = await claimEnvelope(page, envTy);
    expect(amount.replace(/[^\d]/g, '')).toBe((await liveOf(p.token)).claimed!.amount);
  });
});
