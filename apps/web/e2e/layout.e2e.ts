import { describe, expect, it } from 'vitest';
import { newPage } from './browser';

const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

describe('layout', () => {
  for (const width of [375, 1440]) {
    it(`has no horizontal scroll at ${width} px, with the register dialog open too`, async () => {
      const { page } = await newPage({ width, height: 800 });
      await page.goto('/');
      await page.getByTestId('header-login').waitFor();
      expect(await page.evaluate(overflow)).toBeLessThanOrEqual(0);
      await page.goto('/register');
      await page.getByTestId('register-dialog').waitFor();
      expect(await page.evaluate(overflow)).toBeLessThanOrEqual(0);
      const box = await page.getByTestId('register-dialog').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    });
  }

  it('shows the validation message of the pattern, with min and max, before sending', async () => {
    const { page } = await newPage();
    await page.goto('/register');
    await page.getByTestId('register-tab-username').click();
    await page.getByTestId('register-username').fill('1ab');
    await page.getByTestId('register-password').fill('abc12345');
    await page.getByTestId('register-confirm').fill('abc12345');
    await page.getByTestId('register-submit').click();
    await page.getByText('Must start with a letter and contain only letters and digits, 4 to 16 characters.').first().waitFor();
  });

  it('a visitor opening the member centre gets the login popup', async () => {
    const { page } = await newPage();
    await page.goto('/member');
    await page.getByTestId('login-dialog').waitFor();
    expect(await page.getByTestId('member-center').count()).toBe(0);
  });

  it('a visitor on a lottery route is sent to /login', async () => {
    const { page } = await newPage();
    await page.goto('/lottery?gameCode=X');
    await page.waitForURL('**/login');
    await page.getByTestId('login-dialog').waitFor();
  });
});
