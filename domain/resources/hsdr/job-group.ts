import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * Executors (hsdr, HZERO's "job groups"): where scheduled jobs run, either the instances of a
 * service that register themselves or addresses entered by hand.
 */
export default defineResource({
  module: 'hsdr',
  name: 'job-group',
  path: 'executors',
  table: 'hsdr_executor',
  idField: 'executorId',
  tenancy: 'tenant',
  title: text('Executors', '执行器管理'),
  entity: text('executor', '执行器'),
  nameField: 'executorName',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  route: '/hsdr/job-group',
  menu: { parent: 'hzero.hsdr', sort: 40, quickIndex: text('jobgroup', 'zxqgl') },
  fields: {
    executorCode: codeField(text('Executor code', '执行器编码')),
    executorName: fields.tl(text('Executor name', '执行器名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    executorType: fields.flag(text('Addresses entered by hand', '手动录入地址'), {
      defaultValue: 0,
      filter: true,
      column: 150,
      help: text(
        'Off: the instances of the service register themselves (automatic registration); on: list the addresses',
        '关闭：服务的实例自动注册；开启：手动填写机器地址',
      ),
    }),
    serverName: fields.text(text('Service', '服务'), {
      max: 60,
      pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$',
      help: text(
        'The service whose instances register as this executor, e.g. hsdr',
        '其实例自动注册为此执行器的服务，例如 hsdr',
      ),
      filter: true,
      column: 140,
    }),
    addressList: fields.longtext(text('Addresses', '机器地址'), {
      max: 1000,
      column: 260,
      help: text(
        'host:port or http(s) addresses, separated by commas (addresses entered by hand)',
        'host:port 或 http(s) 地址，多个用逗号分隔（手动录入时填写）',
      ),
    }),
    orderSeq: fields.integer(text('Order', '排序'), {
      min: -100,
      max: 100,
      required: true,
      defaultValue: 0,
      sortable: true,
      column: 90,
    }),
  },
  demo: [
    {
      executorCode: 'HSDR_DEFAULT',
      executorName: 'Default executor',
      _tls: { executorName: { en_US: 'Default executor', zh_CN: '默认执行器' } },
      executorType: 0,
      serverName: 'hsdr',
      orderSeq: 10,
    },
    {
      executorCode: 'REPORT_NODES',
      executorName: 'Report nodes',
      _tls: { executorName: { en_US: 'Report nodes', zh_CN: '报表节点' } },
      executorType: 1,
      addressList: '10.0.0.21:9999,10.0.0.22:9999',
      orderSeq: 20,
    },
  ],
});
