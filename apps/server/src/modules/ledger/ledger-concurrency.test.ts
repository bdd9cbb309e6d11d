import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { balanceOf } from './ledger.service.js';
import { codeOf, key, ledgerAudit, ledgerCounts, move, walletSetup } from '../../../test/helpers/ledger.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);

describe('ledger under concurrency', () => {
  it('200 concurrent bets of 1 on a wallet of 100: exactly 100 pass, balance 0, never negative', async () => {
    const s = await walletSetup(t.db, acme.id);
    await move(t.db, acme.id, 'deposit', s.clearing, s.wallet, 100n);
    const codes = await Promise.all(Array.from({ length: 200 }, () => codeOf(move(t.db, acme.id, 'bet', s.wallet, s.house, 1n))));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(100);
    expect(codes.filter((c) => c === 'insufficient_funds')).toHaveLength(100);
    expect(await balanceOf(t.db, acme.id, s.wallet)).toBe(0n);
    const trail = await sql<{ n: string; min: string }>`
      SELECT count(*)::text AS n, min(balance_after)::text AS min FROM ledger_postings WHERE account_id = ${s.wallet}`.execute(
      t.db,
    );
    expect(trail.rows[0]).toEqual({ n: '101', min: '0' });
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('the same idempotency key posted 3 times at once moves money once, all three answer the same', async () => {
    const s = await walletSetup(t.db, acme.id);
    await move(t.db, acme.id, 'deposit', s.clearing, s.wallet, 100n);
    const before = await ledgerCounts(t.db);
    const k = key('dup');
    const answers = await Promise.all([1, 2, 3].map(() => move(t.db, acme.id, 'bet', s.wallet, s.house, 30n, k)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    for (const a of answers) expect(a.postings).toEqual(answers[0]!.postings);
    expect(await ledgerCounts(t.db)).toEqual({ transactions: before.transactions + 1, postings: before.postings + 2 });
    expect(await balanceOf(t.db, acme.id, s.wallet)).toBe(70n);
  });

  it('opposite transfers between two wallets at once never deadlock (locks in id order)', async () => {
    const a = await walletSetup(t.db, acme.id);
    const b = await walletSetup(t.db, acme.id);
    await move(t.db, acme.id, 'deposit', a.clearing, a.wallet, 1000n);
    await move(t.db, acme.id, 'deposit', b.clearing, b.wallet, 1000n);
    const moves = Array.from({ length: 100 }, (_, i) =>
      i % 2 ? move(t.db, acme.id, 'transfer', a.wallet, b.wallet, 3n) : move(t.db, acme.id, 'transfer', b.wallet, a.wallet, 2n),
    );
    await Promise.all(moves);
    expect(await balanceOf(t.db, acme.id, a.wallet)).toBe(1000n - 150n + 100n);
    expect(await balanceOf(t.db, acme.id, b.wallet)).toBe(1000n + 150n - 100n);
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });
});
