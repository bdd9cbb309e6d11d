import type { ColumnType, Generated } from 'kysely';
import type { Created, Id, Int8Default, Ref } from './schema.columns.js';

/** Kysely types of migration 20261128100000_agent_hierarchy_reports.sql. */

export interface MemberTreeTable {
  merchant_id: Ref;
  ancestor_id: Ref;
  member_id: Ref;
  depth: number;
}

export interface AgentRollupTable {
  merchant_id: Ref;
  member_id: Ref;
  hour: Date;
  game_type: string;
  bets: Generated<number>;
  stake: Int8Default;
  valid_bet: Int8Default;
  payout: Int8Default;
  rebate: Int8Default;
  bonus: Int8Default;
  deposits: Int8Default;
  withdrawals: Int8Default;
  deposit_count: Generated<number>;
  withdrawal_count: Generated<number>;
}

/** Migration 20261128100300_agent_team_rollups.sql: agent_rollups summed per ancestor (kept by trigger). */
export interface AgentTeamRollupTable extends Omit<AgentRollupTable, 'member_id'> {
  ancestor_id: Ref;
}

export type AgentPeriodKind = 'day' | 'week' | 'halfMonth' | 'month';

export interface AgentMemberPeriodTable {
  merchant_id: Ref;
  member_id: Ref;
  kind: AgentPeriodKind;
  period_start: ColumnType<Date, string, string>;
  valid_bet: Int8Default;
}

export interface AgentTeamPeriodTable {
  merchant_id: Ref;
  ancestor_id: Ref;
  kind: AgentPeriodKind;
  period_start: ColumnType<Date, string, string>;
  active_members: Generated<number>;
  new_members: Generated<number>;
}

export interface AgentTeamSizeTable {
  merchant_id: Ref;
  ancestor_id: Ref;
  members: Generated<number>;
}

export interface AgentSettingsTable {
  merchant_id: Ref;
  active_valid_bet: Int8Default;
}

export interface AgentApplicationTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  member_id: Ref;
  contact: string;
  message: string;
  /** member (the affiliate application page) or feedback (a type-6 feedback; migration 20261129100000). */
  source: Generated<string>;
  created_at: Created;
}

export interface AgentTables {
  member_tree: MemberTreeTable;
  agent_rollups: AgentRollupTable;
  agent_settings: AgentSettingsTable;
  agent_team_rollups: AgentTeamRollupTable;
  agent_member_periods: AgentMemberPeriodTable;
  agent_team_periods: AgentTeamPeriodTable;
  agent_team_sizes: AgentTeamSizeTable;
  agent_applications: AgentApplicationTable;
}
