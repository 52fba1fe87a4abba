/**
 * Circuit breakers around the server's slow or failing dependencies (mail sending, file
 * storage), as Hystrix does: closed, a call runs with a timeout and its outcome is counted in a
 * rolling window; once the window holds `volume` calls of which `errorPercent` failed, the
 * breaker opens and refuses calls at once; after `sleepMs` one trial call goes through
 * (half-open): its success closes the breaker, its failure opens it again. A fault switch makes
 * every call fail, to show the breaker at work.
 */
import { BREAKER_PROPERTIES } from '../../domain/resources/hadm/hystrix-conf-line';
import { BREAKERS } from '../../domain/resources/hadm/hystrix';
import { fill, type Language, type Text } from '../../domain/engine/text';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { inEveryLanguage, RefreshRecorder } from './refreshRecord';
import { M, say } from './say';

/** The state of a breaker. */
export type BreakerState = 'CLOSED' | 'OPEN' | 'HALF_OPEN';

/** The properties of a breaker. */
export interface BreakerSettings {
  timeoutMs: number;
  errorPercent: number;
  volume: number;
  sleepMs: number;
  windowMs: number;
}

const PROPERTY_KEYS: Readonly<Record<string, keyof BreakerSettings>> = {
  'execution.isolation.thread.timeoutInMilliseconds': 'timeoutMs',
  'circuitBreaker.errorThresholdPercentage': 'errorPercent',
  'circuitBreaker.requestVolumeThreshold': 'volume',
  'circuitBreaker.sleepWindowInMilliseconds': 'sleepMs',
  'metrics.rollingStats.timeInMilliseconds': 'windowMs',
};

/** Hystrix's defaults. */
export function defaultSettings(): BreakerSettings {
  const settings = {} as BreakerSettings;
  for (const property of BREAKER_PROPERTIES) {
    const key = PROPERTY_KEYS[property.value];
    if (key) settings[key] = property.default;
  }
  return settings;
}

/** A call refused or failed by a breaker, answered 503 with a clear message. */
export class BreakerError extends HttpError {
  constructor(code: 'hadm.breaker.open' | 'hadm.breaker.failed', message: string) {
    super(503, code, message);
    this.name = 'BreakerError';
  }
}

/** What the breakers' view shows of one breaker. */
export interface BreakerView {
  key: string;
  state: BreakerState;
  settings: BreakerSettings;
  configured: boolean;
  faultInjected: boolean;
  /** In the rolling window. */
  window: { calls: number; failures: number; errorPercent: number };
  /** Since the server started. */
  totals: { successes: number; failures: number; timeouts: number; rejections: number };
  openedAt: number | null;
  /** Epoch ms when an open breaker lets a trial call through. */
  retryAt: number | null;
}

interface Outcome {
  at: number;
  failed: boolean;
}

/** One breaker. */
export class Breaker {
  settings = defaultSettings();
  configured = false;
  state: BreakerState = 'CLOSED';
  faultInjected = false;
  private outcomes: Outcome[] = [];
  private openedAt: number | null = null;
  private trialRunning = false;
  private readonly totals = { successes: 0, failures: 0, timeouts: 0, rejections: 0 };

  constructor(
    readonly key: string,
    private readonly now: () => number,
  ) {}

  private prune(now: number): void {
    const oldest = now - this.settings.windowMs;
    while ((this.outcomes[0]?.at ?? oldest) < oldest) this.outcomes.shift();
    // Bounded whatever the window: the newest 10,000 outcomes are enough for any threshold.
    if (this.outcomes.length > 10_000) this.outcomes.splice(0, this.outcomes.length - 10_000);
  }

  /** The state now (an open breaker past its sleep window is half-open). */
  current(): BreakerState {
    if (
      this.state === 'OPEN' &&
      this.openedAt !== null &&
      this.now() - this.openedAt >= this.settings.sleepMs
    ) {
      this.state = 'HALF_OPEN';
    }
    return this.state;
  }

