import type { ColumnType, Generated } from 'kysely';
import type { Created, Id, Nullable, NullableStamp, Ref, Stamp } from './schema.columns.js';
import type { LobbyTables } from './schema.lobby.js';
import type { LedgerTables } from './schema.ledger.js';
import type { BetTables } from './schema.bets.js';
import type { ProviderTables } from './schema.providers.js';
import type { BgsTables } from './schema.bgs.js';
import type { PaymentTables } from './schema.payments.js';
import type { OperatorTables } from './schema.operator.js';
import type { TransferTables } from './schema.transfers.js';
import type { EventTables } from './schema.events.js';
import type { LotteryTables } from './schema.lottery.js';
import type { OfficialTables } from './schema.official.js';
import type { ContractTables } from './schema.contracts.js';
import type { AgentTables } from './schema.agent.js';
// rewards
import type { RewardTables } from './schema.rewards.js';
// points mall and manual rebate
import type { PointsTables } from './schema.points.js';
// VIP and red envelopes
import type { VipTables } from './schema.vip.js';
// responsible gaming
import type { ResponsibleGamingTables } from './schema.responsible-gaming.js';
// messages and feedback
import type { MessageTables } from './schema.messages.js';
// activities and referral
import type { ActivitiesTables } from './schema.activities.js';
// missions and leaderboard
import type { MissionTables } from './schema.missions.js';
import type { MemberAdminTables } from './schema.member-admin.js';
import type { OpsGridTables } from './schema.ops-grid.js';

/** Kysely table types; keep in step with migrations/. */

export interface MerchantTable {
  id: Generated<string> & Id;
  code: string;
  name: string;
  currency: Generated<string>;
  currency_symbol: Generated<string>;
  languages: Generated<string[]>;
  default_language: Generated<string>;
  maintenance: Generated<boolean>;
  settings: ColumnType<unknown, string | undefined, string>;
  /** The merchant's IANA time zone: the one calendar its days, weeks and months are cut in. */
  time_zone: Generated<string>;
  created_at: Created;
}
export interface MerchantDomainTable {
  domain: string;
  merchant_id: Ref;
  is_main: Generated<boolean>;
}
export interface MerchantFlagTable {
  merchant_id: Ref;
  module_id: string;
  enabled: boolean;
}
export interface MerchantValidatorTable {
  merchant_id: Ref;
  field: string;
  pattern_id: number;
  min_length: number;
  max_length: number;
}
export interface MerchantRegisterFieldTable {
  merchant_id: Ref;
  field: string;
  shown: boolean;
  required: boolean;
}
export interface MerchantRegionRuleTable {
  id: Generated<string>;
  merchant_id: Ref;
  kind: 'country' | 'ip';
  value: string;
}
export interface HelpTopicTable {
  id: Generated<string>;
  merchant_id: Ref;
  language: string;
  key: string;
  title: string;
  content: string;
  sequence: Generated<number>;
}
export interface MemberTable {
  id: Generated<string>;
  merchant_id: Ref;
  username: string;
  nickname: string;
  type: Generated<number>;
  status: Generated<'active' | 'locked' | 'disabled'>;
  password_hash: string;
  password_changed_at: Generated<Date>;
  must_change_password: Generated<boolean>;
  payment_password_hash: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  qq_num: string | null;
  line: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  id_number: string | null;
  recommender_id: string | null;
  upline_id: string | null;
  affiliate_code: string | null;
  referral_code: string | null;
  register_domain: string | null;
  register_url: string | null;
  register_method: string | null;
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  first_login_at: NullableStamp;
  last_login_at: NullableStamp;
  created_at: Created;
  /** Self-exclusion's end (responsible gaming; 9999-12-31 = for good), written through the member module. */
  excluded_until: NullableStamp;
  /** Set once the member sets a stake or loss limit (responsible gaming): seamless bets then check them. */
  play_limited: Generated<boolean>;
}
export interface SocialIdentityTable {
  merchant_id: Ref;
  member_id: Ref;
  provider: string;
  subject: string;
  created_at: Created;
}
export interface SocialLoginStateTable {
  state_hash: Buffer;
  merchant_id: Ref;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  return_to: string;
  created_at: Created;
  expires_at: Stamp;
  used_at: NullableStamp;
}
export interface SessionTable {
  id: Generated<string>;
  merchant_id: Ref;
  member_id: Ref;
  token_hash: Buffer;
  method: string;
  ip: string;
  user_agent: string | null;
  created_at: Created;
  last_seen_at: Stamp;
  expires_at: Stamp;
  revoked_at: NullableStamp;
}
export interface MemberKnownIpTable {
  merchant_id: Ref;
  member_id: Ref;
  ip: string;
  first_seen_at: Created;
}
/** Migration 20261206120000_member_devices.sql: the devices a member signed in from. */
export interface MemberDeviceTable {
  merchant_id: Ref;
  member_id: Ref;
  device_id: string;
  first_seen_at: Created;
  last_seen_at: Stamp;
}
export interface LoginChallengeTable {
  id: Generated<string>;
  merchant_id: Ref;
  member_id: Ref;
  ip: string;
  methods: string[];
  attempts: Generated<number>;
  created_at: Created;
  expires_at: Stamp;
  passed_at: NullableStamp;
}
export interface PasswordResetTable {
  id: Generated<string>;
  merchant_id: Ref;
  member_id: Ref;
  token_hash: Buffer;
  created_at: Created;
  expires_at: Stamp;
  used_at: NullableStamp;
}
export interface SmsCodeTable {
  id: Generated<string>;
  merchant_id: Ref;
  purpose: 'login' | 'reset' | 'register' | 'challenge' | 'password';
  country_dialing_code: string;
  mobile_num: string;
  code_hash: Buffer;
  attempts: Generated<number>;
  created_at: Created;
  expires_at: Stamp;
  consumed_at: NullableStamp;
}
export interface EmailCodeTable {
  id: Generated<string>;
  merchant_id: Ref;
  purpose: 'challenge';
  subject: string;
  code_hash: Buffer;
  attempts: Generated<number>;
  created_at: Created;
  expires_at: Stamp;
  consumed_at: NullableStamp;
}
export interface SessionHandoffTable {
  id: Generated<string>;
  merchant_id: Ref;
  member_id: Ref;
  ticket_hash: Buffer;
  method: string;
  source_session_id: Nullable<string>;
  created_at: Created;
  expires_at: Stamp;
  used_at: NullableStamp;
}
export interface CaptchaTable {
  id: Generated<string>;
  /** NULL: an operator's sign-in captcha (operators belong to no merchant). */
  merchant_id: Nullable<string>;
  answer_hash: Buffer;
  created_at: Created;
  expires_at: Stamp;
  used_at: NullableStamp;
}
export interface OutboxMessageTable {
  id: Generated<string>;
  /** NULL: a mail to a platform-level operator. */
  merchant_id: Nullable<string>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  created_at: Created;
}
export interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: Stamp;
}
export interface ServerKeyTable {
  id: string;
  public_key: string;
  private_key: string;
  created_at: Created;
}

