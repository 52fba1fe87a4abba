/** Everything the route plugins share: configuration, database, keys and the clock. */
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { RsaKeys } from './security/rsa';

/** Shared application context handed to every route plugin. */
export interface AppContext {
  /** Effective configuration. */
  config: ServerConfig;
  /** Open database. */
  db: Db;
  /** RSA key pair for password encryption. */
  keys: RsaKeys;
  /** Secret for opaque row tokens (`_token`). */
  rowSecret: Buffer;
  /** Clock in epoch milliseconds (replaceable in tests). */
  now: () => number;
}

/** Plugin options carrying the context. */
export interface ContextOptions {
  /** Shared application context. */
  ctx: AppContext;
}
