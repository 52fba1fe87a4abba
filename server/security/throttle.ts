/**
 * An in-memory rate limiter: one token bucket per key. A key is a dimension string that names
 * who or what is counted, such as `sign-in:address:203.0.113.9` or, for a gateway rate limit,
 * `route:12|user:7`; the limiter does not interpret it.
 *
 * A rule gives the bucket's size and how fast it refills. A gateway rate-limit line of HZERO
 * (`replenishRate` per second, `burstCapacity`) is `{capacity: burstCapacity, refillMs:
 * 1000 / replenishRate}`. With `delay`, an empty bucket holds the key back for a delay that
 * doubles each time the key empties it again (failed sign-ins); without it, the key waits until
 * one token is back (a plain token bucket).
 */

/** How a key's bucket behaves. */
export interface ThrottleRule {
  /** Events a key may spend in a burst (the bucket's size), at least 1. */
  capacity: number;
  /** Milliseconds after which one spent event is given back. */
  refillMs: number;
  /**
   * Growing hold-back once the bucket is empty: `baseMs` the first time, doubled each time the
   * key empties it again before the bucket is full, at most `maxMs`.
   */
  delay?: { baseMs: number; maxMs: number };
}

/** Whether an event may happen, and if not, when it may. */
export interface ThrottleDecision {
  /** The event is within the limit. */
  allowed: boolean;
  /** Milliseconds until the key may act again; 0 when it may now. */
  retryAfterMs: number;
  /** Whole events left in the bucket after this one (plain token buckets). */
  remaining: number;
  /** Milliseconds until the bucket is full again. */
  fullInMs: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
  /** Times the bucket has been emptied since it was last full (grows the delay). */
  strikes: number;
  blockedUntil: number;
  rule: ThrottleRule;
}

/** Keys kept before idle ones are dropped, by default. */
const DEFAULT_MAX_KEYS = 100_000;

/** Token buckets by key, with an injectable clock (epoch milliseconds). */
export class Throttle {
  private readonly buckets = new Map<string, Bucket>();

  /**
   * @param now the clock (`ctx.now` on the server, so that tests can move time)
   * @param maxKeys keys kept at most; past it, full buckets (which equal no bucket) are
   *   dropped first, then the oldest keys down to nine tenths
   */
  constructor(
    private readonly now: () => number,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  /** Whether `key` may act now under `rule`, without counting anything. */
  check(key: string, rule: ThrottleRule): ThrottleDecision {
    const bucket = this.buckets.get(key);
    if (!bucket) return { allowed: true, retryAfterMs: 0, remaining: rule.capacity, fullInMs: 0 };
    return this.decide(this.refill(bucket, rule));
  }

  /**
   * Counts one event of `key` when it is within the limit and says whether it was; an event
   * over the limit is not counted.
   */
  take(key: string, rule: ThrottleRule): ThrottleDecision {
    const now = this.now();
    const existing = this.buckets.get(key);
    const bucket = existing
      ? this.refill(existing, rule)
      : { tokens: rule.capacity, updatedAt: now, strikes: 0, blockedUntil: 0, rule };
    const before = this.decide(bucket);
    if (!before.allowed) return before;
    bucket.tokens = Math.max(0, bucket.tokens - 1);
    if (rule.delay && bucket.tokens < 1) {
      const delay = Math.min(rule.delay.maxMs, rule.delay.baseMs * 2 ** bucket.strikes);
      bucket.blockedUntil = now + delay;
      bucket.strikes += 1;
    }
    if (!existing) this.store(key, bucket);
    return { ...this.decide(bucket), allowed: true, retryAfterMs: 0 };
  }

  /**
   * Gives back one event of `key` counted by {@link take} (an attempt counted before its outcome
   * was known turned out not to count), lifting a hold-back that the bucket no longer needs.
   */
  refund(key: string, rule: ThrottleRule): void {
    const bucket = this.buckets.get(key);
    if (!bucket) return;
    this.refill(bucket, rule);
    bucket.tokens = Math.min(rule.capacity, bucket.tokens + 1);
    if (bucket.tokens >= 1 && bucket.blockedUntil > bucket.updatedAt) {
      bucket.blockedUntil = 0;
      bucket.strikes = Math.max(0, bucket.strikes - 1);
    }
  }

  /** Forgets `key` (its next event starts from a full bucket). */
  reset(key: string): void {
    this.buckets.delete(key);
  }

  /** Keys currently held. */
  get size(): number {
    return this.buckets.size;
  }

  private refill(bucket: Bucket, rule: ThrottleRule): Bucket {
    const now = this.now();
    bucket.rule = rule;
    const elapsed = Math.max(0, now - bucket.updatedAt);
    bucket.tokens = Math.min(rule.capacity, bucket.tokens + elapsed / rule.refillMs);
    bucket.updatedAt = now;
    if (bucket.tokens >= rule.capacity) bucket.strikes = 0;
    return bucket;
  }

  private decide(bucket: Bucket): ThrottleDecision {
    const now = this.now();
    const { rule, tokens } = bucket;
    const remaining = Math.floor(tokens);
    const fullInMs = Math.ceil((rule.capacity - tokens) * rule.refillMs);
    if (rule.delay) {
      const wait = bucket.blockedUntil - now;
      return wait > 0
        ? { allowed: false, retryAfterMs: wait, remaining, fullInMs }
        : { allowed: true, retryAfterMs: 0, remaining, fullInMs };
    }
    if (tokens >= 1) return { allowed: true, retryAfterMs: 0, remaining, fullInMs };
    return {
      allowed: false,
      retryAfterMs: Math.ceil((1 - tokens) * rule.refillMs),
      remaining: 0,
      fullInMs,
    };
  }

  private store(key: string, bucket: Bucket): void {
    if (this.buckets.size >= this.maxKeys) {
      for (const [name, held] of this.buckets) {
        const rested = this.refill(held, held.rule);
        if (rested.tokens >= rested.rule.capacity && rested.blockedUntil <= rested.updatedAt) {
          this.buckets.delete(name);
        }
      }
      // Still full of live keys: drop the oldest tenth, so that the next keys do not sweep again.
      const keep = Math.floor(this.maxKeys * 0.9);
      for (const name of this.buckets.keys()) {
        if (this.buckets.size <= keep) break;
        this.buckets.delete(name);
      }
    }
    this.buckets.set(key, bucket);
  }
}
