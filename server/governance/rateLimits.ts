/**
 * Gateway rate limits as applied: on refresh, every enabled limit's enabled lines become token
 * bucket rules of the server's one limiter, each with the dimension rules of its line (single
 * values with a bucket of their own); each header records whether it was applied, why not, and
 * when, in every language.
 */
import { URL_VALUE_SEPARATOR } from '../../domain/resources/hadm/dimension-config';
import {
  RATE_LIMIT_DIMENSIONS,
  templateVariables,
} from '../../domain/resources/hadm/rate-limit-line';
import type { Language, Text } from '../../domain/engine/text';
import type { Db } from '../db/database';
import type { ThrottleRule } from '../security/throttle';
import { compilePattern, matches, type PathPattern } from './paths';
import { inEveryLanguage, RefreshRecorder } from './refreshRecord';
import { M, say } from './say';

/** A dimension a line counts separately. */
export type Dimension = 'user' | 'role' | 'tenant' | 'origin' | 'url';

/** The bucket a dimension rule gives one combination of values. */
export interface RateOverride {
  dimId: number;
  rule: ThrottleRule;
  rate: number;
  period: number;
  burst: number;
}

/** A rate-limit line as applied. */
export interface RateRule {
  /** The limit (header) it comes from. */
  rateLimitId: number;
  lineId: number;
  limitKey: string;
  pattern: PathPattern;
  dimensions: readonly Dimension[];
  rule: ThrottleRule;
  rate: number;
  period: number;
  burst: number;
  /** The line's URL template as a matcher capturing its variables in order. */
  template?: RegExp;
  /** The line's dimension rules by the value key they count ({@link valueKeyPart}). */
  overrides: ReadonlyMap<string, RateOverride>;
}

/**
 * One dimension's part of a bucket key: `|user:7`, `|origin:203.0.113.9`, `|url:/a/b` (a
 * URL counted as it is), and `|url#0;x` for the values of a URL template's variables.
 */
export function valueKeyPart(dimension: Dimension, value: string): string {
  return `|${dimension}:${value}`;
}

/** The key part of a URL template's variable values. */
export function templateKeyPart(values: readonly string[]): string {
  return `|url#${values.join(URL_VALUE_SEPARATOR)}`;
}

/** A URL template as a matcher: fixed text as it is, each variable one or more characters of a segment. */
export function templateMatcher(template: string): RegExp {
  const source = template
    .split(/(\{[1-9]\})/)
    .map((part) =>
      /^\{[1-9]\}$/.test(part) ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
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
  template: string | null;
  routeName: string | null;
  routePath: string | null;
}

interface DimRow {
  id: number;
  userId: number | null;
  roleId: number | null;
  tenantId: number | null;
  origin: string | null;
  urlValues: string | null;
  rate: number;
  period: number;
  burst: number;
}

/** What a refresh of the rate limits did. */
export interface RateRefresh {
  rules: RateRule[];
  applied: number;
  failed: number;
}

/** Where rate limits record their refresh. */
export function rateRecorder(db: Db, rowSecret: Buffer): RefreshRecorder {
  return new RefreshRecorder(db, rowSecret, {
    entity: 'hadm/rate-limit',
    table: 'hadm_rate_limit',
    idColumn: 'rate_limit_id',
  });
}

/** How many dimension rules a line has. */
export function dimensionRuleCount(db: Db, lineId: number): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM hadm_rate_limit_dim WHERE rate_limit_line_id = ?')
      .get(lineId) as { n: number }
  ).n;
}

/** The bucket of a token-bucket line or rule. */
function bucketOf(rate: number, period: number, burst: number): ThrottleRule {
  return { capacity: burst, refillMs: (period * 1000) / rate };
}

/** The value key a dimension rule counts, or undefined when it lacks a dimension's value. */
function overrideKey(dimensions: readonly Dimension[], row: DimRow): string | undefined {
  let key = '';
  for (const dimension of dimensions) {
    const value =
      dimension === 'user'
        ? row.userId
        : dimension === 'role'
          ? row.roleId
          : dimension === 'tenant'
            ? row.tenantId
            : dimension === 'origin'
              ? row.origin
              : row.urlValues;
    if (value === null || value === '') return undefined;
    key +=
      dimension === 'url'
        ? templateKeyPart(String(value).split(URL_VALUE_SEPARATOR))
        : valueKeyPart(dimension, String(value));
  }
  return key;
}

/**
 * Reads, checks and records every rate limit; answers the rules of those that passed. With
 * `only`, just those limits: the others keep their rules `inForce` (a deleted one's go).
 */
