/**
 * Date ranges of lines (calendar exceptions, accounting periods): a range starts on or before
 * it ends, and the ranges of one header never share a day. Dates are `YYYY-MM-DD` text, so
 * comparing them as text compares them as dates.
 */
import { fill, type Language, type Text } from '../../../../domain/engine/text';
import type { SqlValue } from '../../../db/versioned';
import { BusinessError } from '../../../http/errors';
import type { HookContext } from '../../../engine/hooks';
import { MAX_ROWS, type Row } from '../../../engine/service';

const en_US = {
  order: '%{name}: the %{end} (%{to}) is before the %{start} (%{from})',
  overlap:
    '%{first} (%{firstFrom} to %{firstTo}) and %{second} (%{secondFrom} to %{secondTo}) overlap: %{rule}',
};

const zh_CN: typeof en_US = {
  order: '%{name}：%{end}（%{to}）早于%{start}（%{from}）',
  overlap:
    '%{first}（%{firstFrom} 至 %{firstTo}）与 %{second}（%{secondFrom} 至 %{secondTo}）重叠：%{rule}',
};

const MESSAGES: Readonly<Record<Language, typeof en_US>> = { en_US, zh_CN };

/**
 * Refuses a line whose end date is before its start date (an update may leave either out:
 * the stored one counts).
 */
export function checkOrder(
  context: HookContext,
  values: Record<string, SqlValue>,
  current: Row | undefined,
): void {
  const { resource, scope } = context;
  const from = String(values.startDate ?? current?.startDate ?? '');
  const to = String(values.endDate ?? current?.endDate ?? '');
  if (from === '' || to === '' || from <= to) return;
  const nameValue = values[resource.nameField] ?? current?.[resource.nameField] ?? '';
  throw new BusinessError(
    'error.date_order',
    fill(MESSAGES[scope.lang].order, {
      name: String(nameValue),
      start: resource.fields.startDate?.label[scope.lang] ?? 'startDate',
      end: resource.fields.endDate?.label[scope.lang] ?? 'endDate',
      from,
      to,
    }),
    'warn',
  );
}

/**
 * Refuses a header whose lines (`lineKey`, a resource with `startDate` and `endDate`) share a
 * day, naming the first two that do; `rule` says why they may not, in each language.
 */
export function checkNoOverlap(
  context: HookContext,
  headerId: number,
  lineKey: string,
  rule: Text,
): void {
  const { engine, scope } = context;
  const lineResource = engine.resource(lineKey);
  const parentField = lineResource.parent?.field ?? '';
  const lines = engine.store
    .all(lineResource, scope, [{ field: parentField, op: 'eq', value: headerId }], MAX_ROWS)
    .map((line) => ({
      name: String(line.values[lineResource.nameField] ?? line.id),
      from: String(line.values.startDate),
      to: String(line.values.endDate),
    }))
    .sort((a, b) => (a.from === b.from ? a.to.localeCompare(b.to) : a.from.localeCompare(b.from)));
  let latest = lines[0];
  for (const line of lines.slice(1)) {
    if (latest && line.from <= latest.to) {
      throw new BusinessError(
        'error.date_overlap',
        fill(MESSAGES[scope.lang].overlap, {
          first: latest.name,
          firstFrom: latest.from,
          firstTo: latest.to,
          second: line.name,
          secondFrom: line.from,
          secondTo: line.to,
          rule: rule[scope.lang],
        }),
        'warn',
      );
    }
    if (!latest || line.to > latest.to) latest = line;
  }
}
