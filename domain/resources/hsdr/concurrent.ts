import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * Concurrent programs (hsdr, HZERO's "request definitions"): an executable with the parameters
 * a request of it passes, edited with them on its detail page.
 */
export default defineResource({
  module: 'hsdr',
  name: 'concurrent',
  path: 'concurrents',
  // HZERO's program pages (hsdr concurrentService.js): the save PUT to concurrents with the
  // program in the body; its parameters read from concurrent-params, and a saved one deleted
  // apart as the user deletes it (deleteLine, one parameter a call). No delete of a program:
  // one no longer wanted is disabled.
  api: {
    update: 'concurrents',
    lines: { paramList: 'concurrent-params?concurrentId={id}' },
    lineWrites: { paramList: { remove: 'concurrent-params', removeOne: true } },
  },
  table: 'hsdr_concurrent',
  idField: 'concurrentId',
  tenancy: 'tenant',
  title: text('Concurrent Programs', '并发程序'),
  entity: text('concurrent program', '并发程序'),
  nameField: 'concName',
  actions: ['create', 'edit', 'enable', 'export'],
  defaultSort: { field: 'concCode', order: 'asc' },
  route: '/hsdr/concurrent',
  detailRoute: '/hsdr/concurrent/detail/:concurrentId',
  menu: { parent: 'hzero.hsdr', sort: 20, quickIndex: text('concurrent', 'bfcx') },
  lines: [{ key: 'paramList', resource: 'hsdr/concurrent-param' }],
  fields: {
    concCode: codeField(text('Program code', '程序编码')),
    concName: fields.tl(text('Program name', '程序名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    executableId: fields.reference(text('Executable', '可执行'), {
      resource: 'hsdr/executable',
      display: 'executableName',
      required: true,
      filter: true,
      column: 180,
    }),
    concDescription: fields.text(text('Description', '描述'), {
      max: 240,
      column: 260,
      wide: true,
    }),
  },
  demo: [
    {
      concCode: 'QC_DIGEST_OF_DAY',
      concName: 'QC digest of a day',
      _tls: { concName: { en_US: 'QC digest of a day', zh_CN: '指定日期质检汇总' } },
      executableId: ref({ executableCode: 'SAMPLE_QC_DIGEST' }),
      concDescription: 'Counts the QC verdicts of the day given (today when none is)',
      paramList: [
        {
          paramCode: 'day',
          paramName: 'Day',
          paramFormatCode: 'DATE',
          notnullFlag: 0,
          orderSeq: 10,
        },
      ],
    },
    {
      concCode: 'STALE_DRAFTS',
      concName: 'List stale drafts',
      _tls: { concName: { en_US: 'List stale drafts', zh_CN: '列出过期草稿' } },
      executableId: ref({ executableCode: 'PURGE_DRAFTS' }),
      concDescription: 'Finds the draft batches untouched for the number of days given (dry run)',
      paramList: [
        {
          paramCode: 'days',
          paramName: 'Days untouched',
          paramFormatCode: 'NUMBER',
          notnullFlag: 1,
          defaultValue: '30',
          orderSeq: 10,
        },
      ],
    },
  ],
});