export function refreshRateLimits(
  db: Db,
  rowSecret: Buffer,
  now: number,
  only?: ReadonlySet<number>,
  inForce: readonly RateRule[] = [],
): RateRefresh {
  const headers = db
    .prepare(
      'SELECT rate_limit_id AS id, rate_limit_key AS key, enabled_flag AS enabled FROM hadm_rate_limit',
    )
    .all() as HeaderRow[];
  const linesOf = db.prepare(
    `SELECT l.rate_limit_line_id AS id, l.path, l.replenish_rate AS rate,
       l.replenish_period AS period, l.burst_capacity AS burst,
       l.rate_limit_dimension AS dimension, l.url_template AS template, r.name AS routeName,
       r.path AS routePath
     FROM hadm_rate_limit_line l LEFT JOIN hadm_route r ON r.service_route_id = l.service_route_id
     WHERE l.rate_limit_id = ? AND l.enabled_flag = 1
     ORDER BY l.rate_limit_line_id`,
  );
  const dimsOf = db.prepare(
    `SELECT rate_limit_dim_id AS id, user_id AS userId, role_id AS roleId,
       organization_id AS tenantId, origin, url_values AS urlValues, replenish_rate AS rate,
       replenish_period AS period, burst_capacity AS burst
     FROM hadm_rate_limit_dim WHERE rate_limit_line_id = ? ORDER BY rate_limit_dim_id`,
  );
  const recorder = rateRecorder(db, rowSecret);
  const rules: RateRule[] = [];
  let applied = 0;
  let failed = 0;
  db.transaction(() => {
    for (const header of headers) {
      if (only && !only.has(header.id)) {
        rules.push(...inForce.filter((rule) => rule.rateLimitId === header.id));
        continue;
      }
      if (header.enabled !== 1) {
        recorder.record(header.id, 'S', M.rateDisabled, now);
        continue;
      }
      const lines = linesOf.all(header.id) as LineRow[];
      const problems: Text[] = [];
      const mine: RateRule[] = [];
      lines.forEach((line, index) => {
        const problem = lineProblem(line);
        if (problem) {
          problems.push(
            inEveryLanguage((lang) =>
              say(lang, M.rateLine, { index: index + 1, problem: problem[lang] }),
            ),
          );
          return;
        }
        const dimensions = line.dimension.split(',') as Dimension[];
        const overrides = new Map<string, RateOverride>();
        for (const row of dimsOf.all(line.id) as DimRow[]) {
          const key = overrideKey(dimensions, row);
          if (key === undefined) continue;
          overrides.set(key, {
            dimId: row.id,
            rule: bucketOf(row.rate, row.period, row.burst),
            rate: row.rate,
            period: row.period,
            burst: row.burst,
          });
        }
        const counted = dimensions.includes('url') && line.template !== null;
        mine.push({
          rateLimitId: header.id,
          lineId: line.id,
          limitKey: header.key,
          pattern: compilePattern(line.path ?? (line.routePath as string)),
          dimensions,
          rule: bucketOf(line.rate, line.period, line.burst),
          rate: line.rate,
          period: line.period,
          burst: line.burst,
          ...(counted ? { template: templateMatcher(line.template as string) } : {}),
          overrides,
        });
      });
      if (problems.length > 0) {
        failed += 1;
        recorder.record(
          header.id,
          'F',
          inEveryLanguage((lang) => problems.map((problem) => problem[lang]).join('; ')),
          now,
        );
        continue;
      }
      applied += 1;
      rules.push(...mine);
      const summary = (lang: Language) =>
        mine
          .map(
            (rule) =>
              say(lang, M.rateSummary, {
                path: rule.pattern.source,
                rate: rule.rate,
                period: rule.period,
                burst: rule.burst,
                dimensions: dimensionNames(rule.dimensions, lang),
              }) +
              (rule.overrides.size > 0
                ? say(lang, M.rateRules, { count: rule.overrides.size })
                : ''),
          )
          .join('; ');
      recorder.record(
        header.id,
        'S',
        mine.length === 0 ? M.rateNoLines : inEveryLanguage(summary),
        now,
      );
    }
  })();
  return { rules, applied, failed };
}

/** The dimensions as said in a refresh message: `user, url` in English, their names otherwise. */
function dimensionNames(dimensions: readonly Dimension[], lang: Language): string {
  if (lang === 'en_US') return dimensions.join(', ');
  return dimensions
    .map((dimension) => RATE_LIMIT_DIMENSIONS.find((item) => item.value === dimension)?.label[lang])
    .join('、');
}

/** A sample path of a pattern or template: each `*` and each variable an `x`. */
function samplePath(segments: readonly string[]): string {
  return `/${segments.map((part) => part.replace(/^\*$/, 'x').replace(/\{[1-9]\}/g, 'x')).join('/')}`;
}

/** Why a line cannot be applied, or undefined. */
function lineProblem(line: LineRow): Text | undefined {
  if (line.routePath === null) return M.rateNoRoute;
  const route = compilePattern(line.routePath);
  const own = line.path === null ? route : compilePattern(line.path);
  const under = (sample: string) =>
    matches(route, sample, sample.split('/')) && matches(own, sample, sample.split('/'));
  // Every path the line names must fall under its route: check the line's own form of it.
  if (line.path !== null && !under(samplePath(own.segments))) {
    return inEveryLanguage((lang) =>
      say(lang, M.rateOutside, {
        path: line.path ?? '',
        route: line.routeName ?? '',
        routePath: line.routePath ?? '',
      }),
    );
  }
  if (line.template !== null) {
    if (!line.dimension.split(',').includes('url')) return M.rateTemplateNotUrl;
    if (templateVariables(line.template).length === 0) return M.rateTemplateFixed;
    if (!under(samplePath(line.template.split('/').slice(1)))) {
      return inEveryLanguage((lang) =>
        say(lang, M.rateTemplateOutside, {
          template: line.template ?? '',
          path: own.source,
        }),
      );
    }
  }
  return undefined;
}
