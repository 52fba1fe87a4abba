/** Words of the hpfm development hooks: texts in the caller's language, refusals by field. */
import { fill, type Text } from '../../../../domain/engine/text';
import { FieldsError } from '../../../http/errors';
import type { HookContext } from '../../../engine/hooks';
import type { Row } from '../../../engine/service';

/** A text in the caller's language with its `%{name}` placeholders filled. */
export function say(
  context: Pick<HookContext, 'scope'>,
  message: Text,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  return fill(message[context.scope.lang], vars);
}

/** The label of a field of the hook's resource in the caller's language. */
export function labelOf(context: Pick<HookContext, 'scope' | 'resource'>, field: string): string {
  return context.resource.fields[field]?.label[context.scope.lang] ?? field;
}

/**
 * A 400 `error.validation` naming one field (its label fills `%{field}`), so that a form shows
 * the message beside the input.
 */
export function refuse(
  context: Pick<HookContext, 'scope' | 'resource'>,
  field: string,
  message: Text,
  vars: Readonly<Record<string, string | number>> = {},
): FieldsError {
  return new FieldsError([
    { path: field, message: say(context, message, { field: labelOf(context, field), ...vars }) },
  ]);
}

/** The values a write leaves a row with: the current row (updates) overlaid with the new ones. */
export function merged(
  values: Readonly<Record<string, unknown>>,
  current: Row | undefined,
): Record<string, unknown> {
  return { ...(current ?? {}), ...values };
}

/** Whether a value is absent (null, undefined or blank text). */
export function blank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}
