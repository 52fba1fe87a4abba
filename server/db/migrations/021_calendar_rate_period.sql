-- 021: hpfm master data: working calendars with their exceptions (holidays and make-up
-- working days), exchange rates, and accounting period sets with their periods.

CREATE TABLE hpfm_calendar (
  calendar_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  calendar_code TEXT NOT NULL COLLATE NOCASE,
  calendar_name TEXT NOT NULL,
  country_id INTEGER NOT NULL REFERENCES hpfm_country (country_id),
  monday_flag INTEGER NOT NULL DEFAULT 1 CHECK (monday_flag IN (0, 1)),
  tuesday_flag INTEGER NOT NULL DEFAULT 1 CHECK (tuesday_flag IN (0, 1)),
  wednesday_flag INTEGER NOT NULL DEFAULT 1 CHECK (wednesday_flag IN (0, 1)),
  thursday_flag INTEGER NOT NULL DEFAULT 1 CHECK (thursday_flag IN (0, 1)),
  friday_flag INTEGER NOT NULL DEFAULT 1 CHECK (friday_flag IN (0, 1)),
  saturday_flag INTEGER NOT NULL DEFAULT 0 CHECK (saturday_flag IN (0, 1)),
  sunday_flag INTEGER NOT NULL DEFAULT 0 CHECK (sunday_flag IN (0, 1)),
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, calendar_code)
);
CREATE INDEX hpfm_calendar_country ON hpfm_calendar (country_id);

CREATE TABLE hpfm_calendar_holiday (
  holiday_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  calendar_id INTEGER NOT NULL REFERENCES hpfm_calendar (calendar_id),
  holiday_name TEXT NOT NULL,
  holiday_type TEXT NOT NULL CHECK (holiday_type IN ('HOLIDAY', 'WORKDAY')),
  -- YYYY-MM-DD, start on or before end
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  remark TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hpfm_calendar_holiday_calendar ON hpfm_calendar_holiday (calendar_id, start_date);

CREATE TABLE hpfm_exchange_rate (
  exchange_rate_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  from_currency_id INTEGER NOT NULL REFERENCES hpfm_currency (currency_id),
  to_currency_id INTEGER NOT NULL REFERENCES hpfm_currency (currency_id),
  rate_type TEXT NOT NULL,
  -- YYYY-MM-DD
  rate_date TEXT NOT NULL,
  -- Decimal text (more than 0, at most 8 decimals), kept exactly as entered.
  rate TEXT NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  CHECK (from_currency_id <> to_currency_id),
  UNIQUE (tenant_id, from_currency_id, to_currency_id, rate_type, rate_date)
);
CREATE INDEX hpfm_exchange_rate_to ON hpfm_exchange_rate (to_currency_id);

CREATE TABLE hpfm_period_set (
  period_set_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  period_set_code TEXT NOT NULL COLLATE NOCASE,
  period_set_name TEXT NOT NULL,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (tenant_id, period_set_code)
);

CREATE TABLE hpfm_period (
  period_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  period_set_id INTEGER NOT NULL REFERENCES hpfm_period_set (period_set_id),
  period_name TEXT NOT NULL COLLATE NOCASE,
  period_year INTEGER NOT NULL,
  period_quarter INTEGER CHECK (period_quarter BETWEEN 1 AND 4),
  -- YYYY-MM-DD, start on or before end; periods of a set never overlap
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (period_set_id, period_name)
);
CREATE INDEX hpfm_period_set_dates ON hpfm_period (period_set_id, start_date);
