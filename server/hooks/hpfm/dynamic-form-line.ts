/**
 * Form items: Select and Lookup items need the value list they offer; a default value must suit
 * the item's type (a number, 1 or 0, a date).
 */
import { isRealDay } from '../../../domain/dates';
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { blank, merged, refuse } from './support/say';

const M = {
  valueSet: text(
    '%{field} is required for Select and Lookup items',
    '值集下拉框与值集视图类型必须填写%{field}',
  ),
  noValueSet: text(
    '%{field} is only for Select and Lookup items; leave it empty',
    '%{field}仅用于值集下拉框与值集视图类型，请留空',
  ),
  number: text('%{field} of a Number item must be a number', '数字类型的%{field}必须是数字'),
  switch: text('%{field} of a Switch item must be 1 or 0', '开关类型的%{field}必须是 1 或 0'),
  date: text(
    '%{field} of a Date item must be a date (YYYY-MM-DD)',
    '日期类型的%{field}必须是日期（YYYY-MM-DD）',
  ),
};

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const row = merged(values, current);
    const type = String(row.itemType);
    const withList = type === 'SELECT' || type === 'LOV';
    if (withList && blank(row.valueSet)) throw refuse(context, 'valueSet', M.valueSet);
    if (!withList && !blank(row.valueSet)) throw refuse(context, 'valueSet', M.noValueSet);
    if (blank(row.defaultValue)) return;
    const value = String(row.defaultValue).trim();
    if (type === 'NUMBER' && !/^-?\d+(\.\d+)?$/.test(value)) {
      throw refuse(context, 'defaultValue', M.number);
    }
    if (type === 'SWITCH' && value !== '0' && value !== '1') {
      throw refuse(context, 'defaultValue', M.switch);
    }
    if (type === 'DATE' && !isRealDay(value)) {
      throw refuse(context, 'defaultValue', M.date);
    }
  },
};

export default hooks;
