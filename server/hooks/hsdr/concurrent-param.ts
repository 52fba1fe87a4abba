/**
 * Parameters of concurrent programs (their codes unique within a program: the description's
 * `unique`, checked per program): a value-list parameter names a value list with values, the
 * others none; a default value fits the type (its text kept as it was written, trimmed).
 */
import { text } from '../../../domain/engine/text';
import type { ParamType } from '../../../domain/resources/hsdr/concurrent-param';
import type { ResourceHooks } from '../../engine/hooks';
import { blank, merged, refuse } from '../hpfm/support/say';
import { choicesOf, expectedOf, readParamValue, shownValue } from './support/params';

const M = {
  lovRequired: text(
    '%{field} is required for a value-list parameter',
    '值集类型的参数必须填写%{field}',
  ),
  lovUnused: text(
    '%{field} is only for a value-list parameter; empty it, or make the type Value list',
    '%{field}仅用于值集类型的参数，请清空，或将类型改为值集',
  ),
  lovEmpty: text(
    '%{field}: the value list %{lovCode} has no enabled values here',
    '%{field}：值集 %{lovCode} 在此没有启用的值',
  ),
  badDefault: text(
    '%{field} of %{code} must be %{expected}: “%{value}” is not',
    '参数 %{code} 的%{field}须为%{expected}，“%{value}”不符合',
  ),
} as const;

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const after = merged(values, current);
    const type = String(after.paramFormatCode ?? 'STRING') as ParamType;
    const lovCode = blank(after.lovCode) ? null : String(after.lovCode).trim();
    let choices: readonly string[] = [];
    if (type === 'SELECT') {
      if (lovCode === null) throw refuse(context, 'lovCode', M.lovRequired);
      const found = choicesOf(context.engine, context.scope, lovCode);
      if (!found) throw refuse(context, 'lovCode', M.lovEmpty, { lovCode });
      choices = found;
    } else if (lovCode !== null) {
      throw refuse(context, 'lovCode', M.lovUnused);
    }
    if (blank(after.defaultValue)) return;
    const read = readParamValue(type, after.defaultValue, choices);
    if (read.kind === 'wrong') {
      throw refuse(context, 'defaultValue', M.badDefault, {
        code: String(after.paramCode ?? ''),
        expected: expectedOf(type, lovCode, context.scope.lang),
        value: shownValue(after.defaultValue),
      });
    }
  },
};

export default hooks;
