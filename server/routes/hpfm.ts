/**
 * Platform service (/hpfm) endpoints readable before sign-in: the password public key,
 * languages, prompts (UI texts) and static texts. Signed in, prompts and static texts include
 * the current tenant's own texts, and a path naming another tenant is refused with 403;
 * signed out, they are the platform's texts (tenant 0).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, ContextOptions } from '../context';
import { MENU_LANGUAGES } from '../db/menuData';
import { optionalSession } from '../http/auth';
import { forbidden } from '../http/errors';
import { FOREIGN_TENANT_MESSAGE, pathTenantId, tenantParams, tenantPaths } from '../http/tenant';
import { getUser } from '../services/users';

/** The platform tenant whose texts everybody gets. */
const PLATFORM_TENANT = 0;

/** The caller's tenant and language (platform tenant and English when signed out). */
function textScope(ctx: AppContext, request: FastifyRequest): { tenantId: number; lang: string } {
  const session = optionalSession(ctx, request);
  if (!session) return { tenantId: PLATFORM_TENANT, lang: 'en_US' };
  const named = pathTenantId(request);
  if (named !== undefined && named !== session.tenantId) throw forbidden(FOREIGN_TENANT_MESSAGE);
  return {
    tenantId: session.tenantId,
    lang: getUser(ctx.db, session.userId)?.language ?? 'en_US',
  };
}

/** Registers the /hpfm routes. */
export async function hpfmRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  const { db } = ctx;

  // The base64 body of the RSA public key PEM; the browser encrypts passwords with it.
  app.get('/hpfm/v1/tool/pass/public-key', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { publicKey: ctx.keys.publicKeyBase64 };
  });

  app.get('/hpfm/v1/languages', async () =>
    db.prepare('SELECT code, name FROM languages ORDER BY order_seq, code').all(),
  );

  for (const path of tenantPaths('/hpfm', '/prompt/:lang')) {
    app.get<{ Params: { lang: string }; Querystring: { promptKey?: string } }>(
      path,
      {
        schema: {
          params: tenantParams({ lang: { type: 'string', enum: MENU_LANGUAGES } }, ['lang']),
          querystring: {
            type: 'object',
            properties: { promptKey: { type: 'string', maxLength: 500 } },
          },
        },
      },
      async (request) => {
        const { tenantId } = textScope(ctx, request);
        const keys = (request.query.promptKey ?? '')
          .split(',')
          .map((key) => key.trim())
          .filter((key) => key !== '');
        const rows = db
          .prepare(
            `SELECT prompt_key AS promptKey, prompt_code AS promptCode, description, tenant_id AS t
             FROM prompts WHERE lang = ? AND tenant_id IN (?, ?)
             ORDER BY prompt_key, prompt_code, CASE WHEN tenant_id = ? THEN 1 ELSE 0 END`,
          )
          .all(request.params.lang, PLATFORM_TENANT, tenantId, tenantId) as {
          promptKey: string;
          promptCode: string;
          description: string;
        }[];
        // Tenant rows come after platform rows, so they override them.
        const texts: Record<string, string> = {};
        for (const row of rows) {
          if (keys.length > 0 && !keys.includes(row.promptKey)) continue;
          texts[`${row.promptKey}.${row.promptCode}`] = row.description;
        }
        return texts;
      },
    );
  }

  for (const path of tenantPaths('/hpfm', '/static-texts/text/by-code/nullable')) {
    app.get<{ Querystring: { textCode: string; lang?: string } }>(
      path,
      {
        schema: {
          params: tenantParams(),
          querystring: {
            type: 'object',
            properties: {
              textCode: { type: 'string', minLength: 1, maxLength: 120 },
              lang: { type: 'string', enum: MENU_LANGUAGES },
            },
            required: ['textCode'],
          },
        },
      },
      async (request, reply) => {
        const scope = textScope(ctx, request);
        const lang = request.query.lang ?? scope.lang;
        const row = db
          .prepare(
            `SELECT text_code AS textCode, title, text FROM static_texts
             WHERE text_code = ? AND lang = ? AND tenant_id IN (?, ?)
             ORDER BY CASE WHEN tenant_id = ? THEN 0 ELSE 1 END LIMIT 1`,
          )
          .get(request.query.textCode, lang, PLATFORM_TENANT, scope.tenantId, scope.tenantId);
        if (!row) return reply.status(204).send();
        return row;
      },
    );
  }
}
