import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The channels a message goes out through, one line each in a send configuration. */
export const CHANNELS = [
  { value: 'EMAIL', label: text('E-mail', '邮件') },
  { value: 'SMS', label: text('SMS', '短信') },
  { value: 'WEB', label: text('In-app message', '站内消息') },
] as const;

/**
 * A channel of a send configuration: its template and, for e-mail and SMS, the account it is
 * sent from (a server hook requires the one its channel needs and drops the other).
 */
export default defineResource({
  module: 'hmsg',
  name: 'send-config-line',
  path: 'template-server-lines',
  table: 'hmsg_template_server_line',
  idField: 'tempServerLineId',
  tenancy: 'tenant',
  title: text('Channels', '发送渠道'),
  entity: text('channel', '发送渠道'),
  nameField: 'typeCode',
  defaultSort: { field: 'typeCode', order: 'asc' },
  parent: { resource: 'hmsg/send-config', field: 'tempServerId' },
  fields: {
    tempServerId: fields.integer(text('Send configuration', '发送配置'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    typeCode: fields.select(text('Channel', '渠道'), {
      options: CHANNELS,
      required: true,
      immutable: true,
      sortable: true,
      column: 140,
    }),
    templateId: fields.reference(text('Template', '消息模板'), {
      resource: 'hmsg/message-template',
      display: 'templateName',
      displayAs: 'templateName',
      lovQuery: { enabledFlag: '1' },
      required: true,
      column: 220,
    }),
    emailServerId: fields.reference(text('Email account', '邮箱账户'), {
      resource: 'hmsg/email',
      display: 'serverName',
      displayAs: 'emailServerName',
      help: text(
        'Required for an e-mail line, not used by the others',
        '邮件渠道必填，其他渠道不用',
      ),
      column: 180,
    }),
    smsServerId: fields.reference(text('SMS account', '短信账户'), {
      resource: 'hmsg/sms',
      display: 'serverName',
      displayAs: 'smsServerName',
      help: text('Required for an SMS line, not used by the others', '短信渠道必填，其他渠道不用'),
      column: 180,
    }),
    tryTimes: fields.integer(text('Retries', '重试次数'), {
      min: 0,
      max: 10,
      required: true,
      defaultValue: 3,
      column: 90,
    }),
    remark: fields.text(text('Remark', '备注'), { max: 240, column: 200 }),
  },
});
