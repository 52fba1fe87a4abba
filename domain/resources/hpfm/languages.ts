import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { LANGUAGES, text, type Language } from '../../engine/text';

const NATIVE_NAMES: Readonly<Record<Language, string>> = { en_US: 'English', zh_CN: '简体中文' };

/** The languages the product ships, as the choices of a text's language (named in themselves). */
export const LANGUAGE_CHOICES = LANGUAGES.map((value) => ({
  value,
  label: text(NATIVE_NAMES[value], NATIVE_NAMES[value]),
}));

/**
 * The languages of the platform (hpfm development, 语言维护). They are the platform's rows
 * (tenant 0): the languages the product ships its messages in, so there is no create or delete;
 * the platform administrator renames, describes, orders and enables them, tenants read them.
 * `GET /hpfm/v1/languages/list` answers the enabled ones to everybody, in `orderSeq` order.
 */
export default defineResource({
  module: 'hpfm',
  // Not `language`: the value-list view HPFM.LANGUAGE (value: the code) is the languages' lookup.
  name: 'languages',
  path: 'languages',
  table: 'languages',
  idField: 'languageId',
  tenancy: 'shared',
  title: text('Languages', '语言维护'),
  entity: text('language', '语言'),
  nameField: 'name',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  actions: ['edit', 'enable', 'export'],
  route: '/hpfm/language',
  menu: {
    parent: 'hzero.hpfm.dev',
    sort: 100,
    quickIndex: text('language', 'yywh'),
    code: 'hzero.hpfm.language',
  },
  fields: {
    code: codeField(text('Language code', '语言编码'), {
      max: 10,
      pattern: '^[a-z]{2}_[A-Z]{2}$',
      help: text('Language and region, e.g. zh_CN', '语言与地区，例如 zh_CN'),
      column: 140,
    }),
    name: fields.text(text('Language name', '语言名称'), {
      max: 60,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
      help: text(
        'Written in the language itself, as users pick it',
        '用该语言本身书写，供用户选择',
      ),
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 280, wide: true }),
    orderSeq: fields.integer(text('Order', '排序号'), {
      min: 0,
      max: 9999,
      required: true,
      defaultValue: 0,
      sortable: true,
      column: 100,
    }),
  },
});
