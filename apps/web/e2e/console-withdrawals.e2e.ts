import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { API } from '@playhouse/contract';
import { hashPassword } from '../../server/src/lib/passwords.js';
import { newPage, sql } from './browser';
import { deposit, memberOf, registerPlayer } from './money-fixtures';
import { operator, signIn } from './console-fixtures';

/**
 * The console's withdrawal queue worked by two operators at once, each in its own browser: a
 * player's new request appears on both screens without a reload, one claims it and the other
 * sees who reviews it, a four-eyes request takes both of them, a hold moves a request out of
 * the queue on both screens.
 */
const db = new pg.Client({ connectionString: inject('databaseUrl') });
await db.connect();
afterAll(() => db.end());

/** A player able to withdraw: money, a payment password and a bank account in its payee's name. */
async function payee(prefix: string) {
  await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
  const p = await registerPlayer(prefix);
  const member = await memberOf(p.username);
  await deposit(member, 5_000_000n);
  await sql(`UPDATE members SET payment_password_hash = $2, payee_name = 'Queue Payee' WHERE id = $1`, [
    member.id,
    await hashPassword('246810'),
  ]);
  const bank = await db.query<{ id: string }>(
    `INSERT INTO bank_accounts (merchant_id, member_id, bank_name, account_name, account_number)
     VALUES ($1, $2, 'Queue Bank', 'Queue Payee', $3) RETURNING id::text`,
    [member.merchantId, member.id, `55${Date.now()}`.slice(0, 14)],
  );
  return { ...p, bankAccountId: bank.rows[0]!.id };
}

async function requestWithdrawal(p: Awaited<ReturnType<typeof payee>>, amount: string): Promise<string> {
  const r = await fetch(`${inject('baseUrl')}${API.payment.withdraw}`, {
    method: 'POST',
    headers: { merchant: 'demo', 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
    body: JSON.stringify({
      amount,
      bankAccountId: p.bankAccountId,
      paymentPassword: '246810',
      requestId: `e2e-queue-${Date.now()}`,
    }),
  });
  const body = (await r.json()) as { value?: { id: string }; code?: string };
  if (!body.value) throw new Error(`withdraw failed: ${body.code}`);
  return body.value.id;
}

const rowOf = (page: Page, id: string) => page.locator(`[data-testid="grid-row"][data-row-id="${id}"]`);
const textIs = (page: Page, testId: string, text: string) =>
  page.waitForFunction(([t, want]) => document.querySelector(`[data-testid="${t}"]`)?.textContent === want, [
    testId,
    text,
  ] as const);

describe('withdrawal queue', () => {
  it('is worked by two operators at once: live rows, who reviews, two approvals, a hold', async () => {
    const ana = await operator('finance', 'console-wd-ana');
    const ben = await operator('finance', 'console-wd-ben');
    const A = (await newPage()).page;
    const B = (await newPage()).page;
    for (const [page, op] of [
      [A, ana],
      [B, ben],
    ] as const) {
      await signIn(page, op);
      await page.getByTestId('nav-withdrawals').click();
      await page.getByTestId('withdrawals-grid').waitFor();
    }

    // A player asks for 20,000.00 (above the demo's 10,000.00): both queues show it without a reload.
    const player = await payee('e2ewdq');
    const id = await requestWithdrawal(player, '2000000');
    await rowOf(A, id).waitFor();
    await rowOf(B, id).waitFor();

    // Ana opens it and claims it with its key; Ben's list and drawer say she reviews it, and offer him nothing.
    await rowOf(A, id).click();
    await A.getByTestId('withdrawal-drawer').waitFor();
    await textIs(A, 'withdrawal-reviewer', 'Nobody is reviewing this request.');
    await A.keyboard.press('c');
    await textIs(A, 'withdrawal-reviewer', 'You are reviewing this request.');
    await B.waitForFunction(
      (rowId) =>
        document.querySelector(`[data-row-id="${rowId}"] [data-testid="withdrawal-row-reviewer"]`)?.textContent ===
        'console-wd-ana',
      id,
    );
    await rowOf(B, id).click();
    await textIs(B, 'withdrawal-reviewer', 'console-wd-ana is reviewing this request.');
    expect(await B.getByTestId('withdrawal-approve').count()).toBe(0);
    expect(await B.getByTestId('withdrawal-bank').textContent()).toContain('Queue Payee');

    // Ana gives the first approval: it waits for a second person, and Ben's drawer offers it at once.
    await A.keyboard.press('a');
    await textIs(A, 'withdrawal-four-eyes', 'First approval by console-wd-ana: another person gives the second.');
    await textIs(B, 'withdrawal-status', 'Second approval');
    // Ana cannot give the second one herself.
    await A.getByTestId('withdrawal-approve').click();
    await A.getByText('Another person must give the second approval.').waitFor();
    await B.getByTestId('withdrawal-approve').click();
    await textIs(B, 'withdrawal-status', 'Paid out');
    await textIs(A, 'withdrawal-status', 'Paid out');
    const paid = await db.query(`SELECT status, first_approved_name, decided_by FROM withdrawals WHERE id = $1`, [id]);
    expect(paid.rows).toEqual([{ status: 'approved', first_approved_name: 'console-wd-ana', decided_by: 'console-wd-ben' }]);

    // A hold needs its reason, and moves the request out of both queues into "On hold".
    const small = await requestWithdrawal(player, '25000');
    await B.keyboard.press('Escape');
    await rowOf(B, small).click();
    expect(await B.getByTestId('withdrawal-hold').isDisabled()).toBe(true);
    await B.getByTestId('withdrawal-reason').fill('payee name check');
    await B.getByTestId('withdrawal-hold').click();
    await textIs(B, 'withdrawal-status', 'On hold');
    await A.keyboard.press('Escape');
    await rowOf(A, small).waitFor({ state: 'detached' });
    await A.getByTestId('withdrawals-view-held').click();
    await rowOf(A, small).waitFor();
    expect(new URL(A.url()).searchParams.get('view')).toBe('held');
    // Every step is in the audit trail under its operator.
    const trail = await db.query(
      `SELECT action, actor_name FROM audit_log WHERE target_type = 'withdrawal' AND target_id IN ($1, $2) ORDER BY id`,
      [id, small],
    );
    expect(trail.rows.map((r) => `${r.action} ${r.actor_name}`)).toEqual([
      'withdrawal.claim console-wd-ana',
      'withdrawal.first_approval console-wd-ana',
      'withdrawal.approve console-wd-ben',
      'withdrawal.hold console-wd-ben',
    ]);

    // An auditor reads the same trail in the console: filtered to the request, field by field, the range verified.
    const auditor = await operator('auditor', 'console-wd-audit');
    const C = (await newPage()).page;
    await signIn(C, auditor);
    await C.getByTestId('nav-audit').click();
    await C.getByTestId('audit-targetType').fill('withdrawal');
    await C.getByTestId('audit-targetId').fill(id);
    await C.getByTestId('audit-apply').click();
    await C.waitForFunction(() => document.querySelectorAll('[data-testid="grid-row"]').length === 3);
    expect(await C.getByTestId('audit-chain').textContent()).toBe('Chain verified (demo): every row shown is intact and linked.');
    expect(new URL(C.url()).searchParams.get('targetId')).toBe(id);
    await C.getByTestId('audit-grid').getByText('withdrawal.approve').click();
    const entry = C.getByTestId('audit-entry');
    await entry.waitFor();
    const status = entry.locator('[data-testid="audit-change"][data-field="status"]');
    expect(await status.locator('td').allTextContents()).toEqual(['status', 'requested', 'approved']);
  });
});
