/**
 * The portal's sample lookup: the submitted samples the caller sees (customers their team's,
 * a member those of allocated projects and their own unassigned batches, staff the tenant's),
 * with their batch, project and QC verdict, searchable by sample name or batch code. Samples
 * of a batch returned for changes are left out until it is submitted again, those of a
 * cancelled batch for good.
 */
import type { AppContext } from '../context';
import type { SqlValue } from '../db/versioned';
import { formatDateTime, toPage, type Page } from './format';
import { batchScope, type PortalCaller } from './portalAccess';
import { badRequest } from '../http/errors';
import type { ListQuery } from './portal';

/** QC verdicts a sample may have. */
export const QC_VERDICTS = ['Pending', 'Pass', 'Risk', 'Fail'] as const;

/** The query of the sample lookup. */
export type SampleQuery = Pick<ListQuery, 'page' | 'size' | 'sort' | 'keyword'> & {
  verdict?: (typeof QC_VERDICTS)[number];
};

const SORT_COLUMNS: Record<string, string> = {
  sampleName: 's.sample_name',
  sampleType: 's.sample_type',
  qcVerdict: 's.qc_verdict',
  batchCode: 'b.batch_code',
  projectCode: 'p.project_code',
  submittedDate: 'b.submitted_date',
};

const FALLBACK_ORDER = 'b.submitted_date DESC, b.batch_id DESC, s.row_no';

function sortOf(sort: readonly string[] | undefined): string {
  if (!sort || sort.length === 0) return FALLBACK_ORDER;
  const terms = sort.map((item) => {
    const [field = '', direction = 'asc'] = item.split(',').map((part) => part.trim());
    const column = SORT_COLUMNS[field];
    const dir = direction.toLowerCase();
    if (!column || (dir !== 'asc' && dir !== 'desc')) {
      throw badRequest(
        `Query parameter 'sort' must be 'field,asc' or 'field,desc' with one of: ${Object.keys(SORT_COLUMNS).join(', ')}`,
      );
    }
    return `${column} ${dir.toUpperCase()}`;
  });
  return `${terms.join(', ')}, ${FALLBACK_ORDER}`;
}

const FROM = `portal_samples s JOIN portal_batches b ON b.batch_id = s.batch_id
  LEFT JOIN portal_projects p ON p.project_id = b.project_id
  LEFT JOIN portal_qc_results q ON q.sample_id = s.sample_id`;

/** A page of the submitted samples the caller sees. */
export function listSamples(
  ctx: AppContext,
  caller: PortalCaller,
  query: SampleQuery,
): Page<Record<string, unknown>> {
  const scope = batchScope(caller, 'b');
  // As in the project detail: a returned batch's samples are being edited again, a cancelled
  // batch's will not be worked on.
  const where = [scope.sql, "b.status NOT IN ('Draft', 'Returned', 'Cancelled')"];
  const params: Record<string, SqlValue> = { ...scope.params };
  if (query.verdict) {
    where.push('s.qc_verdict = @verdict');
    params.verdict = query.verdict;
  }
  if (query.keyword) {
    where.push(
      "(s.sample_name LIKE @keyword ESCAPE '\\' OR b.batch_code LIKE @keyword ESCAPE '\\')",
    );
    params.keyword = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  const whereSql = where.join(' AND ');
  const total = (
    ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${FROM} WHERE ${whereSql}`).get(params) as {
      n: number;
    }
  ).n;
  const rows = ctx.db
    .prepare(
      `SELECT s.sample_id AS sampleId, s.sample_name AS sampleName, s.sample_type AS sampleType,
       s.total_amount AS totalAmount, s.arrived, s.qc_verdict AS qcVerdict,
       q.decision, b.batch_id AS batchId, b.batch_code AS batchCode, b.status AS batchStatus,
       b.project_id AS projectId, p.project_code AS projectCode,
       b.submitted_date AS submittedDate
       FROM ${FROM} WHERE ${whereSql} ORDER BY ${sortOf(query.sort)}
       LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: query.size, offset: query.page * query.size }) as Record<
    string,
    unknown
  >[];
  const content = rows.map((row) => ({
    ...row,
    arrived: row.arrived === null || row.arrived === undefined ? null : row.arrived === 1,
    submittedDate:
      typeof row.submittedDate === 'number'
        ? formatDateTime(row.submittedDate, caller.timeZone)
        : null,
  }));
  return toPage(content, total, query.page, query.size);
}
