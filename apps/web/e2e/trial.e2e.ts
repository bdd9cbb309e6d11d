import { describe, expect, it } from 'vitest';
import { newPage } from './browser';

describe('trial account', () => {
  it('is blocked from the member centre with in_need_true_account', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByTestId('login-trial').click();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await page.goto('/member');
    await page.getByTestId('trial-blocked').waitFor();
    await page.getByText('This needs a real account').first().waitFor();
    expect(await page.getByTestId('member-center').count()).toBe(0);
  });
});
