import type { CustomAction, ResourceDescription } from './resource';
import { fill, type Language } from './text';

/**
 * What the engine says about a value or a request, in both languages: the same words in the
 * form (before saving) and in the server's answer (when a request gets past the form).
 */
const en_US = {
  labels: {
    status: 'Status',
    enabled: 'Enabled',
    disabled: 'Disabled',
    keyword: 'Keyword',
    rangeFrom: '%{field} from',
    rangeTo: '%{field} to',
  },
  validation: {
    required: '%{field} is required',
    minLength: '%{field} must have at least %{min} characters',
    maxLength: '%{field} must have at most %{max} characters',
    integer: '%{field} must be a whole number',
    number: '%{field} must be a number',
    min: '%{field} must be at least %{min}',
    max: '%{field} must be at most %{max}',
    decimal: '%{field} must be a number with at most %{scale} decimals',
    format: '%{field}: %{rule}',
    formatUnknown: '%{field} is not in the expected format',
    date: '%{field} must be a date (YYYY-MM-DD)',
    datetime: '%{field} must be a date and time (YYYY-MM-DD HH:mm:ss)',
    flag: '%{field} must be 1 or 0',
    choice: '%{field} must be one of: %{values}',
    text: '%{field} must be text',
    list: '%{field} must be a list',
    unknownField: '%{field} is not a field of this record',
    email: '%{field} must be an e-mail address',
    url: '%{field} must be a web address (http or https)',
  },
  errors: {
    notFound: 'The %{entity} %{id} no longer exists; reload the list',
    stale: 'The %{entity} was changed by someone else after you loaded it; reload it and try again',
    duplicate: '%{field} %{value} already exists',
    duplicateTogether: 'A %{entity} with %{values} already exists',
    immutable: '%{field} cannot be changed (it is %{value})',
    inUse: 'The %{entity} %{name} is used by %{count} %{other} record(s) and cannot be deleted',
    hasChildren: 'The %{entity} %{name} has %{count} record(s) under it; delete or move them first',
    reference: '%{field}: there is no %{entity} %{id} here',
    within: '%{field}: %{name} does not belong to the chosen %{within}; choose it again',
    choice: '%{field}: %{value} is not a value of the list %{lovCode}',
    parentLoop: '%{field}: a record cannot sit under itself or under one of its own records',
    sort: "Query parameter 'sort' must be 'field,asc' or 'field,desc' with one of: %{fields}",
    rowToken: 'The _token does not belong to this record; reload it and try again',
    idMismatch: '%{field} does not match the path',
    lineParent: 'Line %{index}: it does not belong to this %{entity}',
    line: 'Line %{index}: %{message}',
    lineApart:
      'Line %{index}: %{lines} are changed at their own address (%{address}), not with the %{entity}',
    platformRow: 'The %{entity} %{name} belongs to the platform and can only be changed there',
    locked: 'The %{entity} %{name} is %{state}: it cannot be changed or deleted',
    actionNotNow: 'The %{entity} %{name} is %{state}: “%{action}” is not possible now',
    singleton: 'This tenant already has its %{entity}; edit it instead',
    readOnlyField: '%{field} is read-only for your role',
  },
};

/** The engine's messages in one language. */
export type EngineMessages = typeof en_US;

const zh_CN: EngineMessages = {
  labels: {
    status: '状态',
    enabled: '启用',
    disabled: '禁用',
    keyword: '关键字',
    rangeFrom: '%{field}起',
    rangeTo: '%{field}止',
  },
  validation: {
    required: '%{field}不能为空',
    minLength: '%{field}至少需要 %{min} 个字符',
    maxLength: '%{field}最多 %{max} 个字符',
    integer: '%{field}必须是整数',
    number: '%{field}必须是数字',
    min: '%{field}不能小于 %{min}',
    max: '%{field}不能大于 %{max}',
    decimal: '%{field}必须是数字，最多 %{scale} 位小数',
    format: '%{field}：%{rule}',
    formatUnknown: '%{field}格式不正确',
    date: '%{field}必须是日期（YYYY-MM-DD）',
    datetime: '%{field}必须是日期时间（YYYY-MM-DD HH:mm:ss）',
    flag: '%{field}必须是 1 或 0',
    choice: '%{field}必须是以下之一：%{values}',
    text: '%{field}必须是文本',
    list: '%{field}必须是列表',
    unknownField: '%{field}不是此记录的字段',
    email: '%{field}必须是电子邮件地址',
    url: '%{field}必须是网址（http 或 https）',
  },
  errors: {
    notFound: '%{entity} %{id} 已不存在，请刷新列表',
    stale: '%{entity}在您打开后已被他人修改，请刷新后重试',
    duplicate: '%{field} %{value} 已存在',
    duplicateTogether: '%{values}的%{entity}已存在',
    immutable: '%{field}不可修改（当前为 %{value}）',
    inUse: '%{entity} %{name} 被 %{count} 条%{other}记录使用，不能删除',
    hasChildren: '%{entity} %{name} 下还有 %{count} 条记录，请先删除或移走',
    reference: '%{field}：这里没有%{entity} %{id}',
    within: '%{field}：%{name} 不属于所选的%{within}，请重新选择',
    choice: '%{field}：%{value} 不是值集 %{lovCode} 的值',
    parentLoop: '%{field}：记录不能放在自身或其下级之下',
    sort: "查询参数 'sort' 必须是 '字段,asc' 或 '字段,desc'，字段为：%{fields}",
    rowToken: '_token 不属于此记录，请刷新后重试',
    idMismatch: '%{field}与路径不一致',
    lineParent: '第 %{index} 行：不属于此%{entity}',
    line: '第 %{index} 行：%{message}',
    lineApart: '第 %{index} 行：%{lines}在各自的地址（%{address}）修改，不随%{entity}保存',
    platformRow: '%{entity} %{name} 属于平台，只能在平台中修改',
    locked: '%{entity} %{name} 当前为%{state}，不能修改或删除',
    actionNotNow: '%{entity} %{name} 当前为%{state}，现在不能“%{action}”',
    singleton: '本租户已有%{entity}，请直接编辑',
    readOnlyField: '%{field}对您的角色只读',
  },
};

