import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@playhouse/contract';
import { newPage, sql } from './browser';
import { balanceOf, memberOf, registerPlayer, signInWithToken, type Member } from './money-fixtures';

/**
 * The reward centre and bonus details, in EN and TY: a fresh player with a claimable reward
 * (claimed here, paid through the ledger by the server) and a bonus a third of the way through
 * its turnover (a fixture row: its payment is not what this journey checks).
 */
interface Player {
  token: string;
  member: Member;
  claimableId: string;
  bonusId: string;
}

async function player(prefix: string): Promise<Player> {
  await sql(`DELETE FROM rate_limits WHERE key LIKE 'register:ip:%'`);
  const p = await registerPlayer(prefix);
  const member = await memberOf(p.username);
  const title = JSON.stringify({ EN: 'Weekend gift', TY: 'Regalo sa Sabado' });
  const bonusTitle = JSON.stringify({ EN: 'Deposit match', TY: 'Pantay sa deposito' });
  await sql(
    `INSERT INTO member_rewards (merchant_id, member_id, source, source_ref, amount, title, status, expires_at)
     VALUES ($1, $2, 'operator', $3, 2500, $4, 'claimable', now() + interval '3 days')`,
    [member.merchantId, member.id, `e2e:${p.username}:gift`, title],
  );
  await sql(
    `INSERT INTO member_rewards (merchant_id, member_id, source, source_ref, amount, title, status, claimed_at,
                                 turnover_required, turnover_done)
     VALUES ($1, $2, 'deposit_bonus', $3, 10000, $4, 'claimed', now(), 30000, 10000)`,
    [member.merchantId, member.id, `e2e:${p.username}:bonus`, bonusTitle],
  );
  const c = new pg.Client({ connectionString: inject('databaseUrl') });
  await c.connect();
  const r = await c.query<{ id: string; source: string }>(`SELECT id::text, source FROM member_rewards WHERE member_id = $1`, [
    member.id,
  ]);
  await c.end();
  const ids = Object.fromEntries(r.rows.map((x) => [x.source, x.id]));
  return { token: p.token, member, claimableId: ids.operator!, bonusId: ids.deposit_bonus! };
}

let en: Player;
let ty: Player;
beforeAll(async () => {
  en = await player('rwen');
  ty = await player('rwty');
});

async function open(p: Player, tab: string, lang: 'EN' | 'TY') {
  const { page } = await newPage();
  await page.addInitScript((l) => localStorage.setItem('ph.lang', l), lang);
  await signInWithToken(page, p.token, `/member?tab=${tab}`);
  return page;
}

describe('reward centre', () => {
  it('EN: lists the claimable reward with the counts, claims it, and it moves to Claimed; the balance is paid', async () => {
    const page = await open(en, 'rewardCenter', 'EN');
    await page.getByTestId('reward-centre').waitFor();
    // The demo merchant's sign-up and fixed bonuses may be offered to a new player too.
    await page
      .getByTestId('rewards-tab-claimable')
      .filter({ hasText: /^Claimable \(\d+\)$/ })
      .waitFor();
    await page.getByTestId('reward-title').filter({ hasText: 'Weekend gift' }).waitFor();
    await page.getByTestId(`reward-claim-${en.claimableId}`).click();
    await page.getByTestId(`reward-claim-${en.claimableId}`).waitFor({ state: 'detached' });
    await page.getByTestId('rewards-tab-claimed').filter({ hasText: 'Claimed (2)' }).waitFor();
    expect(await balanceOf(en.member)).toBe(2_500n);
    await page.getByTestId('rewards-tab-claimed').click();
    await page.getByTestId('reward-title').filter({ hasText: 'Weekend gift' }).waitFor();
  });

  it('TY: the same page in Tagalog, and the claim', async () => {
    const page = await open(ty, 'rewardCenter', 'TY');
    await page
      .getByTestId('rewards-tab-claimable')
      .filter({ hasText: /^Maaaring i-claim \(\d+\)$/ })
      .waitFor();
    await page.getByTestId('reward-title').filter({ hasText: 'Regalo sa Sabado' }).waitFor();
    await page.getByTestId(`reward-claim-${ty.claimableId}`).click();
    await page.getByTestId(`reward-claim-${ty.claimableId}`).waitFor({ state: 'detached' });
    await page.getByTestId('rewards-tab-claimed').filter({ hasText: 'Na-claim (2)' }).waitFor();
    expect(await balanceOf(ty.member)).toBe(2_500n);
  });
});

describe('bonus details', () => {
  it('EN: shows the bonus with its turnover progress and what is still locked', async () => {
    const page = await open(en, 'bonusDetails', 'EN');
    const row = page.getByTestId(`bonus-progress-${en.bonusId}`);
    await row.waitFor();
    expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(await row.innerText()).toContain(formatMoney(10_000n));
    expect(await row.innerText()).toContain(formatMoney(30_000n));
    expect(await page.getByTestId(`bonus-status-${en.bonusId}`).innerText()).toBe('In progress');
    expect(await page.getByTestId('bonus-locked').innerText()).toContain(formatMoney(20_000n));
  });

  it('TY: the same in Tagalog', async () => {
    const page = await open(ty, 'bonusDetails', 'TY');
    await page.getByTestId(`bonus-status-${ty.bonusId}`).filter({ hasText: 'Kasalukuyan' }).waitFor();
    expect(await page.getByTestId('bonus-locked').innerText()).toContain('kailangan pang turnover');
  });
});
