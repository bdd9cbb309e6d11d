import { deflateSync } from 'node:zlib';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import actEn from '../src/features/activities/locales/en.json';
import actTy from '../src/features/activities/locales/ty.json';
import refEn from '../src/features/referral/locales/en.json';
import refTy from '../src/features/referral/locales/ty.json';
import { newPage, sql } from './browser';
import { registerPlayer, signInAsDemoPlayer, signInWithToken } from './money-fixtures';

/**
 * The activity centre (/activity) and invite friends (/member?tab=referral), in EN and TY. The
 * demo seed's activities are in each state: coming soon, open to apply, open to join, ended. A
 * fresh player applies to the open apply activity with a comment and a png (a comment over the
 * limit is refused first), and the card turns to Applying; another joins the join activity in
 * Tagalog. Invite friends shows the player's link with its QR code and the friends table: empty
 * for a fresh player, the demo player's three seeded friends masked.
 */

const TITLES = {
  comingSoon: { EN: 'Weekend lucky draw', TY: 'Lucky draw sa katapusan ng linggo' },
  apply: { EN: 'Share your big win', TY: 'Ibahagi ang iyong malaking panalo' },
  join: { EN: 'Bet 500 this week', TY: 'Tumaya ng 500 ngayong linggo' },
  ended: { EN: 'Launch week celebration', TY: 'Pagdiriwang ng launch week' },
} as const;

