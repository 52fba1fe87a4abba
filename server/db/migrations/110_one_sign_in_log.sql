-- One sign-in log: every attempt goes to hfaq_login_log (the staff's sign-in log, which also
-- keeps attempts on names no account has); an account's sign-in history (hiam) reads the same
-- rows, its outcome being the refusal's code without its prefix, or 'success'.
DROP TABLE hiam_login_history;

CREATE VIEW hiam_login_history AS
SELECT
  log_id AS id,
  user_id,
  tenant_id,
  creation_date AS login_at,
  address,
  CASE WHEN result = 'SUCCESS' THEN 'success' ELSE replace(reason, 'error.login.', '') END
    AS outcome,
  object_version_number,
  creation_date,
  last_update_date
FROM hfaq_login_log
WHERE user_id IS NOT NULL;
