import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** SMS accounts (hmsg): the provider accounts text messages are sent through. */
export default defineResource({
  module: 'hmsg',
  name: 'sms',
  path: 'sms/servers',
  table: 'hmsg_sms_server',
  idField: 'serverId',
  tenancy: 'tenant',
  title: text('SMS Accounts', '短信配置'),
  entity: text('SMS account', '短信账户'),
  nameField: 'serverName',
  defaultSort: { field: 'serverCode', order: 'asc' },
  route: '/hmsg/sms',
  menu: { parent: 'hzero.hmsg', sort: 40, quickIndex: text('sms', 'dxpz') },
  fields: {
    serverCode: codeField(text('Account code', '账户代码')),
    serverName: fields.tl(text('Account name', '账户名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    serverTypeCode: fields.select(text('Provider', '服务商'), {
      options: [
        { value: 'ALIYUN', label: text('Alibaba Cloud', '阿里云') },
        { value: 'TENCENT', label: text('Tencent Cloud', '腾讯云') },
        { value: 'QINIU', label: text('Qiniu', '七牛云') },
      ],
      required: true,
      filter: true,
      sortable: true,
      column: 140,
    }),
    endPoint: fields.text(text('Endpoint', '接入地址'), {
      max: 240,
      format: 'url',
      column: 240,
    }),
    signName: fields.text(text('Signature', '短信签名'), {
      max: 60,
      required: true,
      filter: true,
      column: 140,
    }),
    accessKey: fields.text(text('Access key', '访问密钥 ID'), {
      max: 120,
      required: true,
      column: false,
    }),
    accessKeySecret: fields.text(text('Access key secret', '访问密钥'), {
      max: 240,
      writeOnly: true,
      column: false,
      help: text('Left empty, the stored secret is kept', '留空则保留已保存的密钥'),
    }),
  },
  demo: [
    {
      serverCode: 'ALIYUN_NOTICE',
      serverName: 'Sample notices',
      _tls: { serverName: { en_US: 'Sample notices', zh_CN: '样本通知' } },
      serverTypeCode: 'ALIYUN',
      endPoint: 'https://dysmsapi.aliyuncs.com',
      signName: 'NovoLab',
      accessKey: 'LTAI-demo',
    },
  ],
});
