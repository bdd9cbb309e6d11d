import { afterAll, describe, expect, it } from 'vitest';
import { newPage, sql } from './browser';

describe('site status', () => {
  afterAll(async () => {
    await sql(`UPDATE merchants SET maintenance = false WHERE code = 'demo'`);
    await sql(`DELETE FROM merchant_region_rules`);
  });

  it('shows the maintenance screen when the merchant is in maintenance', async () => {
    await sql(`UPDATE merchants SET maintenance = true WHERE code = 'demo'`);
    const { page } = await newPage();
    await page.goto('/');
    await page.getByTestId('maintenance-screen').waitFor();
    expect(await page.getByTestId('header-login').count()).toBe(0);
    await sql(`UPDATE merchants SET maintenance = false WHERE code = 'demo'`);
  });

  it('shows the region-blocked screen with the IP when the IP is restricted', async () => {
    await sql(
      `INSERT INTO merchant_region_rules (merchant_id, kind, value) SELECT id, 'ip', '127.0.0.1' FROM merchants WHERE code = 'demo'`,
    );
    const { page } = await newPage();
    await page.goto('/');
    await page.getByTestId('blocked-screen').waitFor();
    expect(await page.getByTestId('blocked-screen').innerText()).toContain('127.0.0.1');
  });
});
