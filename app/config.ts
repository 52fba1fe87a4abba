/** Runtime configuration of the SPA, read from `window.__APP_CONFIG__` (served as /app-config.js). */
export interface AppConfig {
  /** Origin (and optional path) of the API gateway; '' means the page's own origin. */
  apiHost: string;
  /** Origin of the OAuth service; '' means the API host. */
  oauthHost: string;
  /** OAuth2 client id registered for this front end. */
  clientId: string;
  /** Whether tenant-level calls carry the `/{tenantId}` path segment (HZERO's tenant mode). */
  tenantMode: boolean;
}

declare global {
  interface Window {
    /** Set by /app-config.js before the bundle loads. */
    __APP_CONFIG__?: Partial<AppConfig>;
  }
}

const DEFAULTS: AppConfig = {
  apiHost: '',
  oauthHost: '',
  clientId: 'hzero-front',
  tenantMode: true,
};

/** The configuration in force now: defaults overlaid with what the host page supplied. */
export function appConfig(): AppConfig {
  const supplied = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  const config = { ...DEFAULTS, ...supplied };
  return { ...config, oauthHost: config.oauthHost || config.apiHost };
}
