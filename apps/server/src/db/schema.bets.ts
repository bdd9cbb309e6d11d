import type { BetStatus } from '@playhouse/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Id, Int8Default, Ref, Stamp } from './schema.columns.js';

/** Kysely types of migration 20261122140000_bets.sql. bigint columns come back as strings. */

export type { BetStatus };

export interface BetTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  member_id: Ref;
  vendor_code: string;
  game_code: string;
  game_type: string;
  round_id: string;
  stake: Int8Default;
  valid_bet: Int8Default;
  win: Int8Default;
  status: ColumnType<BetStatus, BetStatus | undefined, BetStatus>;
  source: 'seamless' | 'pulled' | 'lottery';
  placed_at: Stamp;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface BetTables {
  bets: BetTable;
}
