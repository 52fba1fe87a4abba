/**
 * Runtime configuration of the reference API server, read from the environment once at start.
 * Every value has a default so `npm run serve` works with no environment at all, except
 * PUBLIC_URL in production (NODE_ENV=production), where links and redirects need the real
 * public address.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Typed server configuration. */
export interface ServerConfig {
  /** TCP port to listen on (PORT, default 8080). */
  port: number;
  /** Interface to bind (HOST, default 127.0.0.1). */
  host: string;
  /** Directory holding `hzero.db` (DATA_DIR, default ./data). */
  dataDir: string;
  /** Directory of the built SPA (STATIC_DIR, default ./dist). */
  staticDir: string;
  /** Pino log level (LOG_LEVEL, default info). */
  logLevel: string;
  /** The app's own OAuth client (CLIENT_ID, default hzero-front); hiam clients adds others. */
  clientId: string;
  /** A new sign-in kicks off the user's older sessions (SINGLE_SESSION, default true). */
  singleSession: boolean;
  /** Access-token lifetime in seconds (TOKEN_TTL_SECONDS, default 3600). */
  tokenTtlSeconds: number;
  /**
   * Public origin of the server, e.g. https://portal.example.com (PUBLIC_URL): every link the
   * server builds (mails) starts with it and OAuth redirects may go to it. Required in
   * production; in development it defaults to `http://HOST:PORT` (`localhost` for a wildcard
   * HOST). Never taken from a request.
   */
  publicUrl: string;
  /**
   * Other origins allowed as OAuth redirect targets (REDIRECT_ORIGINS, comma separated). In
   * development, the loopback addresses of PORT and of the Vite dev server (5173) are added.
   */
  redirectOrigins: string[];
  /** Portal maintenance switch (MAINTENANCE, default false). */
  maintenance: boolean;
  /** Text shown while in maintenance (MAINTENANCE_MESSAGE). */
  maintenanceMessage: string;
  /** API gateway origin given to the SPA; '' means same origin (API_HOST). */
  apiHost: string;
  /** OAuth server origin given to the SPA; '' means same origin (OAUTH_HOST). */
  oauthHost: string;
  /** Trust X-Forwarded-* headers from a reverse proxy (TRUST_PROXY, default false). */
  trustProxy: boolean;
  /** Seed the demo data into an empty database (SEED_DEMO, default true). */
  seedDemo: boolean;
  /**
   * Worker threads that check draft sample sheets (DRAFT_WORKERS, default the machine's
   * parallelism, at most 4); 0 checks them on the request thread.
   */
  draftWorkers: number;
  /** Server version (from package.json). */
  version: string;
}

/** Directory of the `server/` sources. */
export const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Project root (the parent of `server/`). */
export const PROJECT_ROOT = path.resolve(SERVER_DIR, '..');

const DEFAULT_MAINTENANCE_MESSAGE =
  'The portal is down for scheduled maintenance. Please come back later.';

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function parseOrigin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return url.origin;
}

/** Port of the Vite dev server (`npm run dev`), which proxies API calls to this server. */
const VITE_DEV_PORT = 5173;

/** The origin of `http://host:port` as a browser on this machine opens it. */
function localOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return parseOrigin('HOST', `http://${name.includes(':') ? `[${name}]` : name}:${port}`);
}

/**
 * Origins a developer's browser uses on this machine: the loopback names of the server's port
 * and of the Vite dev server's.
 */
function developmentOrigins(port: number): string[] {
  return [port, VITE_DEV_PORT].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

function text(raw: string | undefined, fallback: string): string {
  return raw === undefined || raw.trim() === '' ? fallback : raw.trim();
}

/**
 * Reads the configuration from environment variables, then applies `overrides` (an undefined
 * override is no override). Throws an Error naming the variable when a value is malformed, and
 * when NODE_ENV=production and PUBLIC_URL is missing.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const production = env.NODE_ENV?.trim() === 'production';
  const publicUrlRaw = env.PUBLIC_URL?.trim();
  const config: Omit<ServerConfig, 'publicUrl'> & { publicUrl: string | null } = {
    port: parseInteger('PORT', env.PORT, 8080, 0, 65535),
    host: text(env.HOST, '127.0.0.1'),
    dataDir: path.resolve(text(env.DATA_DIR, './data')),
    staticDir: path.resolve(text(env.STATIC_DIR, './dist')),
    logLevel: text(env.LOG_LEVEL, 'info'),
    clientId: text(env.CLIENT_ID, 'hzero-front'),
    singleSession: parseBoolean('SINGLE_SESSION', env.SINGLE_SESSION, true),
    tokenTtlSeconds: parseInteger('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 3600, 60, 2592000),
    publicUrl: publicUrlRaw ? parseOrigin('PUBLIC_URL', publicUrlRaw) : null,
    redirectOrigins: (env.REDIRECT_ORIGINS ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .map((item) => parseOrigin('REDIRECT_ORIGINS', item)),
    maintenance: parseBoolean('MAINTENANCE', env.MAINTENANCE, false),
    maintenanceMessage: text(env.MAINTENANCE_MESSAGE, DEFAULT_MAINTENANCE_MESSAGE),
    apiHost: (env.API_HOST ?? '').trim(),
    oauthHost: (env.OAUTH_HOST ?? '').trim(),
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false),
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, true),
    draftWorkers: parseInteger(
      'DRAFT_WORKERS',
      env.DRAFT_WORKERS,
      Math.min(4, availableParallelism()),
      0,
      16,
    ),
    version: readVersion(),
  };
  const given = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  ) as Partial<ServerConfig>;
  const merged = { ...config, ...given };
  if (!merged.publicUrl && production) {
    throw new Error(
      'PUBLIC_URL is required when NODE_ENV=production: set it to the address users open, for example PUBLIC_URL=https://portal.example.com (links in e-mails and sign-in redirects are built on it)',
    );
  }
  return {
    ...merged,
    publicUrl: merged.publicUrl || localOrigin(merged.host, merged.port),
    redirectOrigins:
      production || given.redirectOrigins
        ? merged.redirectOrigins
        : [...new Set([...merged.redirectOrigins, ...developmentOrigins(merged.port)])],
    dataDir: path.resolve(merged.dataDir),
    staticDir: path.resolve(merged.staticDir),
  };
}
