import type { Field } from '../../../domain/engine/fields';
import type { ResourceDescription } from '../../../domain/engine/resource';
import { LANGUAGES } from '../../../domain/engine/text';
import { HIAM_TEXTS } from '../../../domain/hiam/messages';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { refuse } from '../hpfm/support/say';

/** A dimension value as stored: compared with the rows' field, and shown. */
interface Resolved {
  key: string;
  name: string;
}

/**
 * The row of `target` that `given` names, among the rows the caller reads: by id, or by a code
 * (a unique text field) or the name, as typed or in capitals.
 */
function findRow(
  context: HookContext,
  target: ResourceDescription,
  given: string,
): Row | undefined {
  const { engine, scope } = context;
  if (/^[1-9][0-9]{0,14}$/.test(given)) {
    const row = engine.find(target, scope, Number(given));
    if (row) return row;
  }
  const named = Object.entries(target.fields)
    .filter(([name, field]) => (field.kind === 'text' && field.unique) || name === target.nameField)
    .map(([name]) => name);
  for (const name of named) {
    for (const value of new Set([given, given.toUpperCase()])) {
      for (const stored of engine.store.all(target, scope, [{ field: name, op: 'eq', value }], 5)) {
        const row = engine.find(target, scope, stored.id);
        if (row) return row;
      }
    }
  }
  return undefined;
}

/** The stored value and the name of `given` in a dimension field; undefined when it has none. */
function resolve(context: HookContext, field: Field, given: string): Resolved | undefined {
  const { engine, scope } = context;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  if (field.kind === 'reference') {
    const target = engine.resource(field.resource);
    const row = findRow(context, target, given);
    if (!row) return undefined;
    return {
      key: String(row[target.idField]),
      name: String(row[target.nameField] ?? row[target.idField]),
    };
  }
  if (field.kind === 'select' && field.options) {
    const option = field.options.find(
      (choice) =>
        same(choice.value, given) ||
        Object.values(choice.label).some((label) => same(label, given)),
    );
    return option ? { key: option.value, name: option.label[scope.lang] } : undefined;
  }
  if (field.kind === 'select' && field.lovCode) {
    const choice = engine
      .lovValues(scope, field.lovCode)
      ?.find((item) => same(item.value, given) || same(item.meaning, given));
    return choice ? { key: choice.value, name: choice.meaning } : undefined;
  }
  return undefined;
}

/** The API field `id` as stored. */
function apiFieldOf(
  context: HookContext,
  id: number,
): { resourceKey: string; fieldName: string; name: string; dataDimension: number } | undefined {
  return context.app.db
    .prepare(
      `SELECT resource_key AS resourceKey, field_name AS fieldName, name, data_dimension AS dataDimension
       FROM hiam_api_fields WHERE id = ?`,
    )
    .get(id) as ReturnType<typeof apiFieldOf>;
}

/** The field the API field `id` names when it is a dimension (can restrict rows). */
function dimensionField(context: HookContext, id: number): Field | undefined {
  const stored = apiFieldOf(context, id);
  if (stored?.dataDimension !== 1) return undefined;
  return context.engine.resolve(stored.resourceKey)?.fields[stored.fieldName];
}

/**
 * The data permissions of a security group: the dimension is a field that can restrict rows;
 * the value typed is resolved to what rows are compared with (`valueKey`) and its name, among
 * what the caller may read; the same value twice is refused. Once written, the value's name is
 * kept in every language (a country's name is 德国 to a reader of Chinese).
 */
const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    if (values.apiFieldId === undefined && values.value === undefined) return;
    const apiFieldId = Number(values.apiFieldId ?? current?.apiFieldId);
    const given = String(values.value ?? current?.value ?? '').trim();
    const { db } = context.app;
    const dimension = apiFieldOf(context, apiFieldId);
    if (!dimension) return;
    const name =
      (context.engine.find(context.engine.resource('hiam/api-field'), context.scope, apiFieldId)
        ?.name as string | undefined) ?? dimension.name;
    const field = dimensionField(context, apiFieldId);
    if (!field) throw refuse(context, 'apiFieldId', HIAM_TEXTS.notDimension, { name });
    const resolved = resolve(context, field, given);
    if (!resolved) {
      throw refuse(context, 'value', HIAM_TEXTS.noDimensionValue, { value: given, name });
    }
    const twice = db
      .prepare(
        'SELECT 1 FROM hiam_sec_grp_data WHERE sec_grp_id = ? AND api_field_id = ? AND value_key = ? AND id IS NOT ?',
      )
      .get(
        Number(values.secGrpId ?? current?.secGrpId),
        apiFieldId,
        resolved.key,
        current ? Number(current.id) : null,
      );
    if (twice) {
      throw refuse(context, 'value', HIAM_TEXTS.dataTwice, { name, value: resolved.name });
    }
    values.value = given;
    values.valueKey = resolved.key;
    values.valueName = resolved.name;
  },
  afterWrite(context, row) {
    const field = dimensionField(context, Number(row.apiFieldId));
    if (!field) return;
    const { engine, scope, resource } = context;
    for (const lang of LANGUAGES) {
      const resolved = resolve({ ...context, scope: { ...scope, lang } }, field, String(row.value));
      if (!resolved) continue;
      const id = Number(row.id);
      engine.store.translate(
        resource,
        scope,
        id,
        'valueName',
        lang,
        resolved.name,
        engine.token(resource, id),
        scope.now,
      );
    }
  },
};

export default hooks;
