import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { axeProblems } from './axe';
import { baseUrl, newPage, sql } from './browser';
import { registerPlayer, signInWithToken } from './money-fixtures';

/**
 * The affiliate application (§1 label): a player asks to become an agent from the member centre,
 * and the operator reads it over the operator API (a key made here, stored as the platform
 * stores keys: its hash, with the support role that may read members).
 */
async function operatorKey(): Promise<string> {
  const key = `opk_${randomBytes(32).toString('base64url')}`;
  await sql(
    `INSERT INTO operator_keys (merchant_id, name, key_hash, role) SELECT id, $1, $2, 'support' FROM merchants WHERE code = 'demo'`,
    [`e2e-aff-${Date.now()}`, createHash('sha256').update(key).digest()],
  );
  return key;
}

interface Application {
  username: string;
  contact: string;
  message: string;
}
async function applications(key: string): Promise<Application[]> {
  const r = await fetch(`${baseUrl()}/ops/agent/applications?pageSize=50`, { headers: { 'x-operator-key': key } });
  const json = (await r.json()) as { success: boolean; value?: { content: Application[] } };
  expect(json.success).toBe(true);
  return json.value?.content ?? [];
}

describe('affiliate application', () => {
  it('a player sends an application from the member centre and the operator sees it', async () => {
    const { username, token } = await registerPlayer('e2eaff');
    const { page } = await newPage();
    await signInWithToken(page, token, '/member');
    await page.getByTestId('member-center').waitFor();
    await page.getByTestId('mc-tab-affiliateApplication').click();
    const form = page.getByTestId('affiliate-form');
    await form.waitFor();
    expect(await axeProblems(page, '[data-testid="affiliate-page"]')).toEqual([]);

    // An empty contact is refused by the form itself.
    await page.getByTestId('affiliate-submit').click();
    await form.getByText('This field is required', { exact: false }).waitFor();

    const contact = `tg:@${username}`;
    await page.getByTestId('affiliate-contact').fill(contact);
    await page.getByTestId('affiliate-message').fill('I run a community of 200 players.');
    await page.getByTestId('affiliate-submit').click();
    const done = page.getByTestId('affiliate-done');
    await done.waitFor();
    expect(await done.textContent()).toContain('Your application has been sent.');

    const list = await applications(await operatorKey());
    expect(list.find((a) => a.username === username)).toMatchObject({
      contact,
      message: 'I run a community of 200 players.',
    });
  });

  it('is not offered to an agent', async () => {
    const { username, token } = await registerPlayer('e2eaffag');
    await sql(`UPDATE members SET type = 1 WHERE username = $1`, [username]);
    const { page } = await newPage();
    await signInWithToken(page, token, '/member');
    await page.getByTestId('mc-tab-securityCenter').waitFor();
    expect(await page.getByTestId('mc-tab-transferUpline').count()).toBe(1);
    expect(await page.getByTestId('mc-tab-affiliateApplication').count()).toBe(0);
  });

  it('refuses a trial account with the real-account message', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByTestId('login-trial').click();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await page.goto('/member?tab=affiliateApplication');
    await page.getByTestId('trial-blocked').waitFor();
    await page.getByText('This needs a real account').first().waitFor();
    expect(await page.getByTestId('affiliate-form').count()).toBe(0);
  });
});
