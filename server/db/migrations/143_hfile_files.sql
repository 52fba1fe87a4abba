-- 143: File Management (hfile, `/hfile/file-aggregate`, HZERO's `files/summary`): a read-only
-- view over the files the product stores (portal_files: uploads of `/hfle/.../files/multipart`,
-- their content under {dataDir}/files/{storage_key}). Nothing is stored here and the storage
-- key never leaves the server: each row names the file by its URL, which the existing download
-- (`/hfle/.../files/download?url=`) serves under its own checks. Which rows a caller reads is
-- the engine's (the tenant) and the resource's scope hook (only the files the caller may
-- download), never this view's.
--
-- `size_range` groups the sizes (at most 20 MB an upload) for the list's filter: under 100 KB,
-- under 1 MB, under 10 MB, and 10 MB or more.
CREATE VIEW hfile_file_list AS
SELECT f.file_id,
  f.tenant_id,
  f.bucket AS bucket_name,
  f.directory,
  f.file_name,
  f.content_type AS file_type,
  f.size AS file_size,
  CASE
    WHEN f.size < 102400 THEN 'UNDER_100KB'
    WHEN f.size < 1048576 THEN 'UNDER_1MB'
    WHEN f.size < 10485760 THEN 'UNDER_10MB'
    ELSE 'FROM_10MB'
  END AS size_range,
  f.file_url,
  f.team_id,
  t.team_name,
  f.uploaded_by,
  u.login_name,
  u.real_name,
  f.object_version_number,
  f.creation_date,
  f.last_update_date
FROM portal_files f
LEFT JOIN users u ON u.id = f.uploaded_by
LEFT JOIN portal_teams t ON t.team_id = f.team_id;