/** The engine's messages in each language. */
export const ENGINE_MESSAGES: Readonly<Record<Language, EngineMessages>> = { en_US, zh_CN };

/** The parts of a description that say whether, and why, a row is kept as it is. */
type Lockable = Pick<
  ResourceDescription,
  'lockedWhen' | 'fields' | 'entity' | 'nameField' | 'idField'
>;

/**
 * Whether a row holds, in each field `when` names, one of the values listed for it (a custom
 * action's or a link's condition); every row does when there is no `when`.
 */
export function rowMatches(
  when: Readonly<Record<string, readonly (string | number)[]>> | undefined,
  row: Readonly<Record<string, unknown>>,
): boolean {
  return Object.entries(when ?? {}).every(([name, values]) =>
    values.some((value) => String(value) === String(row[name] ?? '')),
  );
}

/** Whether the description keeps the row as it is (`lockedWhen`): no edit, enable or delete. */
export function isLockedRow(resource: Lockable, row: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(resource.lockedWhen ?? {}).length > 0 && rowMatches(resource.lockedWhen, row);
}

/** A field's value as the user reads it: a select's option by its label, the status by its name. */
function stateOf(
  resource: Lockable,
  row: Readonly<Record<string, unknown>>,
  name: string,
  lang: Language,
): string {
  const field = resource.fields[name];
  const value = String(row[name] ?? '');
  if (name === 'enabledFlag' && !field) {
    return ENGINE_MESSAGES[lang].labels[value === '1' ? 'enabled' : 'disabled'];
  }
  const option =
    field?.kind === 'select' ? field.options?.find((item) => item.value === value) : undefined;
  return option?.label[lang] ?? value;
}

/** A row as messages name it: its name field, else its id. */
function rowName(resource: Lockable, row: Readonly<Record<string, unknown>>): string {
  return String(row[resource.nameField] ?? row[resource.idField] ?? '');
}

/**
 * Why a custom action is not offered for the row (its `when` does not hold), in `lang`, naming
 * the first field whose value it does not allow; undefined when it is offered.
 */
export function actionRefusal(
  resource: Lockable,
  action: Pick<CustomAction, 'when' | 'label'>,
  row: Readonly<Record<string, unknown>>,
  lang: Language,
): string | undefined {
  const failing = Object.keys(action.when ?? {}).find(
    (name) => !rowMatches({ [name]: action.when?.[name] ?? [] }, row),
  );
  if (failing === undefined) return undefined;
  return fill(ENGINE_MESSAGES[lang].errors.actionNotNow, {
    entity: resource.entity[lang],
    name: rowName(resource, row),
    state: stateOf(resource, row, failing, lang),
    action: action.label[lang],
  });
}

/** Why the row cannot be changed or deleted (`lockedWhen`), in `lang`; undefined when it can. */
export function lockedMessage(
  resource: Lockable,
  row: Readonly<Record<string, unknown>>,
  lang: Language,
): string | undefined {
  if (!isLockedRow(resource, row)) return undefined;
  const name = Object.keys(resource.lockedWhen ?? {})[0] ?? '';
  return fill(ENGINE_MESSAGES[lang].errors.locked, {
    entity: resource.entity[lang],
    name: rowName(resource, row),
    state: stateOf(resource, row, name, lang),
  });
}
