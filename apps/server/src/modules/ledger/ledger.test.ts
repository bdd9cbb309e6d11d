import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { accountFor, balanceOf, getAccount, post } from './ledger.service.js';
import { codeOf, key, ledgerAudit, ledgerCounts, move, walletSetup } from '../../../test/helpers/ledger.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });

describe('ledger accounts', () => {
  it('get-or-create returns one account per (merchant, kind, member, wallet), member wallets never negative', async () => {
    const { member, wallet } = await walletSetup(t.db, acme.id);
    const again = await accountFor(t.db, acme.id, 'member', member.id);
    expect(again.id).toBe(wallet);
    expect(again).toMatchObject({
      kind: 'member',
      wallet: 'MAIN',
      currency: 'PHP',
      balance: 0n,
      version: 0n,
      allowNegative: false,
    });
    const vendor = await accountFor(t.db, acme.id, 'member', member.id, 'PG');
    expect(vendor.id).not.toBe(wallet);
    const houses = await Promise.all([1, 2, 3].map(() => accountFor(t.db, acme.id, 'house')));
    expect(new Set(houses.map((h) => h.id)).size).toBe(1);
    expect(houses[0]!.allowNegative).toBe(true);
    expect((await accountFor(t.db, beta.id, 'house')).id).not.toBe(houses[0]!.id);
  });

  it('refuses a member of another merchant, a member kind without member, a bad wallet code', async () => {
    const { member } = await walletSetup(t.db, acme.id);
    expect(await codeOf(accountFor(t.db, beta.id, 'member', member.id))).toBe('not_found');
    expect(await codeOf(accountFor(t.db, acme.id, 'member'))).toBe('validation_failed');
    expect(await codeOf(accountFor(t.db, acme.id, 'house', member.id))).toBe('validation_failed');
    expect(await codeOf(accountFor(t.db, acme.id, 'member', member.id, 'main wallet'))).toBe('validation_failed');
  });
});

