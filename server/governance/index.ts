/**
 * The governance layer: one set of Fastify request hooks that every API request passes
 * through, driven by the service-governance (hadm) data and applied on refresh without a
 * restart. Per request it does only map look-ups and counter updates; what it reads from the
 * database it reads on refresh (the caller's session only when a rule counts per user, role
 * or tenant).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../domain/engine/text';
import type { AppContext } from '../context';
import { readAccessToken } from '../http/auth';
import { failure } from '../http/errors';
import { API_PREFIXES } from '../routes/system';
import { Throttle, type ThrottleDecision } from '../security/throttle';
import { resolveSession, type Session } from '../services/sessions';
import { performance } from 'node:perf_hooks';
import { BREAKERS } from '../../domain/resources/hadm/hystrix';
import { ApiMonitor } from './apiMonitor';
import { Breakers } from './breakers';
import { ServiceSettings } from './serviceConfig';
import { timeStatements, withDbClock } from './dbClock';
import { governanceRoutes } from './http';
import { firstSegment, pathOfUrl, PatternIndex } from './paths';
import {
  refreshRateLimits,
  templateKeyPart,
  valueKeyPart,
  type RateOverride,
  type RateRule,
} from './rateLimits';
import { forwardedPath, loadRoutes, type RouteRule } from './routeTable';
import { M, requestLanguage, say } from './say';
import { Tracer, type TraceMark } from './trace';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while the caller's trace records this request. */
    hadmTrace: TraceMark | null;
  }
}

/** How long the layer reuses a session it looked up. */
const SESSION_CACHE_MS = 1_000;
/** Tokens whose sessions it keeps at most (then it starts again). */
const SESSION_CACHE_SIZE = 10_000;

/** Requests of the trace endpoints themselves are not traced. */
const TRACE_ENDPOINT = /^\/hadm\/v1\/(?:[0-9]+\/)?trace\//;

/** What the layer knows of one request. */
interface RequestFacts {
  path: string;
  parts: string[];
  /** The caller's session: undefined until asked for, null when there is none. */
  session?: Session | null;
}

/** The governance state of one server: its rules, counters and the shared limiter. */
export class Governance {
  /** The one token-bucket limiter of the server: sign-in throttling and gateway rate limits. */
  readonly limiter: Throttle;
  private routes: PatternIndex<RouteRule>;
  private rates: PatternIndex<RateRule> = new PatternIndex<RateRule>([]);
  /** The rate limits' rules in force. */
  private rateRules: readonly RateRule[] = [];
  /** First path segments the layer looks at; every other request passes untouched. */
  private governed = new Set<string>();
  /** First path segments of the routes that forward elsewhere than the path itself. */
  private forwarding = new Set<string>();
  /** The running traces. */
  readonly tracer: Tracer;
  /** Sessions by access token, for {@link SESSION_CACHE_MS}. */
  private readonly sessions = new Map<string, { session: Session | null; until: number }>();
  /** The API monitor rules in force and their counters. */
  readonly monitor = new ApiMonitor();
  /** The circuit breakers of the server's dependencies. */
  readonly breakers: Breakers;
  /** The service configurations in force. */
  readonly settings: ServiceSettings;

  constructor(readonly ctx: AppContext) {
    this.limiter = new Throttle(ctx.now);
    this.tracer = new Tracer(ctx.db);
    this.breakers = new Breakers(ctx.now);
    this.settings = new ServiceSettings(ctx.config);
    this.settings.load(ctx.db);
    timeStatements(ctx.db);
    this.routes = loadRoutes(ctx.db);
    this.forwarding = forwardingFirsts(this.routes);
    this.refreshRates();
    this.refreshMonitors();
    this.refreshBreakers();
  }

