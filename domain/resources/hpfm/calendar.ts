import { codeField, ref } from '../../engine/common';
import { fields, type FlagField } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text, type Text } from '../../engine/text';

/** A weekday's flag: whether the day is a working day by default. */
function weekday(label: Text, working: boolean): FlagField {
  return fields.flag(label, {
    required: true,
    defaultValue: working ? 1 : 0,
    column: false,
    help: text('A working day unless an exception says otherwise', '默认为工作日，例外日期除外'),
  });
}

type Exception = readonly [
  en: string,
  zh: string,
  type: 'HOLIDAY' | 'WORKDAY',
  from: string,
  to: string,
];

const CHINA_2025: readonly Exception[] = [
  ["New Year's Day", '元旦', 'HOLIDAY', '2025-01-01', '2025-01-01'],
  ['Spring Festival make-up working day', '春节调休上班', 'WORKDAY', '2025-01-26', '2025-01-26'],
  ['Spring Festival', '春节', 'HOLIDAY', '2025-01-28', '2025-02-04'],
  ['Spring Festival make-up working day', '春节调休上班', 'WORKDAY', '2025-02-08', '2025-02-08'],
  ['Qingming Festival', '清明节', 'HOLIDAY', '2025-04-04', '2025-04-06'],
  ['Labour Day make-up working day', '劳动节调休上班', 'WORKDAY', '2025-04-27', '2025-04-27'],
  ['Labour Day', '劳动节', 'HOLIDAY', '2025-05-01', '2025-05-05'],
  ['Dragon Boat Festival', '端午节', 'HOLIDAY', '2025-05-31', '2025-06-02'],
  ['National Day make-up working day', '国庆节调休上班', 'WORKDAY', '2025-09-28', '2025-09-28'],
  ['National Day and Mid-Autumn Festival', '国庆节、中秋节', 'HOLIDAY', '2025-10-01', '2025-10-08'],
  ['National Day make-up working day', '国庆节调休上班', 'WORKDAY', '2025-10-11', '2025-10-11'],
];

const ENGLAND_2025: readonly Exception[] = [
  ["New Year's Day", '元旦', 'HOLIDAY', '2025-01-01', '2025-01-01'],
  ['Good Friday', '耶稣受难日', 'HOLIDAY', '2025-04-18', '2025-04-18'],
  ['Easter Monday', '复活节星期一', 'HOLIDAY', '2025-04-21', '2025-04-21'],
  ['Early May bank holiday', '五月初银行假日', 'HOLIDAY', '2025-05-05', '2025-05-05'],
  ['Spring bank holiday', '春季银行假日', 'HOLIDAY', '2025-05-26', '2025-05-26'],
  ['Summer bank holiday', '夏季银行假日', 'HOLIDAY', '2025-08-25', '2025-08-25'],
  ['Christmas Day', '圣诞节', 'HOLIDAY', '2025-12-25', '2025-12-25'],
  ['Boxing Day', '节礼日', 'HOLIDAY', '2025-12-26', '2025-12-26'],
];

const CALENDARS: readonly [
  code: string,
  en: string,
  zh: string,
  country: string,
  exceptions: readonly Exception[],
][] = [
  ['CN-2025', 'China working calendar 2025', '中国 2025 年工作日历', 'CN', CHINA_2025],
  ['GB-ENG-2025', 'England working calendar 2025', '英格兰 2025 年工作日历', 'GB', ENGLAND_2025],
];

/**
 * Working calendars (`/hpfm/calendar`): the working weekdays of a country, with holidays and
 * make-up working days as exceptions (lines `holidays`, edited on `detail/:calendarId`).
 */
export default defineResource({
  module: 'hpfm',
  name: 'calendar',
  path: 'calendars',
  // HZERO reads and writes holidays at /calendar-holidays (calendarService.js searchHolidays,
  // addHoliday, updateHoliday, deleteHoliday), one at a time.
  api: {
    lines: { holidays: 'calendars/{id}/calendar-holidays' },
    lineWrites: {
      holidays: {
        create: 'calendars/{id}/calendar-holidays',
        update: 'calendars/{id}/calendar-holidays',
        remove: 'POST calendars/{id}/calendar-holidays/batch-delete',
      },
    },
  },
  table: 'hpfm_calendar',
  idField: 'calendarId',
  tenancy: 'tenant',
  title: text('Calendars', '工作日历'),
  entity: text('calendar', '日历'),
  nameField: 'calendarName',
  defaultSort: { field: 'calendarCode', order: 'asc' },
  route: '/hpfm/calendar',
  detailRoute: '/hpfm/calendar/detail/:calendarId',
  menu: { parent: 'hzero.hpfm.mdm', sort: 70, quickIndex: text('calendar', 'gzrl') },
  lines: [{ key: 'holidays', resource: 'hpfm/calendar-holiday' }],
  fields: {
    calendarCode: codeField(text('Calendar code', '日历编码')),
    calendarName: fields.tl(text('Calendar name', '日历名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 280,
    }),
    countryId: fields.reference(text('Country', '国家/地区'), {
      resource: 'hpfm/country',
      display: 'countryName',
      required: true,
      filter: true,
      column: 160,
    }),
    mondayFlag: weekday(text('Monday', '周一'), true),
    tuesdayFlag: weekday(text('Tuesday', '周二'), true),
    wednesdayFlag: weekday(text('Wednesday', '周三'), true),
    thursdayFlag: weekday(text('Thursday', '周四'), true),
    fridayFlag: weekday(text('Friday', '周五'), true),
    saturdayFlag: weekday(text('Saturday', '周六'), false),
    sundayFlag: weekday(text('Sunday', '周日'), false),
  },
  demo: CALENDARS.map(([calendarCode, en, zh, country, exceptions]) => ({
    calendarCode,
    calendarName: en,
    countryId: ref({ countryCode: country }),
    mondayFlag: 1,
    tuesdayFlag: 1,
    wednesdayFlag: 1,
    thursdayFlag: 1,
    fridayFlag: 1,
    saturdayFlag: 0,
    sundayFlag: 0,
    _tls: { calendarName: { en_US: en, zh_CN: zh } },
    holidays: exceptions.map(([holidayEn, holidayZh, holidayType, startDate, endDate]) => ({
      holidayName: holidayEn,
      holidayType,
      startDate,
      endDate,
      _tls: { holidayName: { en_US: holidayEn, zh_CN: holidayZh } },
    })),
  })),
});
