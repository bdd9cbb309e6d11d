-- Foundation: merchants and their settings, members, sessions, verification codes,
-- captchas, the dev outbox and rate-limit buckets.
-- Every table holding merchant data carries merchant_id; child rows reference
-- (merchant_id, member_id) so a row can never point at another merchant's member.

CREATE TABLE merchants (
  id            bigserial PRIMARY KEY,
  code          text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9_-]{2,32}$'),
  name          text NOT NULL,
  currency      text NOT NULL DEFAULT 'PHP' CHECK (currency ~ '^[A-Z]{3}$'),
  currency_symbol text NOT NULL DEFAULT '₱',
  languages     text[] NOT NULL DEFAULT '{EN,TY}',
  default_language text NOT NULL DEFAULT 'EN',
  maintenance   boolean NOT NULL DEFAULT false,
  -- White-label settings validated by the contract's merchantSettings schema on write.
  settings      jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE merchant_domains (
  domain        text PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  is_main       boolean NOT NULL DEFAULT false
);
CREATE INDEX merchant_domains_merchant ON merchant_domains (merchant_id);

-- Settings flags by module id (USERNAMEREG3 ...).
CREATE TABLE merchant_flags (
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  module_id     text NOT NULL,
  enabled       boolean NOT NULL,
  PRIMARY KEY (merchant_id, module_id)
);

-- Registration validators: a pattern kind and lengths per field.
CREATE TABLE merchant_validators (
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  field         text NOT NULL,
  pattern_id    smallint NOT NULL,
  min_length    smallint NOT NULL CHECK (min_length >= 0),
  max_length    smallint NOT NULL CHECK (max_length >= min_length AND max_length > 0),
  PRIMARY KEY (merchant_id, field)
);

-- Optional registration fields: shown / required.
CREATE TABLE merchant_register_fields (
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  field         text NOT NULL,
  shown         boolean NOT NULL,
  required      boolean NOT NULL,
  PRIMARY KEY (merchant_id, field),
  CHECK (shown OR NOT required)
);

-- Region restriction: a country code or an IP/CIDR.
CREATE TABLE merchant_region_rules (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('country', 'ip')),
  value         text NOT NULL,
  UNIQUE (merchant_id, kind, value)
);

CREATE TABLE help_topics (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  language      text NOT NULL,
  key           text NOT NULL,
  title         text NOT NULL,
  content       text NOT NULL,
  sequence      int NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, language, key)
);

CREATE TABLE members (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id),
  username      text NOT NULL,
  nickname      text NOT NULL,
  type          smallint NOT NULL DEFAULT 0,
  status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'locked', 'disabled')),
  password_hash text NOT NULL,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  must_change_password boolean NOT NULL DEFAULT false,
  payment_password_hash text,
  mobile_num    text,
  country_dialing_code text,
  email         text,
  payee_name    text,
  qq_num        text,
  line          text,
  whatsapp      text,
  facebook      text,
  wechat        text,
  id_number     text,
  recommender_id text,
  upline_id     bigint,
  affiliate_code text,
  referral_code text,
  register_domain text,
  register_url  text,
  register_method text,
  totp_secret   text,
  totp_enabled  boolean NOT NULL DEFAULT false,
  first_login_at timestamptz,
  last_login_at timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  FOREIGN KEY (merchant_id, upline_id) REFERENCES members (merchant_id, id)
);
CREATE UNIQUE INDEX members_username ON members (merchant_id, lower(username));
CREATE UNIQUE INDEX members_mobile ON members (merchant_id, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate_code ON members (merchant_id, lower(affiliate_code)) WHERE affiliate_code IS NOT NULL;
CREATE INDEX members_email ON members (merchant_id, lower(email)) WHERE email IS NOT NULL;

CREATE TABLE social_identities (
  merchant_id   bigint NOT NULL,
  member_id     bigint NOT NULL,
  provider      text NOT NULL,
  subject       text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, provider, subject),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- Tokens are stored only as SHA-256 hashes.
CREATE TABLE sessions (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL,
  member_id     bigint NOT NULL,
  token_hash    bytea NOT NULL UNIQUE,
  method        text NOT NULL,
  ip            text NOT NULL,
  user_agent    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX sessions_member ON sessions (merchant_id, member_id) WHERE revoked_at IS NULL;

CREATE TABLE member_known_ips (
  merchant_id   bigint NOT NULL,
  member_id     bigint NOT NULL,
  ip            text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, ip),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- A sign-in from a new IP waits here until the member proves it is them.
CREATE TABLE login_challenges (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id   bigint NOT NULL,
  member_id     bigint NOT NULL,
  ip            text NOT NULL,
  methods       text[] NOT NULL,
  attempts      int NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  passed_at     timestamptz,
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

CREATE TABLE password_resets (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL,
  member_id     bigint NOT NULL,
  token_hash    bytea NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

CREATE TABLE sms_codes (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  purpose       text NOT NULL CHECK (purpose IN ('login', 'reset', 'register', 'challenge', 'password')),
  country_dialing_code text NOT NULL,
  mobile_num    text NOT NULL,
  code_hash     bytea NOT NULL,
  attempts      int NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  consumed_at   timestamptz
);
CREATE INDEX sms_codes_lookup ON sms_codes (merchant_id, country_dialing_code, mobile_num, purpose, created_at DESC);

CREATE TABLE captchas (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  answer_hash   bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);

-- Messages the dev mail and sms providers "sent"; readable at /dev/outbox outside production.
CREATE TABLE outbox_messages (
  id            bigserial PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  channel       text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient     text NOT NULL,
  subject       text NOT NULL,
  body          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient ON outbox_messages (merchant_id, recipient, id DESC);

-- Fixed-window counters shared by every server instance (rate limits, captcha thresholds).
CREATE TABLE rate_limits (
  key           text PRIMARY KEY,
  hits          int NOT NULL,
  reset_at      timestamptz NOT NULL
);

-- Server-wide secrets generated on first start (the RSA key of the credential envelope).
CREATE TABLE server_keys (
  id            text PRIMARY KEY,
  public_key    text NOT NULL,
  private_key   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
