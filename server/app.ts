/**
 * Builds the Fastify server: configuration, database (migrations and demo seed), keys,
 * error handling, and every route. Tests call {@link buildServer} and use `app.inject()`.
 */
import type { ValidatorFactory } from '@fastify/ajv-compiler';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { loadConfig, type ServerConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { seedPortalDemoData } from './db/portalSeed';
import { DEMO_TENANTS, seedDemoData } from './db/seed';
import { seedShellDemoData, syncMenus, syncTexts } from './db/shellSeed';
import { seedResourceDemo } from './engine/demo';
import { syncApiFields } from './services/apiFields';
import { loadHooks, loadResources } from './engine/registry';
import { lovRoutes } from './engine/lov';
import { engineRoutes } from './engine/routes';
import { Engine } from './engine/service';
import { SqliteStore } from './engine/sqliteStore';
import { recordWrite } from './services/auditOps';
import { seedServiceDemo } from './hooks/hfaq/support/demo';
import { serviceDeskRoutes } from './hooks/hfaq/support/routes';
import { codeRuleRoutes } from './hooks/hpfm/code-rule';
import { schedulerRoutes } from './hooks/hsdr/support/routes';
import { importRoutes } from './hooks/himp/support/routes';
import { teamRoutes } from './hooks/huser/support/routes';
import { lovViewProvider } from './hooks/hpfm/lov-view';
import { valueListRoutes } from './hooks/hpfm/value-list';
import { governance as governanceOf, governanceLayer } from './governance';
import { errorHandler } from './http/errors';
import { buildValidator } from './http/validation';
import { fileRoutes } from './routes/files';
import { hmsgRoutes } from './routes/hmsg';
import { hiamRoutes } from './routes/hiam';
import { hpfmRoutes } from './routes/hpfm';
import { iamRoutes } from './routes/iam';
import { menuRoutes } from './routes/menus';
import { moneyRoutes } from './routes/money';
import { oauthRoutes } from './routes/oauth';
import { portalRoutes } from './routes/portal';
import { serviceRoutes } from './routes/service';
import { systemRoutes } from './routes/system';
import { workplaceRoutes } from './routes/workplace';
import { securityHeaders } from './security/headers';
import { loadOrCreateRowSecret, loadOrCreateRsaKeys } from './security/keyStore';
import { hierarchyValues, hierarchyViewProvider } from './services/dataHierarchies';
import { EventBus } from './services/events';
import { ensureAppClient } from './services/oauthClients';

/** Options of {@link buildServer}: configuration overrides plus test hooks. */
export interface BuildOptions extends Partial<ServerConfig> {
  /** `false` silences logging (tests); an object is passed to Fastify's pino logger. */
  logger?: false | { level?: string };
  /** Environment to read the configuration from (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  /** Clock in epoch milliseconds (default `Date.now`). */
  now?: () => number;
  /** Told of every route as it is registered (the fuzz test walks them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * `false` leaves the governance layer out: to measure its cost, and for tests of other layers
   * that its demo rules (a rate limit on exports) would hold back.
   */
  governance?: false;
}

/** Largest accepted request body. */
const BODY_LIMIT = 1024 * 1024;

/** Replaces secrets in a logged URL (tokens and tickets in the query). */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:access_token|token|ticket)=)[^&#]*/gi, '$1[redacted]');
}

