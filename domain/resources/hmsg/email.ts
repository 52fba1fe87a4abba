import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** Mail servers (hmsg): where the platform's mails are sent from. */
export default defineResource({
  module: 'hmsg',
  name: 'email',
  path: 'email/servers',
  table: 'hmsg_email_server',
  idField: 'serverId',
  tenancy: 'tenant',
  title: text('Email Accounts', '邮箱账户'),
  entity: text('email account', '邮箱账户'),
  nameField: 'serverName',
  defaultSort: { field: 'serverCode', order: 'asc' },
  route: '/hmsg/email',
  menu: { parent: 'hzero.hmsg', sort: 30, quickIndex: text('email', 'yxzh') },
  fields: {
    serverCode: codeField(text('Account code', '账户代码')),
    serverName: fields.tl(text('Account name', '账户名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    host: fields.text(text('SMTP host', 'SMTP 服务器'), {
      max: 240,
      pattern: '^[A-Za-z0-9.-]+$',
      help: text('A host name, e.g. smtp.example.com', '主机名，例如 smtp.example.com'),
      required: true,
      column: 200,
    }),
    port: fields.integer(text('Port', '端口'), {
      min: 1,
      max: 65535,
      required: true,
      defaultValue: 465,
      column: 90,
    }),
    sslFlag: fields.flag(text('SSL/TLS', 'SSL/TLS'), { defaultValue: 1, column: 90 }),
    sender: fields.text(text('Sender address', '发件人地址'), {
      max: 240,
      format: 'email',
      required: true,
      filter: true,
      column: 220,
    }),
    username: fields.text(text('User name', '用户名'), { max: 120, column: false }),
    password: fields.text(text('Password', '密码'), {
      max: 240,
      writeOnly: true,
      column: false,
      help: text('Left empty, the stored password is kept', '留空则保留已保存的密码'),
    }),
    tryTimes: fields.integer(text('Retries', '重试次数'), {
      min: 0,
      max: 10,
      defaultValue: 3,
      column: 90,
    }),
  },
  demo: [
    {
      serverCode: 'NOTICE',
      serverName: 'Notifications',
      _tls: { serverName: { en_US: 'Notifications', zh_CN: '系统通知' } },
      host: 'smtp.novo-lab.example',
      port: 465,
      sslFlag: 1,
      sender: 'noreply@novo-lab.example',
      username: 'noreply',
      tryTimes: 3,
    },
    {
      serverCode: 'REPORT',
      serverName: 'QC reports',
      _tls: { serverName: { en_US: 'QC reports', zh_CN: '质检报告' } },
      host: 'smtp.novo-lab.example',
      port: 587,
      sslFlag: 1,
      sender: 'reports@novo-lab.example',
      tryTimes: 5,
    },
  ],
});
