/**
 * Notification centre (hmsg) for the signed-in user: unread count, previews, the full list,
 * marking read, clearing (`DELETE .../clear`: no GET changes anything), the push stream
 * (server-sent events, opened with a ticket) and sending messages (administrators). All paths
 * name the caller's current tenant: `/hmsg/v1/{tenantId}/...`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, ContextOptions } from '../context';
import { MESSAGE_CREATE_CODE } from '../db/menuData';
import { requireSession, sessionOf } from '../http/auth';
import { badRequest, BusinessError, notFound } from '../http/errors';
import { tenantGuard, tenantParams } from '../http/tenant';
import { PAGING_PROPERTIES, toPage } from '../services/format';
import {
  clearMessages,
  countUnread,
  findMessage,
  listMessages,
  markRead,
  MESSAGE_TYPES,
  sendMessage,
  type MessageType,
  type Viewer,
} from '../services/messages';
import { actingRole, requirePermission } from '../services/permissions';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../domain/portal/messageCategories';
import { resolveSessionById } from '../services/sessions';
import { getUser } from '../services/users';

/** Interval of the keep-alive comment on push streams. */
export const STREAM_KEEPALIVE_MS = 25_000;

/** Client reconnection delay announced on push streams. */
export const STREAM_RETRY_MS = 5_000;

const BASE = '/hmsg/v1/:tenantId/messages/user';
const TENANT_PARAMS = tenantParams({}, ['tenantId']);
const TYPE = { type: 'string', enum: MESSAGE_TYPES } as const;
const READ_FLAG = { type: 'integer', enum: [0, 1] } as const;
/** A read state as SPEC.md section 3 gives it: Y or 1 read, N or 0 unread. */
const READ_STATE = { type: 'string', enum: ['0', '1', 'N', 'Y'] } as const;
const CATEGORY = { type: 'string', enum: MESSAGE_CATEGORIES } as const;

/** The read flag of a read state (Y or 1 read, N or 0 unread). */
function readFlagOf(state: ReadState | undefined): 0 | 1 | undefined {
  if (state === undefined) return undefined;
  return state === '1' || state === 'Y' ? 1 : 0;
}

/** A read state of a query: Y or 1 read, N or 0 unread. */
type ReadState = (typeof READ_STATE.enum)[number];

function viewerOf(ctx: AppContext, request: FastifyRequest): Viewer {
  const session = sessionOf(request);
  const user = getUser(ctx.db, session.userId);
  return {
    userId: session.userId,
    lang: user?.language ?? 'en_US',
    timeZone: user?.time_zone ?? 'GMT+8',
  };
}

interface PreviewQuery {
  readFlag?: ReadState;
  size: number;
  userMessageTypeCode?: MessageType;
}

const PREVIEW_QUERY = {
  type: 'object',
  properties: {
    readFlag: READ_STATE,
    size: { type: 'integer', minimum: 1, maximum: 50, default: 5 },
    userMessageTypeCode: TYPE,
  },
} as const;

interface ReadFlagQuery {
  readAll?: 0 | 1;
  userMessageIdList?: string[];
  userMessageTypeCode?: MessageType;
}

interface CreateBody {
  userIds: number[];
  subject: string;
  content: string;
  userMessageTypeCode: MessageType;
}

/** Recipients the caller may not message: unknown users, or (tenant roles) non-members. */
function invalidRecipients(
  ctx: AppContext,
  request: FastifyRequest,
  userIds: readonly number[],
): number[] {
  const session = sessionOf(request);
  const role = actingRole(ctx.db, session);
  const placeholders = userIds.map(() => '?').join(', ');
  const valid =
    role?.level === 'site'
      ? (ctx.db.prepare(`SELECT id FROM users WHERE id IN (${placeholders})`).all(...userIds) as {
          id: number;
        }[])
      : (ctx.db
          .prepare(
            `SELECT DISTINCT user_id AS id FROM member_roles
             WHERE tenant_id = ? AND user_id IN (${placeholders})`,
          )
          .all(session.tenantId, ...userIds) as { id: number }[]);
  const ok = new Set(valid.map((row) => row.id));
  return userIds.filter((id) => !ok.has(id));
}