  /**
   * Applies every circuit-breaker configuration as saved now (or the ones `only` names), each
   * to its own breaker.
   */
  refreshBreakers(only?: readonly number[]): { applied: number; failed: number } {
    return this.breakers.refresh(
      this.ctx.db,
      this.ctx.rowSecret,
      this.ctx.now(),
      only && new Set(only),
    );
  }

  /**
   * Runs a call to a dependency through its circuit breaker: refused at once (503, a clear
   * message) while the breaker is open, failed after its timeout.
   */
  guard<T>(
    key: (typeof BREAKERS)[number]['value'],
    run: () => Promise<T> | T,
    lang: Language,
  ): Promise<T> {
    const label = BREAKERS.find((item) => item.value === key)?.label[lang] ?? key;
    return this.breakers.get(key).call(run, label, lang);
  }

  private recomputeGoverned(): void {
    this.governed = new Set<string>([
      ...API_PREFIXES,
      ...this.routes.firsts(),
      ...this.rates.firsts(),
      ...this.monitor.firsts(),
    ]);
  }

  /** Applies the routes as saved now; answers how many there are and how many are disabled. */
  refreshRoutes(): { count: number; disabled: number } {
    this.routes = loadRoutes(this.ctx.db);
    this.forwarding = forwardingFirsts(this.routes);
    this.recomputeGoverned();
    return this.ctx.db
      .prepare(
        `SELECT COUNT(*) AS count, COALESCE(SUM(enabled_flag = 0), 0) AS disabled FROM hadm_route`,
      )
      .get() as { count: number; disabled: number };
  }

  /**
   * Applies every enabled rate limit as saved now (or the ones `only` names; the others keep
   * what is in force), recording each one's outcome.
   */
  refreshRates(only?: readonly number[]): { applied: number; failed: number } {
    const outcome = refreshRateLimits(
      this.ctx.db,
      this.ctx.rowSecret,
      this.ctx.now(),
      only && new Set(only),
      this.rateRules,
    );
    this.rateRules = outcome.rules;
    this.rates = new PatternIndex(outcome.rules);
    this.recomputeGoverned();
    return outcome;
  }

  /**
   * Puts every API monitor rule as saved now (or the ones `only` names) into force, recording
   * each one's outcome.
   */
  refreshMonitors(only?: readonly number[]): { applied: number; failed: number } {
    const outcome = this.monitor.refresh(
      this.ctx.db,
      this.ctx.rowSecret,
      this.ctx.now(),
      only && new Set(only),
    );
    this.recomputeGoverned();
    return outcome;
  }

  /** Refuses a call from a blocked address or one over its maximum; counts it for the monitor. */
  private watch(request: FastifyRequest, reply: FastifyReply, facts: RequestFacts, first: string) {
    const verdict = this.monitor.observe(
      first,
      facts.path,
      facts.parts,
      request.ip,
      this.ctx.now(),
    );
    if (!verdict) return true;
    const lang = requestLanguage(request.headers['accept-language']);
    const vars = { ip: request.ip, pattern: verdict.rule.pattern.source };
    if (verdict.kind === 'blocked') {
      reply.code(403).send(failure('hadm.api_limit.blocked', say(lang, M.addressBlocked, vars)));
      return false;
    }
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    reply
      .code(429)
      .header('Retry-After', seconds)
      .send(
        failure(
          'hadm.api_limit.over',
          say(lang, M.addressOver, {
            ...vars,
            max: verdict.rule.maxCount,
            window: verdict.rule.windowMs / 1000,
            seconds,
          }),
          'warn',
        ),
      );
    return false;
  }