  /** Whether a call may run now; a trial call of a half-open breaker takes the only place. */
  private admit(): 'run' | 'trial' | 'refuse' {
    const state = this.current();
    if (state === 'CLOSED') return 'run';
    if (state === 'HALF_OPEN' && !this.trialRunning) {
      this.trialRunning = true;
      return 'trial';
    }
    return 'refuse';
  }

  private settle(failed: boolean, trial: boolean, timedOut: boolean): void {
    const now = this.now();
    if (failed) this.totals.failures += 1;
    else this.totals.successes += 1;
    if (timedOut) this.totals.timeouts += 1;
    if (trial) {
      this.trialRunning = false;
      if (failed) this.open(now);
      else this.close();
      return;
    }
    if (this.state !== 'CLOSED') return;
    this.outcomes.push({ at: now, failed });
    this.prune(now);
    const { calls, failures } = this.windowCounts();
    if (calls >= this.settings.volume && (failures * 100) / calls >= this.settings.errorPercent) {
      this.open(now);
    }
  }

  private open(now: number): void {
    this.state = 'OPEN';
    this.openedAt = now;
    this.outcomes = [];
  }

  private close(): void {
    this.state = 'CLOSED';
    this.openedAt = null;
    this.outcomes = [];
  }

  private windowCounts(): { calls: number; failures: number } {
    let failures = 0;
    for (const outcome of this.outcomes) if (outcome.failed) failures += 1;
    return { calls: this.outcomes.length, failures };
  }

  /** Applies a configuration (or the defaults); a changed breaker starts closed. */
  configure(settings: BreakerSettings, configured: boolean): void {
    this.settings = settings;
    this.configured = configured;
  }

  /**
   * Runs a call through the breaker: refused at once while open, failed after the timeout (the
   * call itself is left to finish), counted either way. `label` names the dependency.
   */
  async call<T>(run: () => Promise<T> | T, label: string, lang: Language): Promise<T> {
    const admitted = this.admit();
    if (admitted === 'refuse') {
      this.totals.rejections += 1;
      const retryIn = Math.max(
        0,
        (this.openedAt ?? this.now()) + this.settings.sleepMs - this.now(),
      );
      throw new BreakerError(
        'hadm.breaker.open',
        say(lang, M.breakerOpen, {
          dependency: label,
          key: this.key,
          seconds: Math.ceil(retryIn / 1000),
        }),
      );
    }
    const trial = admitted === 'trial';
    let timer: NodeJS.Timeout | undefined;
    try {
      if (this.faultInjected) throw new Error(say(lang, M.breakerFault));
      const result = await Promise.race([
        Promise.resolve().then(run),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new TimeoutError()), this.settings.timeoutMs);
          timer.unref();
        }),
      ]);
      this.settle(false, trial, false);
      return result;
    } catch (error) {
      const timedOut = error instanceof TimeoutError;
      this.settle(true, trial, timedOut);
      if (error instanceof HttpError && !(error instanceof BreakerError)) throw error;
      const reason = timedOut
        ? fill(say(lang, M.breakerTimeout), { ms: this.settings.timeoutMs })
        : error instanceof Error
          ? error.message
          : String(error);
      throw new BreakerError(
        'hadm.breaker.failed',
        say(lang, M.breakerFailed, { dependency: label, reason }),
      );
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  /** The breaker as the view shows it. */
  view(): BreakerView {
    const state = this.current();
    this.prune(this.now());
    const { calls, failures } = this.windowCounts();
    return {
      key: this.key,
      state,
      settings: { ...this.settings },
      configured: this.configured,
      faultInjected: this.faultInjected,
      window: {
        calls,
        failures,
        errorPercent: calls === 0 ? 0 : Math.round((failures * 100) / calls),
      },
      totals: { ...this.totals },
      openedAt: this.openedAt,
      retryAt:
        state === 'OPEN' && this.openedAt !== null ? this.openedAt + this.settings.sleepMs : null,
    };
  }
}

class TimeoutError extends Error {}

