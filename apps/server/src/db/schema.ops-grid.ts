import type { ColumnType, Generated } from 'kysely';
import type { Created, Id, Nullable, NullableStamp, Ref } from './schema.columns.js';

/** Kysely types of migration 20261207100000_console_grid.sql (module ops-grid). */

/** jsonb written as its JSON text, read parsed. */
type Json = ColumnType<unknown, string, string>;

export interface OperatorViewTable {
  id: Id;
  operator_id: Ref;
  merchant_id: Ref;
  list: string;
  name: string;
  search: Json;
  created_at: Created;
}

export interface OperatorTaskTable {
  id: Id;
  merchant_id: Ref;
  operator_id: Ref;
  kind: 'export' | 'bulk';
  list: string;
  request: Json;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  done_rows: Generated<number>;
  failed_rows: Generated<number>;
  error: Nullable<string>;
  created_at: Created;
  beat_at: NullableStamp;
  finished_at: NullableStamp;
  expires_at: Generated<Date>;
}

export interface OperatorTaskChunkTable {
  task_id: Ref;
  seq: number;
  body: string;
}

export interface OperatorTaskRowTable {
  task_id: Ref;
  row_id: string;
  error: Nullable<string>;
}

export interface OpsGridTables {
  operator_views: OperatorViewTable;
  operator_tasks: OperatorTaskTable;
  operator_task_chunks: OperatorTaskChunkTable;
  operator_task_rows: OperatorTaskRowTable;
}
