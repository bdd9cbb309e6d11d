import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './browser';
import { registerPlayer } from './money-fixtures';

async function agentSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/agent');
  await page.getByTestId('agent-login-page').waitFor();
  await page.getByTestId('agent-username').fill(username);
  await page.getByTestId('agent-password').fill(password);
  await page.getByTestId('agent-login-submit').click();
}

describe('agent back office login (/agent)', () => {
  it('takes an agent to the agent centre', async () => {
    const { page } = await newPage();
    await agentSignIn(page, 'demoagent', 'demo1234');
    await page.getByTestId('agent-home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/agentHome');
    expect(await page.evaluate(() => sessionStorage.getItem('ph.token'))).toBeTruthy();
  });

  it('refuses a player with "Non-agents cannot log in." and leaves nobody signed in', async () => {
    const { username } = await registerPlayer('e2enonag');
    const { page } = await newPage();
    await agentSignIn(page, username, 'abc12345');
    const error = page.getByTestId('agent-login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('Non-agents cannot log in.');
    expect(new URL(page.url()).pathname).toBe('/agent');
    expect(await page.evaluate(() => sessionStorage.getItem('ph.token'))).toBeNull();
  });
});
