import { describe, expect, it } from 'vitest';
import en from '../src/features/layout/locales/en.json';
import ty from '../src/features/layout/locales/ty.json';
import { newPage } from './browser';

describe('languages', () => {
  it('switches the site to TY (Tagalog) and keeps the choice after a reload', async () => {
    const { page } = await newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/');
    expect(await page.getByTestId('header-login').innerText()).toBe(en.layout_login);
    // An EN visitor's page carries no TY texts: their chunk comes when TY is chosen.
    expect(scripts.filter((s) => /\/assets\/ty-/.test(s))).toEqual([]);
    await page.getByTestId('language-select').selectOption('TY');
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="header-login"]')?.textContent === text,
      ty.layout_login,
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tl');
    expect(scripts.some((s) => /\/assets\/ty-/.test(s))).toBe(true);
    await page.reload();
    await page.getByTestId('header-login').waitFor();
    expect(await page.getByTestId('header-login').innerText()).toBe(ty.layout_login);
  });

  it('shows server messages in the chosen language', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await page.getByTestId('language-select').selectOption('TY');
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-username').fill('nobodyhere');
    await page.getByTestId('login-password').fill('wrongpass1');
    await page.getByTestId('login-submit').click();
    await page.getByText('Mali ang username o password.').first().waitFor();
  });
});
