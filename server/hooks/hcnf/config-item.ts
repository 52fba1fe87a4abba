/**
 * Configuration items: a value checked against its type (a number item's a number, a boolean
 * item's true or false); a secret item's value sealed into `secretValue` as it is saved, its
 * `configValue` left empty, and the sealed value kept by an edit that leaves the value empty.
 * Every write or delete of an item writes its set's status again.
 */
import { text } from '../../../domain/engine/text';
import type { SqlValue } from '../../db/versioned';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { blank, merged, refuse } from '../hpfm/support/say';
import { fitsType, refreshStatus, seal, storedSecret, unseal } from './support/configs';

const T = {
  notNumber: text(
    '%{field} of a number item must be a number, not “%{value}”',
    '数字类型的%{field}必须是数字，而不是“%{value}”',
  ),
  notBoolean: text(
    '%{field} of a boolean item must be true or false, not “%{value}”',
    '布尔类型的%{field}必须是 true 或 false，而不是“%{value}”',
  ),
  secretEmpty: text('%{field} of a secret item is required', '加密项的%{field}不能为空'),
} as const;

/** Refuses a value its item's type does not hold. */
function checkType(context: HookContext, type: unknown, value: string): void {
  if (fitsType(type, value)) return;
  throw refuse(context, 'configValue', type === 'number' ? T.notNumber : T.notBoolean, { value });
}

/**
 * A secret item's values: the plain value given (or, for an item turned secret, the one it
 * had) sealed into `secretValue`, the sealed value kept when none is given; `configValue` empty.
 */
function sealValue(
  context: HookContext,
  values: Record<string, SqlValue>,
  current: Row | undefined,
  type: unknown,
): void {
  const given = values.configValue;
  const plain =
    typeof given === 'string' && given !== ''
      ? given
      : current && Number(current.secretFlag) !== 1 && !blank(current.configValue)
        ? String(current.configValue)
        : undefined;
  values.configValue = null;
  if (plain !== undefined) {
    checkType(context, type, plain);
    values.secretValue = seal(context, plain);
    return;
  }
  const kept = current
    ? unseal(context, storedSecret(context, Number(current.configItemId)))
    : undefined;
  if (kept === undefined) throw refuse(context, 'configValue', T.secretEmpty);
  checkType(context, type, kept);
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const item = merged(values, current);
    if (Number(item.secretFlag) === 1) {
      sealValue(context, values, current, item.valueType);
      return;
    }
    values.secretValue = null;
    const value = item.configValue;
    if (item.valueType !== 'string' || !blank(value)) {
      checkType(context, item.valueType, typeof value === 'string' ? value : '');
    }
  },
  afterWrite: (context, row) => refreshStatus(context, Number(row.configSetId)),
  beforeDelete: (context, row) =>
    refreshStatus(context, Number(row.configSetId), Number(row.configItemId)),
};

export default hooks;
