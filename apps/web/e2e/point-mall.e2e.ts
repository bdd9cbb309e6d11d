import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import en from '../src/features/points/locales/en.json';
import ty from '../src/features/points/locales/ty.json';
import rebateEn from '../src/features/rebate/locales/en.json';
import rebateTy from '../src/features/rebate/locales/ty.json';
import { axeProblems } from './axe';
import { newPage, sql } from './browser';
import { balanceOf, memberOf, registerPlayer, signInWithToken } from './money-fixtures';

/**
 * The points mall and the manual rebate, in EN and TY: a fresh player with 3,000 points earned
 * (and a manual rebate accrued on 2,000.00 of slot valid bets at the demo's 0.80 %) converts
 * 1,000 points to 10.00, redeems the demo's "Cash 10.00" item (In Process until reviewed), finds
 * both in the records, then claims the rebate (16.00) from the member centre.
 */
async function playerWithPoints(prefix: string) {
  await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
  const { username, token } = await registerPlayer(prefix);
  const member = await memberOf(username);
  await sql(
    `INSERT INTO point_accounts (merchant_id, member_id, balance, earned_total)
     SELECT merchant_id, id, 3000, 3000 FROM members WHERE id = $1`,
    [member.id],
  );
  await sql(
    `INSERT INTO point_records (merchant_id, member_id, kind, points, balance_after, ratio, source_ref, game_type, valid_bet)
     SELECT merchant_id, id, 'earn', 3000, 3000, '1', 'e2e:' || id, 'RNG', 300000 FROM members WHERE id = $1`,
    [member.id],
  );
  await sql(
    `INSERT INTO rebate_accruals (merchant_id, member_id, game_type, valid_bet, rebate_bp)
     SELECT merchant_id, id, 'RNG', 200000, 200000 * 80 FROM members WHERE id = $1`,
    [member.id],
  );
  return { member, token };
}

async function inLanguage(page: Page, lang: 'EN' | 'TY', probe: string) {
  if (lang === 'TY') await page.getByTestId('language-select').selectOption('TY');
  await page.getByText(probe).first().waitFor();
}

for (const [lang, t, r] of [
  ['EN', en, rebateEn],
  ['TY', ty, rebateTy],
] as const) {
  describe(`points mall (${lang})`, () => {
    it('converts points, redeems an item and shows both in the records; claims the manual rebate', async () => {
      const { member, token } = await playerWithPoints(`e2epm${lang.toLowerCase()}`);
      const { page } = await newPage();
      await signInWithToken(page, token, '/pointMall');
      await page.getByTestId('points-mall').waitFor();
      await inLanguage(page, lang, t.points_convert_title);
      expect(await page.getByTestId('points-balance').innerText()).toBe('3000');
      expect(await axeProblems(page, '[data-testid="points-mall"]')).toEqual([]);

      // Convert 1,000 points: 10.00 in the main wallet; a wrong amount is explained first.
      await page.getByTestId('points-convert-input').fill('150');
      await page.getByText(t.points_convert_rule.replace('{{min}}', '1000').replace('{{unit}}', '100')).first().waitFor();
      await page.getByTestId('points-convert-input').fill('1000');
      await page.getByTestId('points-convert-submit').click();
      await page.getByTestId('points-convert-done').waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="points-balance"]')?.textContent === '2000');
      expect(await balanceOf(member)).toBe(1_000n);

      // Redeem one "Cash 10.00" (1,000 points): In Process.
      const item = page.getByTestId('points-items').locator('li', { hasText: 'Cash 10.00' }).first();
      await item.getByTestId('points-item-redeem').click();
      await page.getByTestId('points-redeem-dialog').waitFor();
      await page.getByTestId('points-redeem-submit').click();
      await page.getByTestId('points-redeem-done').waitFor();
      await page.getByTestId('points-redeem-dialog').getByRole('button', { name: t.points_close }).first().click();
      await page.waitForFunction(() => document.querySelector('[data-testid="points-balance"]')?.textContent === '1000');

      await page.getByTestId('points-tab-redeems').click();
      const redeems = page.getByTestId('points-redeems');
      await redeems.getByTestId('points-redeem-status').first().waitFor();
      expect(await redeems.getByTestId('points-redeem-status').first().innerText()).toBe(t.points_status_inProcess);
      await page.getByTestId('points-tab-records').click();
      const records = page.getByTestId('points-records');
      await records.getByText(t.points_remark_convert).first().waitFor();
      expect(await records.locator('tbody tr').count()).toBeGreaterThanOrEqual(3);

      // The manual rebate: 2,000.00 × 0.80 % = 16.00, claimed once.
      await page.goto('/member?tab=manualRebate');
      await page.getByTestId('manual-rebate').waitFor();
      await page.getByText(r.rebate_claim).first().waitFor();
      expect(await page.getByTestId('rebate-total').innerText()).toContain('16.00');
      await page.getByTestId('rebate-claim').click();
      await page.getByTestId('rebate-claimed').waitFor();
      expect(await balanceOf(member)).toBe(2_600n);
      await page.getByTestId('rebate-history').locator('tbody tr').first().waitFor();
      expect(await page.getByTestId('rebate-claim').isDisabled()).toBe(true);
    });
  });
}
