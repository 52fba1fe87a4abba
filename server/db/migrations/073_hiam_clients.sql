-- 073: OAuth clients (hiam 客户端): who may ask /oauth/oauth/authorize for a token, with which
-- grants, for how long, and to which addresses the answer may go. The app's own client
-- (CLIENT_ID) is written at start when missing (server/services/oauthClients.ts).
CREATE TABLE hiam_oauth_clients (
  client_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT,
  implicit_grant INTEGER NOT NULL DEFAULT 1 CHECK (implicit_grant IN (0, 1)),
  password_grant INTEGER NOT NULL DEFAULT 0 CHECK (password_grant IN (0, 1)),
  -- Seconds; NULL: the server's configured lifetime (TOKEN_TTL_SECONDS, or the oauth service's
  -- configuration in service governance).
  access_token_validity INTEGER
    CHECK (access_token_validity IS NULL OR access_token_validity BETWEEN 60 AND 2592000),
  -- One absolute http(s) address per line: a redirect_uri must be one of them, or start with
  -- one that ends with '/'.
  redirect_uris TEXT,
  enabled_flag INTEGER NOT NULL DEFAULT 1 CHECK (enabled_flag IN (0, 1)),
  object_version_number INTEGER NOT NULL DEFAULT 1,
  creation_date INTEGER NOT NULL,
  last_update_date INTEGER NOT NULL
);
