import type { ColumnType, Generated } from 'kysely';
import type { Created, Id, Int8, NullableStamp, Stamp } from './schema.columns.js';

/** Kysely types of migration 20261125120000_domain_events.sql. bigint columns come back as strings. */

export type DeliveryStatus = 'pending' | 'done' | 'parked';

export interface DomainEventTable {
  id: Generated<string> & Id;
  type: string;
  merchant_id: Int8;
  member_id: ColumnType<string | null, string | bigint | null | undefined, never>;
  payload: ColumnType<unknown, string, never>;
  created_at: Created;
  fanned_out_at: NullableStamp;
}

export interface EventDeliveryTable {
  subscriber: string;
  event_id: ColumnType<string, string | bigint, never>;
  order_key: ColumnType<string | null, string | bigint | null | undefined, never>;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Stamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Created;
  handled_at: NullableStamp;
}

export interface EventTables {
  domain_events: DomainEventTable;
  event_deliveries: EventDeliveryTable;
}
