/**
 * The customer service's own calls beyond its resources' lists:
 * - the signed-in user's mail choices: `GET|PUT /hfaq/v1/mail-settings`;
 * - a password change: `PUT /iam/hzero/v1/users/password` (both passwords RSA-encrypted);
 * - customers' feedback and project scores: `POST /hfaq/v1/{tenantId}/my-feedbacks`,
 *   `PUT /hfaq/v1/{tenantId}/my-project-scores` (they read theirs through the resources);
 * - signed sample-information links: staff `POST /hfaq/v1/{tenantId}/sample-info-links`, and
 *   the page's read without sign-in, `GET /hfaq/public/sample-info/{contractNo}/{sign}`;
 * - the clock that publishes announcements at their time.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  type FeedbackCategory,
} from '../../../../domain/resources/hfaq/feedback';
import { SCORE_RANGE } from '../../../../domain/resources/hfaq/project-score';
import { MAIL_TYPES } from '../../../../domain/portal/messageCategories';
import { fill, text, type Text } from '../../../../domain/engine/text';
import type { AppContext, ContextOptions } from '../../../context';
import type { Language } from '../../../../domain/engine/text';
import type { Engine } from '../../../engine/service';
import { requestLanguage } from '../../../governance/say';
import { governance } from '../../../governance';
import { requireSession, sessionOf } from '../../../http/auth';
import { BusinessError, notFound } from '../../../http/errors';
import { tenantGuard, tenantParams, tenantPaths } from '../../../http/tenant';
import type { ThrottleRule } from '../../../security/throttle';
import { formatDateTime } from '../../../services/format';
import { mailSettingsOf, saveMailSettings, type MailSetting } from '../../../services/notify';
import {
  portalCaller,
  projectScope,
  requireCustomer,
  requireStaff,
  type PortalCaller,
} from '../../../services/portalAccess';
import { getUser } from '../../../services/users';
import { startAnnouncementClock } from './announcements';
import { checkSampleInfoSign, invalidLink, MAX_LINK_DAYS, signSampleInfo } from './sampleInfoLink';

/** Feedback one customer may send: 10, then one more every 6 minutes. */
const FEEDBACK_RULE: ThrottleRule = { capacity: 10, refillMs: 6 * 60_000 };

const M = {
  feedbackLater: text(
    'You have sent a lot of feedback just now; try again in a few minutes',
    '您刚刚提交了较多反馈，请几分钟后再试',
  ),
  feedbackSent: text(
    'Thank you: your feedback was sent; the reply will reach you as a message',
    '感谢您的反馈，回复将以消息形式通知您',
  ),
  noProject: text('Project %{id} was not found', '未找到项目 %{id}'),
  scored: text('Thank you for scoring %{code}', '感谢您为 %{code} 评分'),
  saved: text('Your mail choices are saved', '邮件接收设置已保存'),
} as const;

function say(lang: string, message: Text, vars: Record<string, string | number> = {}): string {
  return fill(message[lang === 'zh_CN' ? 'zh_CN' : 'en_US'], vars);
}

function languageOfUser(ctx: AppContext, userId: number): string {
  return getUser(ctx.db, userId)?.language ?? 'en_US';
}

/** Options of {@link serviceDeskRoutes}. */
export interface ServiceDeskOptions extends ContextOptions {
  engine: Engine;
}

