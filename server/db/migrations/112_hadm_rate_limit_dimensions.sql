-- 112: dimension rules of gateway rate-limit lines (hadm): a line counted per URL may name the
-- variable parts of its URLs in a template (`/hpfm/v1/{1}/countries`), and each line may have
-- rules giving one value of each of its dimensions (a user, role, tenant, origin address, the
-- values of the template's variables) its own replenish rate and burst capacity. A line's
-- dimensions and template are fixed while it has rules; its rules go with it.

ALTER TABLE hadm_rate_limit_line ADD COLUMN url_template TEXT;

CREATE TABLE hadm_rate_limit_dim (
  rate_limit_dim_id INTEGER PRIMARY KEY,
  rate_limit_line_id INTEGER NOT NULL
    REFERENCES hadm_rate_limit_line (rate_limit_line_id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users (id),
  role_id INTEGER REFERENCES roles (id),
  organization_id INTEGER REFERENCES tenants (id),
  origin TEXT,
  -- The values of the line's URL template variables {1}, {2}… in order, separated by ';'.
  url_values TEXT,
  replenish_rate INTEGER NOT NULL CHECK (replenish_rate > 0),
  replenish_period INTEGER NOT NULL DEFAULT 1 CHECK (replenish_period > 0),
  burst_capacity INTEGER NOT NULL CHECK (burst_capacity > 0),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
CREATE INDEX hadm_rate_limit_dim_line ON hadm_rate_limit_dim (rate_limit_line_id);
