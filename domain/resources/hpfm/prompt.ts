import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { LANGUAGE_CHOICES } from './languages';

/** A prompt key or code: letters, digits, `_`, `.` or `-`, starting with a letter. */
const KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]*$';
const KEY_HELP = text(
  'Letters, digits, _ . or -, starting with a letter (e.g. hzero.common)',
  '字母、数字、_ . 或 -，以字母开头（例如 hzero.common）',
);

/**
 * Prompts (hpfm 多语言描述): the UI texts the app reads by `promptKey.promptCode` in a language
 * (`GET /hpfm/v1[/{tenantId}]/prompt/{lang}`), one row per language. The platform's rows
 * (tenant 0) are everybody's; a tenant's row with the same key, code and language overrides
 * the platform's for that tenant. Rows the product maintains are `builtIn` until edited.
 */
export default defineResource({
  module: 'hpfm',
  name: 'prompt',
  path: 'prompts',
  // HZERO's prompt service names each operation (promptService.js).
  api: {
    list: 'prompts/page-list',
    create: 'prompts/insert',
    update: 'prompts/update',
    remove: 'prompts/remove',
  },
  table: 'hpfm_prompt',
  idField: 'promptId',
  tenancy: 'shared',
  enabledFlag: false,
  title: text('Prompts', '多语言描述'),
  entity: text('prompt', '多语言描述'),
  nameField: 'promptCode',
  defaultSort: { field: 'promptKey', order: 'asc' },
  route: '/hpfm/prompt',
  menu: { parent: 'hzero.hpfm.mdm', sort: 110, quickIndex: text('prompt', 'dyyms') },
  fields: {
    promptKey: fields.text(text('Prompt key', '模块代码'), {
      max: 60,
      pattern: KEY_PATTERN,
      help: KEY_HELP,
      required: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 160,
    }),
    promptCode: fields.text(text('Prompt code', '代码'), {
      max: 120,
      pattern: KEY_PATTERN,
      help: KEY_HELP,
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
    description: fields.longtext(text('Text', '描述'), {
      max: 1000,
      required: true,
      filter: true,
      column: 320,
      wide: true,
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
  // Novo Lab says "New" where the platform says "Create": a tenant's text overrides the platform's.
  demo: [
    {
      promptKey: 'hzero.common',
      promptCode: 'button.create',
      lang: 'en_US',
      description: 'New',
      _tenants: [1],
    },
    {
      promptKey: 'hzero.common',
      promptCode: 'button.create',
      lang: 'zh_CN',
      description: '新增',
      _tenants: [1],
    },
  ],
});
