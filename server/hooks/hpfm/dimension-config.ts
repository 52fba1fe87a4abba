/**
 * Dimensions: a value-list dimension names its value list, an API dimension its path (and both
 * the fields of value and display); values entered by hand need neither.
 */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { blank, merged, refuse } from './support/say';

const M = {
  required: text('%{field} is required for this value source', '该取值来源必须填写%{field}'),
  lov: text(
    '%{field} must be a value list code (uppercase letters, digits, _ or .)',
    '%{field}必须是值集编码（大写字母、数字、_ 或 .）',
  ),
  api: text('%{field} must be a path starting with /', '%{field}必须是以 / 开头的路径'),
  unused: text(
    '%{field} is not used for values entered by hand; leave it empty',
    '手工录入时不使用%{field}，请留空',
  ),
};

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const row = merged(values, current);
    const fields = ['sourceCode', 'valueField', 'displayField'] as const;
    if (row.sourceType === 'FIXED') {
      for (const field of fields) if (!blank(row[field])) throw refuse(context, field, M.unused);
      return;
    }
    for (const field of fields) if (blank(row[field])) throw refuse(context, field, M.required);
    const source = String(row.sourceCode);
    if (row.sourceType === 'LOV' && !/^[A-Z][A-Z0-9_.]{0,59}$/.test(source)) {
      throw refuse(context, 'sourceCode', M.lov);
    }
    if (row.sourceType === 'API' && !/^\/[A-Za-z0-9._~/{}-]*$/.test(source)) {
      throw refuse(context, 'sourceCode', M.api);
    }
  },
};

export default hooks;
