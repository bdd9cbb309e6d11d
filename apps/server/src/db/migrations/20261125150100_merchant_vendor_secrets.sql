-- A vendor's seamless signing secret is per merchant: one merchant's secret cannot sign calls
-- for another merchant's players. vendor_secrets keeps only the in-house provider (BGS), whose
-- secret never leaves the process. The per-vendor secrets of external vendors are dropped, not
-- copied to every merchant (that would keep one secret shared by all): each merchant's vendor
-- gets its own (the demo and tests derive them again at boot from SIMULATOR_SECRET).
CREATE TABLE merchant_vendor_secrets (
  merchant_id  bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  vendor_code  text NOT NULL CHECK (vendor_code ~ '^[A-Z0-9_]{2,32}$'),
  secret       text NOT NULL CHECK (length(secret) >= 32),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, vendor_code)
);

DELETE FROM vendor_secrets WHERE vendor_code <> 'BGS';
