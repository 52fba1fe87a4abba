/**
 * Master data (hpfm) over HTTP: the same eight routes for every entity of
 * {@link MASTER_DATA}, each in both path forms (`/hpfm/v1/{path}` and
 * `/hpfm/v1/{tenantId}/{path}`), guarded by the tenant check and the entity's permission
 * codes; plus `GET /hpfm/v1/multi-language`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, ContextOptions } from '../context';
import type { MasterDataAction } from '../db/menuData';
import { requireSession, sessionOf } from '../http/auth';
import { badRequest, forbidden } from '../http/errors';
import {
  currentTenantSession,
  FOREIGN_TENANT_MESSAGE,
  tenantGuard,
  tenantParams,
  tenantPaths,
} from '../http/tenant';
import {
  createBodySchema,
  createRow,
  deleteRows,
  getRow,
  listQuerySchema,
  listRows,
  MASTER_DATA,
  multiLanguageValues,
  permissionOf,
  setEnabled,
  tokenOwner,
  updateBodySchema,
  updateRow,
  type ListQuery,
  type MasterDataDefinition,
  type MasterDataScope,
} from '../services/masterData';
import {
  actingRole,
  holdsAny,
  missingPermission,
  requirePermission,
} from '../services/permissions';
import { getUser } from '../services/users';

/** The caller's master-data scope: current tenant, language and time zone. */
export function scopeOf(ctx: AppContext, request: FastifyRequest): MasterDataScope {
  const session = currentTenantSession(request);
  const user = getUser(ctx.db, session.userId);
  return {
    db: ctx.db,
    rowSecret: ctx.rowSecret,
    now: ctx.now(),
    tenantId: session.tenantId,
    lang: user?.language ?? 'en_US',
    timeZone: user?.time_zone ?? 'GMT+8',
  };
}

const ID_PARAMS = tenantParams({ id: { type: 'integer', minimum: 1 } }, ['id']);

/** preValidation giving a clear 400 when a list body is missing (instead of ajv's coercion). */
function requireListBody(what: string): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    if (request.body === undefined || request.body === null) {
      throw badRequest(`The request body must be a list of ${what}`);
    }
  };
}

