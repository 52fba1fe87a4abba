import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * Events (hpfm development): a business event code and the rules (`rules`) it fires, each calling
 * a method, an API or a message when its condition matches.
 */
export default defineResource({
  module: 'hpfm',
  name: 'event',
  path: 'events',
  // HZERO saves a rule at events/{eventId}/rules, POST when new and PUT when changed, and
  // removes a list there with DELETE (eventService.js updateRule, removeRule); it reads the
  // rules with the event, the app at GET events/{id}/rules.
  api: {
    lineWrites: {
      rules: {
        create: 'events/{id}/rules',
        update: 'events/{id}/rules',
        remove: 'events/{id}/rules',
      },
    },
  },
  table: 'hpfm_event',
  idField: 'eventId',
  tenancy: 'tenant',
  title: text('Events', '事件定义'),
  entity: text('event', '事件'),
  nameField: 'eventCode',
  defaultSort: { field: 'eventCode', order: 'asc' },
  route: '/hpfm/event',
  detailRoute: '/hpfm/event/detail/:eventId',
  menu: { parent: 'hzero.hpfm.dev', sort: 70, quickIndex: text('event', 'sjdy') },
  lines: [{ key: 'rules', resource: 'hpfm/event-rule' }],
  fields: {
    eventCode: codeField(text('Event code', '事件编码'), {
      max: 60,
      pattern: '^[A-Z][A-Z0-9_.]{0,59}$',
      help: text(
        'Up to 60 uppercase letters, digits, _ or ., starting with a letter',
        '最多 60 个大写字母、数字、_ 或 .，以字母开头',
      ),
      column: 220,
    }),
    eventDescription: fields.tl(text('Description', '事件描述'), {
      max: 240,
      required: true,
      filter: true,
      sortable: true,
      column: 300,
    }),
  },
  demo: [
    {
      eventCode: 'HSIF.BATCH.SUBMITTED',
      eventDescription: 'A customer team submitted a sample batch',
      _tls: {
        eventDescription: {
          en_US: 'A customer team submitted a sample batch',
          zh_CN: '客户团队提交了一批样本',
        },
      },
      rules: [
        {
          matchingRule: "batch.productCode == 'WGS'",
          callType: 'METHOD',
          target: 'sampleReceiptService.reserveSequencer',
          orderSeq: 10,
          syncFlag: 1,
          ruleDescription: 'Reserve sequencer capacity for whole-genome batches',
        },
        {
          matchingRule: 'true',
          callType: 'MESSAGE',
          target: 'HSIF.BATCH_SUBMITTED',
          orderSeq: 20,
          syncFlag: 0,
          ruleDescription: 'Tell the laboratory that a batch is on its way',
        },
      ],
    },
    {
      eventCode: 'HSIF.QC.RISK',
      eventDescription: 'A QC verdict of a sample is Risk',
      _tls: {
        eventDescription: {
          en_US: 'A QC verdict of a sample is Risk',
          zh_CN: '样本的质检结论为风险',
        },
      },
      rules: [
        {
          matchingRule: "qc.verdict == 'RISK'",
          callType: 'API',
          apiMethod: 'POST',
          target: '/hpro/v1/projects/qc-risk',
          orderSeq: 10,
          syncFlag: 0,
          ruleDescription: 'Mark the project as waiting for the customer’s decision',
        },
      ],
    },
    {
      eventCode: 'HIAM.USER.LOCKED',
      eventDescription: 'An account was locked after failed sign-ins',
      _tls: {
        eventDescription: {
          en_US: 'An account was locked after failed sign-ins',
          zh_CN: '账户因多次登录失败被锁定',
        },
      },
      rules: [],
    },
  ],
});
