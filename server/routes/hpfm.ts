/**
 * Platform service (/hpfm) reads the app makes outside the admin screens, over the rows those
 * screens maintain (read through the engine's store, never copied): the password public key,
 * the enabled languages, prompts (UI texts), static texts, the system configuration the shell
 * shows, and the value of a profile for the caller.
 *
 * Languages, prompts, static texts and the configuration are readable before sign-in (then
 * they are the platform's, tenant 0); signed in, prompts, static texts and the configuration
 * are the current tenant's where it has its own, and a path naming another tenant is refused
 * with 403. A profile's value (HZERO's `GET /hpfm/v1/profile-value`, text) needs a session: it
 * depends on who asks.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGES, languageOf, type Language } from '../../domain/engine/text';
import { type ResourceDescription, resourceKey } from '../../domain/engine/resource';
import configResource from '../../domain/resources/hpfm/config';
import languageResource from '../../domain/resources/hpfm/languages';
import profileResource from '../../domain/resources/hpfm/profile';
import profileValueResource from '../../domain/resources/hpfm/profile-value';
import promptResource from '../../domain/resources/hpfm/prompt';
import staticTextResource from '../../domain/resources/hpfm/static-text';
import type { AppContext, ContextOptions } from '../context';
import { SqliteStore } from '../engine/sqliteStore';
import type { StoredRow, StoreScope } from '../engine/store';
import { PLATFORM_TENANT, readStaticText, uiConfigOf } from '../services/platformTexts';
import { optionalSession, requireSession, sessionOf } from '../http/auth';
import { forbidden } from '../http/errors';
import { FOREIGN_TENANT_MESSAGE, pathTenantId, tenantParams, tenantPaths } from '../http/tenant';
import { actingRole } from '../services/permissions';
import type { Session } from '../services/sessions';
import { getTenant, getUser } from '../services/users';

/** Most rows one read of texts takes. */
const MAX_TEXT_ROWS = 50_000;

/** The caller's tenant and language (platform tenant and English when signed out). */
function textScope(ctx: AppContext, request: FastifyRequest): StoreScope {
  const session = optionalSession(ctx, request);
  if (!session) return { tenantId: PLATFORM_TENANT, lang: 'en_US' };
  const named = pathTenantId(request);
  if (named !== undefined && named !== session.tenantId) throw forbidden(FOREIGN_TENANT_MESSAGE);
  return {
    tenantId: session.tenantId,
    lang: languageOf(getUser(ctx.db, session.userId)?.language),
  };
}

/** A profile's value for a caller and where it comes from. */
interface ProfileValueAnswer {
  profileName: string;
  /** The value for the caller, or null when no value applies. */
  value: string | null;
  /** The level the value comes from (SITE, TENANT, ROLE, USER), or null. */
  levelCode: string | null;
  levelValue: string | null;
}

/** The precedence of a level: a narrower level beats a wider one. */
const LEVEL_RANK: Readonly<Record<string, number>> = { SITE: 1, TENANT: 2, ROLE: 3, USER: 4 };

/**
 * The value of a profile for a session: of the values that apply to the caller (its login, its
 * acting role's code, its tenant, the site), the narrowest level wins; at the same level the
 * tenant's own profile beats the platform's.
 */
function profileValueFor(
  ctx: AppContext,
  store: SqliteStore,
  session: Session,
  profileName: string,
): ProfileValueAnswer {
  const scope: StoreScope = { tenantId: session.tenantId, lang: 'en_US' };
  const same = (a: unknown, b: string | undefined): boolean =>
    typeof a === 'string' && b !== undefined && a.toLowerCase() === b.toLowerCase();
  const login = getUser(ctx.db, session.userId)?.login_name;
  const roleCode = actingRole(ctx.db, session)?.code;
  const tenantNum = getTenant(ctx.db, session.tenantId)?.tenantNum;
  const headers = store.all(
    profileResource,
    scope,
    [{ field: 'profileName', op: 'eq', value: profileName }],
    10,
  );
  let best: { rank: number; line: StoredRow; name: string } | undefined;
  for (const header of headers) {
    const own = header.tenantId === session.tenantId && header.tenantId !== PLATFORM_TENANT;
    const lines = store.all(
      profileValueResource,
      scope,
      [{ field: 'profileId', op: 'eq', value: header.id }],
      MAX_TEXT_ROWS,
    );
    for (const line of lines) {
      const { levelCode, levelValue } = line.values;
      const applies =
        (levelCode === 'USER' && same(levelValue, login)) ||
        (levelCode === 'ROLE' && same(levelValue, roleCode)) ||
        (levelCode === 'TENANT' && (own || same(levelValue, tenantNum))) ||
        (levelCode === 'SITE' && header.tenantId === PLATFORM_TENANT);
      if (!applies) continue;
      // Own profiles rank half a level higher than the platform's at the same level.
      const rank = (LEVEL_RANK[String(levelCode)] ?? 0) * 2 + (own ? 1 : 0);
      if (!best || rank > best.rank) {
        best = { rank, line, name: String(header.values.profileName) };
      }
    }
  }
  if (!best) return { profileName, value: null, levelCode: null, levelValue: null };
  const { value, levelCode, levelValue } = best.line.values;
  return {
    profileName: best.name,
    value: value === null || value === undefined ? null : String(value),
    levelCode: String(levelCode),
    levelValue: levelValue === null || levelValue === undefined ? null : String(levelValue),
  };
}

