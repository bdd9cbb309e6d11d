-- The devices a member signed in from (the browser's own random id, HEADERS.device), first and
-- last seen: the console finds members by one, and a device shared by accounts is worth a look.
CREATE TABLE member_devices (
  merchant_id   bigint NOT NULL,
  member_id     bigint NOT NULL,
  device_id     text NOT NULL CHECK (device_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, device_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX member_devices_device ON member_devices (merchant_id, device_id);

-- The console finds members by a bank account number they bound.
CREATE INDEX bank_accounts_number ON bank_accounts (merchant_id, account_number);
