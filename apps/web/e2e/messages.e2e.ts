import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import msgEn from '../src/features/messages/locales/en.json';
import msgTy from '../src/features/messages/locales/ty.json';
import fbEn from '../src/features/feedback/locales/en.json';
import fbTy from '../src/features/feedback/locales/ty.json';
import { baseUrl, newPage, readOutbox, sql } from './browser';
import { registerPlayer, signInWithToken } from './money-fixtures';

/**
 * The messages page (messageV2) and the feedback popup: a fresh player receives messages from
 * the operator (over the operator API, with a key stored as the platform stores keys), reads,
 * filters, pages and deletes them; then sends feedback through the popup, first with empty
 * fields (the warning names them), then filled in with the captcha read from the dev outbox.
 */
async function operatorKey(): Promise<string> {
  const key = `opk_${randomBytes(32).toString('base64url')}`;
  await sql(
    `INSERT INTO operator_keys (merchant_id, name, key_hash, role) SELECT id, $1, $2, 'support' FROM merchants WHERE code = 'demo'`,
    [`e2e-msg-${Date.now()}`, createHash('sha256').update(key).digest()],
  );
  return key;
}
async function sendTo(key: string, username: string, title: { EN: string; TY: string }, content: string) {
  const r = await fetch(`${baseUrl()}/ops/messages`, {
    method: 'POST',
    headers: { 'x-operator-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ audience: { kind: 'member', username }, title, content }),
  });
  expect(r.status).toBe(200);
}

let key: string;
beforeAll(async () => {
  // The journeys here register more players than one IP may in 5 minutes with the other files.
  await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
  key = await operatorKey();
});

const badge = (page: Page) => page.getByTestId('mc-badge-messages');
const items = (page: Page) => page.locator('[data-testid^="msg-"][data-read]');
async function itemCount(page: Page, n: number) {
  await page.waitForFunction((k) => document.querySelectorAll('[data-testid^="msg-"][data-read]').length === k, n);
}

/** Opens the feedback popup from the footer; answers the captcha id its image was drawn for. */
async function openFeedback(page: Page): Promise<string> {
  const captcha = page.waitForResponse((r) => r.url().includes('/wps/captcha'));
  await page.getByTestId('footer-feedback').click();
  await page.getByTestId('feedback-dialog').waitFor();
  const json = (await (await captcha).json()) as { value: { captchaId: string } };
  return json.value.captchaId;
}

describe('messages (messageV2)', () => {
  it('shows the unread badge, opens a message to read it, filters, pages, reads all and deletes (EN)', async () => {
    const { username, token } = await registerPlayer('e2emsg');
    for (let i = 1; i <= 11; i++) await sendTo(key, username, { EN: `Notice ${i}`, TY: `Paalala ${i}` }, `Body of notice ${i}`);
    const { page } = await newPage();
    await signInWithToken(page, token, '/member?tab=messageV2');
    await page.getByTestId('messages-page').waitFor();
    await badge(page).filter({ hasText: '11' }).waitFor();
    await itemCount(page, 10);
    expect(await items(page).first().innerText()).toContain('Notice 11');

    // Opening a message shows its text and marks it read: the badge follows.
    await items(page).first().getByTestId('msg-open').click();
    expect(await page.getByTestId('msg-text').innerText()).toBe('Body of notice 11');
    await badge(page).filter({ hasText: '10' }).waitFor();

    // The pager: 11 messages, 10 a page.
    await page.getByTestId('msg-pager-next').click();
    await itemCount(page, 1);
    expect(await items(page).first().innerText()).toContain('Notice 1');
    await page.getByTestId('msg-pager-prev').click();
    await itemCount(page, 10);

    // Filters.
    await page.getByTestId('msg-filter-read').click();
    await itemCount(page, 1);
    await page.getByTestId('msg-filter-unread').click();
    await itemCount(page, 10);

    // Read all: no unread left, no badge.
    await page.getByTestId('msg-read-all').click();
    await page.getByTestId('msg-empty').filter({ hasText: msgEn.msg_empty_unread }).waitFor();
    await badge(page).waitFor({ state: 'detached' });

    // Delete one.
    await page.getByTestId('msg-filter-all').click();
    await itemCount(page, 10);
    await items(page).first().getByTestId('msg-open').click();
    await page.getByTestId('msg-delete').click();
    await page.waitForFunction(() => !document.body.innerText.includes('Notice 11'));
    await page.getByTestId('msg-pager').waitFor({ state: 'detached' });
    await itemCount(page, 10);

    // A message sent now arrives over the socket listener: the badge shows it without a reload.
    await sendTo(key, username, { EN: 'Live notice', TY: 'Live na paalala' }, 'Pushed');
    await badge(page).filter({ hasText: '1' }).waitFor();
  });

  it('speaks Tagalog (TY): filters, titles and the empty state', async () => {
    const { username, token } = await registerPlayer('e2emsgty');
    await sendTo(key, username, { EN: 'Hello', TY: 'Kumusta' }, 'Isang mensahe');
    const { page } = await newPage();
    await signInWithToken(page, token, '/member?tab=messageV2');
    await page.getByTestId('messages-page').waitFor();
    await page.getByTestId('language-select').selectOption('TY');
    await page.getByTestId('msg-filter-unread').filter({ hasText: msgTy.msg_filter_unread }).waitFor();
    await items(page).first().filter({ hasText: 'Kumusta' }).waitFor();
    await page.getByTestId('msg-read-all').click();
    await page.getByTestId('msg-filter-unread').click();
    await page.getByTestId('msg-empty').filter({ hasText: msgTy.msg_empty_unread }).waitFor();
  });
});

describe('feedback popup', () => {
  it('warns about the empty fields, then sends a signed-in member’s feedback (EN)', async () => {
    const { token } = await registerPlayer('e2efb');
    const { page } = await newPage();
    await signInWithToken(page, token, '/');
    await page.getByTestId('footer').scrollIntoViewIfNeeded();
    const captchaId = await openFeedback(page);
    // A member sends as themselves: no contact field.
    expect(await page.getByTestId('feedback-sender').count()).toBe(0);

    await page.getByTestId('feedback-submit').click();
    const warning = page.getByTestId('feedback-warning');
    await warning.waitFor();
    expect(await warning.innerText()).toContain(fbEn.fb_warning_empty);
    for (const f of ['type', 'content', 'captcha']) await page.getByTestId(`feedback-empty-${f}`).waitFor();
    await page.getByTestId('feedback-warning-ok').click();

    // Too short: the 20–200 rule, with the counter.
    await page.getByTestId('feedback-type').selectOption('1');
    await page.getByTestId('feedback-content').fill('Too short');
    await page.getByTestId('feedback-captcha').fill('abcd');
    await page.getByTestId('feedback-submit').click();
    await page.getByText(fbEn.fb_length.replace('{{min}}', '20').replace('{{max}}', '200')).waitFor();

    await page.getByTestId('feedback-content').fill('My deposit has not arrived after ten minutes.');
    expect(await page.getByTestId('feedback-counter').innerText()).toBe('45/200');
    await page.getByTestId('feedback-captcha').fill(await readOutbox(`captcha:${captchaId}`));
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-done').filter({ hasText: fbEn.fb_done }).waitFor();
  });

  it('lets a visitor send with a contact, in Tagalog (TY)', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await page.getByTestId('language-select').selectOption('TY');
    await page.getByTestId('footer-feedback').filter({ hasText: fbTy.fb_open }).waitFor();
    const captchaId = await openFeedback(page);
    await page.getByTestId('feedback-submit').click();
    const warning = page.getByTestId('feedback-warning');
    await warning.waitFor();
    expect(await warning.innerText()).toContain(fbTy.fb_warning_empty);
    expect(await page.getByTestId('feedback-empty-sender').innerText()).toBe(fbTy.fb_field_sender);
    await page.getByTestId('feedback-warning-ok').click();

    await page.getByTestId('feedback-type').selectOption('4');
    await page.getByTestId('feedback-content').fill('Gusto kong malaman ang oras ng customer service.');
    await page.getByTestId('feedback-sender').fill('bisita@example.com');
    await page.getByTestId('feedback-captcha').fill(await readOutbox(`captcha:${captchaId}`));
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-done').filter({ hasText: fbTy.fb_done }).waitFor();
  });
});
