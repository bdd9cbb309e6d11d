import type { ColumnType, Generated } from 'kysely';
import type { Created, Ref } from './schema.columns.js';

/** Kysely types of migrations 20261122142000_bgs.sql and 20261122150000_bgs_game_configs.sql. bigint columns come back as strings. */
// Counters (rounds, nonces) are also written as JS numbers here, so these take numbers too.
type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
type Int8Default = ColumnType<string, string | number | bigint | undefined, string | number | bigint>;

export type BgsGameKind = 'slot' | 'dice';
export type BgsRoundStatus = 'open' | 'settled' | 'refused';

export interface BgsFairnessTable {
  merchant_id: Ref;
  member_id: Ref;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Int8Default;
  /** When this server seed came into use (rotation renews it). */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BgsRevealedSeedTable {
  id: Generated<string>;
  merchant_id: Ref;
  member_id: Ref;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  rounds: Int8;
  created_at: ColumnType<Date, Date | string, never>;
  revealed_at: Created;
}

export interface BgsRoundTable {
  id: Generated<string>;
  merchant_id: Ref;
  member_id: Ref;
  player_id: string;
  game_code: string;
  game: BgsGameKind;
  server_seed_hash: string;
  client_seed: string;
  nonce: Int8;
  stake: Int8;
  win: Int8;
  outcome: ColumnType<unknown, string, string>;
  status: ColumnType<BgsRoundStatus, BgsRoundStatus | undefined, BgsRoundStatus>;
  created_at: Created;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The bgs_game_configs row the round was played with; null: the built-in defaults. */
  config_id: ColumnType<string | null, string | number | bigint | null | undefined, never>;
}

/** A merchant's maths and bet limits of one BGS game; never updated but to retire it. */
export interface BgsGameConfigTable {
  id: Generated<string>;
  merchant_id: Ref;
  game_code: string;
  game: BgsGameKind;
  /** The contract's bgsSlotMath or bgsDiceMath, as bgs-config.repository.ts stores it. */
  math: ColumnType<unknown, string, never>;
  /** The contract's bgsBetLimits. */
  limits: ColumnType<unknown, string, never>;
  created_at: Created;
  retired_at: ColumnType<Date | null, never, Date | string>;
}

export interface BgsTables {
  bgs_fairness: BgsFairnessTable;
  bgs_revealed_seeds: BgsRevealedSeedTable;
  bgs_rounds: BgsRoundTable;
  bgs_game_configs: BgsGameConfigTable;
}
