import type { Accounts, LedgerTx } from '../engine/money.js';

/**
 * An official bet's own ledger movements, what reaches (or leaves) the member, referenced
 * `round:<vendor>:<betId>` so the account record ties them to the bet. Keys name the bet, the step
 * and the result version: a win is paid once per version, a version's win taken back once, a void
 * refunded once, however often or concurrently settlement runs. (The stake kept by the house moves
 * per batch: engine/money.ts keptStakesTransactions, scope 'official'.)
 */
export interface BetMoney {
  betId: string;
  vendor: string;
  acc: Accounts;
}

const ref = (m: BetMoney) => `round:${m.vendor}:${m.betId}`;

/** The win of result version `version`, house → member. */
export function winTx(m: BetMoney, version: number, win: bigint): LedgerTx[] {
  if (win === 0n) return [];
  return [
    {
      type: 'payout',
      reference: ref(m),
      idempotencyKey: `official:${m.betId}:v${version}:win`,
      postings: [
        { accountId: m.acc.house, amount: -win },
        { accountId: m.acc.member, amount: win },
      ],
    },
  ];
}

/** What is taken back of version `version`'s win (and any earlier shortfall) on a correction, member → house. */
export function reverseTx(m: BetMoney, version: number, taken: bigint): LedgerTx[] {
  if (taken === 0n) return [];
  return [
    {
      type: 'adjustment',
      reference: ref(m),
      idempotencyKey: `official:${m.betId}:v${version}:reverse`,
      postings: [
        { accountId: m.acc.member, amount: -taken },
        { accountId: m.acc.house, amount: taken },
      ],
    },
  ];
}

/** A void draw's bet, its whole stake pending → member. */
export function refundTx(m: BetMoney, stake: bigint): LedgerTx[] {
  return [
    {
      type: 'refund',
      reference: ref(m),
      idempotencyKey: `official:${m.betId}:refund`,
      postings: [
        { accountId: m.acc.pending, amount: -stake },
        { accountId: m.acc.member, amount: stake },
      ],
    },
  ];
}
