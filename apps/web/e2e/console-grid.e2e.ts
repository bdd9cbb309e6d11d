import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { newPage, sql } from './browser';
import { registerPlayer } from './money-fixtures';
import { totpCode } from '../../server/src/lib/totp.js';
import { operator, PASSWORD, signIn } from './console-fixtures';

/** The console grid: a saved view, the column choice, the export of everything a filter matches, and one action on all of it. */

describe('the console grid', () => {
  it('saves a view, chooses columns, exports every matching row and freezes them all, each in the audit trail', async () => {
    await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
    const players = [await registerPlayer('gridbulk'), await registerPlayer('gridbulk'), await registerPlayer('gridbulk')];
    const support = await operator('support', 'console-grid');
    const { page } = await newPage();
    await signIn(page, support);

    await page.getByTestId('members-q').fill('gridbulk');
    await page.getByTestId('members-find').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="grid-row"]').length === 3);
    await page.getByTestId('grid-count').filter({ hasText: '3 rows' }).waitFor();

    // Hide the e-mail column: the grid and the URL say so.
    await page.getByTestId('grid-columns').click();
    await page.getByTestId('grid-column-email').uncheck();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('hide') === 'email');
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toContain('Username');
    expect(headers).not.toContain('E-mail');

    // Saved on the server under a name, then brought back from a bare list.
    await page.getByTestId('grid-views').click();
    await page.getByTestId('grid-view-name').fill('Bulk players');
    await page.getByTestId('grid-view-save').click();
    await page.getByText('View “Bulk players” saved.').waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/console/demo/members');
    await page.getByTestId('members-grid').waitFor();
    expect(await page.getByTestId('members-q').inputValue()).toBe('');
    await page.getByTestId('grid-views').click();
    await page.getByTestId('grid-view').filter({ hasText: 'Bulk players' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="grid-row"]').length === 3);
    const url = new URL(page.url());
    expect([url.searchParams.get('q'), url.searchParams.get('hide')]).toEqual(['gridbulk', 'email']);
    expect(await page.getByRole('columnheader').allTextContents()).not.toContain('E-mail');

    // Export: the task runs on the server; its file holds every matching row.
    await page.getByTestId('grid-export').click();
    await page.getByTestId('task-done').filter({ hasText: '3 rows exported.' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('task-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^demo-members-\d+\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toMatch(/^"id","username","nickname"/);
    expect(csv).toHaveLength(4);
    for (const p of players) expect(csv.join('\n')).toContain(`"${p.username}"`);

    // One action on all of them: each member frozen as its own action.
    await page.getByTestId('members-bulk').click();
    const dialog = page.getByTestId('bulk-dialog');
    await dialog.getByTestId('bulk-action').selectOption('freeze');
    await dialog.getByTestId('bulk-reason').fill('bonus abuse ring');
    // The bound starts at what the filter matches.
    expect(await dialog.getByTestId('bulk-count').textContent()).toBe('3 members match the filter now.');
    expect(await dialog.getByTestId('bulk-max').inputValue()).toBe('3');
    await dialog.getByTestId('bulk-submit').click();
    await page.getByTestId('task-done').filter({ hasText: '3 members done, 0 refused.' }).waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="grid-row"] .status')).every((s) => s.textContent === 'Frozen'),
    );

    // The auditor reads it all back: the export, the bulk task and each member's freeze.
    const auditor = await operator('auditor', 'console-grid-auditor');
    const second = await newPage();
    await signIn(second.page, auditor);
    await second.page.goto('/console/demo/audit?action=member.freeze');
    await second.page.waitForFunction(() => document.querySelectorAll('[data-testid="grid-row"]').length >= 3);
    const freezes = await second.page.getByTestId('grid-row').filter({ hasText: 'console-grid' }).count();
    expect(freezes).toBe(3);
    await second.page.goto('/console/demo/audit?targetType=task');
    await second.page.waitForFunction(() => document.querySelectorAll('[data-testid="grid-row"]').length === 2);
    const actions = await second.page.getByTestId('grid-row').allTextContents();
    expect(actions.join(' ')).toMatch(/task\.bulk.*task\.export/);
    // The time column's header turns the order on the server: oldest first, in the URL.
    await second.page.getByTestId('grid-sort').click();
    await second.page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'oldest');
    await second.page.waitForFunction(() =>
      document.querySelector('[data-testid="grid-row"]')?.textContent?.includes('task.export'),
    );
  });

  it('opens on the dashboard, live, and each figure opens the rows behind it', async () => {
    const finance = await operator('finance', 'console-dash');
    const { page } = await newPage();
    await page.goto('/console/');
    await page.getByTestId('sign-in-username').fill(finance.username);
    await page.getByTestId('sign-in-password').fill(PASSWORD);
    await page.getByTestId('sign-in-totp').fill(totpCode(finance.secret, Date.now()));
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('dashboard').waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/demo');
    const value = async (id: string) => (await page.getByTestId(`figure-${id}-value`).textContent())!;

    // Pending deposits: the figure is the number of rows its list shows.
    const pending = Number(await value('deposits-pending'));
    expect(pending).toBeGreaterThan(0);
    await page.getByTestId('figure-deposits-pending').click();
    await page.getByTestId('deposits-grid').waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="grid-row"]').length === n, pending);
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending');

    // A deposit made now moves the figure on the open dashboard without a reload.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('dashboard').waitFor();
    await sql(
      `INSERT INTO deposits (merchant_id, member_id, channel_id, order_no, amount, status)
       SELECT m.merchant_id, m.id, c.id, 'DASHBOARD-LIVE-1', 12345, 'pending'
         FROM members m JOIN payment_channels c ON c.merchant_id = m.merchant_id
        WHERE m.username = 'demoplayer' ORDER BY c.id LIMIT 1`,
    );
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="figure-deposits-pending-value"]')?.textContent === String(n),
      pending + 1,
    );

    // Players online: the members signed in within the last minutes, as a member list.
    const online = Number(await value('online'));
    await page.getByTestId('figure-online').click();
    await page.getByTestId('members-grid').waitFor();
    expect(await page.getByTestId('members-online').isChecked()).toBe(true);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="grid-row"]').length === Math.min(n, 50), online);

    // Today's gross gaming revenue opens today's settled bets.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('figure-ggr').click();
    await page.getByTestId('bets-grid').waitFor();
    await page.getByTestId('since-chip').waitFor();
    expect(new URL(page.url()).searchParams.get('settledSince')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
