/**
 * Portal service information (/service): continents (regional sites) with the user's current
 * one and the contact card serving each, the continent-to-host mapping, contact-us cards (kept
 * at `/hfaq/contact-us-setting`) and release notices.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext, ContextOptions } from '../context';
import { optionalSession, requireSession, sessionOf } from '../http/auth';
import { forbidden, notFound } from '../http/errors';

/** The continent used until a user picks one. */
export const DEFAULT_CONTINENT = 'ASIA';

interface ContinentRow {
  continentCode: string;
  continentName: string;
  host: string;
  /** The contact card serving it (hfaq/contact-us), if any. */
  contactId: number | null;
}

function continentList(
  ctx: AppContext,
  userId: number | null,
): {
  continentCode: string;
  continentName: string;
  currentFlag: 0 | 1;
  contactId: number | null;
}[] {
  const rows = ctx.db
    .prepare(
      `SELECT c.continent_code AS continentCode, c.continent_name AS continentName, c.host,
         (SELECT MIN(u.contact_id) FROM contact_us u WHERE u.continent_code = c.continent_code)
           AS contactId
       FROM continents c ORDER BY c.order_seq, c.continent_code`,
    )
    .all() as ContinentRow[];
  const chosen =
    userId === null
      ? null
      : ((
          ctx.db.prepare('SELECT continent_code AS c FROM users WHERE id = ?').get(userId) as
            { c: string | null } | undefined
        )?.c ?? null);
  const current =
    rows.find((row) => row.continentCode === chosen)?.continentCode ??
    rows.find((row) => row.continentCode === DEFAULT_CONTINENT)?.continentCode ??
    rows[0]?.continentCode;
  return rows.map((row) => ({
    continentCode: row.continentCode,
    continentName: row.continentName,
    currentFlag: row.continentCode === current ? 1 : 0,
    contactId: row.contactId,
  }));
}

interface NoticeRow {
  id: number;
  version: string;
  title: string;
  content: string;
}

function latestUnreadNotice(
  ctx: AppContext,
  userId: number,
  tenantId: number,
): NoticeRow | undefined {
  return ctx.db
    .prepare(
      `SELECT n.id, n.version, n.title, n.content FROM release_notices n
       WHERE (n.tenant_id IS NULL OR n.tenant_id = ?) AND n.release_date <= ?
         AND NOT EXISTS (SELECT 1 FROM release_notice_reads r WHERE r.notice_id = n.id AND r.user_id = ?)
       ORDER BY n.release_date DESC, n.id DESC LIMIT 1`,
    )
    .get(tenantId, ctx.now(), userId) as NoticeRow | undefined;
}

const CONTINENT_QUERY = {
  type: 'object',
  properties: { continentCode: { type: 'string', minLength: 1, maxLength: 30 } },
  required: ['continentCode'],
} as const;

const TENANT_PARAMS = {
  type: 'object',
  properties: { tenant: { type: 'integer' } },
  required: ['tenant'],
} as const;

/** Registers the /service routes. */
export async function serviceRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  const { db } = ctx;
  const signedIn = requireSession(ctx);

  // Readable before sign-in (the portal's public pages); the current flag follows the user.
  app.get('/service/v1/nsrv-continent', async (request) =>
    continentList(ctx, optionalSession(ctx, request)?.userId ?? null),
  );

  app.put<{ Querystring: { continentCode: string } }>(
    '/service/v1/nsrv-continent/current',
    { onRequest: signedIn, schema: { querystring: CONTINENT_QUERY } },
    async (request) => {
      const session = sessionOf(request);
      const code = request.query.continentCode;
      if (!db.prepare('SELECT 1 FROM continents WHERE continent_code = ?').get(code)) {
        throw notFound(`There is no continent '${code}'`);
      }
      db.prepare(
        `UPDATE users SET continent_code = ?, object_version_number = object_version_number + 1,
           last_update_date = ? WHERE id = ?`,
      ).run(code, ctx.now(), session.userId);
      return continentList(ctx, session.userId);
    },
  );

  app.get<{ Querystring: { continentCode: string } }>(
    '/service/v1/nsrv-continent/mapping',
    { schema: { querystring: CONTINENT_QUERY } },
    async (request) => {
      const row = db
        .prepare(
          'SELECT continent_code AS continentCode, host FROM continents WHERE continent_code = ?',
        )
        .get(request.query.continentCode) as { continentCode: string; host: string } | undefined;
      if (!row) throw notFound(`There is no continent '${request.query.continentCode}'`);
      return row;
    },
  );

  app.get<{ Params: { contactId: number } }>(
    '/service/v1/nsrv-contact-uss/:contactId',
    {
      schema: {
        params: {
          type: 'object',
          properties: { contactId: { type: 'integer', minimum: 1 } },
          required: ['contactId'],
        },
      },
    },
    async (request) => {
      const row = db
        .prepare(
          `SELECT contact_id AS contactId, continent_code AS continentCode, email, phone,
             address, working_hours AS workingHours, object_version_number AS objectVersionNumber
           FROM contact_us WHERE contact_id = ?`,
        )
        .get(request.params.contactId);
      if (!row) throw notFound(`There is no contact information ${request.params.contactId}`);
      return row;
    },
  );

  app.get<{ Params: { tenant: number } }>(
    '/service/v1/:tenant/announcement-updates/isOrNotReleaseNotice',
    { onRequest: signedIn, schema: { params: TENANT_PARAMS } },
    async (request) => {
      const session = sessionOf(request);
      if (request.params.tenant !== session.tenantId) {
        throw forbidden('You can only work in your current tenant');
      }
      const notice = latestUnreadNotice(ctx, session.userId, session.tenantId);
      return notice
        ? {
            releaseFlag: true,
            title: notice.title,
            content: notice.content,
            version: notice.version,
          }
        : { releaseFlag: false, title: '', content: '', version: '' };
    },
  );

  app.put<{ Params: { tenant: number }; Querystring: { version: string } }>(
    '/service/v1/:tenant/announcement-updates/read',
    {
      onRequest: signedIn,
      schema: {
        params: TENANT_PARAMS,
        querystring: {
          type: 'object',
          properties: { version: { type: 'string', minLength: 1, maxLength: 40 } },
          required: ['version'],
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (request.params.tenant !== session.tenantId) {
        throw forbidden('You can only work in your current tenant');
      }
      const now = ctx.now();
      db.prepare(
        `INSERT OR IGNORE INTO release_notice_reads (user_id, notice_id, read_at)
         SELECT ?, id, ? FROM release_notices
         WHERE version = ? AND (tenant_id IS NULL OR tenant_id = ?)`,
      ).run(session.userId, now, request.query.version, session.tenantId);
      return {
        releaseFlag: latestUnreadNotice(ctx, session.userId, session.tenantId) !== undefined,
      };
    },
  );
}