  /**
   * The caller's session, for counting per user, role or tenant and for tracing (never for
   * deciding access: the routes authenticate every call themselves). Looked up once a second
   * per token at most.
   */
  private sessionOf(request: FastifyRequest, facts: RequestFacts): Session | null {
    if (facts.session === undefined) {
      const token = readAccessToken(request);
      if (!token) {
        facts.session = null;
        return null;
      }
      const now = this.ctx.now();
      const cached = this.sessions.get(token);
      if (cached && cached.until > now) {
        facts.session = cached.session;
        return cached.session;
      }
      const found = resolveSession(this.ctx.db, token, now);
      facts.session = 'session' in found ? found.session : null;
      if (this.sessions.size >= SESSION_CACHE_SIZE) this.sessions.clear();
      this.sessions.set(token, { session: facts.session, until: now + SESSION_CACHE_MS });
    }
    return facts.session;
  }

  /**
   * The bucket of a rule for a request: the line's, counted per value of its dimensions, or the
   * dimension rule's when one names these values.
   */
  private bucketOf(
    rule: RateRule,
    request: FastifyRequest,
    facts: RequestFacts,
  ): { key: string; limit: RateRule | RateOverride } {
    let values = '';
    for (const dimension of rule.dimensions) {
      if (dimension === 'origin') values += valueKeyPart(dimension, request.ip);
      else if (dimension === 'url') {
        // A URL of the line's template counts by its variables' values, any other as it is.
        const found = rule.template?.exec(facts.path);
        values += found ? templateKeyPart(found.slice(1)) : valueKeyPart(dimension, facts.path);
      } else {
        const session = this.sessionOf(request, facts);
        // A caller without a session is counted by address under user, role and tenant.
        const value =
          session === null
            ? `anonymous@${request.ip}`
            : String(
                dimension === 'user'
                  ? session.userId
                  : dimension === 'role'
                    ? session.roleId
                    : session.tenantId,
              );
        values += valueKeyPart(dimension, value);
      }
    }
    const override = rule.overrides.size > 0 ? rule.overrides.get(values) : undefined;
    return override
      ? { key: `rate:${rule.lineId}#${override.dimId}`, limit: override }
      : { key: `rate:${rule.lineId}${values}`, limit: rule };
  }

  /** Counts the request against every matching rate-limit line; answers 429 over any. */
  private limitRate(
    request: FastifyRequest,
    reply: FastifyReply,
    facts: RequestFacts,
    first: string,
  ): boolean {
    const rules = this.rates.matchAll(first, facts.path, facts.parts);
    if (rules.length === 0) return true;
    let tightest:
      { rule: RateRule; limit: RateRule | RateOverride; decision: ThrottleDecision } | undefined;
    for (const rule of rules) {
      const { key, limit } = this.bucketOf(rule, request, facts);
      const decision = this.limiter.take(key, limit.rule);
      if (
        !tightest ||
        (!decision.allowed && tightest.decision.allowed) ||
        (decision.allowed === tightest.decision.allowed &&
          decision.remaining < tightest.decision.remaining)
      ) {
        tightest = { rule, limit, decision };
      }
    }
    if (!tightest) return true;
    const { rule, limit, decision } = tightest;
    const resetSeconds = Math.ceil(
      (decision.allowed ? decision.fullInMs : decision.retryAfterMs) / 1000,
    );
    reply.header('RateLimit-Limit', limit.burst);
    reply.header('RateLimit-Remaining', decision.remaining);
    reply.header('RateLimit-Reset', resetSeconds);
    reply.header('RateLimit-Policy', `${limit.burst};w=${limit.period};burst=${limit.burst}`);
    if (decision.allowed) return true;
    const lang = requestLanguage(request.headers['accept-language']);
    reply
      .code(429)
      .header('Retry-After', resetSeconds)
      .send(
        failure(
          'hadm.rate_limited',
          say(lang, M.rateLimited, {
            path: facts.path,
            key: rule.limitKey,
            rate: limit.rate,
            period: limit.period,
            burst: limit.burst,
            seconds: resetSeconds,
          }),
          'warn',
        ),
      );
    return false;
  }

