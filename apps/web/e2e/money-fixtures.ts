import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './browser';

/**
 * Money set-up for the wallet and records journeys, straight in the database: balanced ledger
 * transactions written the way modules/ledger post() writes them (accounts locked in id order,
 * balance_after and version per posting, the balance push NOTIFY in the same transaction).
 */

type Client = import('pg').Client;

async function withClient<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface Member {
  id: string;
  merchantId: string;
  currency: string;
}

export async function memberOf(username: string, merchant = 'demo'): Promise<Member> {
  return withClient(async (c) => {
    const r = await c.query(
      `SELECT m.id::text, m.merchant_id::text AS "merchantId", x.currency
         FROM members m JOIN merchants x ON x.id = m.merchant_id
        WHERE x.code = $1 AND m.username = $2`,
      [merchant, username],
    );
    if (!r.rows[0]) throw new Error(`no member ${username}`);
    return r.rows[0] as Member;
  });
}

/** Main wallet (or a vendor wallet) balance in minor units, straight from the ledger. */
export async function balanceOf(member: Member, wallet = 'MAIN'): Promise<bigint> {
  return withClient(async (c) => {
    const r = await c.query(
      `SELECT balance::text FROM ledger_accounts WHERE merchant_id = $1 AND kind = 'member' AND member_id = $2 AND wallet = $3`,
      [member.merchantId, member.id, wallet],
    );
    return BigInt(r.rows[0]?.balance ?? '0');
  });
}

type Kind = 'member' | 'house' | 'payment_clearing';
export interface Leg {
  kind: Kind;
  /** MAIN, or the vendor code (a vendor wallet, or the house account of a vendor). */
  wallet?: string;
  amount: bigint;
}

let serial = 0;
const key = (what: string) => `e2e:${what}:${Date.now()}:${++serial}`;

/** Posts one balanced transaction in an open client transaction. */
async function postIn(c: Client, m: Member, type: string, reference: string, legs: Leg[], at?: Date): Promise<void> {
  if (legs.reduce((s, l) => s + l.amount, 0n) !== 0n) throw new Error('unbalanced legs');
  const ids: string[] = [];
  for (const l of legs) {
    const owner = l.kind === 'member' ? m.id : null;
    const wallet = l.wallet ?? 'MAIN';
    await c.query(
      `INSERT INTO ledger_accounts (merchant_id, kind, member_id, wallet, currency, allow_negative)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [m.merchantId, l.kind, owner, wallet, m.currency, l.kind !== 'member'],
    );
    const r = await c.query(
      `SELECT id::text FROM ledger_accounts WHERE merchant_id = $1 AND kind = $2 AND COALESCE(member_id, 0) = COALESCE($3::bigint, 0) AND wallet = $4 AND shard = 0`,
      [m.merchantId, l.kind, owner, wallet],
    );
    ids.push(r.rows[0].id);
  }
  const locked = await c.query(
    `SELECT id::text, balance::text, version::text FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  const byId = new Map(locked.rows.map((a) => [a.id as string, a]));
  const tx = await c.query(
    `INSERT INTO ledger_transactions (merchant_id, type, reference, idempotency_key, currency, created_at)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6, now())) RETURNING id::text`,
    [m.merchantId, type, reference, key(type), m.currency, at ?? null],
  );
  for (const [i, l] of legs.entries()) {
    const a = byId.get(ids[i]!)!;
    const after = BigInt(a.balance) + l.amount;
    const version = BigInt(a.version) + 1n;
    await c.query(`UPDATE ledger_accounts SET balance = $2, version = $3 WHERE id = $1`, [
      ids[i],
      after.toString(),
      version.toString(),
    ]);
    await c.query(
      `INSERT INTO ledger_postings (merchant_id, transaction_id, account_id, currency, amount, balance_after, account_version, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8, now()))`,
      [m.merchantId, tx.rows[0].id, ids[i], m.currency, l.amount.toString(), after.toString(), version.toString(), at ?? null],
    );
  }
  // What ledger post() does: the wallet's balance push hears of it at commit.
  if (legs.some((l) => l.kind === 'member')) await c.query(`SELECT pg_notify('ledger_member', $1)`, [`${m.merchantId}:${m.id}`]);
}

async function inTransaction(fn: (c: Client) => Promise<void>): Promise<void> {
  await withClient(async (c) => {
    await c.query('BEGIN');
    try {
      await fn(c);
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK');
      throw e;
    }
  });
}

/** A deposit into the member's main wallet (from payment clearing), as a gateway callback would post it. */
export async function deposit(member: Member, amount: bigint, at?: Date): Promise<void> {
  await inTransaction((c) =>
    postIn(
      c,
      member,
      'deposit',
      `deposit:${key('order')}`,
      [
        { kind: 'payment_clearing', amount: -amount },
        { kind: 'member', amount },
      ],
      at,
    ),
  );
}

export interface SeedBet {
  vendor: string;
  gameCode: string;
  gameType: string;
  stake: bigint;
  win: bigint;
  status: 'pending' | 'settled' | 'cancelled';
  placedAt: Date;
}

/**
 * A bet as a seamless vendor leaves it: the bets row plus its ledger movements (the stake to
 * the vendor's house account; a win back; a cancelled bet refunded).
 */
export async function seedBets(member: Member, bets: SeedBet[]): Promise<void> {
  await inTransaction(async (c) => {
    for (const b of bets) {
      const round = `e2e-${Date.now()}-${++serial}`;
      const ref = `round:${b.vendor}:${round}`;
      await c.query(
        `INSERT INTO bets (merchant_id, member_id, vendor_code, game_code, game_type, round_id, stake, valid_bet, win, status, source, placed_at, settled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, 'seamless', $10, CASE WHEN $9 = 'pending' THEN NULL ELSE $10::timestamptz END)`,
        [
          member.merchantId,
          member.id,
          b.vendor,
          b.gameCode,
          b.gameType,
          round,
          b.stake.toString(),
          b.win.toString(),
          b.status,
          b.placedAt,
        ],
      );
      const house = (amount: bigint): Leg => ({ kind: 'house', wallet: b.vendor, amount });
      await postIn(c, member, 'bet', ref, [{ kind: 'member', amount: -b.stake }, house(b.stake)], b.placedAt);
      if (b.status === 'settled' && b.win > 0n)
        await postIn(c, member, 'payout', ref, [house(-b.win), { kind: 'member', amount: b.win }], b.placedAt);
      if (b.status === 'cancelled')
        await postIn(c, member, 'refund', ref, [house(-b.stake), { kind: 'member', amount: b.stake }], b.placedAt);
    }
  });
}

/** A fresh player registered through the API (plain JSON is accepted by the demo merchant); returns its token. */
export async function registerPlayer(prefix: string): Promise<{ username: string; token: string }> {
  const username = `${prefix}${Date.now().toString(36)}`.slice(0, 16);
  const r = await api<{ token: string }>('/wps/member/register', {
    username,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    termsAccepted: true,
    ageConfirmed: true,
    login: true,
  });
  if (!r.json.success || !r.json.value?.token) throw new Error(`register failed: ${JSON.stringify(r.json)}`);
  return { username, token: r.json.value.token };
}

/** Opens the site already signed in with a token (the way a reload finds it in sessionStorage). */
export async function signInWithToken(page: Page, token: string, path = '/'): Promise<void> {
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('ph.token')) sessionStorage.setItem('ph.token', t);
  }, token);
  await page.goto(path);
}

/** Signs the demo player in through the login popup. */
export async function signInAsDemoPlayer(page: Page): Promise<void> {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill('demoplayer');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-balance').waitFor();
}