/** Creates the server, ready to `listen()` or `inject()`. */
export async function buildServer(options: BuildOptions = {}): Promise<FastifyInstance> {
  const { logger, env, now: clock, onRoute, governance, ...overrides } = options;
  const config = loadConfig(env ?? process.env, overrides);
  const now = clock ?? Date.now;

  const loggerOptions: FastifyServerOptions['logger'] =
    logger === false
      ? false
      : {
          level: logger?.level ?? config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          serializers: {
            req: (request: { method: string; url: string; ip?: string; host?: string }) => ({
              method: request.method,
              url: redactUrl(request.url),
              host: request.host,
              remoteAddress: request.ip,
            }),
          },
        };

  // One proxy in front: the address it appends is the client's; addresses a client put in
  // X-Forwarded-For itself are not believed (the sign-in throttle keys on it).
  const trustProxy = config.trustProxy ? (_address: string, hop: number) => hop < 1 : false;
  // The governance layer's routes forward a request before it is routed (it plays the
  // gateway); set once the layer exists, and never without it.
  let forward: ((url: string) => string) | undefined;
  const app = Fastify({
    logger: loggerOptions,
    bodyLimit: BODY_LIMIT,
    requestIdHeader: 'h-request-id',
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    ...(governance === false
      ? {}
      : {
          rewriteUrl: (request: { url?: string }) => {
            const url = request.url ?? '/';
            return forward ? forward(url) : url;
          },
        }),
    schemaController: { compilersFactory: { buildValidator: buildValidator as ValidatorFactory } },
  });
  if (onRoute) app.addHook('onRoute', onRoute);

  const db = openDatabase(config.dataDir, app.log);
  app.addHook('onClose', async () => {
    db.close();
  });

  if (config.seedDemo) {
    const result = seedDemoData(db, {
      now: now(),
      logger: app.log,
      publicOrigin: config.publicUrl ?? '',
    });
    if (result.seeded) app.log.info('Seeded the demo data into the empty database');
  }

  const ctx: AppContext = {
    config,
    db,
    keys: loadOrCreateRsaKeys(db, now()),
    rowSecret: loadOrCreateRowSecret(db, now()),
    now,
    events: new EventBus(),
  };

  const resources = await loadResources();
  const engine = new Engine(
    resources,
    await loadHooks(resources),
    new SqliteStore(db, (key) => resources.get(key)),
    ctx.rowSecret,
    ctx,
    (record) => recordWrite(ctx, record),
  );

  // Menus, permission codes, demo role grants, API fields and platform texts follow their definitions.
  syncMenus(db, now(), resources.values());
  syncApiFields(engine, db, now());
  syncTexts(db, now());
  if (config.seedDemo && seedShellDemoData(db, { now: now() })) {
    app.log.info('Seeded the shell demo data (master data, messages, tasks, reports)');
  }
  if (config.seedDemo && seedPortalDemoData(db, { now: now(), dataDir: config.dataDir })) {
    app.log.info('Seeded the portal demo data (team, products, projects, batches, QC, files)');
  }
  // After the portal's: demo rows of resources may name its projects and files.
  if (config.seedDemo) seedServiceDemo(db, { now: now(), dataDir: config.dataDir });
  if (config.seedDemo && db.prepare("SELECT 1 FROM seed_history WHERE name = 'demo'").get()) {
    const seeded = seedResourceDemo(engine, db, Object.values(DEMO_TENANTS), now());
    if (seeded.length > 0) app.log.info({ seeded }, 'Seeded the demo rows of resources');
  }
  // After the demo rows: the app's own OAuth client is written only when missing.
  ensureAppClient(db, config.clientId, now());
  // Push streams never end on their own: end them so that close() does not wait for clients.
  app.addHook('preClose', async () => {
    ctx.events.closeAll();
  });

  app.decorateRequest('session', null);
  app.setErrorHandler(errorHandler);
  await securityHeaders(app, config);
  // JSON as Fastify parses it (prototype-poisoning safe), but an empty body with a JSON
  // content type is simply no body: query-only PUTs from some clients send one.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // The build writes Brotli and gzip copies beside each asset; they go out as they are.
  await app.register(fastifyStatic, { root: config.staticDir, serve: false, preCompressed: true });
  // Every API request passes through service governance (hadm) before its route.
  if (governance !== false) {
    await app.register(governanceLayer, { ctx });
    const state = governanceOf(ctx);
    forward = (url) => state.forward(url);
  }
  await app.register(systemRoutes, { ctx });
  await app.register(hpfmRoutes, { ctx });
  await app.register(oauthRoutes, { ctx });
  await app.register(iamRoutes, { ctx });
  await app.register(hiamRoutes, { ctx, engine });
  await app.register(menuRoutes, { ctx });
  await app.register(engineRoutes, { ctx, engine });
  // A data hierarchy's values are read through its own view (services/dataHierarchies.ts).
  await app.register(lovRoutes, {
    ctx,
    engine,
    providers: [hierarchyViewProvider(ctx.db), lovViewProvider(engine)],
  });
  await app.register(valueListRoutes, {
    ctx,
    engine,
    sources: [(lovCode, scope) => hierarchyValues(ctx.db, scope.tenantId, lovCode)],
  });
  await app.register(codeRuleRoutes, { ctx, engine });
  await app.register(hmsgRoutes, { ctx });
  await app.register(workplaceRoutes, { ctx });
  await app.register(serviceRoutes, { ctx });
  await app.register(portalRoutes, { ctx });
  await app.register(moneyRoutes, { ctx, engine });
  await app.register(fileRoutes, { ctx, engine });
  await app.register(teamRoutes, { ctx });
  await app.register(serviceDeskRoutes, { ctx, engine });
  await app.register(schedulerRoutes, { ctx, engine });
  await app.register(importRoutes, { ctx, engine });
  return app;
}