/** Every breaker of the server, by key. */
export class Breakers {
  private readonly byKey = new Map<string, Breaker>();

  constructor(now: () => number) {
    for (const { value } of BREAKERS) this.byKey.set(value, new Breaker(value, now));
  }

  /** The breaker of a dependency; an unknown key is a programming error. */
  get(key: (typeof BREAKERS)[number]['value']): Breaker {
    const breaker = this.byKey.get(key);
    if (!breaker) throw new Error(`No breaker ${key}`);
    return breaker;
  }

  /** The breaker of a key, or undefined. */
  find(key: string): Breaker | undefined {
    return this.byKey.get(key);
  }

  /** Every breaker's view. */
  views(): BreakerView[] {
    return [...this.byKey.values()].map((breaker) => breaker.view());
  }

  /**
   * Applies each configuration to its own breaker (a breaker without an enabled one takes the
   * defaults), recording each configuration's outcome; siblings are never touched. With `only`,
   * just those configurations (the others' breakers keep what they have).
   */
  refresh(
    db: Db,
    rowSecret: Buffer,
    now: number,
    only?: ReadonlySet<number>,
  ): { applied: number; failed: number } {
    const confs = db
      .prepare(
        `SELECT conf_id AS id, conf_key AS key, enabled_flag AS enabled FROM hadm_hystrix_conf`,
      )
      .all() as { id: number; key: string; enabled: number }[];
    const linesOf = db.prepare(
      `SELECT property_name AS name, property_value AS value FROM hadm_hystrix_conf_line
       WHERE conf_id = ? AND enabled_flag = 1`,
    );
    const recorder = new RefreshRecorder(db, rowSecret, {
      entity: 'hadm/hystrix',
      table: 'hadm_hystrix_conf',
      idColumn: 'conf_id',
    });
    let applied = 0;
    let failed = 0;
    const configured = new Set<string>();
    const untouched = new Set<string>();
    db.transaction(() => {
      for (const conf of confs) {
        if (only && !only.has(conf.id)) {
          untouched.add(conf.key);
          continue;
        }
        const breaker = this.byKey.get(conf.key);
        if (!breaker) {
          failed += 1;
          recorder.record(
            conf.id,
            'F',
            inEveryLanguage((lang) => say(lang, M.breakerUnknown, { key: conf.key })),
            now,
          );
          continue;
        }
        if (conf.enabled !== 1) {
          recorder.record(conf.id, 'S', M.breakerDisabled, now);
          continue;
        }
        const settings = defaultSettings();
        const problems: Text[] = [];
        for (const line of linesOf.all(conf.id) as { name: string; value: string }[]) {
          const key = PROPERTY_KEYS[line.name];
          const property = BREAKER_PROPERTIES.find((item) => item.value === line.name);
          const value = Number(line.value);
          if (!key || !property) continue;
          if (!Number.isInteger(value) || value < property.min || value > property.max) {
            problems.push(
              inEveryLanguage((lang) =>
                say(lang, M.breakerValue, {
                  name: line.name,
                  value: line.value,
                  min: property.min,
                  max: property.max,
                }),
              ),
            );
            continue;
          }
          settings[key] = value;
        }
        if (problems.length > 0) {
          failed += 1;
          recorder.record(
            conf.id,
            'F',
            inEveryLanguage((lang) => problems.map((problem) => problem[lang]).join('; ')),
            now,
          );
          continue;
        }
        breaker.configure(settings, true);
        configured.add(conf.key);
        applied += 1;
        recorder.record(
          conf.id,
          'S',
          inEveryLanguage((lang) =>
            say(lang, M.breakerApplied, {
              timeout: settings.timeoutMs,
              percent: settings.errorPercent,
              volume: settings.volume,
              sleep: settings.sleepMs,
            }),
          ),
          now,
        );
      }
    })();
    for (const [key, breaker] of this.byKey) {
      if (!configured.has(key) && !untouched.has(key)) breaker.configure(defaultSettings(), false);
    }
    return { applied, failed };
  }
}
