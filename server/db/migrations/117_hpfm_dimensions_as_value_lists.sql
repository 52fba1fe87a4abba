-- 117: data dimensions become value lists, as HZERO keeps them (hpfm dimensionConfigService.js:
-- the dimension configuration page reads and writes lov-headers of type IDP). Each dimension is
-- the value list of its code the tenant reads (the platform's or its own), or a new independent
-- list holding the values its data groups hold (where its values came from is kept in the
-- description). Data group values name the list. The names' other languages stay behind: a row's
-- translations are keyed by a token the server signs.

CREATE TEMP TABLE dimension_lov (
  dimension_id INTEGER PRIMARY KEY,
  lov_id INTEGER,
  created INTEGER NOT NULL DEFAULT 0
);

INSERT INTO dimension_lov (dimension_id, lov_id)
SELECT d.dimension_id,
  (SELECT l.lov_id FROM hpfm_lov l
    WHERE l.tenant_id IN (0, d.tenant_id) AND l.lov_code = d.dimension_code
    ORDER BY l.tenant_id DESC LIMIT 1)
FROM hpfm_dimension_config d;

INSERT INTO hpfm_lov (tenant_id, lov_code, lov_name, lov_type_code, description, enabled_flag,
  creation_date, last_update_date)
SELECT d.tenant_id, d.dimension_code, d.dimension_name, 'IDP',
  'Data dimension' || CASE WHEN d.source_code IS NULL THEN ''
    ELSE ' (its values were read from ' || d.source_code || ')' END,
  d.enabled_flag, d.creation_date, d.last_update_date
FROM hpfm_dimension_config d JOIN dimension_lov m ON m.dimension_id = d.dimension_id
WHERE m.lov_id IS NULL;

UPDATE dimension_lov SET created = 1, lov_id = (
  SELECT l.lov_id FROM hpfm_lov l JOIN hpfm_dimension_config d
    ON l.tenant_id = d.tenant_id AND l.lov_code = d.dimension_code
  WHERE d.dimension_id = dimension_lov.dimension_id)
WHERE lov_id IS NULL;

INSERT OR IGNORE INTO hpfm_lov_value (tenant_id, lov_id, value, meaning, order_seq, creation_date,
  last_update_date)
SELECT MIN(line.tenant_id), m.lov_id, line.value_code,
  COALESCE(MAX(line.value_meaning), line.value_code), 0, MIN(line.creation_date),
  MAX(line.last_update_date)
FROM hpfm_data_group_line line JOIN dimension_lov m ON m.dimension_id = line.dimension_id
WHERE m.created = 1
GROUP BY m.lov_id, line.value_code;

CREATE TABLE hpfm_data_group_line_new (
  group_line_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  group_id INTEGER NOT NULL REFERENCES hpfm_data_group (group_id),
  dimension_id INTEGER NOT NULL REFERENCES hpfm_lov (lov_id),
  value_code TEXT NOT NULL,
  value_meaning TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL,
  UNIQUE (group_id, dimension_id, value_code)
);

INSERT OR IGNORE INTO hpfm_data_group_line_new
SELECT line.group_line_id, line.tenant_id, line.group_id, m.lov_id, line.value_code,
  line.value_meaning, line.enabled_flag, line.object_version_number, line.creation_date,
  line.last_update_date
FROM hpfm_data_group_line line JOIN dimension_lov m ON m.dimension_id = line.dimension_id;

DROP TABLE hpfm_data_group_line;
ALTER TABLE hpfm_data_group_line_new RENAME TO hpfm_data_group_line;
CREATE INDEX hpfm_data_group_line_dimension ON hpfm_data_group_line (dimension_id);

DELETE FROM hpfm_multi_language WHERE entity = 'hpfm/dimension-config';
DROP TABLE hpfm_dimension_config;
DROP TABLE dimension_lov;
