import { describe, expect, it } from 'vitest';
import { api, baseUrl, newPage, readOutbox, sql } from './browser';
import { registerPlayer } from './money-fixtures';

/** A ticket for the member's session (what another site of the merchant mints to hand a player over). */
async function handoffTicket(token: string): Promise<string> {
  const r = await fetch(`${baseUrl()}/wps/session/handoff/ticket`, {
    method: 'POST',
    headers: { merchant: 'demo', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const json = (await r.json()) as { value?: { ticket: string } };
  if (!json.value?.ticket) throw new Error(`no ticket: ${JSON.stringify(json)}`);
  return json.value.ticket;
}

/** Makes the browser's IP new to the member: the only device it knows is another one. */
async function knownElsewhere(username: string) {
  await sql(`DELETE FROM member_known_ips WHERE member_id = (SELECT id FROM members WHERE lower(username) = lower($1))`, [
    username,
  ]);
  await sql(
    `INSERT INTO member_known_ips (merchant_id, member_id, ip)
     SELECT merchant_id, id, '192.0.2.77' FROM members WHERE lower(username) = lower($1)`,
    [username],
  );
}

async function typeCredentials(page: import('playwright-core').Page, username: string, password: string) {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

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

describe('session from a token in the URL (§4)', () => {
  it('redeems the one-time hand-off ticket for a session, strips it from the address bar, and only once', async () => {
    const player = await registerPlayer('hand');
    const ticket = await handoffTicket(player.token);

    const { page } = await newPage();
    await page.goto(`/promotions?token=${ticket}`);
    await page.getByTestId('header-balance').waitFor();
    expect(page.url()).not.toMatch(/token/i);
    const stored = await page.evaluate(() => sessionStorage.getItem('ph.token'));
    expect(stored).toBeTruthy();
    expect(stored).not.toBe(ticket);
    expect(stored).not.toBe(player.token);

    // The same ticket again (history, a shared link): the visitor stays signed out, nothing breaks.
    const again = await newPage();
    await again.page.goto(`/?token=${ticket}`);
    await again.page.getByTestId('header-login').waitFor();
    expect(again.page.url()).not.toMatch(/token/i);
    expect(await again.page.getByTestId('header-balance').count()).toBe(0);
    expect(await again.page.evaluate(() => sessionStorage.getItem('ph.token'))).toBeNull();
  });

  it('leaves the visitor signed out for a made-up ticket', async () => {
    const { page } = await newPage();
    await page.goto(`/?token=${'x'.repeat(43)}`);
    await page.getByTestId('header-login').waitFor();
    expect(page.url()).not.toMatch(/token/i);
  });
});

describe('sign-in from a new device', () => {
  it('is confirmed with a code sent to the e-mail address on the account', async () => {
    const username = `mail${Date.now().toString(36)}`.slice(0, 16);
    const email = `${username}@e2e.test`;
    const r = await api('/wps/member/register', {
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      email,
      termsAccepted: true,
      ageConfirmed: true,
      login: true,
    });
    expect(r.json.success, JSON.stringify(r.json)).toBe(true);
    await knownElsewhere(username);

    const { page } = await newPage();
    await page.goto('/');
    await typeCredentials(page, username, 'abc12345');
    await page.getByTestId('verify-dialog').waitFor();
    await page.getByTestId('sms-send').click();
    const code = /\b(\d{6})\b/.exec(await readOutbox(email))![1]!;
    await page.getByTestId('verify-answer').fill(code);
    await page.getByTestId('verify-submit').click();
    await page.getByTestId('header-balance').waitFor();
  });

  it('tells a member with no mobile or e-mail how to go on, instead of letting the password in', async () => {
    const player = await registerPlayer('bare');
    await knownElsewhere(player.username);
    const { page } = await newPage();
    await page.goto('/');
    await typeCredentials(page, player.username, 'abc12345');
    await page.getByText('This account cannot confirm a new device.', { exact: false }).first().waitFor();
    expect(await page.getByTestId('header-balance').count()).toBe(0);
  });
});
