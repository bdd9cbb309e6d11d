import { describe, expect, it } from 'vitest';
import { newPage, sql } from './browser';
import { memberOf, registerPlayer } from './money-fixtures';
import { operator, signIn } from './console-fixtures';

/** The member view (Member 360): ledger and its explained balance, sign-ins, notes, tags, personal data and limits. */

describe("the console's member view", () => {
  it('explains a balance, keeps notes and tags, reveals personal data on purpose and lowers a limit; the auditor reads it all', async () => {
    await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
    const player = await registerPlayer('view360');
    const memberId = (await memberOf(player.username)).id;
    const support = await operator('support', 'console-360');
    const { page } = await newPage();
    await signIn(page, support);

    // A credit below the threshold posts at once: the ledger has a posting.
    await page.goto(`/console/demo/members?by=username&q=${player.username}&open=${memberId}`);
    const drawer = page.getByTestId('member-drawer');
    await drawer.waitFor();
    await drawer.getByTestId('adjust-amount').fill('25.00');
    await drawer.getByTestId('adjust-comment').fill('welcome goodwill');
    await drawer.getByTestId('adjust-category').selectOption('goodwill');
    await drawer.getByTestId('adjust-submit').click();
    await page.getByText('Posted: the balance is adjusted.').waitFor();
    await drawer.getByTestId('member-full-view').click();
    await page.getByTestId('member-page').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/console/demo/members/${memberId}`);

    // Ledger: the posting, and the balance as the sum of its postings.
    await page.getByTestId('member-tab-ledger').click();
    const ledger = page.getByTestId('ledger-grid');
    await ledger.getByTestId('grid-row').first().waitFor();
    expect(await ledger.getByTestId('grid-row').first().textContent()).toContain('adjustment');
    await page.getByTestId('ledger-explain').click();
    const explained = page.getByTestId('ledger-explained');
    await explained.getByTestId('ledger-matches').waitFor();
    expect(await explained.getByTestId('ledger-sum').textContent()).toContain('25.00');
    expect(await explained.getByTestId('ledger-matches').textContent()).toContain('The sum is the balance');
    await page.keyboard.press('Escape');

    // Sign-ins: the session its registration opened.
    await page.getByTestId('member-tab-logins').click();
    await page.getByTestId('member-sessions-table').waitFor();
    expect(await page.getByTestId('member-sessions-table').textContent()).toContain('Live');

    // Bonuses and messages: none yet for a new player, each a tab of its own.
    await page.getByTestId('member-tab-bonuses').click();
    await page.getByTestId('member-bonuses').waitFor();
    await page.getByTestId('member-tab-messages').click();
    await page.getByTestId('member-messages').waitFor();

    // Overview: tags, a note, personal data shown whole with a reason.
    await page.getByTestId('member-tab-overview').click();
    await page.getByTestId('member-tags-input').fill('vip-watch goodwill');
    await page.getByTestId('member-tags-save').click();
    await page.getByTestId('member-tags').filter({ hasText: 'vip-watch' }).waitFor();
    await page.getByTestId('member-note-text').fill('Called in about the welcome credit.');
    await page.getByTestId('member-note-add').click();
    await page.getByTestId('member-notes').getByText('Called in about the welcome credit.').waitFor();
    expect(await page.getByTestId('member-notes').textContent()).toContain('console-360');
    await page.getByTestId('member-reveal-reason').fill('caller verification');
    await page.getByTestId('member-reveal').click();
    await page.getByTestId('member-revealed').waitFor();

    // The prize group, within the agent rules: above the merchant's cap refused, below it set.
    await page.getByTestId('agent-prize-group').fill('1970');
    await page.getByTestId('agent-group-reason').fill('promotion tier');
    await page.getByTestId('agent-group-save').click();
    await page.getByText('The prize group cannot be higher than the upline’s own.').waitFor();
    await page.getByTestId('agent-prize-group').fill('1850');
    await page.getByTestId('agent-group-save').click();
    await page.getByTestId('member-prize-group').filter({ hasText: '1850' }).waitFor();

    // Limits: lowered (a first one) at once.
    await page.getByTestId('member-tab-limits').click();
    await page.getByTestId('rg-kind').selectOption('deposit');
    await page.getByTestId('rg-period').selectOption('day');
    await page.getByTestId('rg-amount').fill('500');
    await page.getByTestId('rg-reason').fill('asked by the player');
    await page.getByTestId('rg-lower').click();
    await page.getByTestId('limit-deposit-day').filter({ hasText: '500.00' }).waitFor();

    // The auditor reads the trail of it: the reveal with its reason, the note, the tags, the limit.
    const auditor = await operator('auditor', 'console-360-auditor');
    const second = await newPage();
    await signIn(second.page, auditor);
    await second.page.goto(`/console/demo/audit?targetType=member&targetId=${memberId}`);
    await second.page.waitForFunction(() => document.querySelectorAll('[data-testid="grid-row"]').length >= 5);
    const trail = (await second.page.getByTestId('grid-row').allTextContents()).join('\n');
    for (const action of [
      'member.reveal',
      'member.note',
      'member.tags',
      'agent.prize_group',
      'responsible_gaming.lower_limit',
      'member.adjustment_posted',
    ])
      expect(trail).toContain(action);
    // The auditor may read the member but is offered neither notes nor the reveal.
    await second.page.goto(`/console/demo/members/${memberId}`);
    await second.page.getByTestId('member-notes').waitFor();
    expect(await second.page.getByTestId('member-note-add').count()).toBe(0);
    expect(await second.page.getByTestId('member-reveal').count()).toBe(0);
  });
});
