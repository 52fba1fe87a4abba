/**
 * The routes the governance layer applies, read from `hadm_route` on refresh. The reference
 * server plays the gateway: each service is served here under its own code (`/hpfm/...`), so a
 * route under its service's code (`/hpfm/**` or a narrower one) reaches it as it is, and
 * a route of another prefix forwards a request to `/<service code>` followed by the path,
 * without the route's prefix when it strips it (a route `/platform/**` of hpfm turns
 * `/platform/v1/x` into `/hpfm/v1/x`), with it otherwise (as a gateway would, the service gets
 * the whole path: `/hpfm/platform/v1/x`).
 */
import type { Db } from '../db/database';
import { compilePattern, PatternIndex, type PathPattern } from './paths';

/** A route as applied. */
export interface RouteRule {
  id: number;
  name: string;
  serviceCode: string;
  pattern: PathPattern;
  enabled: boolean;
  /** Lower-case names of the request headers the service never receives. */
  sensitive: readonly string[];
  /** Where the route forwards, when not to the path itself. */
  forward?: Forward;
}

/** How a route turns a request path into its service's. */
export interface Forward {
  /** The route's prefix: the pattern's fixed segments before its first `*`. */
  prefix: string;
  /** Where its service is served, `/<service code>`. */
  mount: string;
  strip: boolean;
}

/** The path a route's service receives a request path as. */
export function forwardedPath(forward: Forward, path: string): string {
  return forward.mount + (forward.strip ? path.slice(forward.prefix.length) : path);
}

/**
 * How a route forwards, or undefined when its service gets the path as it is (a route under
 * its service's own code, whether it strips or not).
 */
export function forwardOf(
  pattern: PathPattern,
  serviceCode: string,
  strip: boolean,
): Forward | undefined {
  const fixed: string[] = [];
  for (const segment of pattern.segments) {
    if (segment === '*') break;
    fixed.push(segment);
  }
  const prefix = `/${fixed.join('/')}`;
  const mount = `/${serviceCode}`;
  return prefix === mount || prefix.startsWith(`${mount}/`) ? undefined : { prefix, mount, strip };
}

/** The request headers named in a comma-separated list, in lower case. */
export function headerNames(list: string | null): string[] {
  if (!list) return [];
  return list
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
}

/** The routes as saved now. */
export function loadRoutes(db: Db): PatternIndex<RouteRule> {
  const rows = db
    .prepare(
      `SELECT r.service_route_id AS id, r.name, r.path, r.enabled_flag AS enabled,
         r.strip_prefix AS strip, r.sensitive_headers AS sensitive, s.service_code AS serviceCode
       FROM hadm_route r JOIN hadm_service s ON s.service_id = r.service_id`,
    )
    .all() as {
    id: number;
    name: string;
    path: string;
    enabled: number;
    strip: number;
    sensitive: string | null;
    serviceCode: string;
  }[];
  return new PatternIndex(
    rows.map((row) => {
      const pattern = compilePattern(row.path);
      const forward = forwardOf(pattern, row.serviceCode, row.strip === 1);
      return {
        id: row.id,
        name: row.name,
        serviceCode: row.serviceCode,
        pattern,
        enabled: row.enabled === 1,
        sensitive: headerNames(row.sensitive),
        ...(forward ? { forward } : {}),
      };
    }),
  );
}
