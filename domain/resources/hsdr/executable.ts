import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** Executables (hsdr): the programs concurrent requests and scheduled jobs run. */
export default defineResource({
  module: 'hsdr',
  name: 'executable',
  path: 'executables',
  table: 'hsdr_executable',
  idField: 'executableId',
  tenancy: 'tenant',
  title: text('Executables', '并发可执行'),
  entity: text('executable', '可执行'),
  nameField: 'executableName',
  defaultSort: { field: 'executableCode', order: 'asc' },
  route: '/hsdr/executable',
  menu: { parent: 'hzero.hsdr', sort: 30, quickIndex: text('executable', 'bfkzx') },
  fields: {
    executableCode: codeField(text('Executable code', '可执行编码')),
    executableName: fields.tl(text('Executable name', '可执行名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    executableType: fields.select(text('Type', '类型'), {
      options: [
        { value: 'SIMPLE', label: text('Job handler', '任务处理器') },
        { value: 'SCRIPT', label: text('Script', '脚本') },
        { value: 'HTTP', label: text('HTTP call', 'HTTP 调用') },
      ],
      required: true,
      filter: true,
      sortable: true,
      column: 140,
    }),
    jobHandler: fields.text(text('Handler or address', '处理器或地址'), {
      max: 240,
      required: true,
      filter: true,
      column: 260,
      help: text(
        'The job handler bean, the script name or the URL called',
        '任务处理器、脚本名或调用的地址',
      ),
    }),
    description: fields.longtext(text('Description', '描述'), { max: 480, column: 260 }),
  },
  demo: [
    {
      executableCode: 'SAMPLE_QC_DIGEST',
      executableName: 'Daily QC digest',
      _tls: { executableName: { en_US: 'Daily QC digest', zh_CN: '每日质检汇总' } },
      executableType: 'SIMPLE',
      jobHandler: 'qcDigestJobHandler',
      description: 'Mails each team the QC verdicts of the day',
    },
    {
      executableCode: 'PURGE_DRAFTS',
      executableName: 'Purge old drafts',
      _tls: { executableName: { en_US: 'Purge old drafts', zh_CN: '清理过期草稿' } },
      executableType: 'SCRIPT',
      jobHandler: 'purge-drafts.sh',
    },
  ],
});
