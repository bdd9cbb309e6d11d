import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { accountFor, type LedgerTransactionType } from './ledger.service.js';
import { codeOf, key, ledgerAudit, move, walletSetup } from '../../../test/helpers/ledger.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);

// Three players with a main and a vendor wallet each; the house and the payment clearing account.
const players: { wallet: string; vendor: string }[] = [];
for (let i = 0; i < 3; i++) {
  const s = await walletSetup(t.db, acme.id);
  players.push({ wallet: s.wallet, vendor: (await accountFor(t.db, acme.id, 'member', s.member.id, 'PG')).id });
}
const { house, clearing } = await walletSetup(t.db, acme.id);
const memberAccounts = new Set(players.flatMap((p) => [p.wallet, p.vendor]));
const allAccounts = [...memberAccounts, house, clearing];

const who = fc.nat({ max: players.length - 1 });
const amount = fc.bigInt({ min: 1n, max: 500n });
const step = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deposit' as const), p: who, amount }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('bet' as const), p: who, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('win' as const), p: who, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      from: who,
      fromVendor: fc.boolean(),
      to: who,
      toVendor: fc.boolean(),
      amount,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }) },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

interface Move {
  type: LedgerTransactionType;
  from: string;
  to: string;
  amount: bigint;
  key: string;
}

async function balances(): Promise<Map<string, bigint>> {
  const rows = await t.db.selectFrom('ledger_accounts').select(['id', 'balance']).where('id', 'in', allAccounts).execute();
  return new Map(rows.map((r) => [r.id, BigInt(r.balance)]));
}

/** The move a step makes, given the run so far (null: nothing to do, e.g. no bet left to roll back). */
function moveOf(s: Step, done: Move[], openBets: Move[]): Move | 'replay' | null {
  switch (s.kind) {
    case 'deposit':
      return { type: 'deposit', from: clearing, to: players[s.p]!.wallet, amount: s.amount, key: key('pd') };
    case 'bet':
      return { type: 'bet', from: players[s.p]!.wallet, to: house, amount: s.amount, key: key('pb') };
    case 'win':
      return { type: 'payout', from: house, to: players[s.p]!.wallet, amount: s.amount, key: key('pw') };
    case 'rollback': {
      if (!openBets.length) return null;
      const bet = openBets.splice(s.pick % openBets.length, 1)[0]!;
      return { type: 'refund', from: house, to: bet.from, amount: bet.amount, key: key('pr') };
    }
    case 'transfer': {
      const from = s.fromVendor ? players[s.from]!.vendor : players[s.from]!.wallet;
      let to = s.toVendor ? players[s.to]!.vendor : players[s.to]!.wallet;
      if (to === from) to = s.toVendor ? players[s.to]!.wallet : players[s.to]!.vendor;
      return { type: 'transfer', from, to, amount: s.amount, key: key('pt') };
    }
    case 'replay':
      return done.length ? 'replay' : null;
  }
}

describe('ledger invariants over random sequences (fast-check)', () => {
  it('deposits, bets, wins, rollbacks, transfers and replays keep every balance equal to its postings and to the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 40, size: 'max' }), async (steps) => {
        // The model starts from the balances earlier runs left.
        const model = await balances();
        const done: Move[] = [];
        const openBets: Move[] = [];
        for (const [i, s] of steps.entries()) {
          const m = moveOf(s, done, openBets);
          if (m === null) continue;
          if (m === 'replay') {
            // A retry of an earlier call: answered from the first, nothing moves.
            const earlier = done[(s as { pick: number }).pick % done.length]!;
            const again = await move(t.db, acme.id, earlier.type, earlier.from, earlier.to, earlier.amount, earlier.key);
            expect(again.replayed, `step ${i}: replay`).toBe(true);
          } else {
            const code = await codeOf(move(t.db, acme.id, m.type, m.from, m.to, m.amount, m.key));
            const short = memberAccounts.has(m.from) && model.get(m.from)! < m.amount;
            expect(code, `step ${i}: ${m.type} ${m.amount}`).toBe(short ? 'insufficient_funds' : 'ok');
            if (code === 'ok') {
              model.set(m.from, model.get(m.from)! - m.amount);
              model.set(m.to, model.get(m.to)! + m.amount);
              done.push(m);
              if (m.type === 'bet') openBets.push(m);
            } else if (s.kind === 'rollback') {
              throw new Error('a refund can never be short');
            }
          }
          expect(await ledgerAudit(t.db), `step ${i}`).toEqual({ sum: 0n, brokenAccounts: [] });
          expect(await balances(), `step ${i}`).toEqual(model);
          for (const id of memberAccounts) expect(model.get(id)! >= 0n).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
