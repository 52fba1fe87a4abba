import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The days of the week a customer-service group serves on. */
export const SERVICE_DAYS = [
  { value: 'MON_FRI', label: text('Monday to Friday', '周一至周五') },
  { value: 'MON_SAT', label: text('Monday to Saturday', '周一至周六') },
  { value: 'EVERY_DAY', label: text('Every day', '每天') },
] as const;

/** A group's service days. */
export type ServiceDays = (typeof SERVICE_DAYS)[number]['value'];

/** The days of the week, Monday first (the days a visitor may arrive on). */
export const WEEK_DAYS = [
  { value: 'MON', label: text('Monday', '周一') },
  { value: 'TUE', label: text('Tuesday', '周二') },
  { value: 'WED', label: text('Wednesday', '周三') },
  { value: 'THU', label: text('Thursday', '周四') },
  { value: 'FRI', label: text('Friday', '周五') },
  { value: 'SAT', label: text('Saturday', '周六') },
  { value: 'SUN', label: text('Sunday', '周日') },
] as const;

/** The time zones service hours are kept in. */
export const TIME_ZONES = [
  { value: 'Asia/Shanghai', label: text('China (UTC+8)', '中国（UTC+8）') },
  { value: 'Asia/Tokyo', label: text('Japan (UTC+9)', '日本（UTC+9）') },
  { value: 'Asia/Singapore', label: text('Singapore (UTC+8)', '新加坡（UTC+8）') },
  { value: 'Europe/London', label: text('London', '伦敦') },
  { value: 'Europe/Berlin', label: text('Central Europe', '中欧') },
  { value: 'America/New_York', label: text('US Eastern', '美国东部') },
  { value: 'America/Los_Angeles', label: text('US Pacific', '美国太平洋') },
  { value: 'UTC', label: text('UTC', '协调世界时') },
] as const;

/** A start of service hours: `HH:mm`, 00:00 to 23:59. */
export const START_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** An end of service hours: `HH:mm`, 00:01 to 24:00 (24:00 the end of the day). */
export const END_PATTERN = '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$';

/** Most visitors one agent serves at a time. */
export const MAX_SESSIONS = 50;

/**
 * Instant Messaging (hims 即时通讯, `/hims/config`, each group's page
 * `/hims/config/detail/{csGroupId}`): a tenant's customer-service groups, the queues visitors
 * are served in (HZERO's 客服群组, `custom-svc/groups`). A group has its service days and hours
 * in its time zone, the greeting visitors get while it serves and the message they see when it
 * does not, how many visitors an agent serves at a time, and its agents (the tenant's accounts,
 * each on duty or not). `check-hours` tells what a visitor arriving at a given day and time
 * sees; `copy` makes a new group like a row, its agents included, disabled until checked.
 */
