import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The last day of a month, `YYYY-MM-DD`. */
function lastDay(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar months of some years as accounting periods. */
function months(years: readonly number[]) {
  return years.flatMap((periodYear) =>
    Array.from({ length: 12 }, (_, index) => {
      const month = String(index + 1).padStart(2, '0');
      return {
        periodName: `${periodYear}-${month}`,
        periodYear,
        periodQuarter: Math.floor(index / 3) + 1,
        startDate: `${periodYear}-${month}-01`,
        endDate: lastDay(periodYear, index + 1),
      };
    }),
  );
}

/** The quarters of some years as accounting periods. */
function quarters(years: readonly number[]) {
  return years.flatMap((periodYear) =>
    [1, 2, 3, 4].map((periodQuarter) => ({
      periodName: `${periodYear}-Q${periodQuarter}`,
      periodYear,
      periodQuarter,
      startDate: `${periodYear}-${String(periodQuarter * 3 - 2).padStart(2, '0')}-01`,
      endDate: lastDay(periodYear, periodQuarter * 3),
    })),
  );
}

/**
 * Accounting period sets (`/hpfm/period`): a set's periods (lines `periods`, edited on
 * `detail/:periodSetId`) each run from a start date to an end date, and never overlap.
 */
export default defineResource({
  module: 'hpfm',
  name: 'period',
  path: 'period-sets',
  table: 'hpfm_period_set',
  idField: 'periodSetId',
  tenancy: 'tenant',
  title: text('Accounting Periods', '期间定义'),
  entity: text('period set', '会计期'),
  nameField: 'periodSetName',
  defaultSort: { field: 'periodSetCode', order: 'asc' },
  route: '/hpfm/period',
  detailRoute: '/hpfm/period/detail/:periodSetId',
  menu: { parent: 'hzero.hpfm.mdm', sort: 90, quickIndex: text('period', 'qjdy') },
  lines: [{ key: 'periods', resource: 'hpfm/accounting-period' }],
  fields: {
    periodSetCode: codeField(text('Period set code', '会计期编码')),
    periodSetName: fields.tl(text('Period set name', '会计期名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 260,
    }),
  },
  demo: [
    {
      periodSetCode: 'MONTHLY',
      periodSetName: 'Calendar months 2025-2026',
      _tls: {
        periodSetName: { en_US: 'Calendar months 2025-2026', zh_CN: '2025-2026 年自然月' },
      },
      periods: months([2025, 2026]),
    },
    {
      periodSetCode: 'QUARTERLY',
      periodSetName: 'Quarters 2025-2026',
      _tls: { periodSetName: { en_US: 'Quarters 2025-2026', zh_CN: '2025-2026 年季度' } },
      periods: quarters([2025, 2026]),
    },
  ],
});
