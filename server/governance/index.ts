/**
 * The governance layer: one set of Fastify request hooks that every API request passes
 * through, driven by the service-governance (hadm) data and applied on refresh without a
 * restart. Per request it does only map look-ups and counter updates; everything it reads from
 * the database is read on refresh.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { failure } from '../http/errors';
import { API_PREFIXES } from '../routes/system';
import { Throttle } from '../security/throttle';
import { firstSegment, pathOfUrl, type PatternIndex } from './paths';
import { loadRoutes, type RouteRule } from './routeTable';
import { M, requestLanguage, say } from './say';

/** What a refresh applied, said to the operator. */
export interface RefreshOutcome {
  message: string;
}

/** The governance state of one server: its rules, counters and the shared limiter. */
export class Governance {
  /** The one token-bucket limiter of the server: sign-in throttling and gateway rate limits. */
  readonly limiter: Throttle;
  private routes: PatternIndex<RouteRule>;
  /** First path segments the layer looks at; every other request passes untouched. */
  private governed = new Set<string>();

  constructor(readonly ctx: AppContext) {
    this.limiter = new Throttle(ctx.now);
    this.routes = loadRoutes(ctx.db);
    this.recomputeGoverned();
  }

  private recomputeGoverned(): void {
    this.governed = new Set<string>([...API_PREFIXES, ...this.routes.firsts]);
  }

  /** Applies the routes as saved now; answers how many there are and how many are disabled. */
  refreshRoutes(): { count: number; disabled: number } {
    this.routes = loadRoutes(this.ctx.db);
    this.recomputeGoverned();
    return this.ctx.db
      .prepare(
        `SELECT COUNT(*) AS count, COALESCE(SUM(enabled_flag = 0), 0) AS disabled FROM hadm_route`,
      )
      .get() as { count: number; disabled: number };
  }

  /** The route a path falls under, if any. */
  routeOf(path: string): RouteRule | undefined {
    return this.routes.match(firstSegment(path), path);
  }

  /** The onRequest hook: refuses or lets a request through. */
  onRequest(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
    const path = pathOfUrl(request.url);
    const first = firstSegment(path);
    if (!this.governed.has(first)) {
      done();
      return;
    }
    const route = this.routes.match(first, path);
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
    }
    done();
  }
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
  app.addHook('onRequest', (request, reply, done) => state.onRequest(request, reply, done));
}
Object.defineProperty(governanceLayer, Symbol.for('skip-override'), { value: true });
