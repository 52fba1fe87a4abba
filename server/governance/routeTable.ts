/** The routes the governance layer applies, read from `hadm_route` on refresh. */
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
         r.sensitive_headers AS sensitive, s.service_code AS serviceCode
       FROM hadm_route r JOIN hadm_service s ON s.service_id = r.service_id`,
    )
    .all() as {
    id: number;
    name: string;
    path: string;
    enabled: number;
    sensitive: string | null;
    serviceCode: string;
  }[];
  return new PatternIndex(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      serviceCode: row.serviceCode,
      pattern: compilePattern(row.path),
      enabled: row.enabled === 1,
      sensitive: headerNames(row.sensitive),
    })),
  );
}
