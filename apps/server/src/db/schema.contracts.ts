import type { ColumnType } from 'kysely';
import type { Created, Id, Int8, Int8Default, Nullable, NullableStamp, Ref, Stamp } from './schema.columns.js';

/** Kysely types of the agent contracts' tables (migration 20261128110000_agent_contracts.sql). */

type Json = ColumnType<unknown, string, string>;

export interface AgentContractTable {
  id: Id;
  merchant_id: Ref;
  kind: 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';
  game_type: string;
  upline_id: Nullable<string>;
  downline_id: Ref;
  status: 'P' | 'A' | 'R' | 'V' | 'T' | 'E';
  terms: Json;
  period: Nullable<'D' | 'W' | 'H' | 'M'>;
  offered_at: Created;
  decided_at: NullableStamp;
  termination_by: Nullable<'upline' | 'downline' | 'operator' | 'cascade'>;
  ended_at: NullableStamp;
}

export interface AgentBillTable {
  id: Id;
  merchant_id: Ref;
  kind: AgentContractTable['kind'];
  game_type: string;
  period_start: ColumnType<Date, Date | string, never>;
  period_end: ColumnType<Date, Date | string, never>;
  agent_id: Ref;
  contract_id: Ref;
  payer_id: Nullable<string>;
  figures: Json;
  entitlement: Int8;
  downline_total: Int8Default;
  amount: Int8;
  paid: Int8Default;
  status: 'issued' | 'partial' | 'insufficient' | 'notReached';
  created_at: Created;
  updated_at: Stamp;
}

export interface AgentRebateDifferenceTable {
  ticket_id: Ref;
  agent_id: Ref;
  merchant_id: Ref;
  member_id: Ref;
  stake: Int8;
  amount: Int8;
  created_at: Created;
}

export interface AgentRebateTicketTable {
  ticket_id: Ref;
  merchant_id: Ref;
  processed_at: Created;
}

export interface ContractTables {
  agent_contracts: AgentContractTable;
  agent_bills: AgentBillTable;
  agent_rebate_differences: AgentRebateDifferenceTable;
  agent_rebate_tickets: AgentRebateTicketTable;
}
