import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { accountFor, getAccount, type LedgerTransactionType } from './ledger.service.js';
import { codeOf, key, ledgerAudit, move, walletSetup } from './ledger.test-helpers.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);

/** mulberry32: a small seeded PRNG, so a failing run can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('ledger invariants over a random sequence', () => {
  it.each([20261122, 424242])('seed %i: 300 steps keep every balance equal to its postings, all sum to 0', async (seed) => {
    const rnd = prng(seed);
    const pick = <T,>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const amount = () => BigInt(1 + Math.floor(rnd() * 500));
    const players = [];
    for (let i = 0; i < 3; i++) {
      const s = await walletSetup(t.db, acme.id);
      const vendor = await accountFor(t.db, acme.id, 'member', s.member.id, 'PG');
      players.push({ ...s, vendor: vendor.id });
    }
    const { house, clearing } = players[0]!;
    // The model: expected balances, and the bets that can still be refunded.
    const model = new Map<string, bigint>();
    const bal = (id: string) => model.get(id) ?? 0n;
    const bets: { player: (typeof players)[number]; amount: bigint }[] = [];
    for (const id of [house, clearing]) model.set(id, (await getAccount(t.db, acme.id, id)).balance);

    for (let step = 0; step < 300; step++) {
      const p = pick(players);
      const kind = pick(['deposit', 'bet', 'bet', 'win', 'refund', 'transfer', 'transfer'] as const);
      let from: string, to: string, type: LedgerTransactionType;
      let n = amount();
      if (kind === 'deposit') [from, to, type] = [clearing, p.wallet, 'deposit'];
      else if (kind === 'bet') [from, to, type] = [p.wallet, house, 'bet'];
      else if (kind === 'win') [from, to, type] = [house, p.wallet, 'payout'];
      else if (kind === 'refund' && bets.length) {
        const bet = bets.splice(Math.floor(rnd() * bets.length), 1)[0]!;
        [from, to, type, n] = [house, bet.player.wallet, 'refund', bet.amount];
      } else {
        const q = pick(players);
        from = pick([p.wallet, p.vendor]);
        to = pick([q.wallet, q.vendor].filter((x) => x !== from));
        type = 'transfer';
      }
      const k = key(`s${seed}-${step}`);
      const code = await codeOf(move(t.db, acme.id, type, from, to, n, k));
      const fromKind = from === house || from === clearing ? 'system' : 'member';
      const expected = fromKind === 'member' && bal(from) < n ? 'insufficient_funds' : 'ok';
      expect(code, `step ${step}: ${kind} ${n}`).toBe(expected);
      if (code === 'ok') {
        model.set(from, bal(from) - n);
        model.set(to, bal(to) + n);
        if (type === 'bet') bets.push({ player: p, amount: n });
        // Now and then a retry of the same call: it must not move money again.
        if (rnd() < 0.1) expect((await move(t.db, acme.id, type, from, to, n, k)).replayed).toBe(true);
      }
    }
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
    for (const [id, expected] of model) expect((await getAccount(t.db, acme.id, id)).balance, `account ${id}`).toBe(expected);
  }, 180_000);
});
