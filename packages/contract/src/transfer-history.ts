import { z } from 'zod';
import { pageOf } from './games.js';
import { minorUnits } from './money-schema.js';
import { optionalFilter, recordPageFields, recordRangeFields, recordRangeRule } from './records.js';
import { TRANSFER_STATUSES, walletCode } from './wallet.js';

/**
 * GET API.wallet.transfers — the member's own transfers between the main wallet and vendor
 * wallets (transferFund's history), newest first (createdAt, then id). Filters: vendor, status,
 * and days as the records take them (from/to yyyy-MM-dd inclusive in timeZone, at most 92 days;
 * one of them given, the other defaults as in records). Neither from nor to: every transfer.
 * (Its own file: records.ts imports wallet.ts, so wallet.ts cannot import records.ts.)
 */
export const TRANSFER_DIRECTIONS = ['in', 'out'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const transferHistoryQuery = z
  .object({
    ...recordRangeFields,
    vendor: optionalFilter(walletCode),
    status: optionalFilter(z.enum(TRANSFER_STATUSES)),
    ...recordPageFields,
  })
  .superRefine(recordRangeRule);
export type TransferHistoryQuery = z.input<typeof transferHistoryQuery>;

export const transferRecordSchema = z.object({
  /** The transfer's id (also the id the vendor was given). */
  id: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  /** in: main -> vendor wallet; out: vendor wallet -> main. */
  direction: z.enum(TRANSFER_DIRECTIONS),
  amount: minorUnits,
  /** pending: held, the vendor's answer awaited (money on its way); reversed: back in the source wallet. */
  status: z.enum(TRANSFER_STATUSES),
  /** ISO 8601 UTC instants; settledAt is null while pending. */
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TransferRecord = z.infer<typeof transferRecordSchema>;
export const transferHistoryAnswer = pageOf(transferRecordSchema);
export type TransferHistoryPage = z.infer<typeof transferHistoryAnswer>;
