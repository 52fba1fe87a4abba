import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The types of a configuration item's value. */
export const VALUE_TYPES = [
  { value: 'string', label: text('String', '字符串') },
  { value: 'number', label: text('Number', '数字') },
  { value: 'boolean', label: text('Boolean', '布尔') },
] as const;

/** A configuration item's value type. */
export type ValueType = (typeof VALUE_TYPES)[number]['value'];

/**
 * A configuration key: dotted lower-case words (letters, digits, `-` or `_`), a list's element
 * as `[n]`, e.g. `spring.datasource.url` or `spring.cloud.gateway.routes[0].id`.
 */
export const CONFIG_KEY_PATTERN = '^[a-z][a-z0-9_-]*(\\.[a-z0-9][a-z0-9_-]*|\\[[0-9]+\\])*$';

/** The value a number item holds: a decimal number, e.g. `-1`, `0.75` or `1e6`. */
export const NUMBER_VALUE = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/;

/** The values a boolean item holds. */
export const BOOLEAN_VALUES: readonly string[] = ['true', 'false'];

/**
 * An item of a configuration set (hcnf): a key, its value and the value's type, checked on
 * save (a number item holds a number, a boolean item true or false). A secret item's value is
 * sealed as it is saved (`secretValue`) and never answered again: `configValue` reads empty, and
 * an edit that leaves it empty keeps the sealed value. Edited with its set on the set's page.
 */
export default defineResource({
  module: 'hcnf',
  name: 'config-item',
  path: 'config-items',
  table: 'hcnf_config_item',
  idField: 'configItemId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Configuration items', '配置项'),
  entity: text('configuration item', '配置项'),
  nameField: 'configKey',
  defaultSort: { field: 'configItemId', order: 'asc' },
  parent: { resource: 'hcnf/config', field: 'configSetId' },
  fields: {
    configSetId: fields.integer(text('Configuration set', '配置集'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    configKey: fields.text(text('Key', '配置键'), {
      max: 200,
      pattern: CONFIG_KEY_PATTERN,
      help: text(
        'Dotted lower-case words (letters, digits, - or _), a list element as [n], e.g. spring.datasource.url',
        '以点分隔的小写单词（字母、数字、- 或 _），列表元素写作 [n]，例如 spring.datasource.url',
      ),
      required: true,
      unique: true,
      column: 280,
    }),
    configValue: fields.longtext(text('Value', '配置值'), {
      max: 4000,
      column: 280,
      wide: true,
      help: text(
        'A number item holds a number, a boolean item true or false. A secret item’s value is sealed when saved and never shown again; left empty, the stored value is kept',
        '数字类型填写数字，布尔类型填写 true 或 false。加密项的值保存时加密且不再显示；留空则保留已保存的值',
      ),
    }),
    valueType: fields.select(text('Value type', '值类型'), {
      options: VALUE_TYPES,
      required: true,
      defaultValue: 'string',
      column: 100,
    }),
    secretFlag: fields.flag(text('Secret', '加密'), { defaultValue: 0, column: 80 }),
    secretValue: fields.longtext(text('Sealed value', '加密值'), {
      max: 4000,
      readOnly: true,
      writeOnly: true,
      form: false,
      column: false,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 200 }),
  },
});