export default defineResource({
  module: 'hims',
  name: 'config',
  path: 'custom-svc/groups',
  table: 'hims_cs_group',
  idField: 'csGroupId',
  tenancy: 'tenant',
  title: text('Instant Messaging', '即时通讯'),
  entity: text('customer-service group', '客服群组'),
  nameField: 'groupName',
  defaultSort: { field: 'csGroupId', order: 'desc' },
  search: {
    fields: ['groupKey', 'groupName', 'description'],
    label: text('Code, name or description', '群组标识、名称或描述'),
  },
  route: '/hims/config',
  detailRoute: '/hims/config/detail/:csGroupId',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hims.config',
    sort: 60,
    name: text('Instant Messaging', '即时通讯'),
    quickIndex: text('im', 'jstx'),
  },
  // HZERO's save of a group, the id in the body (hims stores/customerGroupDS.js InitDs update),
  // and its read of a group's agents (CustomerDS read).
  api: {
    update: 'custom-svc/groups',
    lines: { agents: 'custom-svc/groups/user?csGroupId={id}' },
  },
  lines: [{ key: 'agents', resource: 'hims/config-agent' }],
  customActions: [
    {
      key: 'check-hours',
      label: text('Check service hours', '检查服务时间'),
      on: 'row',
      when: { enabledFlag: [1] },
      form: {
        visitDay: fields.select(text('Day', '星期'), {
          options: WEEK_DAYS,
          required: true,
          defaultValue: 'MON',
        }),
        visitTime: fields.text(text('Time', '时间'), {
          max: 5,
          pattern: START_PATTERN,
          help: text(
            'HH:mm in the group’s time zone, e.g. 09:30',
            '群组时区的时间，格式 HH:mm，例如 09:30',
          ),
          required: true,
          defaultValue: '10:00',
        }),
      },
    },
    {
      key: 'copy',
      label: text('Copy', '复制'),
      on: 'row',
      form: {
        groupKey: codeField(text('New group code', '新群组标识')),
        groupName: fields.text(text('New group name', '新群组名称'), { max: 60, required: true }),
      },
    },
  ],
  fields: {
    groupKey: codeField(text('Group code', '群组标识')),
    groupName: fields.text(text('Group name', '群组名称'), {
      max: 60,
      required: true,
      filter: true,
      sortable: true,
      column: 180,
    }),
    serviceDays: fields.select(text('Service days', '服务日'), {
      options: SERVICE_DAYS,
      required: true,
      defaultValue: 'MON_FRI',
      filter: true,
      column: 140,
    }),
    serviceStart: fields.text(text('Service from', '服务开始时间'), {
      max: 5,
      pattern: START_PATTERN,
      help: text('HH:mm, 00:00 to 23:59', 'HH:mm，00:00 至 23:59'),
      required: true,
      defaultValue: '09:00',
      column: 110,
    }),
    serviceEnd: fields.text(text('Service until', '服务结束时间'), {
      max: 5,
      pattern: END_PATTERN,
      help: text(
        'HH:mm after the start, up to 24:00 (the end of the day)',
        'HH:mm，晚于开始时间，最晚 24:00（当天结束）',
      ),
      required: true,
      defaultValue: '18:00',
      column: 110,
    }),
    timeZone: fields.select(text('Time zone', '时区'), {
      options: TIME_ZONES,
      required: true,
      defaultValue: 'Asia/Shanghai',
      column: 130,
    }),
    maxSessions: fields.integer(text('Visitors per agent', '每位客服最多接待'), {
      min: 1,
      max: MAX_SESSIONS,
      required: true,
      defaultValue: 5,
      column: 120,
      help: text(
        'Visitors one agent serves at a time, 1 to 50; an agent may have a number of their own',
        '每位客服同时接待的访客数，1 至 50；客服可单独设置',
      ),
    }),
    agentCount: fields.integer(text('Agents on duty', '在岗客服'), {
      readOnly: true,
      sortable: true,
      column: 110,
      form: false,
    }),
    greetingMessage: fields.longtext(text('Greeting', '欢迎语'), {
      max: 500,
      required: true,
      wide: true,
      column: false,
      help: text(
        'Sent to a visitor when an agent takes the conversation',
        '客服接入会话时发送给访客',
      ),
    }),
    offlineMessage: fields.longtext(text('Offline message', '离线提示'), {
      max: 500,
      required: true,
      wide: true,
      column: false,
      help: text(
        'Shown outside the service hours, or when no agent is on duty',
        '非服务时间或无客服在岗时向访客显示',
      ),
    }),
    description: fields.text(text('Description', '群组描述'), {
      max: 480,
      filter: true,
      column: 220,
      wide: true,
    }),
  },
  demo: [
    {
      groupKey: 'PRESALES',
      groupName: 'Pre-sales enquiries',
      serviceDays: 'MON_SAT',
      serviceStart: '08:30',
      serviceEnd: '20:00',
      timeZone: 'Asia/Shanghai',
      maxSessions: 6,
      greetingMessage: 'Hello! Thank you for your interest. How can we help you today?',
      offlineMessage:
        'Our sales team is available Monday to Saturday, 08:30–20:00 (UTC+8). Leave a message and we will call you back.',
      description: 'Questions about products, prices and quotations',
      agents: [
        {
          _tenants: [1],
          userId: ref({ loginName: 'tenant.admin' }),
          nickname: 'Tina',
          maxSessions: 3,
          activeFlag: 1,
        },
        {
          _tenants: [1],
          userId: ref({ loginName: 'operator' }),
          nickname: 'Oscar',
          activeFlag: 1,
        },
        {
          _tenants: [1],
          userId: ref({ loginName: 'manager@lab.example' }),
          nickname: 'Max',
          activeFlag: 0,
        },
        { _tenants: [0], userId: ref({ loginName: 'admin' }), nickname: 'Ada', activeFlag: 1 },
        {
          _tenants: [2],
          userId: ref({ loginName: 'gene.admin' }),
          nickname: 'Gene',
          activeFlag: 1,
        },
      ],
    },
    {
      groupKey: 'AFTERSALES',
      groupName: 'After-sales support',
      serviceDays: 'EVERY_DAY',
      serviceStart: '00:00',
      serviceEnd: '24:00',
      timeZone: 'Asia/Shanghai',
      maxSessions: 4,
      greetingMessage: 'Hi, this is after-sales support. Please tell us your order number.',
      offlineMessage: 'All agents are busy right now. Please leave your order number and question.',
      description: 'Round the clock: deliveries, returns and complaints',
      agents: [
        {
          _tenants: [1],
          userId: ref({ loginName: 'member@lab.example' }),
          nickname: 'Mia',
          activeFlag: 1,
        },
        {
          _tenants: [1],
          userId: ref({ loginName: 'operator' }),
          nickname: 'Oscar',
          maxSessions: 2,
          activeFlag: 1,
        },
      ],
    },
    {
      groupKey: 'BILLING',
      groupName: 'Billing and invoices',
      serviceDays: 'MON_FRI',
      serviceStart: '09:00',
      serviceEnd: '17:30',
      timeZone: 'Asia/Shanghai',
      maxSessions: 5,
      greetingMessage: 'Welcome to billing. Which invoice or payment is your question about?',
      offlineMessage: 'Billing answers on working days, 09:00–17:30 (UTC+8).',
      description: 'No agent on duty yet: visitors see the offline message',
    },
  ],
});
