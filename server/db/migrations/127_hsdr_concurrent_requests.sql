-- 127: concurrent requests (hsdr): a program run now with the values of its parameters
-- (request_param, a JSON object by parameter code, its defaults filled in), kept as it ran.
-- Only the server's submit and rerun write them; the resource engine reads the list.
CREATE TABLE hsdr_conc_request (
  request_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  concurrent_id INTEGER NOT NULL REFERENCES hsdr_concurrent (concurrent_id),
  request_param TEXT NOT NULL DEFAULT '{}',
  request_status TEXT NOT NULL DEFAULT 'PENDING'
    CHECK (request_status IN ('PENDING', 'RUNNING', 'SUCCESS', 'FAILURE')),
  start_time INTEGER,
  end_time INTEGER,
  message TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE INDEX hsdr_conc_request_concurrent ON hsdr_conc_request (concurrent_id);
CREATE INDEX hsdr_conc_request_tenant ON hsdr_conc_request (tenant_id, request_id);

CREATE VIEW hsdr_conc_request_list AS
SELECT request_id, tenant_id, concurrent_id, request_param, request_status, start_time, end_time,
  message, object_version_number, creation_date, last_update_date
FROM hsdr_conc_request;
