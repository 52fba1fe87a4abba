-- 118: the APIs of field permissions, as HZERO reads them (hiam apiFieldService.js: GET
-- /iam/v1[/{organizationId}]/apis, then /apis/{permissionId}/fields). An API is a resource with
-- routes of its own (its query permission code); the server writes the APIs and their fields from
-- the resource descriptions at every start (services/apiFields.ts), with their descriptions in
-- every language in hpfm_multi_language. Both belong to the platform's tenant (0): every tenant
-- reads them, nobody changes them.

CREATE TABLE hiam_apis (
  id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL DEFAULT 0 CHECK (tenant_id = 0),
  -- The resource (`module/name`) and its query permission code.
  resource_key TEXT NOT NULL UNIQUE,
  permission_code TEXT NOT NULL,
  -- The service (first segment of its paths), method and path template of its list, and its
  -- title in English (other languages in hpfm_multi_language).
  service_name TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  description TEXT NOT NULL,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

-- Each field belongs to its API (filled at the next start).
ALTER TABLE hiam_api_fields ADD COLUMN tenant_id INTEGER NOT NULL DEFAULT 0 CHECK (tenant_id = 0);
ALTER TABLE hiam_api_fields ADD COLUMN permission_id INTEGER REFERENCES hiam_apis (id) ON DELETE CASCADE;
CREATE INDEX hiam_api_fields_api ON hiam_api_fields (permission_id);
-- HZERO's field columns: the field's label (English; other languages in hpfm_multi_language),
-- NUMBER or STRING (value set HIAM.FIELD.TYPE), its place in the API.
ALTER TABLE hiam_api_fields ADD COLUMN field_description TEXT;
ALTER TABLE hiam_api_fields ADD COLUMN field_type TEXT CHECK (field_type IN ('NUMBER', 'STRING'));
ALTER TABLE hiam_api_fields ADD COLUMN order_seq INTEGER;

-- A group's field and data lines keep the API their field was picked from (filled at the next
-- start from their field).
ALTER TABLE hiam_sec_grp_fields ADD COLUMN permission_id INTEGER REFERENCES hiam_apis (id) ON DELETE CASCADE;
ALTER TABLE hiam_sec_grp_data ADD COLUMN permission_id INTEGER REFERENCES hiam_apis (id) ON DELETE CASCADE;
