/**
 * API monitor rules as applied: calls per address to a URL pattern, counted in fixed windows
 * for refusing an address over its maximum, and in 10-second buckets (the last
 * {@link BUCKETS} of them) per address and URL for the monitor view. Memory is bounded: at
 * most {@link MAX_KEYS} addresses per window and address-URL pairs per bucket (the rest count
 * under `other`).
 */
import { isIP } from 'node:net';
import type { Db } from '../db/database';
import { compilePattern, matches, type PathPattern } from './paths';
import { inEveryLanguage, RefreshRecorder } from './refreshRecord';
import { M, say } from './say';

/** Length of one bucket of the monitor view. */
export const BUCKET_MS = 10_000;
/** Buckets kept (10 minutes). */
export const BUCKETS = 60;
/** Keys kept per window or bucket. */
export const MAX_KEYS = 2_000;
/** The key counting the calls past {@link MAX_KEYS}. */
export const OTHER = 'other';

/** A monitor rule as applied. */
export interface MonitorRule {
  id: number;
  pattern: PathPattern;
  windowMs: number;
  maxCount: number;
  block: ReadonlySet<string>;
  allow: ReadonlySet<string>;
}

interface Window {
  start: number;
  counts: Map<string, number>;
}

interface Bucket {
  start: number;
  /** Calls by `address url`. */
  calls: Map<string, number>;
}

/** Why a call is refused, or undefined when it may go on. */
export type MonitorVerdict =
  | undefined
  | { kind: 'blocked'; rule: MonitorRule }
  | { kind: 'over'; rule: MonitorRule; retryAfterMs: number; count: number };

