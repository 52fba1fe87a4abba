/**
 * The bioinformatics information form of a project: read (empty until first saved), saved as
 * typed (Draft, or Returned), submitted with every rule checked again here against the
 * project's samples and the value lists, and returned by staff with a reason. Customers who
 * read the project and staff may fill it in (staff after importing a sheet, say).
 */
import {
  BIF_LOVS,
  bifIssueMessage,
  bifIssues,
  cleanBif,
  EDITABLE_BIF_STATUSES,
  EMPTY_BIF,
  type BifChoices,
  type BifForm,
  type BifStatus,
} from '../../../domain/portal/bif';
import type { AppContext } from '../../context';
import { rowToken } from '../../db/versioned';
import { FieldsError } from '../../http/errors';
import { formatDateTime } from '../format';
import { historyOf, recordHistory } from '../portal';
import { requireStaff, type PortalCaller } from '../portalAccess';
import { checkVersion, staleError, wrongState, type LovChoices } from './common';
import { customerAudience, notifyCustomers } from './notify';
import { loadProject, type ProjectRow } from './projects';
import { bifMessage } from './texts';

interface BifRow {
  bifId: number;
  status: BifStatus;
  step: number;
  formJson: string;
  objectVersionNumber: number;
}

function bifRow(ctx: AppContext, projectId: number): BifRow | undefined {
  return ctx.db
    .prepare(
      `SELECT bif_id AS bifId, status, step, form_json AS formJson,
       object_version_number AS objectVersionNumber FROM portal_bif_forms WHERE project_id = ?`,
    )
    .get(projectId) as BifRow | undefined;
}

/** The names of a project's samples at the lab (batches submitted, not returned or cancelled). */
export function projectSampleNames(ctx: AppContext, projectId: number): string[] {
  return (
    ctx.db
      .prepare(
        `SELECT s.sample_name AS name FROM portal_samples s
         JOIN portal_batches b ON b.batch_id = s.batch_id
         WHERE b.project_id = ? AND b.status NOT IN ('Draft', 'Returned', 'Cancelled')
         ORDER BY b.submitted_date, b.batch_id, s.row_no`,
      )
      .all(projectId) as { name: string }[]
  ).map((row) => row.name);
}

/** The choices of the form's value lists. */
function choicesOf(lov: LovChoices): BifChoices {
  return {
    products: lov(BIF_LOVS.analysisProduct).map((item) => item.value),
    species: lov(BIF_LOVS.species).map((item) => item.value),
    genomes: lov(BIF_LOVS.referenceGenome).map((item) => ({
      value: item.value,
      species: item.parentValue,
    })),
  };
}

/** A project's form as answered, with the project's samples it groups. */
export function getBif(
  ctx: AppContext,
  caller: PortalCaller,
  projectId: number,
): Record<string, unknown> {
  const project = loadProject(ctx, caller, projectId);
  const row = ctx.db
    .prepare(
      `SELECT f.bif_id AS bifId, f.status, f.step, f.form_json AS formJson,
       f.return_reason AS returnReason, u.real_name AS submittedBy,
       f.submitted_date AS submittedDate, f.object_version_number AS objectVersionNumber
       FROM portal_bif_forms f LEFT JOIN users u ON u.id = f.submitted_by WHERE f.project_id = ?`,
    )
    .get(projectId) as (BifRow & Record<string, unknown>) | undefined;
  const { formJson, ...rest } = row ?? {
    bifId: null,
    status: 'Draft',
    step: 1,
    formJson: JSON.stringify(EMPTY_BIF),
    returnReason: null,
    submittedBy: null,
    submittedDate: null,
    objectVersionNumber: 0,
  };
  return {
    ...rest,
    projectId,
    projectCode: project.projectCode,
    projectName: project.projectName,
    projectStatus: project.status,
    submittedDate:
      typeof rest.submittedDate === 'number'
        ? formatDateTime(rest.submittedDate, caller.timeZone)
        : null,
    form: JSON.parse(formJson) as BifForm,
    sampleNames: projectSampleNames(ctx, projectId),
    history: row ? historyOf(ctx, caller, 'bif', row.bifId) : [],
    ...(row ? { _token: rowToken(ctx.rowSecret, 'portal_bif_forms', row.bifId) } : {}),
  };
}

function refuseIssues(issues: ReturnType<typeof bifIssues>): void {
  if (issues.length === 0) return;
  throw new FieldsError(
    issues.map((issue) => ({ path: `form.${issue.path}`, message: bifIssueMessage(issue) })),
  );
}

function editable(caller: PortalCaller, project: ProjectRow, row: BifRow | undefined): void {
  if (row && !EDITABLE_BIF_STATUSES.includes(row.status)) {
    throw wrongState(
      caller,
      `The bioinformatics form of ${project.projectCode} was submitted; it can no longer be changed`,
      `项目 ${project.projectCode} 的信息分析单已提交，不能再修改`,
    );
  }
}

/**
 * The form saved as typed (the first save creates it, version 0 standing for none yet), within
 * the bounds of the form's shape: a value the rules refuse is kept too (the page says why), so
 * that nothing typed is lost; submitting checks everything.
 */
