/**
 * Segments of a code rule distribution: fixed once the distribution has generated a code, and
 * each type with the settings it needs (the others cleared).
 */
import { fill, type Language } from '../../../domain/engine/text';
import codeRuleDist from '../../../domain/resources/hpfm/code-rule-dist';
import { BusinessError } from '../../http/errors';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';

const en_US = {
  used: 'This distribution has generated codes, so its segments can no longer be changed; add a new distribution (or disable this one) instead',
  constant: 'Segment %{order}: a constant segment needs its text',
  variable: 'Segment %{order}: a variable segment needs the variable name (letters, digits, _)',
  date: 'Segment %{order}: a date segment needs its date mask',
  sequence: 'Segment %{order}: a sequence segment needs its digits and start value',
};

const MESSAGES: Readonly<Record<Language, typeof en_US>> = {
  en_US,
  zh_CN: {
    used: '该分配已生成过编码，段码不能再修改；请新增一个分配（或禁用此分配）',
    constant: '段码 %{order}：常量段需要填写文本',
    variable: '段码 %{order}：变量段需要填写变量名（字母、数字、_）',
    date: '段码 %{order}：日期段需要选择日期掩码',
    sequence: '段码 %{order}：序列段需要填写位数和开始值',
  },
};

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,59}$/;

/** Refuses any change to the segments of a used distribution. */
function refuseWhenUsed({ engine, scope }: HookContext, distId: unknown): void {
  const dist = engine.store.get(codeRuleDist, scope, Number(distId));
  if (dist?.values.usedFlag === 1) {
    throw new BusinessError('error.code_rule_used', MESSAGES[scope.lang].used, 'warn');
  }
}

const empty = (value: unknown) => value === null || value === undefined || value === '';

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const row: Row = { ...(current ?? {}), ...values };
    refuseWhenUsed(context, row.ruleDistId);
    const m = MESSAGES[context.scope.lang];
    const refuse = (key: keyof typeof en_US) => {
      throw new BusinessError(
        'error.code_rule_segment',
        fill(m[key], { order: String(row.orderSeq) }),
        'warn',
      );
    };
    const clear = (...names: string[]) => {
      for (const name of names) values[name] = null;
    };
    switch (row.fieldType) {
      case 'CONSTANT':
        if (empty(row.fieldValue)) refuse('constant');
        clear('dateMask', 'seqLength', 'startValue', 'resetFrequency');
        break;
      case 'VARIABLE':
        if (!VARIABLE_NAME.test(String(row.fieldValue))) refuse('variable');
        clear('dateMask', 'seqLength', 'startValue', 'resetFrequency');
        break;
      case 'DATE':
        if (empty(row.dateMask)) refuse('date');
        clear('fieldValue', 'seqLength', 'startValue', 'resetFrequency');
        break;
      case 'SEQUENCE':
        if (empty(row.seqLength) || empty(row.startValue)) refuse('sequence');
        if (empty(row.resetFrequency)) values.resetFrequency = 'NEVER';
        clear('fieldValue', 'dateMask');
        break;
      default:
        if (empty(row.seqLength)) values.seqLength = 32;
        clear('fieldValue', 'dateMask', 'startValue', 'resetFrequency');
    }
  },
  beforeDelete(context, row) {
    refuseWhenUsed(context, row.ruleDistId);
  },
};

export default hooks;
