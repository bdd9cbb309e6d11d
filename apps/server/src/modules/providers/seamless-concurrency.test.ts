import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { accountFor, balanceOf } from '../ledger/index.js';
import { ledgerAudit, ledgerCounts } from '../../../test/helpers/ledger.js';
import { buildGames } from '../../../test/helpers/lobby.js';
import { fund, gameSession, pid, signedCall, vendorSecret } from '../../../test/helpers/seamless.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const VENDOR = 'CONCV';
const games = await buildGames(t.db, { vendor: VENDOR, count: 1, merchants: [acme.id] });
const GAME = (await t.db.selectFrom('games').select('game_code').where('id', '=', games.ids[0]!).executeTakeFirstOrThrow())
  .game_code;
const secret = await vendorSecret(t.db, VENDOR);

async function player(deposit: bigint) {
  const m = await buildMember(t.db, acme.id);
  await fund(t.db, acme.id, m.id, deposit);
  const s = await gameSession(t, secret, { merchantId: acme.id, memberId: m.id, vendor: VENDOR, gameCode: GAME });
  const wallet = (await accountFor(t.db, acme.id, 'member', m.id)).id;
  return { ...m, ...s, wallet, balance: () => balanceOf(t.db, acme.id, wallet) };
}
const call = (op: string, body: unknown) => signedCall(t, VENDOR, op, body, { secret });
const thrice = async (op: string, body: unknown) => {
  const answers = await Promise.all([1, 2, 3].map(() => call(op, body)));
  expect(new Set(answers.map((a) => a.text)).size, `${op}: identical answers`).toBe(1);
  return answers[0]!;
};

describe('seamless under retries and concurrency', () => {
  it('every call replayed 3 times at once moves money once and answers the same bytes', async () => {
    const p = await player(1000n);
    const round = pid('r');
    const betTx = pid('bet');
    const before = await ledgerCounts(t.db);
    const bet = await thrice('bet', {
      sessionToken: p.sessionToken,
      playerId: p.playerId,
      txId: betTx,
      roundId: round,
      gameCode: GAME,
      amount: '300',
    });
    expect(bet.body.value.balance).toBe('700');
    const bet2Tx = pid('bet');
    await thrice('bet', {
      sessionToken: p.sessionToken,
      playerId: p.playerId,
      txId: bet2Tx,
      roundId: round,
      gameCode: GAME,
      amount: '100',
    });
    const rb = await thrice('rollback', { playerId: p.playerId, txId: pid('rb'), refTxId: bet2Tx, roundId: round });
    expect(rb.body.value.balance).toBe('700');
    const win = await thrice('win', { playerId: p.playerId, txId: pid('win'), roundId: round, gameCode: GAME, amount: '450' });
    expect(win.body.value.balance).toBe('1150');
    // Refusals too: a tombstone, a win without bet, insufficient funds.
    const tomb = await thrice('rollback', { playerId: p.playerId, txId: pid('rb'), refTxId: pid('bet'), roundId: pid('r') });
    expect(tomb.body.value.platformTxId).toBeNull();
    expect(
      (await thrice('win', { playerId: p.playerId, txId: pid('win'), roundId: pid('r'), gameCode: GAME, amount: '5' })).body.code,
    ).toBe('bet_not_found');
    const poor = await thrice('bet', {
      sessionToken: p.sessionToken,
      playerId: p.playerId,
      txId: pid('bet'),
      roundId: pid('r'),
      gameCode: GAME,
      amount: '999999',
    });
    expect(poor.body).toMatchObject({ code: 'insufficient_funds', value: { balance: '1150' } });

    // bet, bet, refund, payout: four transactions of two postings each.
    expect(await ledgerCounts(t.db)).toEqual({ transactions: before.transactions + 4, postings: before.postings + 8 });
    expect(await p.balance()).toBe(1150n);
    const row = await t.db
      .selectFrom('bets')
      .select(['stake', 'win', 'status'])
      .where('round_id', '=', round)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stake: '300', win: '450', status: 'settled' });
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('a bet and its rollback racing: whichever comes first, the wallet ends where it started', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await player(100n);
      const round = pid('r');
      const betTx = pid('bet');
      const [b] = await Promise.all([
        call('bet', {
          sessionToken: p.sessionToken,
          playerId: p.playerId,
          txId: betTx,
          roundId: round,
          gameCode: GAME,
          amount: '60',
        }),
        call('rollback', { playerId: p.playerId, txId: pid('rb'), refTxId: betTx, roundId: round }),
      ]);
      expect([200, 409]).toContain(b!.status);
      expect(await p.balance()).toBe(100n);
    }
  });

  it('200 concurrent bets against a wallet worth 100: exactly 100 pass, the balance ends at 0, never below', async () => {
    const p = await player(100n * 25n);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        call('bet', {
          sessionToken: p.sessionToken,
          playerId: p.playerId,
          txId: pid('bet'),
          roundId: pid('r'),
          gameCode: GAME,
          amount: '25',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(100);
    expect(answers.filter((a) => a.body.code === 'insufficient_funds')).toHaveLength(100);
    expect(await p.balance()).toBe(0n);
    const trail = await sql<{ n: string; min: string }>`
      SELECT count(*)::text AS n, min(balance_after)::text AS min FROM ledger_postings WHERE account_id = ${p.wallet}`.execute(
      t.db,
    );
    expect(trail.rows[0]).toEqual({ n: '101', min: '0' });
    const rounds = await t.db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(rounds.n).toBe('100');
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  }, 120_000);
});
