-- 004: platform master data (hpfm), tenant-scoped: countries, currencies, units of measure,
-- banks, tax rates and regions, plus translations of translatable fields keyed by the row
-- token (_token) and the field name.

CREATE TABLE hpfm_country (
  country_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  country_code TEXT NOT NULL COLLATE NOCASE,
  country_name TEXT NOT NULL,
  quick_index TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, country_code)
);

CREATE TABLE hpfm_currency (
  currency_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  currency_code TEXT NOT NULL COLLATE NOCASE,
  currency_name TEXT NOT NULL,
  financial_precision INTEGER NOT NULL DEFAULT 2 CHECK (financial_precision BETWEEN 0 AND 6),
  currency_symbol TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, currency_code)
);

CREATE TABLE hpfm_uom (
  uom_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  uom_code TEXT NOT NULL COLLATE NOCASE,
  uom_name TEXT NOT NULL,
  uom_type_code TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, uom_code)
);

CREATE TABLE hpfm_bank (
  bank_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  bank_code TEXT NOT NULL COLLATE NOCASE,
  bank_name TEXT NOT NULL,
  bank_short_name TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, bank_code)
);

CREATE TABLE hpfm_tax_rate (
  tax_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  tax_code TEXT NOT NULL COLLATE NOCASE,
  description TEXT,
  -- Decimal string (0-100, at most 4 decimals), kept exactly as entered.
  tax_rate TEXT NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, tax_code)
);

CREATE TABLE hpfm_region (
  region_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  region_code TEXT NOT NULL COLLATE NOCASE,
  region_name TEXT NOT NULL,
  country_id INTEGER NOT NULL REFERENCES hpfm_country (country_id),
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, region_code)
);
CREATE INDEX hpfm_region_country ON hpfm_region (country_id);

-- Value of a translatable field of a row in one language. row_token is the row's _token.
CREATE TABLE hpfm_multi_language (
  row_token TEXT NOT NULL,
  field_name TEXT NOT NULL,
  lang TEXT NOT NULL,
  value TEXT NOT NULL,
  entity TEXT NOT NULL,
  row_id INTEGER NOT NULL,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  PRIMARY KEY (row_token, field_name, lang)
);
CREATE INDEX hpfm_multi_language_row ON hpfm_multi_language (entity, row_id, field_name, lang);
