/**
 * The parameters of concurrent programs: a value read as its parameter's type (a default
 * value's text, a request's JSON value), the definitions of a program, and what a type expects
 * said to the user. Refusals themselves are the hooks'.
 */
import { isRealDateTime, isRealDay } from '../../../../domain/dates';
import { fill, type Language } from '../../../../domain/engine/text';
import {
  PARAM_TYPE_TEXTS,
  type ParamType,
} from '../../../../domain/resources/hsdr/concurrent-param';
import type { Engine, EngineScope } from '../../../engine/service';
import type { AppContext } from '../../../context';
import type { ParamValue } from './jobs';

/** Most characters of a text parameter's value. */
export const PARAM_TEXT_MAX = 240;

/** A program's parameter as its definition says. */
export interface ParamDefinition {
  paramCode: string;
  paramName: string;
  paramFormatCode: ParamType;
  lovCode: string | null;
  notnullFlag: number;
  defaultValue: string | null;
}

/** A value read as a type: the value passed on, none given, or one that does not fit. */
export type ReadValue =
  { kind: 'value'; value: ParamValue } | { kind: 'absent' } | { kind: 'wrong' };

const NUMBER = /^-?\d{1,15}(\.\d{1,10})?$/;

const WRONG: ReadValue = { kind: 'wrong' };

/**
 * Reads a value as `type`: text, a finite number (or its text), 1 or 0 (also `true`, `false`),
 * a real `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`, or one of `choices` (a SELECT's value list).
 * Null and blank text are no value.
 */
export function readParamValue(
  type: ParamType,
  given: unknown,
  choices: readonly string[] = [],
): ReadValue {
  if (given === undefined || given === null) return { kind: 'absent' };
  const textual = typeof given === 'string' ? given.trim() : undefined;
  if (textual === '') return { kind: 'absent' };
  switch (type) {
    case 'STRING':
      return textual !== undefined && textual.length <= PARAM_TEXT_MAX
        ? { kind: 'value', value: textual }
        : WRONG;
    case 'NUMBER':
      if (typeof given === 'number')
        return Number.isFinite(given) ? { kind: 'value', value: given } : WRONG;
      return textual !== undefined && NUMBER.test(textual)
        ? { kind: 'value', value: Number(textual) }
        : WRONG;
    case 'BOOLEAN':
      if (given === true || given === 1 || textual === '1') return { kind: 'value', value: 1 };
      if (given === false || given === 0 || textual === '0') return { kind: 'value', value: 0 };
      return WRONG;
    case 'DATE':
      return textual !== undefined && isRealDay(textual)
        ? { kind: 'value', value: textual }
        : WRONG;
    case 'DATETIME':
      return textual !== undefined && isRealDateTime(textual)
        ? { kind: 'value', value: textual }
        : WRONG;
    case 'SELECT': {
      const choice =
        textual ??
        (typeof given === 'number' && Number.isFinite(given) ? String(given) : undefined);
      return choice !== undefined && choices.includes(choice)
        ? { kind: 'value', value: choice }
        : WRONG;
    }
  }
}

/** What a value of a type looks like, in `lang` (a SELECT's names its value list). */
export function expectedOf(type: ParamType, lovCode: string | null, lang: Language): string {
  return fill(PARAM_TYPE_TEXTS[type].value[lang], { lovCode: lovCode ?? '' });
}

/** A given value as a message shows it: text as it is, anything else as JSON, cut short. */
export function shownValue(given: unknown): string {
  const shown = typeof given === 'string' ? given : (JSON.stringify(given) ?? String(given));
  return shown.length > 60 ? `${shown.slice(0, 60)}…` : shown;
}

/**
 * The enabled values of a value list seen from the scope, or undefined when it has none that
 * can be checked here (no such list, none enabled, or values kept elsewhere).
 */
export function choicesOf(
  engine: Engine,
  scope: EngineScope,
  lovCode: string,
): readonly string[] | undefined {
  const values = engine.lovValues(scope, lovCode);
  return values && values.length > 0 ? values.map((item) => item.value) : undefined;
}

/** The parameters of a program, in order. */
export function paramsOf(ctx: AppContext, concurrentId: number): ParamDefinition[] {
  return ctx.db
    .prepare(
      `SELECT param_code AS paramCode, param_name AS paramName,
         param_format_code AS paramFormatCode, lov_code AS lovCode,
         notnull_flag AS notnullFlag, default_value AS defaultValue
       FROM hsdr_concurrent_param WHERE concurrent_id = ?
       ORDER BY order_seq, conc_param_id`,
    )
    .all(concurrentId) as ParamDefinition[];
}
