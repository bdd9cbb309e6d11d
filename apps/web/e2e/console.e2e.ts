import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { API } from '@playhouse/contract';
import { totpCode } from '../../server/src/lib/totp.js';
import { api, baseUrl, newPage, sql } from './browser';
import { memberOf, registerPlayer } from './money-fixtures';
import { operator, PASSWORD, signIn } from './console-fixtures';

/** The operator console at /console: sign-in with TOTP, finding a member, freeze and unfreeze, what a role may see. */

const db = new pg.Client({ connectionString: inject('databaseUrl') });
await db.connect();
afterAll(() => db.end());

describe('operator console', () => {
  it('signs in with password and TOTP, finds a member, freezes and unfreezes it; the URL keeps the view', async () => {
    await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
    const joe = await registerPlayer('e2econ');
    const memberId = (await memberOf(joe.username)).id;
    const support = await operator('support', 'console-support');
    const { page, context } = await newPage();
    await signIn(page, support);
    expect(new URL(page.url()).pathname).toBe('/console/demo/members');
    expect(await page.getByTestId('operator-name').textContent()).toContain('console-support');
    // The session cookie is out of reach of page scripts.
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const [cookie] = await context.cookies();
    expect([cookie?.httpOnly, cookie?.sameSite, cookie?.path]).toEqual([true, 'Strict', '/ops']);

    // Find by username (case-insensitive prefix); the row opens the member beside the list.
    await page.getByTestId('members-q').fill(joe.username.toUpperCase());
    await page.getByTestId('members-find').click();
    const row = page.locator(`[data-testid="grid-row"][data-row-id="${memberId}"]`);
    await row.waitFor();
    expect(await page.getByTestId('grid-row').count()).toBe(1);
    await row.click();
    const drawer = page.getByTestId('member-drawer');
    await drawer.waitFor();
    expect(await drawer.getByTestId('member-status').textContent()).toBe('Active');
    expect(new URL(page.url()).searchParams.get('open')).toBe(memberId);

    // Freeze: a reason is required, and the member's sign-in is refused until unfrozen.
    const change = drawer.getByTestId('member-status-change');
    expect(await change.isDisabled()).toBe(true);
    await drawer.getByTestId('member-reason').fill('chargeback under review');
    await change.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="member-status"]')?.textContent === 'Frozen');
    const login = await api(API.session.login, { type: 'username', username: joe.username, password: 'abc12345' });
    expect(login.json.code).toBe('contact_agent');
    // Its open session ended with the freeze.
    const info = await fetch(`${baseUrl()}${API.member.info}`, {
      headers: { merchant: 'demo', authorization: `Bearer ${joe.token}` },
    });
    expect(info.status).toBe(401);

    // A link reproduces the view: the search and the open member come back after a reload.
    await page.reload();
    await page.getByTestId('member-drawer').waitFor();
    expect(await page.getByTestId('members-q').inputValue()).toBe(joe.username.toUpperCase());
    expect(await page.getByTestId('member-status').textContent()).toBe('Frozen');

    await page.getByTestId('member-reason').fill('cleared');
    await page.getByTestId('member-status-change').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="member-status"]')?.textContent === 'Active');

    // The other actions take the same reason: ending the sessions of the one it just opened.
    const again = await api<{ token: string }>(API.session.login, {
      type: 'username',
      username: joe.username,
      password: 'abc12345',
    });
    await page.getByTestId('member-reason').fill('lost phone');
    await page.getByTestId('member-endSessions').click();
    await page.getByText(`${joe.username}'s sessions ended.`).waitFor();
    const ended = await fetch(`${baseUrl()}${API.member.info}`, {
      headers: { merchant: 'demo', authorization: `Bearer ${again.json.value!.token}` },
    });
    expect(ended.status).toBe(401);

    // The keyboard: Escape closes the member, J/K move, Enter opens, ? lists the keys.
    await page.keyboard.press('Escape');
    await page.getByTestId('member-drawer').waitFor({ state: 'detached' });
    await page.getByTestId('members-q').fill('');
    await page.getByTestId('members-find').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="grid-row"]').length > 2);
    await page.locator('h1').click();
    await page.keyboard.press('j');
    expect(await page.locator('[data-testid="grid-row"][aria-selected="true"]').getAttribute('data-row-id')).toBe(
      await page.getByTestId('grid-row').nth(1).getAttribute('data-row-id'),
    );
    await page.keyboard.press('Enter');
    await page.getByTestId('member-drawer').waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    await page.getByTestId('keys-help').waitFor();
  });

  it('finds a member by each key: nickname, mobile, e-mail, login IP, device, bank account, affiliate code and upline', async () => {
    await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
    const kim = await registerPlayer('e2ekeys');
    const under = await registerPlayer('e2eunder');
    const kimId = (await memberOf(kim.username)).id;
    const underId = (await memberOf(under.username)).id;
    // Kim, as the keys an operator may have in hand: a nickname, contacts, where it signed in, a bank account, an affiliate code.
    await sql(
      `UPDATE members SET nickname = 'Keyfinder Kim', mobile_num = '9175550177', country_dialing_code = '63',
              email = 'kim.keys@example.test', affiliate_code = 'KIMKEYS1' WHERE id = $1`,
      [kimId],
    );
    await sql(`UPDATE members SET upline_id = $1 WHERE id = $2`, [kimId, underId]);
    await sql(
      `INSERT INTO member_known_ips (merchant_id, member_id, ip) SELECT merchant_id, id, '198.51.100.77' FROM members WHERE id = $1`,
      [kimId],
    );
    await sql(
      `INSERT INTO member_devices (merchant_id, member_id, device_id) SELECT merchant_id, id, 'kim-device-0001' FROM members WHERE id = $1`,
      [kimId],
    );
    await sql(
      `INSERT INTO bank_accounts (merchant_id, member_id, bank_name, account_name, account_number)
       SELECT merchant_id, id, 'Kim Bank', 'Kim Keys', '555000111222' FROM members WHERE id = $1`,
      [kimId],
    );
    const support = await operator('support', 'console-keys');
    const { page } = await newPage();
    await signIn(page, support);
    const keys: [string, string, string][] = [
      ['nickname', 'keyfinder', kimId],
      ['mobile', '917-555-0177', kimId],
      ['email', 'KIM.keys@example.test', kimId],
      ['ip', '198.51.100.77', kimId],
      ['device', 'kim-device-0001', kimId],
      ['bank', '5550-0011-1222', kimId],
      ['affiliate', 'kimkeys1', kimId],
      ['upline', kim.username, underId],
    ];
    for (const [by, q, id] of keys) {
      await page.getByTestId('members-by').selectOption(by);
      await page.getByTestId('members-q').fill(q);
      await page.getByTestId('members-find').click();
      await page.waitForFunction((want) => {
        const rows = Array.from(document.querySelectorAll('[data-testid="grid-row"]')).map((r) => r.getAttribute('data-row-id'));
        return rows.length === 1 && rows[0] === want;
      }, id);
      expect(new URL(page.url()).searchParams.get('by')).toBe(by);
    }
  });

  it('shows a role only what it may do: the auditor reads a member but is offered no freeze; TY throughout', async () => {
    const auditor = await operator('auditor', 'console-auditor');
    const { page } = await newPage();
    await signIn(page, auditor);
    await page.getByTestId('language').first().selectOption('TY');
    await page.getByTestId('members-q').fill('demoplayer');
    await page.getByTestId('members-find').click();
    await page.getByTestId('grid-row').first().click();
    await page.getByTestId('member-drawer').waitFor();
    expect(await page.getByTestId('member-status').textContent()).toBe('Aktibo');
    expect(await page.getByTestId('member-balances').textContent()).toContain('MAIN');
    expect(await page.getByTestId('member-status-change').count()).toBe(0);

    // Sign-out ends the session: the console is back at its sign-in.
    await page.keyboard.press('Escape');
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-in-username').waitFor();
    // The browser's own call (no cookie any more) is refused.
    expect(await page.evaluate((me) => fetch(me).then((r) => r.status), API.operator.me)).toBe(401);
  });

  it('makes an adjustment above the threshold that a second operator approves; the balance moves once', async () => {
    await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
    const ann = await registerPlayer('e2eadj');
    const memberId = (await memberOf(ann.username)).id;
    const first = await operator('finance', 'console-fin-a');
    const second = await operator('finance', 'console-fin-b');

    const { page } = await newPage();
    await signIn(page, first);
    await page.goto(`/console/demo/members?by=username&q=${ann.username}&open=${memberId}`);
    const drawer = page.getByTestId('member-drawer');
    await drawer.getByTestId('adjust-form').waitFor();
    await drawer.getByTestId('adjust-amount').fill('2,000.00');
    await drawer.getByTestId('adjust-category').selectOption('compensation');
    await drawer.getByTestId('adjust-comment').fill('round lost to an outage');
    await drawer.getByTestId('adjust-submit').click();
    await page.getByText('Above the threshold: it waits for another person to approve.').waitFor();
    expect(await drawer.getByTestId('member-balances').textContent()).not.toContain('2,000.00');

    // The one who asked sees it in the queue but may not approve it.
    await page.keyboard.press('Escape');
    await page.getByTestId('nav-adjustments').click();
    await page.getByTestId('adjustments-grid').getByText(ann.username).click();
    expect(await page.getByTestId('adjustment-approve').isDisabled()).toBe(true);

    // A second operator, in its own browser, approves it.
    const other = await newPage();
    await signIn(other.page, second);
    await other.page.getByTestId('nav-adjustments').click();
    await other.page.getByTestId('adjustments-grid').getByText(ann.username).click();
    expect(await other.page.getByTestId('adjustment-amount').textContent()).toContain('2,000.00');
    await other.page.getByTestId('adjustment-approve').click();
    await other.page.getByText('Approved: the balance is adjusted.').waitFor();

    await page.goto(`/console/demo/members?by=username&q=${ann.username}&open=${memberId}`);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="member-balances"]')?.textContent?.includes('2,000.00'),
    );
    const rows = await db.query(`SELECT status, decided_name FROM member_adjustments WHERE member_id = $1`, [memberId]);
    expect(rows.rows).toEqual([{ status: 'posted', decided_name: 'console-fin-b' }]);
  });

  it("sets up a new operator's own authenticator at its first sign-in, with a QR code and the key", async () => {
    const fresh = await operator('support', 'console-fresh', false);
    const { page } = await newPage();
    await page.goto('/console/');
    await page.getByTestId('sign-in-username').fill(fresh.username);
    await page.getByTestId('sign-in-password').fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    const step = page.getByTestId('enrol-step');
    await step.waitFor();
    expect(await step.locator('svg[role="img"]').count()).toBe(1);
    const secret = (await page.getByTestId('enrol-secret').textContent())!;
    expect(secret).not.toBe(fresh.secret);
    await page.getByTestId('enrol-code').fill(totpCode(secret, Date.now()));
    await page.getByTestId('enrol-submit').click();
    await page.getByTestId('dashboard').waitFor();
    const row = await db.query(
      `SELECT totp_secret, totp_enrolled_at IS NOT NULL AS enrolled FROM operator_users WHERE username = $1`,
      [fresh.username],
    );
    expect(row.rows).toEqual([{ totp_secret: secret, enrolled: true }]);
  });
});
