// Withdrawals during the soak: a player asks for one (its request id makes a resend safe, so the
// call is sent again until it gets a definite answer), and an operator, with an API key,
// approves every other one and refuses the rest, again until a definite answer. The checks
// expect each approved amount gone from the player once and each refused one back once.
import { API } from '@playhouse/contract';
import type { Db } from '../../apps/server/src/db/database.js';
import { findMerchantByCode } from '../../apps/server/src/modules/merchant/index.js';
import { createOperatorKey } from '../../apps/server/src/modules/operator/index.js';
import { MERCHANT, PAY_PASSWORD, type SoakPlayer } from './players.js';

export interface WithdrawalEntry {
  memberId: string;
  id: string;
  amount: bigint;
  /** What the operator's acknowledged answer said. */
  decision: 'approved' | 'rejected';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends until HTTP 200 or 4xx (anything else: no definite answer). A withdrawal checks the payment
 * password with argon2id, seconds on a saturated two-core machine: 30 s before giving up on an
 * answer, or every resend would be cut off in turn.
 */
async function definite(url: string, headers: Record<string, string>, body?: unknown) {
  for (;;) {
    const r = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => null);
    if (r && r.status < 500)
      return { status: r.status, ...((await r.json().catch(() => ({}))) as { value?: any; code?: string }) };
    await sleep(250);
  }
}

export async function startWithdrawals(db: Db, web: string, run: string, players: SoakPlayer[], everyMs = 4_000) {
  const merchant = (await findMerchantByCode(db, MERCHANT))!;
  const key = await createOperatorKey(db, merchant.id, `soak-${run}`);
  const ops = { 'x-operator-key': key };
  const journal: WithdrawalEntry[] = [];
  const refused: { memberId: string; code?: string }[] = [];
  let running = true;
  let n = 0;
  const loop = (async () => {
    const limits = await definite(`${web}${API.payment.withdrawLimits}`, {
      authorization: `Bearer ${players[0]!.token}`,
      merchant: MERCHANT,
    });
    const amount = BigInt(limits.value.min as string);
    while (running) {
      const p = players[n % players.length]!;
      const asked = await definite(
        `${web}${API.payment.withdraw}`,
        { authorization: `Bearer ${p.token}`, merchant: MERCHANT },
        {
          amount: amount.toString(),
          bankAccountId: p.bankAccountId,
          paymentPassword: PAY_PASSWORD,
          requestId: `soak-${run}-w${n}`,
        },
      );
      if (asked.status !== 200) refused.push({ memberId: p.memberId, code: asked.code });
      else {
        const id = asked.value.id as string;
        const approve = n % 2 === 0;
        const path = (approve ? API.operator.approveWithdrawal : API.operator.rejectWithdrawal).replace(':id', id);
        const decided = await definite(`${web}${path}`, ops, approve ? {} : { reason: 'Soak: refused on purpose' });
        // A decision that got no answer the first time is invalid_state the second: the row says.
        const status =
          decided.status === 200
            ? (decided.value.status as string)
            : ((await definite(`${web}${API.operator.withdrawal.replace(':id', id)}`, ops)).value?.status as string);
        if (status === 'approved' || status === 'rejected') journal.push({ memberId: p.memberId, id, amount, decision: status });
        else refused.push({ memberId: p.memberId, code: `${decided.code ?? decided.status} (left ${status})` });
      }
      n++;
      await sleep(everyMs);
    }
  })();
  return {
    journal,
    refused,
    async stop() {
      running = false;
      await loop;
    },
  };
}