/** Registers the customer service's own calls and starts its announcement clock. */
export async function serviceDeskRoutes(
  app: FastifyInstance,
  { ctx, engine }: ServiceDeskOptions,
): Promise<void> {
  const signedIn = requireSession(ctx);
  const throttle = governance(ctx).limiter;
  const stopClock = startAnnouncementClock(ctx, engine);
  app.addHook('onClose', async () => stopClock());
  const caller = (request: FastifyRequest): PortalCaller => portalCaller(ctx, request);

  app.get('/hfaq/v1/mail-settings', { onRequest: signedIn }, async (request) =>
    mailSettingsOf(ctx.db, sessionOf(request).userId),
  );

  app.put<{ Body: { settings: MailSetting[] } }>(
    '/hfaq/v1/mail-settings',
    {
      onRequest: signedIn,
      schema: {
        body: {
          type: 'object',
          properties: {
            settings: {
              type: 'array',
              maxItems: MAIL_TYPES.length,
              items: {
                type: 'object',
                properties: {
                  mailType: { type: 'string', enum: MAIL_TYPES },
                  receiveFlag: { type: 'integer', enum: [0, 1] },
                },
                required: ['mailType', 'receiveFlag'],
              },
            },
          },
          required: ['settings'],
        },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const settings = saveMailSettings(ctx.db, userId, request.body.settings, ctx.now());
      return { settings, message: say(languageOfUser(ctx, userId), M.saved) };
    },
  );

  for (const path of tenantPaths('/hfaq', '/my-feedbacks')) {
    app.post<{ Body: { category: FeedbackCategory; subject: string; content: string } }>(
      path,
      {
        onRequest: signedIn,
        schema: {
          params: tenantParams(),
          body: {
            type: 'object',
            properties: {
              category: { type: 'string', enum: FEEDBACK_CATEGORIES },
              subject: {
                type: 'string',
                minLength: 1,
                maxLength: FEEDBACK_LIMITS.subject,
                pattern: '\\S',
              },
              content: {
                type: 'string',
                minLength: 1,
                maxLength: FEEDBACK_LIMITS.content,
                pattern: '\\S',
              },
            },
            required: ['category', 'subject', 'content'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) => {
        const who = caller(request);
        requireCustomer(who);
        if (!throttle.take(`feedback:${who.userId}`, FEEDBACK_RULE).allowed) {
          throw new BusinessError('error.feedback.later', say(who.lang, M.feedbackLater), 'warn');
        }
        const user = getUser(ctx.db, who.userId);
        const team = ctx.db
          .prepare('SELECT team_name AS name FROM portal_teams WHERE team_id = ?')
          .get(who.teamId) as { name: string } | undefined;
        const now = ctx.now();
        const { category, subject, content } = request.body;
        const id = Number(
          ctx.db
            .prepare(
              `INSERT INTO hfaq_feedback (tenant_id, team_id, user_id, customer_name, team_name,
                 category, subject, content, creation_date, last_update_date)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              who.tenantId,
              who.teamId,
              who.userId,
              user?.real_name ?? '',
              team?.name ?? null,
              category,
              subject.trim(),
              content.trim(),
              now,
              now,
            ).lastInsertRowid,
        );
        return { feedbackId: id, message: say(who.lang, M.feedbackSent) };
      },
    );
  }

  for (const path of tenantPaths('/hfaq', '/my-project-scores')) {
    app.put<{ Body: { projectId: number; score: number; comment?: string | null } }>(
      path,
      {
        onRequest: signedIn,
        schema: {
          params: tenantParams(),
          body: {
            type: 'object',
            properties: {
              projectId: { type: 'integer', minimum: 1 },
              score: { type: 'integer', minimum: SCORE_RANGE.min, maximum: SCORE_RANGE.max },
              comment: { type: ['string', 'null'], maxLength: 1000 },
            },
            required: ['projectId', 'score'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) => {
        const who = caller(request);
        requireCustomer(who);
        const { projectId, score } = request.body;
        const scope = projectScope(who, 'p');
        const project = ctx.db
          .prepare(
            `SELECT p.project_code AS code, p.team_id AS teamId FROM portal_projects p
             WHERE p.project_id = @projectId AND ${scope.sql}`,
          )
          .get({ ...scope.params, projectId }) as { code: string; teamId: number } | undefined;
        if (!project) throw notFound(say(who.lang, M.noProject, { id: projectId }));
        const comment = request.body.comment?.trim() || null;
        const now = ctx.now();
        ctx.db
          .prepare(
            `INSERT INTO hfaq_project_score (tenant_id, team_id, project_id, user_id, project_code,
               customer_name, score, comment, creation_date, last_update_date)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (tenant_id, project_id, user_id) DO UPDATE SET score = excluded.score,
               comment = excluded.comment, last_update_date = excluded.last_update_date,
               object_version_number = object_version_number + 1`,
          )
          .run(
            who.tenantId,
            project.teamId,
            projectId,
            who.userId,
            project.code,
            getUser(ctx.db, who.userId)?.real_name ?? '',
            score,
            comment,
            now,
            now,
          );
        return {
          projectId,
          score,
          comment,
          message: say(who.lang, M.scored, { code: project.code }),
        };
      },
    );
  }

  for (const path of tenantPaths('/hfaq', '/sample-info-links')) {
    app.post<{ Body: { projectId: number; days: number } }>(
      path,
      {
        onRequest: signedIn,
        schema: {
          params: tenantParams(),
          body: {
            type: 'object',
            properties: {
              projectId: { type: 'integer', minimum: 1 },
              days: { type: 'integer', minimum: 1, maximum: MAX_LINK_DAYS, default: 7 },
            },
            required: ['projectId'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request) => {
        const who = caller(request);
        requireStaff(who);
        const project = ctx.db
          .prepare(
            'SELECT project_code AS code FROM portal_projects WHERE project_id = ? AND tenant_id = ?',
          )
          .get(request.body.projectId, who.tenantId) as { code: string } | undefined;
        if (!project) throw notFound(say(who.lang, M.noProject, { id: request.body.projectId }));
        const expiresAt = ctx.now() + request.body.days * 24 * 3600 * 1000;
        const sign = signSampleInfo(ctx, who.tenantId, project.code, expiresAt);
        const contract = encodeURIComponent(project.code);
        return {
          url: `${ctx.config.publicUrl}/public/hpro/project/sampleinfo/${contract}/${sign}`,
          contractNo: project.code,
          expiresAt: formatDateTime(Math.floor(expiresAt / 1000) * 1000, who.timeZone),
        };
      },
    );
  }

  app.get<{ Params: { contractNo: string; sign: string } }>(
    '/hfaq/public/sample-info/:contractNo/:sign',
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            contractNo: { type: 'string', minLength: 1, maxLength: 60 },
            sign: { type: 'string', minLength: 1, maxLength: 120 },
          },
          required: ['contractNo', 'sign'],
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { contractNo, sign } = request.params;
      // No one signs in here: the refusal is in the browser's language.
      const lang = requestLanguage(request.headers['accept-language']);
      const tenantId = checkSampleInfoSign(ctx, contractNo, sign, lang);
      const expiresAt = Number(sign.split('.')[1]) * 1000;
      return sampleInformation(ctx, tenantId, contractNo, expiresAt, lang);
    },
  );
}

/** A project's sample information as the signed page shows it. */
function sampleInformation(
  ctx: AppContext,
  tenantId: number,
  contractNo: string,
  expiresAt: number,
  lang: Language,
) {
  const project = ctx.db
    .prepare(
      `SELECT p.project_id AS id, p.project_name AS projectName, p.status,
         pr.product_name AS productName, t.team_name AS teamName
       FROM portal_projects p JOIN portal_products pr ON pr.product_id = p.product_id
         JOIN portal_teams t ON t.team_id = p.team_id
       WHERE p.tenant_id = ? AND p.project_code = ?`,
    )
    .get(tenantId, contractNo) as
    | { id: number; projectName: string; status: string; productName: string; teamName: string }
    | undefined;
  // A sign the server made for a project since deleted: the same refusal as a wrong one.
  if (!project) throw invalidLink(lang);
  const samples = ctx.db
    .prepare(
      `SELECT s.sample_name AS sampleName, s.sample_type AS sampleType, s.batch_code AS batchCode,
         s.batch_status AS batchStatus, s.arrived, s.qc_verdict AS qcVerdict,
         s.total_amount AS totalAmount
       FROM portal_sample_list s WHERE s.project_id = ? AND s.batch_status <> 'Cancelled'
       ORDER BY s.batch_code, s.row_no`,
    )
    .all(project.id);
  return {
    contractNo,
    projectName: project.projectName,
    status: project.status,
    productName: project.productName,
    teamName: project.teamName,
    expiresAt: new Date(expiresAt).toISOString(),
    samples,
  };
}
