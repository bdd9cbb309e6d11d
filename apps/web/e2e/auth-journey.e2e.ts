import { describe, expect, it } from 'vitest';
import { newPage } from './browser';

describe('register, sign out, sign in', () => {
  it('a visitor registers by username, signs out and signs back in', async () => {
    const { page } = await newPage();
    const username = `e2e${Date.now().toString(36)}`.slice(0, 16);
    await page.goto('/');
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-dialog').waitFor();
    await page.getByTestId('register-tab-username').click();
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill('abc12345');
    await page.getByTestId('register-confirm').fill('abc12345');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('header-balance').waitFor();
    expect(await page.getByTestId('register-dialog').count()).toBe(0);

    await page.getByTestId('account-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.getByTestId('header-login').waitFor();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    await page.getByTestId('header-login').click();
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill('abc12345');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-balance').waitFor();
  });

  it('shows the server validation message for a mismatched confirmation', async () => {
    const { page } = await newPage();
    await page.goto('/register');
    await page.getByTestId('register-dialog').waitFor();
    await page.getByTestId('register-tab-username').click();
    await page.getByTestId('register-username').fill('mismatch1');
    await page.getByTestId('register-password').fill('abc12345');
    await page.getByTestId('register-confirm').fill('abc12399');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByText('The two passwords are inconsistent.').first().waitFor();
  });
});
