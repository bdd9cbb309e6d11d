import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { baseUrl, newPage, sql } from './browser';

/**
 * The money journey of a player: a deposit through the demo payment gateway, a withdrawal,
 * the operator's approval over the operator API, and a "not received" answer with a proof.
 * The operator key is made here: the seeded one exists only as a hash, so the test stores
 * the hash of a key it knows, exactly as the platform stores keys.
 */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200, 1)]);

async function operatorKey(): Promise<string> {
  const key = `opk_${randomBytes(32).toString('base64url')}`;
  await sql(
    `INSERT INTO operator_keys (merchant_id, name, key_hash, role) SELECT id, $1, $2, 'finance' FROM merchants WHERE code = 'demo'`,
    [`e2e-${Date.now()}`, createHash('sha256').update(key).digest()],
  );
  return key;
}

async function operator(key: string, path: string, body?: unknown) {
  const r = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-operator-key': key, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await r.json()) as { success: boolean; value?: any; code?: string };
}

describe('payments journey', () => {
  it('deposits through the demo gateway, withdraws, and disputes the approved payout with a proof image', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByTestId('login-username').fill('demoplayer');
    await page.getByTestId('login-password').fill('demo1234');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-balance').waitFor();

    // Deposit: the header button opens depositv2; the gateway page pays; back on the site it is confirmed.
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('deposit-page').waitFor();
    await page.getByTestId('deposit-amount').fill('50');
    await page.getByTestId('deposit-submit').click();
    await expect.poll(() => page.getByTestId('deposit-form').getByRole('alert').textContent()).toContain('100.00');
    await page.getByTestId('deposit-amount').fill('250.00');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/pay\/demo\/D\d{8}/);
    expect(await page.title()).toBe('Demo payment gateway');
    expect(await page.getByTestId('demo-amount').textContent()).toContain('250.00');
    const orderNo = (await page.getByTestId('demo-order').textContent())!.trim();
    await page.getByTestId('demo-pay').click();
    await page.waitForURL(/\/member\?tab=depositv2/);
    const returned = page.getByTestId('deposit-returned');
    await returned.waitFor();
    expect(await returned.getAttribute('data-status')).toBe('confirmed');
    expect(await page.locator(`[data-testid="deposit-row"][data-order="${orderNo}"]`).getAttribute('data-status')).toBe(
      'confirmed',
    );

    // Withdraw: the seeded payment password and bank account are there, so the form shows at once.
    await page.getByTestId('mc-tab-withdraw').click();
    await page.getByTestId('withdraw-form').waitFor();
    // The merchant's limits and the money available are shown before anything is typed.
    await expect
      .poll(() => page.getByTestId('withdraw-limits').textContent())
      .toMatch(/^Min .*100\.00 · Max .*50,000\.00 · Available .*\d/);
    await page.getByTestId('withdraw-amount').fill('150');
    await page.getByTestId('withdraw-password').fill('111111');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-form').getByText('The payment password is wrong.').waitFor();
    await page.getByTestId('withdraw-password').fill('123456');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-done').waitFor();
    const row = page.getByTestId('withdrawal-row').first();
    await expect.poll(() => row.getAttribute('data-state')).toBe('requested');
    const id = (await row.getAttribute('data-id'))!;

    // The operator approves over the API; a member token would not do.
    const key = await operatorKey();
    const listed = await operator(key, `${API.operator.withdrawals}?view=open&limit=100`);
    expect(listed.value.rows.find((w: { id: string }) => w.id === id)).toMatchObject({
      member: 'demoplayer',
      amount: '15000',
    });
    expect((await operator(key, API.operator.approveWithdrawal.replace(':id', id), {})).value.receiptState).toBe('awaiting');

    // The payee answers "Not received": a gif is refused in the browser, a png goes through.
    await page.reload();
    const approved = page.locator(`[data-testid="withdrawal-row"][data-id="${id}"]`);
    await expect.poll(() => approved.getAttribute('data-state')).toBe('receipt_awaiting');
    await approved.getByTestId('receipt-not-received').click();
    await approved.getByTestId('receipt-proofs').setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: GIF });
    await approved.getByTestId('receipt-send-proofs').click();
    await approved.getByTestId('receipt-error').waitFor();
    await approved.getByTestId('receipt-proofs').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    // Part of it arrived: not the whole amount (refused here), then 40.00 of the 150.00.
    await approved.getByTestId('receipt-received-amount').fill('150');
    await approved.getByTestId('receipt-send-proofs').click();
    await approved.getByTestId('receipt-error').getByText('Enter an amount below the withdrawal amount').waitFor();
    await approved.getByTestId('receipt-received-amount').fill('40');
    await approved.getByTestId('receipt-send-proofs').click();
    await expect.poll(() => approved.getAttribute('data-state')).toBe('receipt_not_received');
    expect(await approved.getByTestId('withdrawal-received').textContent()).toMatch(/Received .*40\.00 · Remaining .*110\.00/);

    const disputed = await operator(key, `${API.operator.withdrawals}?view=disputed&limit=100`);
    const mine = disputed.value.rows.find((w: { id: string }) => w.id === id);
    expect(mine.proofs).toEqual([{ id: expect.any(String), mime: 'image/png', size: PNG.length }]);
    expect(mine).toMatchObject({ receivedAmount: '4000', remainingAmount: '11000' });
  });
});
