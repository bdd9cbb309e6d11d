-- The activity centre: activities per merchant, the members' applications (apply
-- kind, with their images) and participations (join kind). Rewards are paid by the rewards
-- module (grantReward); reward_id keeps what it answered.
CREATE TABLE activities (
  id                  bigserial PRIMARY KEY,
  merchant_id         bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  kind                text NOT NULL CHECK (kind IN ('apply', 'join')),
  title               jsonb NOT NULL DEFAULT '{}',
  description         jsonb NOT NULL DEFAULT '{}',
  image_url           text,
  starts_at           timestamptz NOT NULL,
  ends_at             timestamptz NOT NULL,
  reward_amount       bigint NOT NULL CHECK (reward_amount > 0),
  turnover_multiplier numeric(8, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
  delivery            text NOT NULL DEFAULT 'claimable' CHECK (delivery IN ('now', 'claimable')),
  min_valid_bet       bigint NOT NULL DEFAULT 0 CHECK (min_valid_bet >= 0),
  min_deposit         bigint NOT NULL DEFAULT 0 CHECK (min_deposit >= 0),
  sequence            int NOT NULL DEFAULT 0,
  enabled             boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  UNIQUE (merchant_id, id)
);
CREATE INDEX activities_list ON activities (merchant_id, sequence, starts_at, id);

CREATE TABLE activity_applications (
  id          bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL,
  activity_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  comment     text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 140),
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason      text,
  reward_id   text,
  decided_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  -- One application per member and activity.
  UNIQUE (merchant_id, activity_id, member_id),
  FOREIGN KEY (merchant_id, activity_id) REFERENCES activities (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX activity_applications_review ON activity_applications (merchant_id, status, created_at DESC, id DESC);

-- png or jpg (by their bytes), at most 5 MB each, at most 3 per application (checked by the service).
CREATE TABLE activity_application_images (
  id             bigserial PRIMARY KEY,
  merchant_id    bigint NOT NULL,
  application_id bigint NOT NULL,
  mime           text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size           int NOT NULL CHECK (size > 0 AND size <= 5242880),
  data           bytea NOT NULL,
  CHECK (octet_length(data) = size),
  FOREIGN KEY (merchant_id, application_id) REFERENCES activity_applications (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX activity_application_images_application ON activity_application_images (application_id);

-- Join kind: the member joined; valid bet and deposits count from joined_at inside the window.
CREATE TABLE activity_participations (
  merchant_id bigint NOT NULL,
  activity_id bigint NOT NULL,
  member_id   bigint NOT NULL,
  joined_at   timestamptz NOT NULL DEFAULT now(),
  valid_bet   bigint NOT NULL DEFAULT 0,
  deposit     bigint NOT NULL DEFAULT 0,
  claimed_at  timestamptz,
  reward_id   text,
  PRIMARY KEY (merchant_id, activity_id, member_id),
  FOREIGN KEY (merchant_id, activity_id) REFERENCES activities (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
-- The play and deposit subscribers find a member's open participations.
CREATE INDEX activity_participations_open ON activity_participations (merchant_id, member_id) WHERE claimed_at IS NULL;

-- Referral: who invited whom (fed by member.registered's referrerId), the invitee's
-- progress toward the merchant's conditions until `deadline`, and the referrer's reward.
CREATE TABLE referrals (
  merchant_id   bigint NOT NULL,
  invitee_id    bigint NOT NULL,
  referrer_id   bigint NOT NULL,
  joined_at     timestamptz NOT NULL,
  deadline      timestamptz NOT NULL,
  first_deposit bigint,
  valid_bet     bigint NOT NULL DEFAULT 0,
  qualified_at  timestamptz,
  reward_id     text,
  reward_amount bigint,
  PRIMARY KEY (merchant_id, invitee_id),
  CHECK (invitee_id <> referrer_id),
  FOREIGN KEY (merchant_id, invitee_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, referrer_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX referrals_referrer ON referrals (merchant_id, referrer_id, joined_at DESC, invitee_id DESC);

-- A member's personal referral code (members.referral_code, given on first ask): unique per
-- merchant, matched case-insensitively like affiliate codes.
CREATE UNIQUE INDEX members_referral_code ON members (merchant_id, lower(referral_code)) WHERE referral_code IS NOT NULL;