describe('ledger post', () => {
  it('moves money, records balance after and version on each posting, reads balances O(1)', async () => {
    const s = await walletSetup(t.db, acme.id);
    const dep = await move(t.db, acme.id, 'deposit', s.clearing, s.wallet, 500n);
    expect(dep.replayed).toBe(false);
    expect(dep.postings.find((p) => p.accountId === s.wallet)).toEqual({
      accountId: s.wallet,
      amount: 500n,
      balanceAfter: 500n,
      accountVersion: 1n,
    });
    const bet = await move(t.db, acme.id, 'bet', s.wallet, s.house, 120n);
    expect(bet.postings.find((p) => p.accountId === s.wallet)).toMatchObject({
      amount: -120n,
      balanceAfter: 380n,
      accountVersion: 2n,
    });
    expect(await balanceOf(t.db, acme.id, s.wallet)).toBe(380n);
    expect((await getAccount(t.db, acme.id, s.wallet)).version).toBe(2n);
    expect(await codeOf(balanceOf(t.db, beta.id, s.wallet))).toBe('not_found');
  });

  it('replays by idempotency key: the same answer, no second movement', async () => {
    const s = await walletSetup(t.db, acme.id);
    await move(t.db, acme.id, 'deposit', s.clearing, s.wallet, 100n);
    const k = key('bet');
    const first = await move(t.db, acme.id, 'bet', s.wallet, s.house, 60n, k);
    // Even though a second debit of 60 would now overdraw the wallet, the replay answers the first.
    const second = await move(t.db, acme.id, 'bet', s.wallet, s.house, 60n, k);
    expect(second).toEqual({ ...first, replayed: true });
    expect(await balanceOf(t.db, acme.id, s.wallet)).toBe(40n);
    // The key is per merchant: another merchant may use it.
    const b = await walletSetup(t.db, beta.id);
    await move(t.db, beta.id, 'deposit', b.clearing, b.wallet, 10n, k);
    expect(await balanceOf(t.db, beta.id, b.wallet)).toBe(10n);
  });

  it('refuses insufficient funds with 409 insufficient_funds and the balance, writing nothing', async () => {
    const s = await walletSetup(t.db, acme.id);
    await move(t.db, acme.id, 'deposit', s.clearing, s.wallet, 50n);
    const before = await ledgerCounts(t.db);
    const houseBefore = await getAccount(t.db, acme.id, s.house);
    const k = key('over');
    const err = await move(t.db, acme.id, 'bet', s.wallet, s.house, 51n, k).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'insufficient_funds', value: { accountId: s.wallet, balance: '50' } });
    expect(await ledgerCounts(t.db)).toEqual(before);
    expect(await getAccount(t.db, acme.id, s.wallet)).toMatchObject({ balance: 50n, version: 1n });
    expect(await getAccount(t.db, acme.id, s.house)).toEqual(houseBefore);
    // The key stays free: a valid retry with it goes through.
    await move(t.db, acme.id, 'bet', s.wallet, s.house, 50n, k);
    expect(await balanceOf(t.db, acme.id, s.wallet)).toBe(0n);
  });

  it('rolls back everything when a posting of a multi-account transaction fails', async () => {
    const a = await walletSetup(t.db, acme.id);
    const b = await walletSetup(t.db, acme.id);
    await move(t.db, acme.id, 'deposit', a.clearing, a.wallet, 30n);
    const before = await ledgerCounts(t.db);
    const accounts = [a.wallet, b.wallet, a.house];
    const snapshot = await Promise.all(accounts.map((id) => getAccount(t.db, acme.id, id)));
    // The house and member b are credited, but a's debit overdraws: nothing of it may stay.
    const code = await codeOf(
      post(t.db, {
        merchantId: acme.id,
        type: 'transfer',
        reference: 'split',
        idempotencyKey: key(),
        postings: [
          { accountId: a.house, amount: 20n },
          { accountId: b.wallet, amount: 20n },
          { accountId: a.wallet, amount: -40n },
        ],
      }),
    );
    expect(code).toBe('insufficient_funds');
    // A posting the database refuses after the balances were already updated (a test-only
    // trigger fails postings of 13) rolls back the transaction row and the balances too.
    await sql`CREATE FUNCTION test_fail_13() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.amount = 13 THEN RAISE EXCEPTION 'posting refused'; END IF; RETURN NEW; END $$`.execute(t.db);
    await sql`CREATE TRIGGER test_fail_13 BEFORE INSERT ON ledger_postings FOR EACH ROW EXECUTE FUNCTION test_fail_13()`.execute(
      t.db,
    );
    try {
      const failed = await move(t.db, acme.id, 'transfer', a.wallet, b.wallet, 13n).then(
        () => 'ok',
        (e: Error) => e.message,
      );
      expect(failed).toBe('posting refused');
    } finally {
      await sql`DROP TRIGGER test_fail_13 ON ledger_postings`.execute(t.db);
    }
    expect(await ledgerCounts(t.db)).toEqual(before);
    expect(await Promise.all(accounts.map((id) => getAccount(t.db, acme.id, id)))).toEqual(snapshot);
  });

  it('refuses unbalanced, zero, duplicate-account, one-sided and foreign postings with nothing written', async () => {
    const s = await walletSetup(t.db, acme.id);
    const other = await walletSetup(t.db, beta.id);
    await move(t.db, acme.id, 'deposit', s.clearing, s.wallet, 100n);
    const before = await ledgerCounts(t.db);
    const base = { merchantId: acme.id, type: 'adjustment' as const, reference: 'r', idempotencyKey: key() };
    const cases = [
      [
        { accountId: s.wallet, amount: -5n },
        { accountId: s.house, amount: 4n },
      ],
      [
        { accountId: s.wallet, amount: 0n },
        { accountId: s.house, amount: 0n },
      ],
      [
        { accountId: s.wallet, amount: -5n },
        { accountId: s.wallet, amount: 5n },
      ],
      [{ accountId: s.house, amount: 0n }],
      [
        { accountId: s.wallet, amount: -5n },
        { accountId: other.house, amount: 5n },
      ],
      [
        { accountId: s.wallet, amount: -5n },
        { accountId: '999999999', amount: 5n },
      ],
    ];
    const codes = await Promise.all(cases.map((postings) => codeOf(post(t.db, { ...base, postings }))));
    expect(codes).toEqual([
      'validation_failed',
      'validation_failed',
      'validation_failed',
      'validation_failed',
      'not_found',
      'not_found',
    ]);
    expect(
      await codeOf(
        post(t.db, {
          ...base,
          reference: 'x'.repeat(129),
          postings: cases[0]!.map((p) => ({ ...p, amount: p.amount < 0 ? -5n : 5n })),
        }),
      ),
    ).toBe('validation_failed');
    expect(await ledgerCounts(t.db)).toEqual(before);
  });
});

