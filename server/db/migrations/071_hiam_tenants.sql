-- 071: a tenant records the first administrator it was created with (invited by e-mail when
-- the tenant is created). Tenants created before have none.
ALTER TABLE tenants ADD COLUMN admin_login_name TEXT;
ALTER TABLE tenants ADD COLUMN admin_real_name TEXT;
ALTER TABLE tenants ADD COLUMN admin_email TEXT;
ALTER TABLE tenants ADD COLUMN admin_language TEXT;