/** The addresses of a list (one per line or comma-separated), and the entries that are none. */
export function parseAddresses(list: string | null): { addresses: string[]; bad: string[] } {
  const entries = (list ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return {
    addresses: entries.filter((entry) => isIP(entry) !== 0),
    bad: entries.filter((entry) => isIP(entry) === 0),
  };
}

/** The counters of one rule. */
class RuleCounters {
  window: Window = { start: 0, counts: new Map() };
  buckets: Bucket[] = [];

  count(rule: MonitorRule, address: string, url: string, now: number): number {
    if (now - this.window.start >= rule.windowMs) this.window = { start: now, counts: new Map() };
    const windowKey =
      this.window.counts.has(address) || this.window.counts.size < MAX_KEYS ? address : OTHER;
    const count = (this.window.counts.get(windowKey) ?? 0) + 1;
    this.window.counts.set(windowKey, count);

    const bucketStart = now - (now % BUCKET_MS);
    let bucket = this.buckets[this.buckets.length - 1];
    if (bucket?.start !== bucketStart) {
      bucket = { start: bucketStart, calls: new Map() };
      this.buckets.push(bucket);
      const oldest = bucketStart - (BUCKETS - 1) * BUCKET_MS;
      while ((this.buckets[0]?.start ?? oldest) < oldest) this.buckets.shift();
    }
    const pair = `${address} ${url}`;
    const key = bucket.calls.has(pair) || bucket.calls.size < MAX_KEYS ? pair : `${OTHER} ${OTHER}`;
    bucket.calls.set(key, (bucket.calls.get(key) ?? 0) + 1);
    return count;
  }
}

/** One bucket of the monitor view. */
export interface MonitorPoint {
  /** Epoch ms of the bucket's start. */
  time: number;
  total: number;
  byAddress: Record<string, number>;
}

/** What the monitor view shows of one rule. */
export interface MonitorView {
  monitorRuleId: number;
  urlPattern: string;
  applied: boolean;
  windowSeconds: number;
  maxCount: number;
  bucketSeconds: number;
  points: MonitorPoint[];
  /** Addresses by calls over the buckets kept, most first. */
  addresses: {
    ip: string;
    calls: number;
    inWindow: number;
    blocked: boolean;
    allowed: boolean;
  }[];
  /** URLs by calls over the buckets kept, most first (at most 50). */
  urls: { url: string; calls: number }[];
}

/** The rules in force and their counters. */
export class ApiMonitor {
  private rules: MonitorRule[] = [];
  private readonly counters = new Map<number, RuleCounters>();

  /** First segments of the rules' patterns. */
  firsts(): string[] {
    return [...new Set(this.rules.map((rule) => rule.pattern.first))];
  }

  /**
   * Reads, checks and applies every rule, recording each one's outcome; with `only`, just those
   * (the others stay as they are in force, a deleted one goes).
   */
  refresh(
    db: Db,
    rowSecret: Buffer,
    now: number,
    only?: ReadonlySet<number>,
  ): { applied: number; failed: number } {
    const rows = db
      .prepare(
        `SELECT monitor_rule_id AS id, url_pattern AS urlPattern, time_window_seconds AS windowSeconds,
           max_count AS maxCount, block_list AS blockList, allow_list AS allowList,
           enabled_flag AS enabled
         FROM hadm_api_monitor_rule ORDER BY monitor_rule_id`,
      )
      .all() as {
      id: number;
      urlPattern: string;
      windowSeconds: number;
      maxCount: number;
      blockList: string | null;
      allowList: string | null;
      enabled: number;
    }[];
    const recorder = new RefreshRecorder(db, rowSecret, {
      entity: 'hadm/api-limit',
      table: 'hadm_api_monitor_rule',
      idColumn: 'monitor_rule_id',
    });
    const rules: MonitorRule[] = [];
    let applied = 0;
    let failed = 0;
    db.transaction(() => {
      for (const row of rows) {
        if (only && !only.has(row.id)) {
          const inForce = this.rules.find((rule) => rule.id === row.id);
          if (inForce) rules.push(inForce);
          continue;
        }
        if (row.enabled !== 1) {
          recorder.record(row.id, 'S', M.monitorDisabled, now);
          continue;
        }
        const block = parseAddresses(row.blockList);
        const allow = parseAddresses(row.allowList);
        const bad = [...block.bad, ...allow.bad];
        if (bad.length > 0) {
          failed += 1;
          recorder.record(
            row.id,
            'F',
            inEveryLanguage((lang) =>
              say(lang, M.monitorBadAddress, { addresses: bad.join(', ') }),
            ),
            now,
          );
          continue;
        }
        rules.push({
          id: row.id,
          pattern: compilePattern(row.urlPattern),
          windowMs: row.windowSeconds * 1000,
          maxCount: row.maxCount,
          block: new Set(block.addresses),
          allow: new Set(allow.addresses),
        });
        applied += 1;
        recorder.record(
          row.id,
          'S',
          inEveryLanguage((lang) =>
            say(lang, M.monitorApplied, {
              max: row.maxCount,
              window: row.windowSeconds,
              blocked: block.addresses.length,
              allowed: allow.addresses.length,
            }),
          ),
          now,
        );
      }
    })();
    this.rules = rules;
    for (const id of this.counters.keys()) {
      if (!rules.some((rule) => rule.id === id)) this.counters.delete(id);
    }
    return { applied, failed };
  }

  /** Counts a call against every rule matching it; says whether it is refused. */
  observe(
    first: string,
    path: string,
    parts: readonly string[],
    address: string,
    now: number,
  ): MonitorVerdict {
    let verdict: MonitorVerdict;
    for (const rule of this.rules) {
      if (rule.pattern.first !== first) continue;
      if (!matches(rule.pattern, path, parts)) continue;
      let counters = this.counters.get(rule.id);
      if (!counters) {
        counters = new RuleCounters();
        this.counters.set(rule.id, counters);
      }
      const count = counters.count(rule, address, path, now);
      if (verdict || rule.allow.has(address)) continue;
      if (rule.block.has(address)) verdict = { kind: 'blocked', rule };
      else if (count > rule.maxCount) {
        verdict = {
          kind: 'over',
          rule,
          count,
          retryAfterMs: counters.window.start + rule.windowMs - now,
        };
      }
    }
    return verdict;
  }

  /** The monitor view of a rule (empty counters when it is not in force). */
  view(
    row: { monitorRuleId: number; urlPattern: string; timeWindowSeconds: number; maxCount: number },
    now: number,
  ): MonitorView {
    const rule = this.rules.find((item) => item.id === row.monitorRuleId);
    const counters = this.counters.get(row.monitorRuleId);
    const oldest = now - (now % BUCKET_MS) - (BUCKETS - 1) * BUCKET_MS;
    const buckets = (counters?.buckets ?? []).filter((bucket) => bucket.start >= oldest);
    const byAddress = new Map<string, number>();
    const byUrl = new Map<string, number>();
    const points = buckets.map((bucket) => {
      const point: MonitorPoint = { time: bucket.start, total: 0, byAddress: {} };
      for (const [pair, calls] of bucket.calls) {
        const space = pair.indexOf(' ');
        const ip = pair.slice(0, space);
        const url = pair.slice(space + 1);
        point.total += calls;
        point.byAddress[ip] = (point.byAddress[ip] ?? 0) + calls;
        byAddress.set(ip, (byAddress.get(ip) ?? 0) + calls);
        byUrl.set(url, (byUrl.get(url) ?? 0) + calls);
      }
      return point;
    });
    const windowCounts =
      counters && rule && now - counters.window.start < rule.windowMs
        ? counters.window.counts
        : new Map<string, number>();
    const ips = new Set([...byAddress.keys(), ...(rule?.block ?? [])]);
    return {
      monitorRuleId: row.monitorRuleId,
      urlPattern: row.urlPattern,
      applied: Boolean(rule),
      windowSeconds: row.timeWindowSeconds,
      maxCount: row.maxCount,
      bucketSeconds: BUCKET_MS / 1000,
      points,
      addresses: [...ips]
        .map((ip) => ({
          ip,
          calls: byAddress.get(ip) ?? 0,
          inWindow: windowCounts.get(ip) ?? 0,
          blocked: rule?.block.has(ip) ?? false,
          allowed: rule?.allow.has(ip) ?? false,
        }))
        .sort((a, b) => b.calls - a.calls || a.ip.localeCompare(b.ip)),
      urls: [...byUrl.entries()]
        .map(([url, calls]) => ({ url, calls }))
        .sort((a, b) => b.calls - a.calls)
        .slice(0, 50),
    };
  }
}