export function saveBifDraft(
  ctx: AppContext,
  caller: PortalCaller,
  projectId: number,
  body: { objectVersionNumber: number; step: number; form: BifForm },
): { objectVersionNumber: number } {
  const project = loadProject(ctx, caller, projectId);
  const row = bifRow(ctx, projectId);
  editable(caller, project, row);
  checkVersion(caller, row?.objectVersionNumber ?? 0, body.objectVersionNumber);
  const sampleNames = projectSampleNames(ctx, projectId);
  const now = ctx.now();
  const json = JSON.stringify(cleanBif(body.form, sampleNames));
  if (!row) {
    ctx.db
      .transaction(() => {
        const bifId = Number(
          ctx.db
            .prepare(
              `INSERT INTO portal_bif_forms (tenant_id, team_id, project_id, status, step,
               form_json, created_by, creation_date, last_update_date)
               VALUES (?, ?, ?, 'Draft', ?, ?, ?, ?, ?)`,
            )
            .run(
              project.tenantId,
              project.teamId,
              projectId,
              body.step,
              json,
              caller.userId,
              now,
              now,
            ).lastInsertRowid,
        );
        recordHistory(ctx, 'bif', bifId, 'Draft', caller.userId, null);
      })
      .immediate();
    return { objectVersionNumber: 1 };
  }
  const changed = ctx.db
    .prepare(
      `UPDATE portal_bif_forms SET step = ?, form_json = ?, last_update_date = ?,
       object_version_number = object_version_number + 1
       WHERE bif_id = ? AND object_version_number = ?`,
    )
    .run(body.step, json, now, row.bifId, row.objectVersionNumber).changes;
  if (changed !== 1) throw staleError(caller);
  return { objectVersionNumber: row.objectVersionNumber + 1 };
}

/** The form submitted: everything is checked again, with the value lists and the samples. */
export function submitBif(
  ctx: AppContext,
  caller: PortalCaller,
  projectId: number,
  body: { objectVersionNumber: number },
  lov: LovChoices,
): Record<string, unknown> {
  const project = loadProject(ctx, caller, projectId);
  const row = bifRow(ctx, projectId);
  editable(caller, project, row);
  checkVersion(caller, row?.objectVersionNumber ?? 0, body.objectVersionNumber);
  const form = row ? (JSON.parse(row.formJson) as BifForm) : EMPTY_BIF;
  refuseIssues(
    bifIssues(form, {
      complete: true,
      sampleNames: projectSampleNames(ctx, projectId),
      choices: choicesOf(lov),
    }),
  );
  const bifId = row?.bifId ?? 0;
  ctx.db
    .transaction(() => {
      ctx.db
        .prepare(
          `UPDATE portal_bif_forms SET status = 'Submitted', return_reason = NULL, submitted_by = ?,
           submitted_date = ?, last_update_date = ?,
           object_version_number = object_version_number + 1 WHERE bif_id = ?`,
        )
        .run(caller.userId, ctx.now(), ctx.now(), bifId);
      recordHistory(ctx, 'bif', bifId, 'Submitted', caller.userId, null);
      notifyCustomers(ctx, {
        category: 'STATUS',
        tenantId: project.tenantId,
        senderId: caller.userId,
        recipients: customerAudience(ctx, { teamId: project.teamId, projectId, createdBy: null }),
        except: caller.userId,
        message: bifMessage(project, 'Submitted', null),
      });
    })
    .immediate();
  return getBif(ctx, caller, projectId);
}

/** Staff return a submitted form with a reason; the customer edits and submits it again. */
export function returnBif(
  ctx: AppContext,
  caller: PortalCaller,
  projectId: number,
  body: { objectVersionNumber: number; reason: string },
): Record<string, unknown> {
  requireStaff(caller);
  const project = loadProject(ctx, caller, projectId);
  const row = bifRow(ctx, projectId);
  if (!row || row.status !== 'Submitted') {
    throw wrongState(
      caller,
      `The bioinformatics form of ${project.projectCode} is not submitted; only a submitted form is returned`,
      `项目 ${project.projectCode} 的信息分析单未提交，不能退回`,
    );
  }
  checkVersion(caller, row.objectVersionNumber, body.objectVersionNumber);
  const reason = body.reason.trim();
  ctx.db
    .transaction(() => {
      ctx.db
        .prepare(
          `UPDATE portal_bif_forms SET status = 'Returned', return_reason = ?, last_update_date = ?,
           object_version_number = object_version_number + 1 WHERE bif_id = ?`,
        )
        .run(reason, ctx.now(), row.bifId);
      recordHistory(ctx, 'bif', row.bifId, 'Returned', caller.userId, reason);
      notifyCustomers(ctx, {
        category: 'STATUS',
        tenantId: project.tenantId,
        senderId: caller.userId,
        recipients: customerAudience(ctx, { teamId: project.teamId, projectId, createdBy: null }),
        message: bifMessage(project, 'Returned', reason),
      });
    })
    .immediate();
  return getBif(ctx, caller, projectId);
}
