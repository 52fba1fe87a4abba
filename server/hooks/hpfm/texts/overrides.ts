/**
 * Rows of shared resources that a tenant overrides by key (prompts, static texts, profiles,
 * configuration): the platform's row (tenant 0) and a tenant's own row may share a key, but a
 * tenant has one row per key. Built-in rows (written by the product at start) stay built-in
 * until someone edits their text, and are never deleted.
 */
import { text } from '../../../../domain/engine/text';
import { say } from '../support/say';
import type { SqlValue } from '../../../db/versioned';
import type { HookContext, ResourceHooks } from '../../../engine/hooks';
import type { Row } from '../../../engine/service';
import type { Condition } from '../../../engine/store';
import { BusinessError } from '../../../http/errors';

/** The values a write leaves a row with: the current row (updates) overlaid with the new ones. */
export function merged(
  values: Readonly<Record<string, unknown>>,
  current: Row | undefined,
): Record<string, unknown> {
  return { ...(current ?? {}), ...values };
}

/** The id of the caller's own rows whose fields equal `match` (the platform's rows left out). */
export function ownRowIds(
  context: HookContext,
  match: Readonly<Record<string, unknown>>,
): number[] {
  const conditions = Object.entries(match).map(([field, value]): Condition =>
    value === null || value === undefined
      ? { field, op: 'isNull' }
      : { field, op: 'eq', value: value as SqlValue },
  );
  return context.engine.store
    .all(context.resource, context.scope, conditions, 1000)
    .filter((row) => row.tenantId === context.scope.tenantId)
    .map((row) => row.id);
}

const DUPLICATE = text(
  'The %{entity} %{key} already exists here; edit it instead',
  '%{entity} %{key} 已存在，请直接编辑',
);

/**
 * Refuses a row whose key fields equal those of another row of the caller's own tenant (the
 * platform's row with the same key is the one it overrides).
 */
export function refuseDuplicateKey(
  context: HookContext,
  keyFields: readonly string[],
  values: Readonly<Record<string, unknown>>,
  current: Row | undefined,
): void {
  const row = merged(values, current);
  const match = Object.fromEntries(keyFields.map((field) => [field, row[field] ?? null]));
  const id = current?.[context.resource.idField];
  if (ownRowIds(context, match).some((other) => other !== id)) {
    const key = keyFields
      .map((field) => row[field])
      .filter((value) => value !== null && value !== undefined && value !== '')
      .join(' / ');
    throw new BusinessError(
      'error.duplicate',
      say(context, DUPLICATE, { entity: context.resource.entity[context.scope.lang], key }),
      'warn',
    );
  }
}

const BUILT_IN_DELETE = text(
  'The %{entity} %{key} is maintained by the product and cannot be deleted; edit its text instead',
  '%{entity} %{key} 由产品维护，不能删除；可以修改其内容',
);

/**
 * The hooks of texts keyed by `keyFields` with built-in platform rows: one row per key in a
 * tenant, a built-in row becomes the administrator's once one of `textFields` changes, and a
 * built-in row is never deleted. `check` runs first on every write.
 */
export function builtInTextHooks(
  keyFields: readonly string[],
  textFields: readonly string[],
  check?: (
    context: HookContext,
    values: Record<string, SqlValue>,
    current: Row | undefined,
  ) => void,
): ResourceHooks {
  return {
    beforeWrite(context, values, current) {
      check?.(context, values, current);
      refuseDuplicateKey(context, keyFields, values, current);
      if (
        current?.builtIn === 1 &&
        textFields.some((field) => values[field] !== undefined && values[field] !== current[field])
      ) {
        values.builtIn = 0;
      }
    },
    beforeDelete(context, row) {
      if (row.builtIn !== 1) return;
      throw new BusinessError(
        'error.built_in',
        say(context, BUILT_IN_DELETE, {
          entity: context.resource.entity[context.scope.lang],
          key: keyFields.map((field) => String(row[field])).join(' / '),
        }),
        'warn',
      );
    },
  };
}
