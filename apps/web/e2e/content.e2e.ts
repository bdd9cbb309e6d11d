import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Announcements, Whitelabel } from '@playhouse/contract';
import { api, newPage, withoutBootData } from './browser';

const announcements = async () => (await api<Announcements>('/wps/announcement/v2?types=B,PL,PU,PR,H&platform=W')).json.value!;

/** The home page has loaded its content (the marquee comes from the same answer as the popups). */
async function homeReady(page: Page) {
  await page.getByTestId('home-marquee').waitFor();
  await page.getByTestId('home-section-HOT').getByTestId('game-card').first().waitFor();
}

describe('announcements modal', () => {
  it('opens from the marquee, pages 9 notices at a time, and expands and collapses each', async () => {
    const notices = (await announcements()).playerNotices;
    expect(notices.length).toBeGreaterThan(9);
    const { page } = await newPage();
    await page.goto('/');
    await page.getByTestId('home-marquee').click();
    const dialog = page.getByTestId('announcements-dialog');
    await dialog.getByTestId('announcement-item').first().waitFor();
    expect(await dialog.getByTestId('announcement-item').count()).toBe(9);

    const second = dialog.getByTestId('announcement-item').nth(1);
    expect(await second.getByTestId('announcement-body').count()).toBe(0);
    await second.getByTestId('announcement-toggle').click();
    await second.getByTestId('announcement-body').waitFor();
    expect(await second.getByTestId('announcement-body').innerText()).toContain('02:00');
    expect(await second.getByTestId('announcement-toggle').getAttribute('aria-expanded')).toBe('true');
    await second.getByTestId('announcement-toggle').click();
    await second.getByTestId('announcement-body').waitFor({ state: 'detached' });
    expect(await second.getByTestId('announcement-toggle').getAttribute('aria-expanded')).toBe('false');

    const itemsAre = (n: number) =>
      page.waitForFunction((count) => document.querySelectorAll('[data-testid="announcement-item"]').length === count, n);
    await dialog.getByTestId('announcements-page-2').click();
    await itemsAre(notices.length - 9);
    expect(await dialog.getByTestId('announcement-toggle').first().innerText()).toContain(notices[9]!.title);
    await dialog.getByTestId('announcements-page-prev').click();
    await itemsAre(9);
  });
});

describe('public popups', () => {
  it('stays closed after a reload in the same session, and shows again in a new one', async () => {
    const first = (await announcements()).popups.find((p) => p.execution)!;
    const { page } = await newPage(undefined, { popups: true });
    await page.goto('/');
    const popup = page.getByTestId('popup');
    await popup.waitFor();
    expect(await popup.innerText()).toContain(first.title);
    await page.getByTestId('popup-close').click();
    await popup.waitFor({ state: 'detached' });

    await page.reload();
    await homeReady(page);
    await page.waitForTimeout(500);
    expect(await popup.count()).toBe(0);

    const other = await newPage(undefined, { popups: true });
    await other.page.goto('/');
    await other.page.getByTestId('popup').waitFor();
  });

  it('remembers closing separately for visitors and signed-in players', async () => {
    const popups = (await announcements()).popups;
    const { page } = await newPage(undefined, { popups: true });
    await page.goto('/');
    await page.getByTestId('popup-close').click();
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-username').fill('demoplayer');
    await page.getByTestId('login-password').fill('demo1234');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-balance').waitFor();
    // Closed while anonymous, it still shows after login; then the post-login ones follow.
    for (const p of popups) {
      const popup = page.getByTestId('popup').filter({ hasText: p.title });
      await popup.waitFor();
      await popup.getByTestId('popup-close').click();
      await popup.waitFor({ state: 'detached' });
    }
    await page.reload();
    await homeReady(page);
    await page.waitForTimeout(500);
    expect(await page.getByTestId('popup').count()).toBe(0);
  });
});

describe('promotions', () => {
  it('selects the promotion of the hash, and clicking one sets the hash', async () => {
    const promotions = (await announcements()).promotions;
    expect(promotions.length).toBeGreaterThan(2);
    const target = promotions[2]!;
    const { page } = await newPage();
    await page.goto(`/promotions#${target.id}`);
    const selected = page.locator(`[data-testid="promotion"][data-promotion-id="${target.id}"]`);
    await selected.getByTestId('promotion-body').waitFor();
    expect(await selected.getAttribute('data-selected')).toBe('true');
    expect(await page.locator('[data-testid="promotion"][data-selected="true"]').count()).toBe(1);
    expect(await page.getByTestId('promotion').count()).toBe(promotions.length);
    // Its pictures, in sequence (the first is the cover).
    expect(await selected.locator('img').count()).toBe(target.announcementImages.length);

    const other = promotions[0]!;
    await page.locator(`[data-testid="promotion"][data-promotion-id="${other.id}"]`).getByTestId('promotion-toggle').click();
    await page.waitForURL(`**/promotions#${other.id}`);
    await page.locator(`[data-testid="promotion"][data-promotion-id="${other.id}"][data-selected="true"]`).waitFor();
    expect(await selected.getAttribute('data-selected')).toBe('false');
    expect(await page.locator('[data-testid="promotion"][data-selected="true"]').count()).toBe(1);
  });
});

describe('help, footer and side menu', () => {
  it('opens the help centre (V2) at the #term topic', async () => {
    const { page } = await newPage();
    await page.goto('/help#term');
    await page.getByTestId('help-centre').getByTestId('help-topic-term').waitFor();
  });

  it('shows the footer vendor logos', async () => {
    const { page } = await newPage();
    await page.goto('/');
    const footer = page.getByTestId('footer-vendors');
    await footer.scrollIntoViewIfNeeded();
    for (const code of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']) {
      const img = footer.getByTestId(`footer-vendor-${code}`);
      await page.waitForFunction(
        (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
        await img.elementHandle(),
      );
    }
  });

  it('shows QR codes for the configured iOS and Android apps, and the contact slots', async () => {
    const { page, context } = await newPage();
    await withoutBootData(context);
    await context.route(/\/wps\/system\/whitelabel/, async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { value: Whitelabel };
      json.value.appDownloads = { ios: 'https://apps.example.com/ios', android: 'https://apps.example.com/app.apk', iosLite: '' };
      await route.fulfill({ response, json });
    });
    await page.goto('/');
    for (const app of ['ios', 'android']) {
      const qr = page.getByTestId(`download-qr-${app}`);
      await qr.waitFor();
      expect(await qr.getAttribute('width')).toBe('120');
    }
    expect(await page.getByTestId('download-qr-iosLite').count()).toBe(0);
    const contacts = (await api<Whitelabel>('/wps/system/whitelabel')).json.value!.contacts;
    for (const c of contacts) await page.getByTestId(`contact-${c.slot}`).waitFor();
  });
});