export interface Database
  extends
    LobbyTables,
    LedgerTables,
    BetTables,
    PaymentTables,
    ProviderTables,
    TransferTables,
    BgsTables,
    OperatorTables,
    EventTables,
    LotteryTables,
    OfficialTables,
    AgentTables,
    ContractTables,
    // rewards
    RewardTables,
    // points mall and manual rebate
    PointsTables,
    // VIP and red envelopes
    VipTables,
    // responsible gaming
    ResponsibleGamingTables,
    // messages and feedback
    MessageTables,
    // activities and referral
    ActivitiesTables,
    // missions and leaderboard
    MissionTables,
    // the operator console's member work
    MemberAdminTables,
    // the console's saved views and background tasks
    OpsGridTables {
  merchants: MerchantTable;
  merchant_domains: MerchantDomainTable;
  merchant_flags: MerchantFlagTable;
  merchant_validators: MerchantValidatorTable;
  merchant_register_fields: MerchantRegisterFieldTable;
  merchant_region_rules: MerchantRegionRuleTable;
  help_topics: HelpTopicTable;
  members: MemberTable;
  social_identities: SocialIdentityTable;
  social_login_states: SocialLoginStateTable;
  sessions: SessionTable;
  member_known_ips: MemberKnownIpTable;
  member_devices: MemberDeviceTable;
  login_challenges: LoginChallengeTable;
  password_resets: PasswordResetTable;
  sms_codes: SmsCodeTable;
  email_codes: EmailCodeTable;
  session_handoffs: SessionHandoffTable;
  captchas: CaptchaTable;
  outbox_messages: OutboxMessageTable;
  rate_limits: RateLimitTable;
  server_keys: ServerKeyTable;
}