/** Registers the /hpfm routes. */
export async function hpfmRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  const resources = new Map<string, ResourceDescription>(
    [
      configResource,
      languageResource,
      profileResource,
      profileValueResource,
      promptResource,
      staticTextResource,
    ].map((resource) => [resourceKey(resource), resource]),
  );
  const store = new SqliteStore(ctx.db, (key) => resources.get(key));
  const langSchema = { type: 'string', enum: [...LANGUAGES] };

  // The base64 body of the RSA public key PEM; the browser encrypts passwords with it.
  app.get('/hpfm/v1/tool/pass/public-key', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { publicKey: ctx.keys.publicKeyBase64 };
  });

  // The enabled languages in their order (the admin list is GET /hpfm/v1/languages).
  app.get('/hpfm/v1/languages/list', async () =>
    store
      .all(
        languageResource,
        { tenantId: PLATFORM_TENANT, lang: 'en_US' },
        [{ field: 'enabledFlag', op: 'eq', value: 1 }],
        100,
      )
      .map((row) => ({ code: String(row.values.code), name: String(row.values.name) })),
  );

  for (const path of tenantPaths('/hpfm', '/prompt/:lang')) {
    app.get<{ Params: { lang: Language }; Querystring: { promptKey?: string } }>(
      path,
      {
        schema: {
          params: tenantParams({ lang: langSchema }, ['lang']),
          querystring: {
            type: 'object',
            properties: { promptKey: { type: 'string', maxLength: 500 } },
          },
        },
      },
      async (request) => {
        const { tenantId } = textScope(ctx, request);
        const lang = request.params.lang;
        const keys = (request.query.promptKey ?? '')
          .split(',')
          .map((key) => key.trim())
          .filter((key) => key !== '');
        const rows = store.all(
          promptResource,
          { tenantId, lang },
          [
            { field: 'lang', op: 'eq', value: lang },
            ...(keys.length > 0 ? [{ field: 'promptKey', op: 'in' as const, values: keys }] : []),
          ],
          MAX_TEXT_ROWS,
        );
        // Platform rows first, so that the tenant's rows override them.
        const texts: Record<string, string> = {};
        for (const own of [false, true]) {
          for (const row of rows) {
            if ((row.tenantId === tenantId && tenantId !== PLATFORM_TENANT) !== own) continue;
            texts[`${String(row.values.promptKey)}.${String(row.values.promptCode)}`] = String(
              row.values.description,
            );
          }
        }
        return texts;
      },
    );
  }

  for (const path of tenantPaths('/hpfm', '/static-texts/text/by-code/nullable')) {
    app.get<{ Querystring: { textCode: string; lang?: Language } }>(
      path,
      {
        schema: {
          params: tenantParams(),
          querystring: {
            type: 'object',
            properties: {
              textCode: { type: 'string', minLength: 1, maxLength: 120 },
              lang: langSchema,
            },
            required: ['textCode'],
          },
        },
      },
      async (request, reply) => {
        const scope = textScope(ctx, request);
        const answer = readStaticText(
          store,
          scope.tenantId,
          request.query.textCode,
          request.query.lang ?? scope.lang,
        );
        return answer ?? reply.status(204).send();
      },
    );
  }

  for (const path of tenantPaths('/hpfm', '/config/ui')) {
    app.get<{ Querystring: { lang?: Language } }>(
      path,
      {
        schema: {
          params: tenantParams(),
          querystring: { type: 'object', properties: { lang: langSchema } },
        },
      },
      async (request) => {
        const scope = textScope(ctx, request);
        return uiConfigOf(store, { ...scope, lang: request.query.lang ?? scope.lang });
      },
    );
  }

  // HZERO's profile read: the value as text for the caller's tenant, role and login (empty when
  // none applies); site path only, the tenant is the session's.
  app.get<{ Querystring: { profileName: string } }>(
    '/hpfm/v1/profile-value',
    {
      onRequest: requireSession(ctx),
      schema: {
        querystring: {
          type: 'object',
          properties: { profileName: { type: 'string', minLength: 1, maxLength: 60 } },
          required: ['profileName'],
        },
      },
    },
    async (request, reply) => {
      const answer = profileValueFor(ctx, store, sessionOf(request), request.query.profileName);
      return reply.type('text/plain; charset=utf-8').send(answer.value ?? '');
    },
  );
}
