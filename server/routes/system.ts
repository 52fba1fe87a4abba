/**
 * Health, the SPA's runtime configuration (`/app-config.js`), the page a silent sign-in comes
 * back to (framed by the app) and the static SPA with its deep-link fallback. Unknown API paths answer a JSON 404, never index.html.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SILENT_SIGN_IN_PAGE } from '../../domain/contract/silentSignIn';
import type { ContextOptions } from '../context';
import { failure } from '../http/errors';
import { renderBuildMissingPage } from '../views/pages';

/** Path prefixes of the API services (SPEC.md section 7, plus /service and /api). */
export const API_PREFIXES = [
  '/hpfm',
  '/iam',
  '/hdtt',
  '/hmsg',
  '/hwfl',
  '/hsdr',
  '/hitf',
  '/hfle',
  '/oauth',
  '/hagd',
  '/himp',
  '/hrpt',
  '/hcnf',
  '/hwfp',
  '/hnlp',
  '/hpay',
  '/hexl',
  '/hmnt',
  '/hivc',
  '/hims',
  '/hocr',
  '/hadm',
  '/hdpm',
  '/hiot',
  '/service',
  '/api',
] as const;

/** API prefixes that are never SPA routes, even for a browser navigation. */
const API_ONLY_PREFIXES = ['/oauth', '/service', '/api', '/iam'];

/** The API prefix a path falls under, or null. */
export function apiPrefixOf(pathname: string): string | null {
  return (
    API_PREFIXES.find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ?? null
  );
}

/** Extensions of build assets: a missing one is a 404, not the SPA page. */
const ASSET_EXTENSION =
  /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|eot|wasm|txt|xml)$/i;

function isBrowserNavigation(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Registers /health, /app-config.js and the SPA fallback (as the not-found handler). */
export async function systemRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  const { config, db } = ctx;
  const staticRoot = config.staticDir;

  app.get('/health', async (request, reply) => {
    let dbOk = false;
    try {
      const row = db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get() as { n: number };
      dbOk = row.n > 0;
    } catch (error) {
      request.log.error({ err: error }, 'Health check: database unavailable');
    }
    reply.header('Cache-Control', 'no-store');
    return reply
      .status(dbOk ? 200 : 503)
      .send({ status: dbOk ? 'ok' : 'error', db: dbOk ? 'ok' : 'error', version: config.version });
  });

  app.get('/app-config.js', async (_request, reply) => {
    const runtime = {
      apiHost: config.apiHost,
      oauthHost: config.oauthHost,
      clientId: config.clientId,
      tenantMode: true,
    };
    // Escape '<' so the values can never close a <script> element.
    const json = JSON.stringify(runtime).replace(/</g, '\\u003c');
    return reply
      .header('Content-Type', 'application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(`window.__APP_CONFIG__ = ${json};\n`);
  });

  // The one page the app's own origin may frame: an empty page, nothing to run or show.
  app.get(SILENT_SIGN_IN_PAGE, async (_request, reply) => {
    const file = SILENT_SIGN_IN_PAGE.slice(1);
    if (!isFile(path.join(staticRoot, file))) {
      return reply
        .status(404)
        .header('Content-Type', 'text/plain; charset=utf-8')
        .send('Not found');
    }
    return reply
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'")
      .header('Cache-Control', 'no-cache')
      .sendFile(file, staticRoot, { cacheControl: false });
  });

  const sendIndex = (reply: FastifyReply): FastifyReply | Promise<FastifyReply> => {
    if (!isFile(path.join(staticRoot, 'index.html'))) {
      return reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(renderBuildMissingPage(staticRoot));
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', staticRoot, { cacheControl: false });
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const notFoundJson = (): FastifyReply =>
      reply
        .status(404)
        .send(failure('error.not_found', `No such endpoint: ${request.method} ${pathname}`));
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFoundJson();
    const prefix = apiPrefixOf(pathname);
    // A browser reloading an SPA route that shares a service prefix (e.g. /hpfm/config) gets
    // the SPA; API calls (no text/html in Accept) get JSON.
    if (prefix && (API_ONLY_PREFIXES.includes(prefix) || !isBrowserNavigation(request))) {
      return notFoundJson();
    }
    let decoded: string;
    let raw: string;
    try {
      decoded = decodeURIComponent(pathname);
      raw = decodeURIComponent(request.url.split('?')[0] ?? '');
    } catch {
      return notFoundJson();
    }
    const file = path.resolve(staticRoot, `.${decoded}`);
    const inside = file === path.resolve(staticRoot) || file.startsWith(`${staticRoot}${path.sep}`);
    // A path climbing out of the static root (`..`, even encoded) names nothing: no SPA page.
    if (!inside || decoded.includes('\0') || /(^|[\\/])\.\.([\\/]|$)/.test(raw)) {
      return reply
        .status(404)
        .header('Content-Type', 'text/plain; charset=utf-8')
        .send(`Not found: ${pathname}`);
    }
    if (isFile(file)) {
      const relative = path.relative(staticRoot, file);
      const hashed = relative.startsWith(`assets${path.sep}`);
      return reply.sendFile(relative, staticRoot, {
        cacheControl: true,
        maxAge: hashed ? 31536000000 : 0,
        immutable: hashed,
      });
    }
    if (ASSET_EXTENSION.test(decoded) || decoded.startsWith('/assets/')) {
      return reply
        .status(404)
        .header('Content-Type', 'text/plain; charset=utf-8')
        .send(`Not found: ${pathname}`);
    }
    return sendIndex(reply);
  });
}
