import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** What an exception of a calendar makes of its days. */
export const HOLIDAY_TYPES = [
  { value: 'HOLIDAY', label: text('Holiday (day off)', '节假日（休息）') },
  { value: 'WORKDAY', label: text('Make-up working day', '调休工作日') },
] as const;

/**
 * The exceptions of a calendar (lines `holidays`): holidays and make-up working days, each a
 * range of dates; two exceptions of one calendar never share a day.
 */
export default defineResource({
  module: 'hpfm',
  name: 'calendar-holiday',
  path: 'calendar-holidays',
  table: 'hpfm_calendar_holiday',
  idField: 'holidayId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Holidays and Working Days', '节假日与调休'),
  entity: text('calendar exception', '日历例外'),
  nameField: 'holidayName',
  defaultSort: { field: 'startDate', order: 'asc' },
  parent: { resource: 'hpfm/calendar', field: 'calendarId' },
  fields: {
    calendarId: fields.integer(text('Calendar', '日历'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    holidayName: fields.tl(text('Name', '名称'), {
      max: 120,
      required: true,
      filter: true,
      column: 260,
    }),
    holidayType: fields.select(text('Type', '类型'), {
      options: HOLIDAY_TYPES,
      required: true,
      defaultValue: 'HOLIDAY',
      filter: true,
      column: 180,
    }),
    startDate: fields.date(text('Start date', '开始日期'), {
      required: true,
      sortable: true,
      column: 130,
    }),
    endDate: fields.date(text('End date', '结束日期'), {
      required: true,
      sortable: true,
      column: 130,
      help: text('The last day, on or after the first', '最后一天，不早于开始日期'),
    }),
    remark: fields.longtext(text('Remark', '说明'), { max: 240, column: 240 }),
  },
});