describe('ledger rules enforced by the database itself', () => {
  it('refuses an unbalanced transaction written straight in SQL, at commit', async () => {
    const s = await walletSetup(t.db, acme.id);
    const before = await ledgerCounts(t.db);
    const houseBefore = await balanceOf(t.db, acme.id, s.house);
    const attempt = t.db.transaction().execute(async (trx) => {
      const tx = await sql<{ id: string }>`
        INSERT INTO ledger_transactions (merchant_id, type, reference, idempotency_key, currency)
        VALUES (${acme.id}, 'adjustment', 'raw', ${key()}, 'PHP') RETURNING id`.execute(trx);
      const acc = await sql<{ balance: string; version: string }>`
        UPDATE ledger_accounts SET balance = balance - 5, version = version + 1 WHERE id = ${s.house} RETURNING balance, version`.execute(
        trx,
      );
      const { balance, version } = acc.rows[0]!;
      await sql`INSERT INTO ledger_postings (merchant_id, transaction_id, account_id, currency, amount, balance_after, account_version)
        VALUES (${acme.id}, ${tx.rows[0]!.id}, ${s.house}, 'PHP', -5, ${balance}, ${version})`.execute(trx);
    });
    await expect(attempt).rejects.toMatchObject({ code: '23514', message: expect.stringContaining('unbalanced') });
    // A transaction with no postings at all is unbalanced too.
    await expect(
      sql`INSERT INTO ledger_transactions (merchant_id, type, reference, idempotency_key, currency)
      VALUES (${acme.id}, 'adjustment', 'raw', ${key()}, 'PHP')`.execute(t.db),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await ledgerCounts(t.db)).toEqual(before);
    expect(await balanceOf(t.db, acme.id, s.house)).toBe(houseBefore);
  });

  it('refuses a negative member balance on a direct UPDATE, and a member account allowed negative', async () => {
    const s = await walletSetup(t.db, acme.id);
    await expect(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${s.wallet}`.execute(t.db)).rejects.toMatchObject({
      code: '23514',
    });
    await expect(
      sql`UPDATE ledger_accounts SET allow_negative = true, balance = -1 WHERE id = ${s.wallet}`.execute(t.db),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await balanceOf(t.db, acme.id, s.wallet)).toBe(0n);
  });

  it('refuses mixing currencies or merchants in one transaction, and edits of history', async () => {
    const s = await walletSetup(t.db, acme.id);
    const other = await walletSetup(t.db, beta.id);
    const { id } = await move(t.db, acme.id, 'deposit', s.clearing, s.wallet, 10n);
    const raw = (merchant: string, account: string, currency: string) =>
      sql`
      INSERT INTO ledger_postings (merchant_id, transaction_id, account_id, currency, amount, balance_after, account_version)
      VALUES (${merchant}, ${id}, ${account}, ${currency}, 1, 1, 99)`.execute(t.db);
    await expect(raw(acme.id, s.house, 'USD')).rejects.toMatchObject({ code: '23503' });
    await expect(raw(beta.id, other.house, 'PHP')).rejects.toMatchObject({ code: '23503' });
    await expect(raw(acme.id, other.house, 'PHP')).rejects.toMatchObject({ code: '23503' });
    await expect(
      sql`UPDATE ledger_postings SET amount = amount * 2 WHERE transaction_id = ${id}`.execute(t.db),
    ).rejects.toMatchObject({ code: '23001' });
    await expect(sql`UPDATE ledger_transactions SET reference = 'x' WHERE id = ${id}`.execute(t.db)).rejects.toMatchObject({
      code: '23001',
    });
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });
});
