/** Everything the route plugins share: configuration, database, keys and the clock. */
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { RsaKeys } from './security/rsa';
import type { EventBus } from './services/events';

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
  /** In-process per-user events (push streams subscribe to them). */
  events: EventBus;
}

/** Plugin options carrying the context. */
export interface ContextOptions {
  /** Shared application context. */
  ctx: AppContext;
}
