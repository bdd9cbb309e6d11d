// Deposits during the soak: a player asks for one through the API, and the demo gateway's signed
// callback for it arrives three times at once (gateways resend), each sent again until it gets a
// definite answer. The checks expect each paid order credited once, as the channel's fee says.
import { API, depositFee } from '@playhouse/contract';
import type { Db } from '../../apps/server/src/db/database.js';
import { callbackPath, demoCallback } from '../../apps/server/src/modules/payments/index.js';
import { MERCHANT, type SoakPlayer } from './players.js';

export const DEPOSIT_CHANNEL = 'DEMO_BANK';
const AMOUNT = 20_000n;

export interface DepositEntry {
  memberId: string;
  orderNo: string;
  /** What the player's wallet gets (the amount less the channel's fee). */
  credit: bigint;
  /** Callbacks answered 200. */
  acknowledged: number;
}

async function definite(send: () => Promise<Response>): Promise<Response> {
  for (;;) {
    const r = await send().catch(() => null);
    if (r && (r.status === 200 || (r.status >= 400 && r.status < 500))) return r;
    await new Promise((res) => setTimeout(res, 250));
  }
}

export async function startDeposits(db: Db, web: string, players: SoakPlayer[], everyMs = 3_000) {
  const channel = await db
    .selectFrom('payment_channels as c')
    .innerJoin('merchants as m', 'm.id', 'c.merchant_id')
    .select(['c.callback_secret', 'c.fee_bps'])
    .where('m.code', '=', MERCHANT)
    .where('c.code', '=', DEPOSIT_CHANNEL)
    .executeTakeFirstOrThrow();
  const journal: DepositEntry[] = [];
  let running = true;
  let n = 0;
  const loop = (async () => {
    while (running) {
      const p = players[n++ % players.length]!;
      const asked = await definite(() =>
        fetch(`${web}${API.payment.deposit}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}`, merchant: MERCHANT },
          body: JSON.stringify({ channel: DEPOSIT_CHANNEL, amount: AMOUNT.toString() }),
          signal: AbortSignal.timeout(10_000),
        }),
      );
      if (asked.status === 200) {
        const { orderNo } = ((await asked.json()) as { value: { orderNo: string } }).value;
        const callback = () => {
          const cb = demoCallback(channel.callback_secret, {
            orderNo,
            amount: AMOUNT.toString(),
            status: 'paid',
            reference: `SOAK-${orderNo}`,
          });
          return fetch(`${web}${callbackPath(MERCHANT, DEPOSIT_CHANNEL)}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...cb.headers },
            body: cb.raw,
            signal: AbortSignal.timeout(10_000),
          });
        };
        const answers = await Promise.all([0, 1, 2].map(() => definite(callback)));
        journal.push({
          memberId: p.memberId,
          orderNo,
          credit: AMOUNT - depositFee(AMOUNT, channel.fee_bps),
          acknowledged: answers.filter((a) => a.status === 200).length,
        });
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    journal,
    async stop() {
      running = false;
      await loop;
    },
  };
}
