-- 145: Text recognition (hocr), per tenant: the recognition requests, each an image uploaded to
-- the file service (bucket hocr; for an ID card the back too), what it should be read as, the
-- file's name, who asked and when, and what became of it. The server has no OCR engine: a request
-- stays NOT_PROCESSED (each Recognise attempt counted, with its time and message) unless a person
-- typed its text in (TRANSCRIBED, the text in result_text).
CREATE TABLE hocr_record (
  record_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id INTEGER NOT NULL REFERENCES tenants (id),
  recognize_type TEXT NOT NULL DEFAULT 'GENERAL_BASIC'
    CHECK (recognize_type IN ('GENERAL_BASIC', 'ID_CARD', 'BUSINESS_LICENSE', 'VAT_INVOICE',
      'QUOTA_INVOICE', 'TAXI_INVOICE', 'TRAIN_TICKET', 'MULTI_IMAGE', 'INTELLIGENT_SINGLE_IMAGE')),
  resource_url1 TEXT NOT NULL,
  resource_url2 TEXT,
  file_name TEXT,
  status TEXT NOT NULL DEFAULT 'NOT_PROCESSED' CHECK (status IN ('NOT_PROCESSED', 'TRANSCRIBED')),
  status_message TEXT,
  result_text TEXT CHECK (result_text IS NULL OR length(result_text) <= 20000),
  real_name TEXT,
  recognize_date INTEGER,
  attempt_count INTEGER NOT NULL DEFAULT 0 CHECK (attempt_count >= 0),
  last_attempt_date INTEGER,
  remark TEXT,
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);

CREATE INDEX hocr_record_tenant_date ON hocr_record (tenant_id, recognize_date);
CREATE INDEX hocr_record_image ON hocr_record (resource_url1);
CREATE INDEX hocr_record_image_back ON hocr_record (resource_url2);
