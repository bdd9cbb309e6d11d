-- One-time session hand-off tickets: what a URL carries instead of a session token (social
-- sign-in's return, another site of the merchant handing a player over). Hashed, 60 seconds,
-- redeemed once for a fresh session of the member.
CREATE TABLE session_handoffs (
  id                bigserial PRIMARY KEY,
  merchant_id       bigint NOT NULL,
  member_id         bigint NOT NULL,
  ticket_hash       bytea NOT NULL UNIQUE,
  method            text NOT NULL,
  -- The session that minted it (NULL for social sign-in): once that session ends, the ticket is dead.
  source_session_id bigint,
  created_at        timestamptz NOT NULL DEFAULT now(),
  expires_at        timestamptz NOT NULL,
  used_at           timestamptz,
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