/** Opens the server-sent event stream of the caller's unread count. */
function openStream(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): void {
  const session = sessionOf(request);
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  let closed = false;
  let lastCount: number | null = null;
  const write = (chunk: string): void => {
    if (!closed && !res.writableEnded) res.write(chunk);
  };
  const sendCount = (): void => {
    const count = countUnread(ctx.db, session.userId);
    if (count === lastCount) return;
    lastCount = count;
    write(`event: count\ndata: ${JSON.stringify({ unreadMessageCount: count })}\n\n`);
  };
  let stop = (): void => undefined;
  const end = (): void => {
    stop();
    if (!res.writableEnded) res.end();
  };
  const timer = setInterval(() => {
    // A signed-out, kicked-off or expired session ends the stream; the client's reconnect
    // then gets the 401.
    if ('problem' in resolveSessionById(ctx.db, session.tokenId, ctx.now())) {
      end();
      return;
    }
    write(': keep-alive\n\n');
  }, STREAM_KEEPALIVE_MS);
  timer.unref();
  const unsubscribe = ctx.events.subscribe(session.userId, sendCount);
  const untrack = ctx.events.track(end);
  stop = () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    unsubscribe();
    untrack();
  };
  res.on('close', stop);
  res.on('error', stop);
  write(`retry: ${STREAM_RETRY_MS}\n\n`);
  sendCount();
}

