/**
 * The customer team's own calls (beyond its lists, which are resources of the engine):
 * `GET /huser/v1/{tenantId}/team/self` (the caller's team and role), and for the team's
 * manager `POST .../team-members/invite`, `POST .../team-members/{userId}/disable|enable|
 * resend-invitation`, `GET|PUT .../team-members/{userId}/projects` (the projects allocated).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../../context';
import { requireSession } from '../../../http/auth';
import { tenantGuard, tenantParams, tenantPaths } from '../../../http/tenant';
import { Throttle } from '../../../security/throttle';
import { portalCaller } from '../../../services/portalAccess';
import {
  allocatedProjects,
  allocateProjects,
  inviteMember,
  MAX_ALLOCATED,
  resendInvitation,
  setMemberEnabled,
  teamOf,
  type Invitation,
} from './team';

const MEMBER_PARAMS = tenantParams({ userId: { type: 'integer', minimum: 1 } }, ['userId']);

/** Registers the team's calls. */
export async function teamRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  app.addHook('onRequest', requireSession(ctx));
  const throttle = new Throttle(ctx.now);
  const caller = (request: FastifyRequest) => portalCaller(ctx, request);

  for (const path of tenantPaths('/huser', '/team/self')) {
    app.get(path, { schema: { params: tenantParams() }, preValidation: tenantGuard }, (request) =>
      Promise.resolve(teamOf(ctx, caller(request))),
    );
  }

  for (const base of tenantPaths('/huser', '/team-members')) {
    app.post<{ Body: Invitation }>(
      `${base}/invite`,
      {
        schema: {
          params: tenantParams(),
          body: {
            type: 'object',
            properties: {
              email: { type: 'string', format: 'email', maxLength: 254 },
              realName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
            },
            required: ['email', 'realName'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) => inviteMember(ctx, caller(request), request.body),
    );
    for (const [segment, enabled] of [
      ['disable', false],
      ['enable', true],
    ] as const) {
      app.post<{ Params: { userId: number } }>(
        `${base}/:userId/${segment}`,
        { schema: { params: MEMBER_PARAMS }, preValidation: tenantGuard },
        async (request) => setMemberEnabled(ctx, caller(request), request.params.userId, enabled),
      );
    }
    app.post<{ Params: { userId: number } }>(
      `${base}/:userId/resend-invitation`,
      { schema: { params: MEMBER_PARAMS }, preValidation: tenantGuard },
      async (request) => resendInvitation(ctx, throttle, caller(request), request.params.userId),
    );
    app.get<{ Params: { userId: number } }>(
      `${base}/:userId/projects`,
      { schema: { params: MEMBER_PARAMS }, preValidation: tenantGuard },
      async (request) => ({
        userId: request.params.userId,
        projectIds: allocatedProjects(ctx, caller(request), request.params.userId),
      }),
    );
    app.put<{ Params: { userId: number }; Body: { projectIds: number[] } }>(
      `${base}/:userId/projects`,
      {
        schema: {
          params: MEMBER_PARAMS,
          body: {
            type: 'object',
            properties: {
              projectIds: {
                type: 'array',
                items: { type: 'integer', minimum: 1 },
                maxItems: MAX_ALLOCATED,
              },
            },
            required: ['projectIds'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) =>
        allocateProjects(ctx, caller(request), request.params.userId, request.body.projectIds),
    );
  }
}
