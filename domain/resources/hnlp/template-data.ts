import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * What an extraction rule finds. HZERO's predefined elements that plain rules can find
 * honestly (numbers, amounts of money, dates and times), a regular expression of the user's,
 * or a list of keywords. HZERO's `$person` and `$location` need a trained model, which the
 * reference server does not pretend to have, so they are not offered.
 */
export const ACTUAL_TYPES = [
  { value: 'REGEX', label: text('Regular expression', '正则表达式') },
  { value: 'KEYWORDS', label: text('Keyword list', '关键词列表') },
  { value: '$number', label: text('Number', '数字') },
  { value: '$money', label: text('Amount of money', '金额') },
  { value: '$time', label: text('Date or time', '日期时间') },
] as const;

/** An extraction rule's element. */
export type ActualType = (typeof ACTUAL_TYPES)[number]['value'];

/** Most characters of a rule's regular expression. */
export const PATTERN_MAX = 200;

/** Most keyword entries of a rule, and most characters of one term. */
export const KEYWORDS_MAX = 100;
export const KEYWORD_TERM_MAX = 50;

/** Most values one rule answers (also when it names no count). */
export const VALUES_MAX = 100;

/**
 * An extraction rule of an NLP template (hnlp, HZERO's template data `template-datas`): the
 * tag its values are answered under (`type`), what it finds (`actualType`: a regular
 * expression, a keyword list, or a predefined element), and how many values it answers
 * (`typeNum`, every one up to {@link VALUES_MAX} when empty). Edited with its template on the
 * template's page.
 */
export default defineResource({
  module: 'hnlp',
  name: 'template-data',
  path: 'template-datas',
  table: 'hnlp_template_data',
  idField: 'dataId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Extraction rules', '识别规则'),
  entity: text('extraction rule', '识别规则'),
  nameField: 'type',
  defaultSort: { field: 'dataId', order: 'asc' },
  parent: { resource: 'hnlp/template', field: 'templateId' },
  fields: {
    templateId: fields.integer(text('Template', '模板'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    type: fields.text(text('Result tag', '映射数据类型'), {
      max: 50,
      required: true,
      unique: true,
      column: 140,
      help: text(
        'The tag the values found are answered under, e.g. contractNo; unique in the template',
        '识别结果中值的标记，例如 contractNo；模板内唯一',
      ),
    }),
    actualType: fields.select(text('Element', '识别要素'), {
      options: ACTUAL_TYPES,
      required: true,
      defaultValue: 'REGEX',
      column: 140,
      help: text(
        'What the rule finds: your regular expression, your keywords, or a number, an amount of money or a date found by built-in rules',
        '规则识别的内容：自定义正则表达式、关键词，或由内置规则识别的数字、金额、日期时间',
      ),
    }),
    pattern: fields.text(text('Regular expression', '正则表达式'), {
      max: PATTERN_MAX,
      column: 220,
      wide: true,
      help: text(
        `Of a regular expression rule only (JavaScript syntax, up to ${PATTERN_MAX} characters). With a group ( ), the first group is the value. No back-references, and no repeated group that itself repeats or offers alternatives, e.g. (a+)+ or (a|ab)*`,
        `仅正则表达式规则填写（JavaScript 语法，最多 ${PATTERN_MAX} 个字符）。含分组 ( ) 时，第一个分组为识别值。不允许反向引用，也不允许自身含重复或分支的分组再重复，例如 (a+)+ 或 (a|ab)*`,
      ),
    }),
    keywords: fields.longtext(text('Keywords', '关键词'), {
      max: 2000,
      column: false,
      wide: true,
      help: text(
        `Of a keyword rule only: one entry a line, up to ${KEYWORDS_MAX}; an entry may list synonyms after |, e.g. Shanghai|沪|SH: any of them found answers the first. Up to ${KEYWORD_TERM_MAX} characters a term`,
        `仅关键词规则填写：每行一个词条，最多 ${KEYWORDS_MAX} 条；词条可用 | 列出同义词，例如 上海|沪|SH：识别到任何一个均返回第一个。每个词最多 ${KEYWORD_TERM_MAX} 个字符`,
      ),
    }),
    ignoreCaseFlag: fields.flag(text('Ignore case', '忽略大小写'), {
      defaultValue: 1,
      column: 100,
      help: text(
        'Whether a regular expression or keyword matches regardless of upper or lower case',
        '正则表达式或关键词匹配时是否不区分大小写',
      ),
    }),
    typeNum: fields.integer(text('Most values', '识别要素数量'), {
      min: 1,
      max: VALUES_MAX,
      column: 110,
      help: text(
        `How many values of this tag are answered, 1 to ${VALUES_MAX}; empty for every one found (up to ${VALUES_MAX})`,
        `该标记最多返回的值个数，1 至 ${VALUES_MAX}；留空则返回全部（最多 ${VALUES_MAX} 个）`,
      ),
    }),
  },
});
