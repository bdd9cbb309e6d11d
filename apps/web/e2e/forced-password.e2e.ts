import { describe, it } from 'vitest';
import { newPage } from './browser';

describe('forced password change', () => {
  it('signing in with the default password forces a change, after which the new one works', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByTestId('login-username').fill('demofresh');
    await page.getByTestId('login-password').fill('abc123456');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('change-password-dialog').waitFor();
    await page.getByTestId('change-new').fill('fresh2468');
    await page.getByTestId('change-confirm').fill('fresh2468');
    await page.getByTestId('change-submit').click();
    await page.getByTestId('change-password-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('header-balance').waitFor();

    await page.getByTestId('account-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-username').fill('demofresh');
    await page.getByTestId('login-password').fill('fresh2468');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-balance').waitFor();
  });
});
