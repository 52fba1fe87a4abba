import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The periods of an accounting period set (lines `periods`): name, fiscal year and quarter,
 * and the dates they run from and to (start on or before end; no two periods of a set share a
 * day).
 */
export default defineResource({
  module: 'hpfm',
  name: 'accounting-period',
  path: 'periods',
  table: 'hpfm_period',
  idField: 'periodId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Periods', '期间'),
  entity: text('period', '期间'),
  nameField: 'periodName',
  defaultSort: { field: 'startDate', order: 'asc' },
  parent: { resource: 'hpfm/period', field: 'periodSetId' },
  fields: {
    periodSetId: fields.integer(text('Period set', '会计期'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    periodName: fields.text(text('Period', '期间'), {
      max: 30,
      required: true,
      unique: true,
      filter: true,
      column: 140,
    }),
    periodYear: fields.integer(text('Year', '年'), {
      min: 1900,
      max: 9999,
      required: true,
      filter: true,
      sortable: true,
      column: 100,
    }),
    periodQuarter: fields.integer(text('Quarter', '季度'), {
      min: 1,
      max: 4,
      filter: true,
      column: 100,
    }),
    startDate: fields.date(text('Start date', '起始日期'), {
      required: true,
      sortable: true,
      column: 130,
    }),
    endDate: fields.date(text('End date', '截止日期'), {
      required: true,
      sortable: true,
      column: 130,
      help: text('On or after the start date', '不早于起始日期'),
    }),
  },
});
