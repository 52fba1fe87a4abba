-- 128: payment configurations (hpay/pay-config), per tenant: the merchant's account at a
-- payment channel (merchant and app ids, the secret key sealed by the engine as write-only
-- fields are, the certificate file, the notify address). At most one enabled configuration
-- per channel and tenant: the hook refuses a second one, saying which one is enabled.
CREATE TABLE hpay_pay_config (
  config_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  channel_code TEXT NOT NULL
    CHECK (channel_code IN ('ALIPAY', 'WECHAT', 'UNIONPAY', 'BANK_TRANSFER')),
  config_name TEXT NOT NULL,
  merchant_id TEXT NOT NULL,
  app_id TEXT,
  secret_key TEXT,
  cert_file_url TEXT,
  notify_url TEXT,
  remark TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hpay_pay_config_channel ON hpay_pay_config (tenant_id, channel_code, enabled_flag);
