import { describe, it } from 'vitest';
import { newPage, smsCode } from './browser';

describe('login by mobile number', () => {
  it('signs in on the mobile tab with the sms code from the dev outbox', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByTestId('login-tab-mobile').click();
    await page.getByTestId('login-mobile').fill('9171234567');
    await page.getByTestId('sms-send').click();
    // The button turns into a countdown once the code is sent.
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="sms-send"]') as HTMLButtonElement | null)?.disabled === true,
    );
    const code = await smsCode('639171234567');
    await page.getByTestId('login-sms-code').fill(code);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-balance').waitFor();
  });
});
