/**
 * Security headers of every answer (`@fastify/helmet`): the Content-Security-Policy of
 * `csp.json` (also sent by the Storybook that loki screenshots, scripts/lib.mjs), no framing by
 * any origin, `nosniff`, no referrer to other origins (`same-origin`: `no-referrer` would also
 * blank the Origin of the page's own form posts, which the sign-in's CSRF check reads), HSTS when
 * TLS is terminated in front of the server; and `Cache-Control: no-store` on every answer to a
 * signed-in caller.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { ServerConfig } from '../config';
import { parseCookies } from '../http/auth';
import { OAUTH_SESSION_COOKIE } from '../routes/oauth';
import { SIGN_IN_INLINE_SCRIPT } from '../views/pages';
import CSP from './csp.json';

/** A CSP directive's name and its sources. */
export type CspDirectives = Record<string, string[]>;

/** The origin of an http(s) address, or nothing ('' means the server's own origin). */
function originOf(address: string): string[] {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/**
 * Whether TLS ends at a proxy in front of the server: it trusts the proxy (TRUST_PROXY) and
 * its public address is https (PUBLIC_URL). Only then is HSTS sent.
 */
export function tlsTerminated(config: Pick<ServerConfig, 'trustProxy' | 'publicUrl'>): boolean {
  return config.trustProxy && config.publicUrl?.startsWith('https://') === true;
}

/**
 * The Content-Security-Policy of the server: `csp.json`, plus the configured API and OAuth
 * hosts the app calls, the origins the sign-in form may redirect to, the sign-in page's inline
 * script by its hash, and `upgrade-insecure-requests` behind TLS. Styles need
 * 'unsafe-inline': Chakra (emotion) writes its styles into <style> elements as components mount.
 */
export function contentSecurityPolicy(
  config: Pick<
    ServerConfig,
    'apiHost' | 'oauthHost' | 'publicUrl' | 'redirectOrigins' | 'trustProxy'
  >,
): CspDirectives {
  const hash = createHash('sha256').update(SIGN_IN_INLINE_SCRIPT).digest('base64');
  const directives: CspDirectives = {
    ...CSP,
    'script-src': [...CSP['script-src'], `'sha256-${hash}'`],
    'connect-src': [
      ...new Set([
        ...CSP['connect-src'],
        ...originOf(config.apiHost),
        ...originOf(config.oauthHost),
      ]),
    ],
    'form-action': [
      ...new Set([
        ...CSP['form-action'],
        ...(config.publicUrl ? [config.publicUrl] : []),
        ...config.redirectOrigins,
      ]),
    ],
  };
  if (tlsTerminated(config)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Whether a request is a signed-in caller's: a bearer header, a session, the OAuth cookie. */
function signedIn(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    request.session !== null ||
    parseCookies(request.headers.cookie)[OAUTH_SESSION_COOKIE] !== undefined
  );
}

/** Registers the security headers and the no-store rule on the (root) server. */
export async function securityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: tlsTerminated(config)
      ? { maxAge: 31536000, includeSubDomains: false }
      : false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (signedIn(request)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
