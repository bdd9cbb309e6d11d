import type { ColumnType, Generated } from 'kysely';
import type { Created, Id, Int8, Int8Default, Nullable, NullableStamp, Ref, Stamp } from './schema.columns.js';

/** Kysely types of migration 20261129160000_activities_referral.sql (modules activities and referral). */

type Texts = ColumnType<Record<string, string>, string | undefined, string>;

export interface ActivityTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  kind: 'apply' | 'join';
  title: Texts;
  description: Texts;
  image_url: Nullable<string>;
  starts_at: Stamp;
  ends_at: Stamp;
  reward_amount: Int8;
  /** numeric: read as text. */
  turnover_multiplier: ColumnType<string, number | string | undefined, number | string>;
  delivery: 'now' | 'claimable';
  min_valid_bet: Int8Default;
  min_deposit: Int8Default;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Created;
  updated_at: Stamp;
}

export interface ActivityApplicationTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  activity_id: Ref;
  member_id: Ref;
  comment: string;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'approved' | 'rejected'>;
  reason: Nullable<string>;
  reward_id: Nullable<string>;
  decided_at: NullableStamp;
  created_at: Created;
}

export interface ActivityApplicationImageTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  application_id: Ref;
  mime: string;
  size: number;
  data: Buffer;
}

export interface ActivityParticipationTable {
  merchant_id: Ref;
  activity_id: Ref;
  member_id: Ref;
  joined_at: Stamp;
  valid_bet: Int8Default;
  deposit: Int8Default;
  claimed_at: NullableStamp;
  reward_id: Nullable<string>;
}

export interface ReferralTable {
  merchant_id: Ref;
  invitee_id: Ref;
  referrer_id: Ref;
  joined_at: Stamp;
  deadline: Stamp;
  first_deposit: Nullable<string | bigint>;
  valid_bet: Int8Default;
  qualified_at: NullableStamp;
  reward_id: Nullable<string>;
  reward_amount: Nullable<string | bigint>;
}

export interface ActivitiesTables {
  activities: ActivityTable;
  activity_applications: ActivityApplicationTable;
  activity_application_images: ActivityApplicationImageTable;
  activity_participations: ActivityParticipationTable;
  referrals: ReferralTable;
}
