import { z } from 'zod';
import { opsId, opsLimit } from './operator-members.js';
import { walletCode } from './wallet.js';

/**
 * The console's member view beyond the profile (Member 360): the ledger timeline of a wallet and
 * the postings its balance is the sum of, sign-ins (sessions, addresses, devices, new-address
 * checks), notes (append-only) and tags, and personal data revealed on purpose (audited).
 */

const amount = z.string().regex(/^-?\d+$/);

/** GET API.operator.memberLedger: one wallet's postings, newest first, by cursor. */
export const opsLedgerQuery = z.object({ wallet: walletCode.default('MAIN'), cursor: opsId.optional(), limit: opsLimit });
export type OpsLedgerQuery = z.infer<typeof opsLedgerQuery>;

export const opsLedgerEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** The transaction's type (deposit, bet, payout, adjustment, …) and reference. */
  type: z.string(),
  reference: z.string(),
  amount,
  /** The wallet's balance right after this posting. */
  balanceAfter: amount,
});
export type OpsLedgerEntry = z.infer<typeof opsLedgerEntry>;
export const opsLedgerPage = z.object({
  wallet: z.string(),
  balance: amount,
  rows: z.array(opsLedgerEntry),
  next: z.string().nullable(),
});
export type OpsLedgerPage = z.infer<typeof opsLedgerPage>;

/**
 * GET API.operator.memberLedgerExplain: "explain this balance". The wallet's balance is the sum
 * of all its postings; here they are summed by transaction type, and `matches` says the sum
 * is the balance (the ledger's own check, shown).
 */
export const opsBalanceExplained = z.object({
  wallet: z.string(),
  balance: amount,
  postings: z.number().int(),
  sum: amount,
  matches: z.boolean(),
  byType: z.array(z.object({ type: z.string(), count: z.number().int(), sum: amount })),
});
export type OpsBalanceExplained = z.infer<typeof opsBalanceExplained>;
export const opsLedgerExplainQuery = z.object({ wallet: walletCode.default('MAIN') });

/** GET API.operator.memberLogins: how and from where the member signs in (newest first, the latest 50 of each). */
export const opsMemberLogins = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      ip: z.string(),
      userAgent: z.string().nullable(),
      method: z.string(),
      state: z.enum(['live', 'ended', 'expired']),
    }),
  ),
  /** Addresses the member signed in from (a new one asks for a verification first). */
  ips: z.array(z.object({ ip: z.string(), firstSeenAt: z.string() })),
  devices: z.array(z.object({ deviceId: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() })),
  /** New-address verifications still kept (they expire): asked, and passed or not. */
  verifications: z.array(
    z.object({ createdAt: z.string(), ip: z.string(), methods: z.array(z.string()), passedAt: z.string().nullable() }),
  ),
});
export type OpsMemberLogins = z.infer<typeof opsMemberLogins>;

/** A note on a member: written once, never edited or removed; its author and time kept. */
export const opsMemberNote = z.object({ id: z.string(), text: z.string(), author: z.string(), at: z.string() });
export type OpsMemberNote = z.infer<typeof opsMemberNote>;
export const opsMemberNoteBody = z.object({ text: z.string().trim().min(1).max(1000) });
export const opsMemberNotes = z.array(opsMemberNote);

/** A member's tags: short lowercase words an operator files members under ("vip-watch", "chargeback"). */
export const MEMBER_TAG = /^[a-z0-9][a-z0-9-]{0,23}$/;
export const MAX_MEMBER_TAGS = 10;
export const opsMemberTagsBody = z.object({
  tags: z
    .array(z.string().trim().toLowerCase().regex(MEMBER_TAG))
    .max(MAX_MEMBER_TAGS)
    .transform((t) => [...new Set(t)].sort()),
  reason: z.string().trim().max(200).optional(),
});
export const opsMemberTags = z.object({ tags: z.array(z.string()) });

/** POST API.operator.memberReveal (members.reveal): the personal data lists mask, whole; each reveal is audited. */
export const opsMemberRevealBody = z.object({ reason: z.string().trim().min(1).max(200) });
export const opsMemberRevealed = z.object({
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The name withdrawals are paid to. */
  payeeName: z.string().nullable(),
});
export type OpsMemberRevealed = z.infer<typeof opsMemberRevealed>;
