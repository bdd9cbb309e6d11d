import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import en from '../src/features/responsible-gaming/locales/en.json';
import ty from '../src/features/responsible-gaming/locales/ty.json';
import { axeProblems } from './axe';
import { baseUrl, newPage } from './browser';
import { registerPlayer, signInWithToken } from './money-fixtures';

/**
 * Responsible gaming in the security centre (My account): a fresh player sets a limit and sees
 * it in force, raises it and sees the raise pending, in EN and in TY; self-exclusion asks for
 * confirmation and signs the player out.
 */
async function authed(path: string, token: string, body?: unknown) {
  const r = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { merchant: 'demo', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json()) as { code?: string } };
}

async function securityCentre(token: string) {
  const { page } = await newPage();
  await signInWithToken(page, token, '/member?tab=securityCenter');
  await page.getByTestId('rg-panel').waitFor();
  await page.getByTestId('rg-limits').waitFor();
  return page;
}

describe('responsible gaming', () => {
  it('EN: sets a deposit limit at once, then a raise waits as pending', async () => {
    const { token } = await registerPlayer('e2erg');
    const page = await securityCentre(token);
    const inForce = page.getByTestId('rg-in-force-deposit-day');
    expect(await inForce.innerText()).toBe(en.rg_no_limit);
    expect(await axeProblems(page, '[data-testid="rg-panel"]')).toEqual([]);

    await page.getByTestId('rg-limit-kind').selectOption('deposit');
    await page.getByTestId('rg-limit-period').selectOption('day');
    await page.getByTestId('rg-limit-amount').fill('500');
    await page.getByTestId('rg-limit-submit').click();
    await page.getByTestId('rg-limit-done').filter({ hasText: en.rg_saved_now }).waitFor();
    await inForce.filter({ hasText: '500.00' }).waitFor();

    await page.getByTestId('rg-limit-amount').fill('800');
    await page.getByTestId('rg-limit-submit').click();
    await page.getByTestId('rg-limit-done').filter({ hasText: 'after 24 hours' }).waitFor();
    await page.getByTestId('rg-pending-deposit-day').filter({ hasText: '800.00' }).waitFor();
    expect(await inForce.innerText()).toContain('500.00');

    // The server holds it: a deposit above the limit is refused with the limit's message.
    const r = await authed(API.payment.deposit, token, { channel: 'DEMO_BANK', amount: '60000' });
    expect(r.json.code).toBe('rg_deposit_limit_reached');
  });

  it('TY: the section and its answers in Tagalog', async () => {
    const { token } = await registerPlayer('e2ergty');
    const page = await securityCentre(token);
    await page.getByTestId('language-select').selectOption('TY');
    await page.getByText(ty.rg_title).first().waitFor();
    await page.getByTestId('rg-limit-kind').selectOption('stake');
    await page.getByTestId('rg-limit-period').selectOption('week');
    await page.getByTestId('rg-limit-amount').fill('1000');
    await page.getByTestId('rg-limit-submit').click();
    await page.getByTestId('rg-limit-done').filter({ hasText: ty.rg_saved_now }).waitFor();
    await page.getByTestId('rg-in-force-stake-week').filter({ hasText: '1,000.00' }).waitFor();
    expect(await page.getByTestId('rg-in-force-loss-day').innerText()).toBe(ty.rg_no_limit);
  });

  it('self-exclusion asks to confirm, then signs the player out', async () => {
    const { token } = await registerPlayer('e2ergex');
    const page = await securityCentre(token);
    await page.getByTestId('rg-exclusion-period').selectOption('1d');
    await page.getByTestId('rg-exclusion-password').fill('abc12345');
    await page.getByTestId('rg-exclusion-submit').click();
    await page.getByTestId('rg-exclusion-confirm').waitFor();
    await page.getByTestId('rg-exclusion-confirm-button').click();
    await page.getByTestId('header-login').waitFor();
    const info = await authed(API.member.info, token);
    expect(info.status).toBe(401);
  });
});
