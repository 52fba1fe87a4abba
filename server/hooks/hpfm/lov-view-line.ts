/** Lines of a value-list view: a select query field names the value list it offers. */
import { fill, type Language } from '../../../domain/engine/text';
import { BusinessError } from '../../http/errors';
import type { ResourceHooks } from '../../engine/hooks';
import { findList } from './value-list';

const en_US = {
  source: 'Field %{field}: a select query field needs the value list it offers',
  missing: 'Field %{field}: there is no value list %{code} here',
};

const MESSAGES: Readonly<Record<Language, typeof en_US>> = {
  en_US,
  zh_CN: {
    source: '字段 %{field}：值集下拉框查询字段需要指定值集',
    missing: '字段 %{field}：这里没有值集 %{code}',
  },
};

const hooks: ResourceHooks = {
  beforeWrite({ engine, scope }, values, current) {
    const row: Record<string, unknown> = { ...(current ?? {}), ...values };
    const field = String(row.fieldName);
    if (row.dataType !== 'SELECT') {
      values.sourceCode = null;
      return;
    }
    const code = row.sourceCode;
    if (typeof code !== 'string' || code === '') {
      throw new BusinessError(
        'error.lov_view_source',
        fill(MESSAGES[scope.lang].source, { field }),
        'warn',
      );
    }
    if (!findList(engine, scope, code)) {
      throw new BusinessError(
        'error.reference',
        fill(MESSAGES[scope.lang].missing, { field, code }),
        'warn',
      );
    }
  },
};

export default hooks;