function registerEntity(
  app: FastifyInstance,
  ctx: AppContext,
  definition: MasterDataDefinition,
): void {
  const guard = (action: MasterDataAction) => [
    tenantGuard,
    requirePermission(ctx, permissionOf(definition, action)),
  ];
  const enableCode = permissionOf(definition, 'enable');
  const beforeEnabledChange = (request: FastifyRequest) => () => {
    if (!holdsAny(ctx.db, actingRole(ctx.db, sessionOf(request)), [enableCode])) {
      throw missingPermission(enableCode);
    }
  };
  const idList = {
    type: 'array',
    items: { type: 'integer', minimum: 1 },
    minItems: 1,
    maxItems: 1000,
  };

  for (const base of tenantPaths('/hpfm', `/${definition.path}`)) {
    app.get<{ Querystring: ListQuery }>(
      base,
      {
        schema: { params: tenantParams(), querystring: listQuerySchema(definition) },
        preValidation: guard('query'),
      },
      async (request) => listRows(definition, scopeOf(ctx, request), request.query),
    );

    app.get<{ Params: { id: number } }>(
      `${base}/:id`,
      { schema: { params: ID_PARAMS }, preValidation: guard('query') },
      async (request) => getRow(definition, scopeOf(ctx, request), request.params.id),
    );

    app.post<{ Body: Record<string, unknown> }>(
      base,
      {
        schema: { params: tenantParams(), body: createBodySchema(definition) },
        preValidation: guard('create'),
      },
      async (request) => createRow(definition, scopeOf(ctx, request), request.body),
    );

    app.put<{ Body: Record<string, unknown> }>(
      base,
      {
        schema: { params: tenantParams(), body: updateBodySchema(definition) },
        preValidation: guard('edit'),
      },
      async (request) =>
        updateRow(definition, scopeOf(ctx, request), request.body, {
          beforeEnabledChange: beforeEnabledChange(request),
        }),
    );

    app.put<{ Params: { id: number }; Body: Record<string, unknown> }>(
      `${base}/:id`,
      {
        schema: { params: ID_PARAMS, body: updateBodySchema(definition) },
        preValidation: guard('edit'),
      },
      async (request) =>
        updateRow(definition, scopeOf(ctx, request), request.body, {
          id: request.params.id,
          beforeEnabledChange: beforeEnabledChange(request),
        }),
    );

    app.delete<{ Body: Record<string, unknown>[] }>(
      base,
      {
        schema: {
          params: tenantParams(),
          body: {
            type: 'array',
            minItems: 1,
            maxItems: 1000,
            items: {
              type: 'object',
              properties: {
                [definition.idField]: { type: 'integer', minimum: 1 },
                objectVersionNumber: { type: 'integer', minimum: 1 },
              },
              required: [definition.idField, 'objectVersionNumber'],
            },
          },
        },
        preValidation: [
          ...guard('delete'),
          requireListBody(`{${definition.idField}, objectVersionNumber}`),
        ],
      },
      async (request, reply) => {
        deleteRows(definition, scopeOf(ctx, request), request.body);
        return reply.status(204).send();
      },
    );

    for (const [action, enabled] of [
      ['enable', true],
      ['disable', false],
    ] as const) {
      app.post<{ Body: number[] }>(
        `${base}/${action}`,
        {
          schema: { params: tenantParams(), body: idList },
          preValidation: [...guard('enable'), requireListBody(`${definition.idField} values`)],
        },
        async (request) => setEnabled(definition, scopeOf(ctx, request), request.body, enabled),
      );
    }
  }
}

/** Registers the master-data routes and the multi-language lookup. */
export async function masterDataRoutes(
  app: FastifyInstance,
  { ctx }: ContextOptions,
): Promise<void> {
  app.addHook('onRequest', requireSession(ctx));
  for (const definition of MASTER_DATA) registerEntity(app, ctx, definition);

  const translatableFields = [
    ...new Set(
      MASTER_DATA.flatMap((definition) =>
        definition.fields.filter((field) => field.translatable).map((field) => field.name),
      ),
    ),
  ];

  for (const path of tenantPaths('/hpfm', '/multi-language')) {
    app.get<{ Querystring: { fieldName: string; _token?: string } }>(
      path,
      {
        schema: {
          params: tenantParams(),
          querystring: {
            type: 'object',
            properties: {
              fieldName: { type: 'string', minLength: 1, maxLength: 60 },
              _token: { type: 'string', maxLength: 100 },
            },
            required: ['fieldName'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) => {
        const session = sessionOf(request);
        const { fieldName, _token: token } = request.query;
        const owner = token ? tokenOwner(ctx.db, token) : undefined;
        if (!owner) {
          // A row not saved yet (or one without translations): every language is empty.
          if (!translatableFields.includes(fieldName)) {
            throw badRequest(
              `Query parameter 'fieldName' must be one of: ${translatableFields.join(', ')}`,
            );
          }
          return multiLanguageValues(ctx.db, undefined, fieldName);
        }
        if (owner.tenantId !== session.tenantId) throw forbidden(FOREIGN_TENANT_MESSAGE);
        const queryCode = permissionOf(owner.definition, 'query');
        if (!holdsAny(ctx.db, actingRole(ctx.db, session), [queryCode])) {
          throw missingPermission(queryCode);
        }
        const fields = owner.definition.fields
          .filter((field) => field.translatable)
          .map((field) => field.name);
        if (!fields.includes(fieldName)) {
          throw badRequest(`Query parameter 'fieldName' must be one of: ${fields.join(', ')}`);
        }
        return multiLanguageValues(ctx.db, token, fieldName);
      },
    );
  }
}