type Lang = 'EN' | 'TY';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A valid side×side RGB png of one colour. */
function tinyPng(side = 4, rgb = [0xd4, 0x3f, 0x8d]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, not interlaced
  const row = Buffer.from([0, ...Array.from({ length: side }, () => rgb).flat()]); // filter type 0, then the pixels
  const raw = Buffer.concat(Array.from({ length: side }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function open(token: string, path: string, lang: Lang): Promise<Page> {
  const { page } = await newPage();
  await page.addInitScript((l) => localStorage.setItem('ph.lang', l), lang);
  await signInWithToken(page, token, path);
  return page;
}

const card = (page: Page, title: string) => page.locator('[data-testid^="act-card-"]').filter({ hasText: title });
const statusOf = (page: Page, title: string) => card(page, title).locator('[data-testid^="act-button-"]');

let enToken: string;
let tyToken: string;
beforeAll(async () => {
  await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
  enToken = (await registerPlayer('e2eacten')).token;
  tyToken = (await registerPlayer('e2eactty')).token;
});

describe('activity centre', () => {
  it('EN: shows the cards with their status buttons, refuses a long comment, and applies with a comment and an image', async () => {
    const page = await open(enToken, '/activity', 'EN');
    await page.getByTestId('act-list').waitFor();
    expect(await page.getByTestId('activity-page').innerText()).toContain(actEn.act_title);

    const expected: [string, string, string][] = [
      [TITLES.comingSoon.EN, 'coming_soon', actEn.act_status_coming_soon],
      [TITLES.apply.EN, 'join', actEn.act_status_join],
      [TITLES.join.EN, 'join', actEn.act_status_join],
      [TITLES.ended.EN, 'close', actEn.act_status_close],
    ];
    for (const [title, status, label] of expected) {
      const button = statusOf(page, title);
      expect(await button.getAttribute('data-status')).toBe(status);
      expect((await button.innerText()).trim()).toBe(label);
      expect(await button.isEnabled()).toBe(status === 'join');
    }

    // The details first, then the application form from the dialog's Join.
    await card(page, TITLES.apply.EN)
      .getByTestId(/^act-details-/)
      .click();
    const dialog = page.getByTestId('act-dialog');
    await dialog.getByText('Send us a screenshot', { exact: false }).waitFor();
    await dialog.locator('[data-testid^="act-button-"]').click();
    const form = dialog.getByTestId('act-apply-form');
    await form.waitFor();

    // 141 characters: the counter shows it over, and the form refuses it.
    await form.getByTestId('act-comment').fill('x'.repeat(141));
    expect(await form.getByTestId('act-comment-count').innerText()).toBe('141 / 140');
    await form.getByTestId('act-apply-submit').click();
    await form
      .getByRole('alert')
      .filter({ hasText: actEn.act_comment_too_long.replace('{{max}}', '140') })
      .waitFor();
    expect(await form.getByTestId('act-comment').getAttribute('aria-invalid')).toBe('true');
    expect(await statusOf(page, TITLES.apply.EN).getAttribute('data-status')).toBe('join');

    const comment = 'Won 1,200.00 on the dice last night!';
    await form.getByTestId('act-comment').fill(comment);
    await form.getByTestId('act-images').setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: tinyPng() });
    await form.getByTestId('act-apply-submit').click();
    await dialog.waitFor({ state: 'detached' });

    const button = statusOf(page, TITLES.apply.EN);
    await page
      .locator('[data-testid^="act-button-"][data-status="applying"]')
      .filter({ hasText: actEn.act_status_applying })
      .waitFor();
    expect(await button.getAttribute('data-status')).toBe('applying');
    expect(await button.isDisabled()).toBe(true);

    // The details now show the application as the server keeps it.
    await card(page, TITLES.apply.EN)
      .getByTestId(/^act-details-/)
      .click();
    const application = page.getByTestId('act-dialog').getByTestId('act-application');
    expect(await application.innerText()).toContain(comment);
    expect(await application.innerText()).toContain('1 image');

    // After a reload too.
    await page.reload();
    await page.getByTestId('act-list').waitFor();
    expect(await statusOf(page, TITLES.apply.EN).getAttribute('data-status')).toBe('applying');
  });

  it('TY: the same cards in Tagalog, and joining the join activity', async () => {
    const page = await open(tyToken, '/activity', 'TY');
    await page.getByTestId('act-list').waitFor();
    expect(await page.getByTestId('activity-page').innerText()).toContain(actTy.act_title);

    const expected: [string, string][] = [
      [TITLES.comingSoon.TY, actTy.act_status_coming_soon],
      [TITLES.apply.TY, actTy.act_status_join],
      [TITLES.join.TY, actTy.act_status_join],
      [TITLES.ended.TY, actTy.act_status_close],
    ];
    for (const [title, label] of expected) expect((await statusOf(page, title).innerText()).trim()).toBe(label);

    // Joined, the join activity waits for its valid bet (not met by a fresh player).
    await statusOf(page, TITLES.join.TY).click();
    await card(page, TITLES.join.TY).locator('[data-status="joined"]').filter({ hasText: actTy.act_status_joined }).waitFor();
    await card(page, TITLES.join.TY)
      .getByTestId(/^act-details-/)
      .click();
    expect(await page.getByTestId('act-dialog').getByTestId('act-progress').innerText()).toContain(actTy.act_min_valid_bet);
  });
});

async function expectLinkPanel(page: Page) {
  await page.getByTestId('ref-link-panel').waitFor();
  const code = (await page.getByTestId('ref-code').innerText()).trim();
  expect(code).not.toBe('');
  const link = await page.getByTestId('ref-link').inputValue();
  expect(link).toContain(`/register?referralCode=${encodeURIComponent(code)}`);
  const qr = page.getByTestId('ref-qr');
  expect(await qr.getAttribute('role')).toBe('img');
  expect((await qr.locator('path').getAttribute('d'))?.length).toBeGreaterThan(100);
}

/** Waits for the seed's qualifying friend: the referral subscriber qualifies it once the event workers have run. */
async function seededFriendQualified() {
  const c = new pg.Client({ connectionString: inject('databaseUrl') });
  await c.connect();
  try {
    for (const deadline = Date.now() + 60_000; ;) {
      const r = await c.query(
        `SELECT 1 FROM referrals r JOIN members m ON m.merchant_id = r.merchant_id AND m.id = r.invitee_id
          WHERE m.username = 'demofriend1' AND r.qualified_at IS NOT NULL`,
      );
      if (r.rowCount) return;
      if (Date.now() > deadline) throw new Error('the seeded friend demofriend1 was not qualified');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await c.end();
  }
}

describe('invite friends', () => {
  beforeAll(seededFriendQualified);

  it.each([
    ['EN', refEn],
    ['TY', refTy],
  ] as const)('%s: a fresh player has a link with its QR code and no friends yet', async (lang, text) => {
    const page = await open(lang === 'EN' ? enToken : tyToken, '/member?tab=referral', lang);
    await page.getByTestId('referral-page').waitFor();
    await expectLinkPanel(page);
    expect(await page.getByTestId('ref-qr').getAttribute('aria-label')).toBe(text.ref_qr);
    expect(await page.getByTestId('ref-copy').innerText()).toBe(text.ref_copy);
    expect(await page.getByTestId('ref-invitees').innerText()).toBe('0');
    await page.getByTestId('records-empty').filter({ hasText: text.ref_empty }).waitFor();
    expect(await page.getByTestId('records-row').count()).toBe(0);
  });

  it.each([
    ['EN', refEn],
    ['TY', refTy],
  ] as const)("%s: the demo player's seeded friends, masked, one of them qualified", async (lang, text) => {
    const { page } = await newPage();
    await page.addInitScript((l) => localStorage.setItem('ph.lang', l), lang);
    await page.goto('/');
    await signInAsDemoPlayer(page);
    await page.goto('/member?tab=referral');
    await page.getByTestId('referral-page').waitFor();
    await expectLinkPanel(page);
    expect(await page.getByTestId('ref-invitees').innerText()).toBe('3');
    expect(await page.getByTestId('ref-qualified').innerText()).toBe('1');

    await page.getByTestId('records-table').waitFor();
    expect((await page.locator('[data-testid="records-row"] td[data-col="username"]').allInnerTexts()).sort()).toEqual([
      'de***d1',
      'de***d2',
      'de***d3',
    ]);
    const friend1 = page.getByTestId('records-row').filter({ hasText: 'de***d1' });
    expect(await friend1.locator('td[data-col="qualified"]').innerText()).toBe(text.ref_yes);
    const friend3 = page.getByTestId('records-row').filter({ hasText: 'de***d3' });
    expect(await friend3.locator('td[data-col="qualified"]').innerText()).toBe(text.ref_no);
    expect(await page.getByTestId('ref-friends-count').innerText()).toBe(text.ref_count_other.replace('{{count}}', '3'));
  });
});