/** Registers the /hmsg routes. */
export async function hmsgRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  const { db } = ctx;
  app.addHook('onRequest', requireSession(ctx));

  app.get(
    `${BASE}/count`,
    { schema: { params: TENANT_PARAMS }, preValidation: tenantGuard },
    async (request) => ({ unreadMessageCount: countUnread(db, sessionOf(request).userId) }),
  );

  app.get<{ Querystring: PreviewQuery }>(
    `${BASE}/preview`,
    { schema: { params: TENANT_PARAMS, querystring: PREVIEW_QUERY }, preValidation: tenantGuard },
    async (request) => {
      const { readFlag, size, userMessageTypeCode } = request.query;
      const types = userMessageTypeCode ? [userMessageTypeCode] : (['MSG', 'APPROVE'] as const);
      return listMessages(
        db,
        viewerOf(ctx, request),
        { readFlag: readFlagOf(readFlag), types },
        0,
        size,
      ).rows;
    },
  );

  app.get<{ Querystring: PreviewQuery }>(
    '/hmsg/v1/:tenantId/notices/user/preview',
    { schema: { params: TENANT_PARAMS, querystring: PREVIEW_QUERY }, preValidation: tenantGuard },
    async (request) => {
      const { readFlag, size } = request.query;
      return listMessages(
        db,
        viewerOf(ctx, request),
        { readFlag: readFlagOf(readFlag), types: ['NOTICE'] },
        0,
        size,
      ).rows;
    },
  );

  app.get<{
    Querystring: {
      page: number;
      size: number;
      readFlag?: ReadState;
      userMessageTypeCode?: MessageType;
      category?: MessageCategory;
    };
  }>(
    BASE,
    {
      schema: {
        params: TENANT_PARAMS,
        querystring: {
          type: 'object',
          properties: {
            ...PAGING_PROPERTIES,
            readFlag: READ_STATE,
            userMessageTypeCode: TYPE,
            category: CATEGORY,
          },
        },
      },
      preValidation: tenantGuard,
    },
    async (request) => {
      const { page, size, readFlag, userMessageTypeCode, category } = request.query;
      const { rows, total } = listMessages(
        db,
        viewerOf(ctx, request),
        {
          readFlag: readFlagOf(readFlag),
          types: userMessageTypeCode ? [userMessageTypeCode] : undefined,
          category,
        },
        page,
        size,
      );
      return toPage(rows, total, page, size);
    },
  );

  app.post<{ Querystring: ReadFlagQuery }>(
    `${BASE}/read-flag`,
    {
      schema: {
        params: TENANT_PARAMS,
        querystring: {
          type: 'object',
          properties: {
            readAll: READ_FLAG,
            // `1,2,3` or repeated parameters.
            userMessageIdList: {
              type: 'array',
              items: { type: 'string', pattern: '^[0-9]{1,12}(,[0-9]{1,12})*$' },
              maxItems: 1000,
            },
            userMessageTypeCode: TYPE,
          },
        },
      },
      preValidation: tenantGuard,
    },
    async (request, reply) => {
      const { readAll, userMessageIdList, userMessageTypeCode } = request.query;
      const userId = sessionOf(request).userId;
      if (readAll === 1) {
        markRead(db, ctx.events, userId, { all: true, type: userMessageTypeCode }, ctx.now());
      } else if (userMessageIdList && userMessageIdList.length > 0) {
        const ids = userMessageIdList.flatMap((item) => item.split(',').map(Number));
        markRead(db, ctx.events, userId, { ids }, ctx.now());
      } else {
        throw badRequest("Query parameter 'readAll=1' or 'userMessageIdList' is required");
      }
      return reply.status(204).send();
    },
  );

  app.delete<{ Querystring: { userMessageTypeCode?: MessageType } }>(
    `${BASE}/clear`,
    {
      schema: {
        params: TENANT_PARAMS,
        querystring: { type: 'object', properties: { userMessageTypeCode: TYPE } },
      },
      preValidation: tenantGuard,
    },
    async (request, reply) => {
      clearMessages(db, ctx.events, sessionOf(request).userId, request.query.userMessageTypeCode);
      return reply.status(204).send();
    },
  );

  // EventSource cannot send a header: the stream takes a ticket (`?ticket=`).
  app.get(
    `${BASE}/stream`,
    { config: { ticket: true }, schema: { params: TENANT_PARAMS }, preValidation: tenantGuard },
    (request, reply) => openStream(ctx, request, reply),
  );

  app.get<{ Params: { userMessageId: number } }>(
    `${BASE}/:userMessageId`,
    {
      schema: {
        params: tenantParams({ userMessageId: { type: 'integer', minimum: 1 } }, [
          'tenantId',
          'userMessageId',
        ]),
      },
      preValidation: tenantGuard,
    },
    async (request) => {
      const id = request.params.userMessageId;
      const message = findMessage(db, viewerOf(ctx, request), id);
      if (!message) throw notFound(`There is no message ${id}`);
      return message;
    },
  );

  app.post<{ Body: CreateBody }>(
    BASE,
    {
      schema: {
        params: TENANT_PARAMS,
        body: {
          type: 'object',
          properties: {
            userIds: {
              type: 'array',
              items: { type: 'integer', minimum: 1 },
              minItems: 1,
              maxItems: 1000,
            },
            subject: { type: 'string', minLength: 1, maxLength: 200 },
            content: { type: 'string', minLength: 1, maxLength: 20000 },
            userMessageTypeCode: TYPE,
          },
          required: ['userIds', 'subject', 'content', 'userMessageTypeCode'],
        },
      },
      preValidation: [tenantGuard, requirePermission(ctx, MESSAGE_CREATE_CODE)],
    },
    async (request) => {
      const session = sessionOf(request);
      const { userIds, subject, content, userMessageTypeCode } = request.body;
      const invalid = invalidRecipients(ctx, request, userIds);
      if (invalid.length > 0) {
        throw new BusinessError(
          'error.message.recipient',
          `You cannot send messages to user${invalid.length === 1 ? '' : 's'} ${invalid.join(', ')}: not found in this tenant`,
          'warn',
        );
      }
      const ids = sendMessage(db, ctx.events, {
        tenantId: session.tenantId,
        senderUserId: session.userId,
        userIds,
        subject,
        content,
        type: userMessageTypeCode,
        now: ctx.now(),
      });
      const recipients = [...new Set(userIds)];
      return ids.map((userMessageId, index) => ({
        userMessageId,
        userId: recipients[index],
      }));
    },
  );
}
