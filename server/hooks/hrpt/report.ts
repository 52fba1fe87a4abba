/**
 * Reports: a report's type follows from its dataset; each dataset's run (`run-samples`,
 * `run-backlog`) reads the caller's tenant's figures for a month range through a fixed,
 * parameterised query the server owns and answers them as records, at most
 * REPORT_MAX_MONTHS of them. The range's ends are checked by the engine (`YYYY-MM`); here, that
 * the range is not reversed and not longer than REPORT_MAX_MONTHS, refused in the caller's
 * language beside the field.
 */
import { fill, text, type Text } from '../../../domain/engine/text';
import {
  DATASET_TYPES,
  DATASETS,
  MONTH_RANGE,
  REPORT_MAX_MONTHS,
  RUN_ACTIONS,
  type DatasetCode,
} from '../../../domain/resources/hrpt/report';
import type { Db } from '../../db/database';
import type { ActionResult, HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { FieldsError } from '../../http/errors';

const M = {
  reversed: text(
    '%{field} must not be before the from month (%{from})',
    '%{field}不能早于起始月份（%{from}）',
  ),
  tooLong: text(
    'A run covers at most %{max} months: narrow the range',
    '每次最多查询 %{max} 个月：请缩小月份范围',
  ),
  found: text(
    '%{report}: %{count} month(s), %{first} to %{last}',
    '%{report}：共 %{count} 个月，%{first} 至 %{last}',
  ),
  cut: text(
    '%{report}: the first %{count} months shown, %{first} to %{last}; narrow the range to see later ones',
    '%{report}：仅显示前 %{count} 个月（%{first} 至 %{last}），请缩小月份范围查看之后的月份',
  ),
  nothing: text('%{report}: no figures in this range', '%{report}：该范围内没有数据'),
} as const;

/** Samples received and sequenced in one month of the caller's tenant. */
interface MonthFigures {
  month: string;
  received: number;
  sequenced: number;
}

/** A checked month range; null ends are open. */
interface MonthRange {
  from: string | null;
  to: string | null;
}

function say(context: HookContext, message: Text, vars: Record<string, string | number>): string {
  return fill(message[context.scope.lang], vars);
}

/** A 400 naming the range field `name`, in the caller's language. */
function refuse(
  context: HookContext,
  name: keyof typeof MONTH_RANGE,
  message: Text,
  vars: Record<string, string | number> = {},
): FieldsError {
  const field = MONTH_RANGE[name].label[context.scope.lang];
  return new FieldsError([{ path: name, message: say(context, message, { field, ...vars }) }]);
}

/** The month `YYYY-MM` as a count of months. */
function monthIndex(month: string): number {
  const [year, number] = month.split('-').map(Number);
  return (year ?? 0) * 12 + (number ?? 1) - 1;
}

/** The range of a run's body (its values checked by the engine against MONTH_RANGE). */
function rangeOf(context: HookContext, body: unknown): MonthRange {
  const values = (body ?? {}) as Record<string, unknown>;
  const end = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const range = { from: end(values.monthFrom), to: end(values.monthTo) };
  if (range.from !== null && range.to !== null) {
    if (range.to < range.from) throw refuse(context, 'monthTo', M.reversed, { from: range.from });
    if (monthIndex(range.to) - monthIndex(range.from) + 1 > REPORT_MAX_MONTHS) {
      throw refuse(context, 'monthTo', M.tooLong, { max: REPORT_MAX_MONTHS });
    }
  }
  return range;
}

/**
 * The monthly figures of a tenant within a range, oldest first: at most `limit` months (the
 * same rows the workplace's SAMPLES_PER_MONTH report draws when the range is open).
 */
function monthlyFigures(db: Db, tenantId: number, range: MonthRange, limit: number) {
  return db
    .prepare(
      `SELECT month, received, sequenced FROM report_samples_monthly
       WHERE tenant_id = ? AND (? IS NULL OR month >= ?) AND (? IS NULL OR month <= ?)
       ORDER BY month LIMIT ?`,
    )
    .all(tenantId, range.from, range.from, range.to, range.to, limit) as MonthFigures[];
}

/** The records of a dataset from its months' figures. */
const RECORDS: Readonly<Record<DatasetCode, (months: MonthFigures[]) => Row[]>> = {
  SAMPLES_PER_MONTH: (months) =>
    months.map(({ month, received, sequenced }) => ({ month, received, sequenced })),
  SEQUENCING_BACKLOG: (months) => {
    let total = 0;
    return months.map(({ month, received, sequenced }) => {
      const backlog = received - sequenced;
      total += backlog;
      return {
        month,
        received,
        sequenced,
        backlog,
        backlogTotal: total,
        sequencedRate: received > 0 ? Math.round((sequenced * 1000) / received) / 10 : null,
      };
    });
  },
};

/** Runs the report `row` on its dataset for the range in `body`. */
function run(context: HookContext, row: Row, body: unknown, dataset: DatasetCode): ActionResult {
  const range = rangeOf(context, body);
  const months = monthlyFigures(
    context.app.db,
    context.scope.tenantId,
    range,
    REPORT_MAX_MONTHS + 1,
  );
  const cut = months.length > REPORT_MAX_MONTHS;
  const shown = months.slice(0, REPORT_MAX_MONTHS);
  const report = String(row.reportName ?? row.reportCode);
  if (shown.length === 0) return { message: say(context, M.nothing, { report }), data: [] };
  const vars = {
    report,
    count: shown.length,
    first: shown[0]?.month ?? '',
    last: shown[shown.length - 1]?.month ?? '',
  };
  return { message: say(context, cut ? M.cut : M.found, vars), data: RECORDS[dataset](shown) };
}

const hooks: ResourceHooks = {
  beforeWrite: (_context, values, current) => {
    const dataset = (values.datasetCode ?? current?.datasetCode) as DatasetCode | undefined;
    if (dataset && Object.hasOwn(DATASET_TYPES, dataset)) {
      values.reportTypeCode = DATASET_TYPES[dataset];
    }
  },
  actions: Object.fromEntries(
    DATASETS.map((dataset) => [
      RUN_ACTIONS[dataset.value],
      (context: HookContext, row: Row | undefined, body: unknown) => {
        if (!row) throw new Error('a report is run from its row');
        return run(context, row, body, dataset.value);
      },
    ]),
  ),
};

export default hooks;
