import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { LANGUAGE_CHOICES } from './languages';

export {
  SIGN_IN_NOTICE,
  STATIC_TEXT_COMMON_ATTRIBUTES,
  STATIC_TEXT_TAGS,
  STATIC_TEXT_URLS,
} from '../../contract/staticText';

/**
 * Static texts (hpfm 静态文本): longer texts the app shows by code, such as the sign-in notice,
 * the portal's help texts and the privacy policy (`GET /hpfm/v1[/{tenantId}]/static-texts/text/
 * by-code/nullable?textCode=&lang=`), one row per language with an HTML body. The platform's
 * rows (tenant 0) are everybody's; a tenant's row with the same code and language overrides the
 * platform's for that tenant. Rows the product maintains are `builtIn` until edited.
 */
export default defineResource({
  module: 'hpfm',
  name: 'static-text',
  path: 'static-texts',
  // HZERO reads one text at /details (staticTextService.js staticTextFetchOne).
  api: { get: 'static-texts/details/{id}' },
  table: 'hpfm_static_text',
  idField: 'textId',
  tenancy: 'shared',
  enabledFlag: false,
  title: text('Static Texts', '静态文本'),
  entity: text('static text', '静态文本'),
  nameField: 'title',
  defaultSort: { field: 'textCode', order: 'asc' },
  route: '/hpfm/static-text',
  menu: { parent: 'hzero.hpfm.mdm', sort: 130, quickIndex: text('statictext', 'jtwb') },
  fields: {
    textCode: fields.text(text('Text code', '文本编码'), {
      max: 120,
      pattern: '^[A-Z][A-Z0-9_.-]*$',
      help: text(
        'Uppercase letters, digits, _ . or -, starting with a letter (e.g. PORTAL.HELP.SHIPPING)',
        '大写字母、数字、_ . 或 -，以字母开头（例如 PORTAL.HELP.SHIPPING）',
      ),
      required: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 240,
    }),
    lang: fields.select(text('Language', '语言'), {
      options: LANGUAGE_CHOICES,
      required: true,
      immutable: true,
      filter: true,
      sortable: true,
      defaultValue: 'en_US',
      column: 120,
    }),
    title: fields.text(text('Title', '标题'), {
      max: 240,
      required: true,
      filter: true,
      sortable: true,
      column: 260,
    }),
    text: fields.code(text('Text', '文本内容'), {
      language: 'html',
      max: 60_000,
      required: true,
      column: false,
      wide: true,
      help: text(
        'HTML: paragraphs (<p>), lists (<ul>, <li>), links (<a href>), bold (<strong>)',
        'HTML：段落 (<p>)、列表 (<ul>、<li>)、链接 (<a href>)、加粗 (<strong>)',
      ),
    }),
    builtIn: fields.flag(text('Built-in', '系统预置'), {
      readOnly: true,
      form: false,
      filter: true,
      column: 100,
      help: text(
        'Maintained by the product until someone edits it',
        '由产品维护，编辑后不再被产品更新',
      ),
    }),
  },
  // Novo Lab's own welcome on the workplace, over the platform's.
  demo: [
    {
      textCode: 'HZERO.WORKPLACE.WELCOME',
      lang: 'en_US',
      title: 'Welcome to Novo Lab',
      text: '<p>Samples received before 15:00 are checked the same day.</p>',
      _tenants: [1],
    },
    {
      textCode: 'HZERO.WORKPLACE.WELCOME',
      lang: 'zh_CN',
      title: '欢迎使用 Novo Lab',
      text: '<p>15:00 前收到的样本当天完成质检。</p>',
      _tenants: [1],
    },
  ],
});
