// The vendor's side of the soak: each player plays rounds (a bet, then a win, a loss or a
// rollback) through the seamless API behind the balancer. A call that gets no definite answer
// (the server died, no primary, the network cut) is sent again with the same txId until it
// does, as vendors retry; every definite answer goes into the journal the checks compare with
// the ledger.
import { API } from '@playhouse/contract';
import { SEAMLESS_HEADERS } from '@playhouse/contract/server';
import { GAME, signBody, VENDOR } from '../seamless-fixture.js';
import type { SoakPlayer } from './players.js';

export interface JournalEntry {
  op: 'bet' | 'win' | 'rollback';
  playerId: string;
  txId: string;
  roundId: string;
  amount: bigint;
  /** 200: acknowledged (moved or replayed); 4xx: refused, nothing moved. */
  status: number;
  code?: string;
  balanceAfter?: string;
}

export interface VendorLoad {
  journal: JournalEntry[];
  /** Calls that got no definite answer (sent again), with when. */
  retries: { at: number; op: string; reason: string }[];
  rounds: number;
  stop(): Promise<void>;
}

const rand = (n: number) => Math.floor(Math.random() * n);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function startVendorLoad(web: string, secret: string, run: string, players: SoakPlayer[]): VendorLoad {
  const journal: JournalEntry[] = [];
  const retries: VendorLoad['retries'] = [];
  let running = true;
  let rounds = 0;

  /** Sends until a definite answer (HTTP 200 or 4xx). */
  async function call(
    op: 'bet' | 'win' | 'rollback',
    body: Record<string, string>,
  ): Promise<{ status: number; value?: any; code?: string }> {
    const url = `${web}${API.provider.seamless.replace(':vendor', VENDOR).replace(':op', op)}`;
    for (;;) {
      const raw = JSON.stringify(body);
      const ts = String(Date.now());
      try {
        const r = await fetch(url, {
          method: 'POST',
          body: raw,
          headers: {
            'content-type': 'application/json',
            [SEAMLESS_HEADERS.timestamp]: ts,
            [SEAMLESS_HEADERS.signature]: signBody(secret, ts, raw),
          },
          signal: AbortSignal.timeout(10_000),
        });
        const j = (await r.json().catch(() => ({}))) as { value?: unknown; code?: string };
        if (r.status === 200 || (r.status >= 400 && r.status < 500 && r.status !== 429))
          return { status: r.status, value: j.value, code: j.code };
        retries.push({ at: Date.now(), op, reason: `${r.status} ${j.code ?? ''}`.trim() });
      } catch (e) {
        retries.push({ at: Date.now(), op, reason: (e as Error).name });
      }
      await sleep(250);
    }
  }

  async function play(p: SoakPlayer, lane: number) {
    let n = 0;
    while (running) {
      const roundId = `sr-${run}-${lane}-${n}`;
      const betTx = `sb-${run}-${lane}-${n}`;
      const stake = BigInt(1 + rand(500));
      const base = { sessionToken: p.sessionToken, playerId: p.playerId, roundId, gameCode: GAME };
      const bet = await call('bet', { ...base, txId: betTx, amount: stake.toString() });
      journal.push({
        op: 'bet',
        playerId: p.playerId,
        txId: betTx,
        roundId,
        amount: stake,
        status: bet.status,
        code: bet.code,
        balanceAfter: bet.value?.balance,
      });
      if (bet.status === 200) {
        const roll = rand(10);
        if (roll === 0) {
          const txId = `sx-${run}-${lane}-${n}`;
          const a = await call('rollback', { ...base, txId, refTxId: betTx });
          journal.push({
            op: 'rollback',
            playerId: p.playerId,
            txId,
            roundId,
            amount: stake,
            status: a.status,
            code: a.code,
            balanceAfter: a.value?.balance,
          });
        } else {
          const win = roll < 5 ? 0n : BigInt(rand(Number(stake) * 3));
          const txId = `sw-${run}-${lane}-${n}`;
          const a = await call('win', { ...base, txId, amount: win.toString() });
          journal.push({
            op: 'win',
            playerId: p.playerId,
            txId,
            roundId,
            amount: win,
            status: a.status,
            code: a.code,
            balanceAfter: a.value?.balance,
          });
        }
      }
      rounds++;
      n++;
    }
  }

  const lanes = players.map((p, i) => play(p, i));
  return {
    journal,
    retries,
    get rounds() {
      return rounds;
    },
    async stop() {
      running = false;
      await Promise.all(lanes);
    },
  };
}
