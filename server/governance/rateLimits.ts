/**
 * Gateway rate limits as applied: on refresh, every enabled limit's enabled lines become token
 * bucket rules of the server's one limiter; each header records whether it was applied, why
 * not, and when.
 */
import { fill, type Language } from '../../domain/engine/text';
import type { Db } from '../db/database';
import type { ThrottleRule } from '../security/throttle';
import { compilePattern, matches, type PathPattern } from './paths';
import { M, say } from './say';

/** A dimension a line counts separately. */
export type Dimension = 'user' | 'role' | 'tenant' | 'origin' | 'url';

/** A rate-limit line as applied. */
export interface RateRule {
  lineId: number;
  limitKey: string;
  pattern: PathPattern;
  dimensions: readonly Dimension[];
  rule: ThrottleRule;
  rate: number;
  period: number;
  burst: number;
}

interface HeaderRow {
  id: number;
  key: string;
  enabled: number;
}

interface LineRow {
  id: number;
  path: string | null;
  rate: number;
  period: number;
  burst: number;
  dimension: string;
  routeName: string | null;
  routePath: string | null;
  routeEnabled: number | null;
}

/** What a refresh of the rate limits did. */
export interface RateRefresh {
  rules: RateRule[];
  applied: number;
  failed: number;
}

/** Reads, checks and records every rate limit; answers the rules of those that passed. */
export function refreshRateLimits(db: Db, now: number, lang: Language): RateRefresh {
  const headers = db
    .prepare(
      'SELECT rate_limit_id AS id, rate_limit_key AS key, enabled_flag AS enabled FROM hadm_rate_limit',
    )
    .all() as HeaderRow[];
  const linesOf = db.prepare(
    `SELECT l.rate_limit_line_id AS id, l.path, l.replenish_rate AS rate,
       l.replenish_period AS period, l.burst_capacity AS burst,
       l.rate_limit_dimension AS dimension, r.name AS routeName, r.path AS routePath,
       r.enabled_flag AS routeEnabled
     FROM hadm_rate_limit_line l LEFT JOIN hadm_route r ON r.service_route_id = l.service_route_id
     WHERE l.rate_limit_id = ? AND l.enabled_flag = 1
     ORDER BY l.rate_limit_line_id`,
  );
  const record = db.prepare(
    `UPDATE hadm_rate_limit SET refresh_status = ?, refresh_message = ?, refresh_time = ?
     WHERE rate_limit_id = ?`,
  );
  const rules: RateRule[] = [];
  let applied = 0;
  let failed = 0;
  db.transaction(() => {
    for (const header of headers) {
      if (header.enabled !== 1) {
        record.run('S', say(lang, M.rateDisabled), now, header.id);
        continue;
      }
      const lines = linesOf.all(header.id) as LineRow[];
      const problems: string[] = [];
      const mine: RateRule[] = [];
      lines.forEach((line, index) => {
        const problem = lineProblem(line, lang);
        if (problem) {
          problems.push(say(lang, M.rateLine, { index: index + 1, problem }));
          return;
        }
        const source = line.path ?? (line.routePath as string);
        mine.push({
          lineId: line.id,
          limitKey: header.key,
          pattern: compilePattern(source),
          dimensions: line.dimension.split(',') as Dimension[],
          rule: { capacity: line.burst, refillMs: (line.period * 1000) / line.rate },
          rate: line.rate,
          period: line.period,
          burst: line.burst,
        });
      });
      if (problems.length > 0) {
        failed += 1;
        record.run('F', problems.join('; '), now, header.id);
        continue;
      }
      applied += 1;
      rules.push(...mine);
      const summary = mine
        .map((rule) =>
          say(lang, M.rateSummary, {
            path: rule.pattern.source,
            rate: rule.rate,
            period: rule.period,
            burst: rule.burst,
            dimensions: rule.dimensions.join(', '),
          }),
        )
        .join('; ');
      record.run('S', summary === '' ? say(lang, M.rateNoLines) : summary, now, header.id);
    }
  })();
  return { rules, applied, failed };
}

/** Why a line cannot be applied, or undefined. */
function lineProblem(line: LineRow, lang: Language): string | undefined {
  if (line.routePath === null) return say(lang, M.rateNoRoute);
  if (line.path !== null) {
    const route = compilePattern(line.routePath);
    const own = compilePattern(line.path);
    // Every path the line names must fall under its route: check the line's own form of it.
    const sample = `/${own.segments.map((part) => (part === '*' ? 'x' : part)).join('/')}`;
    if (!matches(route, sample, sample.split('/'))) {
      return fill(say(lang, M.rateOutside), {
        path: line.path,
        route: line.routeName ?? '',
        routePath: line.routePath,
      });
    }
  }
  return undefined;
}
