import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** What a placeholder of a title or content looks like, said to the user. */
export const PLACEHOLDER_HELP = text(
  'May hold placeholders such as ${sampleName}: letters, digits and _, not starting with a digit',
  '可包含 ${sampleName} 这样的占位符：字母、数字和 _，不以数字开头',
);

/**
 * Message templates (hmsg): the title and content of a message in one language, by code; the
 * send configurations pick them per channel. The same code exists once per language in a
 * tenant (a server hook checks the pair and the placeholders).
 */
export default defineResource({
  module: 'hmsg',
  name: 'message-template',
  path: 'message/templates',
  table: 'hmsg_message_template',
  idField: 'templateId',
  tenancy: 'tenant',
  title: text('Message Templates', '消息模板'),
  entity: text('message template', '消息模板'),
  nameField: 'templateName',
  defaultSort: { field: 'templateCode', order: 'asc' },
  route: '/hmsg/message-template',
  menu: {
    parent: 'hzero.hmsg',
    code: 'hzero.hmsg.message-template',
    sort: 50,
    quickIndex: text('messagetemplate', 'xxmb'),
  },
  fields: {
    // Unique with the language, not alone: the hook checks the pair.
    templateCode: codeField(text('Template code', '模板代码'), { unique: false }),
    templateName: fields.tl(text('Template name', '模板名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    lang: fields.select(text('Language', '语言'), {
      options: [
        { value: 'en_US', label: text('English', '英语') },
        { value: 'zh_CN', label: text('Simplified Chinese', '简体中文') },
      ],
      required: true,
      defaultValue: 'en_US',
      filter: true,
      sortable: true,
      column: 140,
    }),
    messageCategoryCode: fields.select(text('Category', '消息类别'), {
      options: [
        { value: 'NOTICE', label: text('Notice', '通知') },
        { value: 'ALERT', label: text('Alert', '预警') },
        { value: 'VERIFY', label: text('Verification code', '验证码') },
        { value: 'MARKETING', label: text('Marketing', '营销') },
      ],
      required: true,
      defaultValue: 'NOTICE',
      filter: true,
      column: 130,
    }),
    editorType: fields.select(text('Editor', '编辑器'), {
      options: [
        { value: 'RICH_TEXT', label: text('Rich text', '富文本') },
        { value: 'MARKDOWN', label: text('Markdown', 'Markdown') },
      ],
      required: true,
      defaultValue: 'RICH_TEXT',
      help: text(
        'How the content is written: rich text (HTML) or Markdown',
        '内容的编写方式：富文本（HTML）或 Markdown',
      ),
      column: 110,
    }),
    templateTitle: fields.text(text('Title', '标题'), {
      max: 240,
      help: PLACEHOLDER_HELP,
      column: 260,
      wide: true,
    }),
    templateContent: fields.longtext(text('Content', '内容'), {
      max: 5000,
      required: true,
      help: PLACEHOLDER_HELP,
      column: false,
      wide: true,
    }),
  },
  demo: [
    {
      templateCode: 'SAMPLE_RECEIVED',
      templateName: 'Samples received',
      _tls: { templateName: { en_US: 'Samples received', zh_CN: '样本已接收' } },
      lang: 'en_US',
      messageCategoryCode: 'NOTICE',
      editorType: 'RICH_TEXT',
      templateTitle: 'Samples of ${projectName} received',
      templateContent:
        '<p>Dear ${customerName},</p><p>We have received ${sampleCount} samples for project ${projectName}. You will hear from us when quality control is done.</p>',
    },
    {
      templateCode: 'SAMPLE_RECEIVED',
      templateName: 'Samples received (Chinese)',
      _tls: {
        templateName: { en_US: 'Samples received (Chinese)', zh_CN: '样本已接收（中文）' },
      },
      lang: 'zh_CN',
      messageCategoryCode: 'NOTICE',
      editorType: 'MARKDOWN',
      templateTitle: '项目 ${projectName} 的样本已接收',
      templateContent:
        '${customerName}，您好：\n\n我们已收到项目 **${projectName}** 的 ${sampleCount} 个样本，质检完成后会通知您。',
    },
    {
      templateCode: 'SIGN_IN_CODE',
      templateName: 'Sign-in code',
      _tls: { templateName: { en_US: 'Sign-in code', zh_CN: '登录验证码' } },
      lang: 'en_US',
      messageCategoryCode: 'VERIFY',
      editorType: 'MARKDOWN',
      templateContent: 'Your sign-in code is ${code}; it expires in ${minutes} minutes.',
    },
  ],
});
