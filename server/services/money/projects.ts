/**
 * Projects on the money path: the project an accepted quotation starts (with its sequencing
 * order, allocated to the member who asked for it), and the staff's moves along the project
 * lifecycle, one step at a time. Each step is recorded with who, when and a comment, and told
 * to the project's customers.
 */
import type { ProjectStatus } from '../../../domain/portal/lifecycles';
import { nextProjectStatus } from '../../../domain/portal/projects';
import type { QuotationRequest } from '../../../domain/portal/quotations';
import { PROJECT_RULE } from '../../../domain/resources/hpfm/code-rule';
import type { AppContext } from '../../context';
import { BusinessError } from '../../http/errors';
import { getProject, recordHistory } from '../portal';
import { projectScope, requireStaff, type PortalCaller } from '../portalAccess';
import { checkVersion, freshCode, notThere } from './common';
import { customerAudience, notifyCustomers } from './notify';
import { projectMessage, say } from './texts';

/** A project row as the moves use it. */
export interface ProjectRow {
  projectId: number;
  tenantId: number;
  teamId: number;
  projectCode: string;
  projectName: string;
  status: ProjectStatus;
  objectVersionNumber: number;
}

/** The project if the caller sees it (the same 404 for missing and unseen). */
export function loadProject(ctx: AppContext, caller: PortalCaller, projectId: number): ProjectRow {
  const scope = projectScope(caller, 'p');
  const row = ctx.db
    .prepare(
      `SELECT p.project_id AS projectId, p.tenant_id AS tenantId, p.team_id AS teamId,
       p.project_code AS projectCode, p.project_name AS projectName, p.status,
       p.object_version_number AS objectVersionNumber
       FROM portal_projects p WHERE p.project_id = @projectId AND ${scope.sql}`,
    )
    .get({ ...scope.params, projectId }) as ProjectRow | undefined;
  if (!row) throw notThere(caller, 'Project', '项目', projectId);
  return row;
}

/** Records a project's new state and tells its customers (all of them: it is news to each). */
function projectStatusChanged(
  ctx: AppContext,
  caller: PortalCaller,
  project: ProjectRow,
  status: ProjectStatus,
  comment: string | null,
): void {
  recordHistory(ctx, 'project', project.projectId, status, caller.userId, comment);
  notifyCustomers(ctx, {
    category: 'STATUS',
    tenantId: project.tenantId,
    senderId: caller.userId,
    recipients: customerAudience(ctx, {
      teamId: project.teamId,
      projectId: project.projectId,
      createdBy: null,
    }),
    message: projectMessage(project, status, comment),
  });
}

/** What an accepted quotation starts a project with. */
export interface ProjectStart {
  teamId: number;
  title: string;
  request: QuotationRequest;
  quotationCode: string;
  /** Who asked for the quotation: a member gets the project allocated. */
  requestedBy: number | null;
}

/**
 * Starts a project (Created) for an accepted quotation, inside the caller's transaction: its
 * code from the project code rule, its product the first one asked for, a sequencing order of
 * every sample asked for, and the member who asked allocated to it.
 */
export function startProject(
  ctx: AppContext,
  caller: PortalCaller,
  start: ProjectStart,
): { projectId: number; projectCode: string } {
  const productId = start.request.services.find((service) => service.productId !== null)?.productId;
  if (productId === undefined || productId === null) {
    throw new BusinessError(
      'error.quotation_services',
      say(caller.lang, 'The quotation names no service', '报价单没有服务项目'),
    );
  }
  const now = ctx.now();
  const projectCode = freshCode(ctx, caller, PROJECT_RULE, 'portal_projects', 'project_code');
  const projectId = Number(
    ctx.db
      .prepare(
        `INSERT INTO portal_projects (tenant_id, team_id, project_code, project_name, product_id,
         status, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, 'Created', ?, ?)`,
      )
      .run(caller.tenantId, start.teamId, projectCode, start.title, productId, now, now)
      .lastInsertRowid,
  );
  const sampleCount = start.request.services.reduce(
    (total, service) => total + (service.sampleCount ?? 0),
    0,
  );
  ctx.db
    .prepare(
      `INSERT INTO portal_orders (tenant_id, project_id, order_code, type, status, sample_count,
       creation_date, last_update_date) VALUES (?, ?, ?, 'sequencing', 'Created', ?, ?, ?)`,
    )
    .run(caller.tenantId, projectId, `SO-${projectCode}`, sampleCount, now, now);
  const member = ctx.db
    .prepare(
      `SELECT 1 FROM portal_team_members WHERE user_id = ? AND team_id = ? AND member_role = 'member'`,
    )
    .get(start.requestedBy, start.teamId);
  if (member) {
    ctx.db
      .prepare(
        `INSERT INTO portal_project_members (project_id, user_id, allocated_by, creation_date,
         last_update_date) VALUES (?, ?, ?, ?, ?)`,
      )
      .run(projectId, start.requestedBy, caller.userId, now, now);
  }
  const project: ProjectRow = {
    projectId,
    tenantId: caller.tenantId,
    teamId: start.teamId,
    projectCode,
    projectName: start.title,
    status: 'Created',
    objectVersionNumber: 1,
  };
  projectStatusChanged(
    ctx,
    caller,
    project,
    'Created',
    say(caller.lang, `From quotation ${start.quotationCode}`, `来自报价单 ${start.quotationCode}`),
  );
  return { projectId, projectCode };
}

/** Staff move a project to the next state of its lifecycle (and only that). */
export function moveProject(
  ctx: AppContext,
  caller: PortalCaller,
  projectId: number,
  body: { objectVersionNumber: number; status: ProjectStatus; comment?: string | null },
): Record<string, unknown> {
  requireStaff(caller);
  const project = loadProject(ctx, caller, projectId);
  checkVersion(caller, project.objectVersionNumber, body.objectVersionNumber);
  const next = nextProjectStatus(project.status);
  if (next !== body.status) {
    throw new BusinessError(
      'error.project_status_order',
      next
        ? say(
            caller.lang,
            `A project that is ${project.status} can only move to ${next}, not to ${body.status}`,
            `项目当前为 ${project.status}，只能进入 ${next}，不能进入 ${body.status}`,
          )
        : say(
            caller.lang,
            `Project ${project.projectCode} is completed; it has no next state`,
            `项目 ${project.projectCode} 已完成，没有下一个状态`,
          ),
    );
  }
  const comment = body.comment?.trim() || null;
  ctx.db
    .transaction(() => {
      ctx.db
        .prepare(
          `UPDATE portal_projects SET status = ?, last_update_date = ?,
           object_version_number = object_version_number + 1 WHERE project_id = ?`,
        )
        .run(next, ctx.now(), projectId);
      projectStatusChanged(ctx, caller, project, next, comment);
    })
    .immediate();
  return getProject(ctx, caller, projectId);
}