  /**
   * The URL a request is routed to (Fastify's `rewriteUrl`, before routing): the URL of the
   * service its route forwards to ({@link forwardedPath}); the URL itself for every request
   * whose route does not forward elsewhere, or which no enabled route takes.
   */
  forward(url: string): string {
    if (this.forwarding.size === 0) return url;
    const path = pathOfUrl(url);
    const first = firstSegment(path);
    if (!this.forwarding.has(first)) return url;
    const route = this.routes.match(first, path, path.split('/'));
    if (!route?.forward || !route.enabled) return url;
    return forwardedPath(route.forward, path) + url.slice(path.length);
  }

  /** The onRequest hook: refuses or lets a request through. */
  onRequest(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
    // Rules name the path as the caller sent it (before a route forwards it elsewhere).
    const path = pathOfUrl(request.originalUrl);
    const first = firstSegment(path);
    if (!this.governed.has(first)) {
      done();
      return;
    }
    const facts: RequestFacts = { path, parts: path.split('/') };
    if (this.tracer.active && !TRACE_ENDPOINT.test(path)) {
      const session = this.sessionOf(request, facts);
      const mark = session
        ? this.tracer.mark(session.userId, this.ctx.now(), performance.now())
        : undefined;
      if (mark) {
        request.hadmTrace = mark;
        withDbClock(mark.clock, () => this.govern(request, reply, facts, first, done));
        return;
      }
    }
    this.govern(request, reply, facts, first, done);
  }

  /** Routes and rate limits. */
  private govern(
    request: FastifyRequest,
    reply: FastifyReply,
    facts: RequestFacts,
    first: string,
    done: () => void,
  ): void {
    const { path } = facts;
    const route = this.routes.match(first, path, facts.parts);
    if (route) {
      if (!route.enabled) {
        const lang = requestLanguage(request.headers['accept-language']);
        reply
          .code(503)
          .send(
            failure(
              'hadm.route.disabled',
              say(lang, M.routeDisabled, { route: route.name, path: route.pattern.source }),
            ),
          );
        return;
      }
      for (const name of route.sensitive) delete request.headers[name];
      const level = this.settings.logLevels.get(route.serviceCode);
      if (level !== undefined) request.log.level = level;
    }
    if (!this.watch(request, reply, facts, first)) return;
    if (!this.limitRate(request, reply, facts, first)) return;
    done();
  }
}

/** The first segments of the routes that forward elsewhere. */
function forwardingFirsts(routes: PatternIndex<RouteRule>): Set<string> {
  return new Set(
    routes
      .firsts()
      .filter((first) => routes.all(first).some((route) => route.forward !== undefined)),
  );
}

const instances = new WeakMap<AppContext, Governance>();

/** The governance state of a server (made on first use). */
export function governance(ctx: AppContext): Governance {
  let found = instances.get(ctx);
  if (!found) {
    found = new Governance(ctx);
    instances.set(ctx, found);
  }
  return found;
}

/** Options of {@link governanceLayer}. */
export interface GovernanceLayerOptions {
  ctx: AppContext;
}

/**
 * Registers the layer's hooks on the root instance (not encapsulated), so that every route of
 * the server, registered before or after, passes through them.
 */
export async function governanceLayer(
  app: FastifyInstance,
  { ctx }: GovernanceLayerOptions,
): Promise<void> {
  const state = governance(ctx);
  app.decorateRequest('hadmTrace', null);
  app.addHook('onRequest', (request, reply, done) => state.onRequest(request, reply, done));
  // Body parsing leaves the request's async context: a traced request's clock is set again.
  const keepClock = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (request.hadmTrace) withDbClock(request.hadmTrace.clock, done);
    else done();
  };
  app.addHook('preValidation', keepClock);
  app.addHook('preHandler', keepClock);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.hadmTrace) {
      state.tracer.record(request.hadmTrace, request, reply.statusCode, performance.now());
    }
    done();
  });
  governanceRoutes(app, ctx, state);
}
Object.defineProperty(governanceLayer, Symbol.for('skip-override'), { value: true });
