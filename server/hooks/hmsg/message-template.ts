/**
 * Message templates: a code exists once per language in a tenant, and the `${...}` placeholders
 * of the title and content are plain names (what the sender fills in), each closed.
 */
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { BusinessError } from '../../http/errors';
import { labelOf, merged, say } from '../hpfm/support/say';

const M = {
  notPlain: text(
    '%{field}: the placeholder %{placeholder} is not a plain name (letters, digits and _, not starting with a digit)',
    '%{field}：占位符 %{placeholder} 不是合法的名称（字母、数字和 _，不以数字开头）',
  ),
  unclosed: text(
    '%{field}: the placeholder %{placeholder} is not closed with }',
    '%{field}：占位符 %{placeholder} 缺少结尾的 }',
  ),
  duplicate: text(
    'Template %{code} already exists in %{language}',
    '模板 %{code} 的%{language}版本已存在',
  ),
} as const;

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Most characters of a bad placeholder quoted back to the user. */
const QUOTED = 40;

/** A placeholder that is not a plain name, or is never closed. */
export interface BadPlaceholder {
  placeholder: string;
  unclosed: boolean;
}

/** The first bad `${...}` placeholder of a text, if any. */
export function badPlaceholder(value: string): BadPlaceholder | undefined {
  for (let start = value.indexOf('${'); start >= 0; start = value.indexOf('${', start + 2)) {
    const end = value.indexOf('}', start + 2);
    if (end < 0) {
      const rest = value.slice(start);
      return {
        placeholder: rest.length > QUOTED ? `${rest.slice(0, QUOTED)}…` : rest,
        unclosed: true,
      };
    }
    const name = value.slice(start + 2, end);
    if (!NAME.test(name)) {
      const whole = value.slice(start, end + 1);
      return {
        placeholder: whole.length > QUOTED ? `${whole.slice(0, QUOTED)}…` : whole,
        unclosed: false,
      };
    }
  }
  return undefined;
}

/** Refuses a title or content given with a bad placeholder, naming the field and it. */
function checkPlaceholders(context: HookContext, values: Readonly<Record<string, unknown>>): void {
  for (const field of ['templateTitle', 'templateContent']) {
    const value = values[field];
    if (typeof value !== 'string') continue;
    const bad = badPlaceholder(value);
    if (!bad) continue;
    throw new BusinessError(
      'error.template_placeholder',
      say(context, bad.unclosed ? M.unclosed : M.notPlain, {
        field: labelOf(context, field),
        placeholder: bad.placeholder,
      }),
      'warn',
    );
  }
}

/** Refuses a second template of the same code and language in the tenant. */
function checkUnique(
  context: HookContext,
  values: Readonly<Record<string, unknown>>,
  current: Row | undefined,
): void {
  const row = merged(values, current);
  const code = row.templateCode;
  const lang = row.lang;
  if (typeof code !== 'string' || typeof lang !== 'string') return;
  const others = context.engine.store.count(
    context.resource,
    context.scope,
    { templateCode: code, lang },
    current ? Number(current.templateId) : undefined,
  );
  if (others === 0) return;
  const field = context.resource.fields.lang;
  const language =
    (field?.kind === 'select' &&
      field.options?.find((option) => option.value === lang)?.label[context.scope.lang]) ||
    lang;
  throw new BusinessError('error.duplicate', say(context, M.duplicate, { code, language }), 'warn');
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    checkPlaceholders(context, values);
    checkUnique(context, values, current);
  },
};

export default hooks;
