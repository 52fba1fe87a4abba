import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * Send configurations (hmsg): per message code, the channels it goes out through (e-mail, SMS,
 * in-app), one line per channel with its template, its account and its retries; edited on the
 * detail page and saved with its lines.
 */
export default defineResource({
  module: 'hmsg',
  name: 'send-config',
  path: 'template-servers',
  table: 'hmsg_template_server',
  idField: 'tempServerId',
  tenancy: 'tenant',
  title: text('Send Configuration', '消息发送配置'),
  entity: text('send configuration', '发送配置'),
  nameField: 'messageName',
  defaultSort: { field: 'messageCode', order: 'asc' },
  route: '/hmsg/send-config',
  detailRoute: '/hmsg/send-config/detail/:tempServerId',
  menu: {
    parent: 'hzero.hmsg',
    code: 'hzero.hmsg.send-config',
    sort: 60,
    quickIndex: text('sendconfig', 'xxfspz'),
  },
  // HZERO's body key of the lines (hmsg SendConfig/Detail: `serverList`).
  lines: [{ key: 'serverList', resource: 'hmsg/send-config-line' }],
  customActions: [
    {
      key: 'test-send',
      label: text('Test send', '测试发送'),
      on: 'row',
      when: { enabledFlag: [1] },
      confirm: text(
        'Sends the message through each enabled channel now: the e-mail to the address below, the in-app message to you.',
        '立即通过每个启用的渠道发送：邮件发往下面的地址，站内消息发给您自己。',
      ),
      form: {
        email: fields.text(text('E-mail address', '邮箱地址'), {
          max: 240,
          format: 'email',
          help: text('Needed when an e-mail channel is enabled', '启用了邮件渠道时必填'),
        }),
        args: fields.code(text('Values of the placeholders', '占位符的值'), {
          language: 'json',
          max: 2000,
          help: text(
            'A JSON object, e.g. {"projectName": "P-2025-0101"}',
            'JSON 对象，例如 {"projectName": "P-2025-0101"}',
          ),
        }),
      },
    },
  ],
  fields: {
    messageCode: codeField(text('Message code', '消息代码')),
    messageName: fields.tl(text('Message name', '消息名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 260, wide: true }),
  },
  demo: [
    {
      messageCode: 'SAMPLE_RECEIVED',
      messageName: 'Samples received',
      _tls: { messageName: { en_US: 'Samples received', zh_CN: '样本已接收' } },
      description: 'Tells the customer that the samples of a project have arrived',
      serverList: [
        {
          typeCode: 'EMAIL',
          templateId: ref({ templateCode: 'SAMPLE_RECEIVED', lang: 'en_US' }),
          emailServerId: ref({ serverCode: 'NOTICE' }),
          tryTimes: 3,
        },
        {
          typeCode: 'SMS',
          templateId: ref({ templateCode: 'SAMPLE_RECEIVED', lang: 'en_US' }),
          smsServerId: ref({ serverCode: 'ALIYUN_NOTICE' }),
          tryTimes: 1,
        },
        {
          typeCode: 'WEB',
          templateId: ref({ templateCode: 'SAMPLE_RECEIVED', lang: 'en_US' }),
          tryTimes: 0,
        },
      ],
    },
    {
      messageCode: 'SIGN_IN_CODE',
      messageName: 'Sign-in code',
      _tls: { messageName: { en_US: 'Sign-in code', zh_CN: '登录验证码' } },
      description: 'The one-time code of a sign-in, by SMS or e-mail',
      serverList: [
        {
          typeCode: 'SMS',
          templateId: ref({ templateCode: 'SIGN_IN_CODE', lang: 'en_US' }),
          smsServerId: ref({ serverCode: 'ALIYUN_NOTICE' }),
          tryTimes: 2,
        },
        {
          typeCode: 'EMAIL',
          templateId: ref({ templateCode: 'SIGN_IN_CODE', lang: 'en_US' }),
          emailServerId: ref({ serverCode: 'NOTICE' }),
          tryTimes: 3,
        },
      ],
    },
  ],
});
