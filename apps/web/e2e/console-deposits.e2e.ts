import { describe, expect, it } from 'vitest';
import { newPage, sql } from './browser';
import { balanceOf, memberOf, registerPlayer, signInWithToken } from './money-fixtures';
import { operator, signIn } from './console-fixtures';

/**
 * Payment channels set in the console reach the player's deposit page; a bank-transfer deposit
 * tells the player where to send the money, and an operator credits it (less the fee) once the
 * bank shows it.
 */
describe('deposits from the console', () => {
  it('a channel made in the console is offered to the player, whose transfer an operator confirms', async () => {
    const finance = await operator('finance', 'console-dep-fin');
    const ops = (await newPage()).page;
    await signIn(ops, finance);
    await ops.getByTestId('nav-channels').click();
    await ops.getByTestId('channel-new').click();
    const form = ops.getByTestId('channel-form');
    await form.getByTestId('channel-code').fill('E2E_TRANSFER');
    await form.getByTestId('channel-nameEN').fill('Transfer to E2E Bank');
    await form.getByTestId('channel-nameTY').fill('Transfer sa E2E Bank');
    await form.getByTestId('channel-sequence').fill('0');
    await form.getByTestId('channel-min').fill('100');
    await form.getByTestId('channel-max').fill('50,000');
    await form.getByTestId('channel-feePercent').fill('2');
    await form.getByTestId('channel-bankName').fill('E2E Bank');
    await form.getByTestId('channel-accountName').fill('Playhouse E2E');
    // A receiving account number must be digits: the contract's schema says so before the server does.
    await form.getByTestId('channel-accountNumber').fill('12-34');
    await form.getByTestId('channel-save').click();
    await form.getByTestId('channel-error').waitFor();
    await form.getByTestId('channel-accountNumber').fill('1234 5678 90');
    await form.getByTestId('channel-save').click();
    await ops.locator('[data-testid="channel-row"][data-code="E2E_TRANSFER"]').waitFor();

    // The player's deposit page lists it first, with its fee, and answers a transfer with where to send it.
    await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
    const player = await registerPlayer('e2edep');
    const { page } = await newPage();
    await signInWithToken(page, player.token, '/member?tab=depositv2');
    await page.getByTestId('deposit-channel-E2E_TRANSFER').waitFor();
    expect(await page.getByTestId('deposit-fee-E2E_TRANSFER').textContent()).toBe('Fee 2.00%');
    await page.getByTestId('deposit-channel-E2E_TRANSFER').click();
    await page.getByTestId('deposit-amount').fill('500');
    expect(await page.getByTestId('deposit-fee-note').textContent()).toContain('490.00');
    await page.getByTestId('deposit-submit').click();
    const transfer = page.getByTestId('deposit-transfer');
    await transfer.waitFor();
    expect(await transfer.getByTestId('transfer-account').textContent()).toBe('1234567890');
    const reference = (await transfer.getByTestId('transfer-reference').textContent())!;
    expect(reference).toMatch(/^D\d{8}/);

    // The operator finds the waiting order (live) and credits it with the queue's key A; the player gets 490.00.
    await ops.getByTestId('nav-deposits').click();
    await ops.getByTestId('deposits-grid').getByText(reference).click();
    await ops.getByTestId('deposit-dialog').waitFor();
    await ops.keyboard.press('a');
    await ops.getByText('Credited to the player, less the fee.').waitFor();
    await expect.poll(async () => balanceOf(await memberOf(player.username))).toBe(49_000n);
    await page.reload();
    await page.locator(`[data-testid="deposit-row"][data-order="${reference}"][data-status="confirmed"]`).waitFor();
  });
});
