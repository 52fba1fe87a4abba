/** JSON documents kept in code fields: parsed, and where one breaks said by line and column. */
import { text, type Text } from '../../../../domain/engine/text';
import type { HookContext } from '../../../engine/hooks';
import type { FieldsError } from '../../../http/errors';
import { refuse } from './say';

/** Why a text is not the JSON object it should be. */
export interface JsonProblem {
  message: Text;
  vars: Record<string, string | number>;
  /** What the document is instead of an object. */
  kind?: Text;
}

const KINDS: Readonly<Record<string, Text>> = {
  array: text('a list', '数组'),
  null: text('null', 'null'),
  number: text('a number', '数字'),
  string: text('a text', '文本'),
  boolean: text('true or false', '布尔值'),
};

/** The 1-based line and column of a character offset in `source`. */
export function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, Math.max(0, offset));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/**
 * The offset of the first character where `source` stops being JSON (its length when it ends
 * too early), found by a small scanner of the JSON grammar: JSON.parse says where only in some
 * Node versions.
 */
export function jsonErrorOffset(source: string): number {
  let at = 0;
  class Stop extends Error {}
  const stop = (): never => {
    throw new Stop();
  };
  const space = () => {
    while (at < source.length && ' \t\n\r'.includes(source[at] ?? '')) at += 1;
  };
  const literal = (word: string) => {
    for (const char of word) {
      if (source[at] !== char) stop();
      at += 1;
    }
  };
  const string = () => {
    at += 1;
    while (at < source.length) {
      const char = source[at] ?? '';
      if (char === '"') {
        at += 1;
        return;
      }
      if (char < ' ') stop();
      if (char === '\\') {
        at += 1;
        const escaped = source[at] ?? '';
        if (escaped === 'u') {
          for (let i = 1; i <= 4; i += 1) {
            if (!/[0-9a-fA-F]/.test(source[at + i] ?? '')) {
              at += i;
              stop();
            }
          }
          at += 5;
          continue;
        }
        if (!'"\\/bfnrt'.includes(escaped) || escaped === '') stop();
      }
      at += 1;
    }
    stop();
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(source.slice(at));
    if (!match) stop();
    at += match?.[0].length ?? 0;
  };
  const value = (): void => {
    space();
    const char = source[at];
    if (char === '{') {
      at += 1;
      space();
      if (source[at] === '}') {
        at += 1;
        return;
      }
      for (;;) {
        space();
        if (source[at] !== '"') stop();
        string();
        space();
        if (source[at] !== ':') stop();
        at += 1;
        value();
        space();
        if (source[at] === ',') {
          at += 1;
          continue;
        }
        if (source[at] === '}') {
          at += 1;
          return;
        }
        stop();
      }
    }
    if (char === '[') {
      at += 1;
      space();
      if (source[at] === ']') {
        at += 1;
        return;
      }
      for (;;) {
        value();
        space();
        if (source[at] === ',') {
          at += 1;
          continue;
        }
        if (source[at] === ']') {
          at += 1;
          return;
        }
        stop();
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    return number();
  };
  try {
    value();
    space();
    return at;
  } catch (error) {
    if (error instanceof Stop) return Math.min(at, source.length);
    throw error;
  }
}

/**
 * Parses a JSON object; answers the object, or the problem (`%{field}` is the field's label):
 * not JSON (with line and column), or JSON that is not an object.
 */
export function parseJsonObject(
  source: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; problem: JsonProblem } {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    const offset = jsonErrorOffset(source);
    const { line, column } = lineAndColumn(source, offset);
    const near = source.slice(offset, offset + 12).split('\n')[0] ?? '';
    return {
      ok: false,
      problem: {
        message:
          near === ''
            ? text(
                '%{field} is not valid JSON: it ends too early (line %{line}, column %{column})',
                '%{field}不是有效的 JSON：内容提前结束（第 %{line} 行，第 %{column} 列）',
              )
            : text(
                '%{field} is not valid JSON: unexpected “%{near}” at line %{line}, column %{column}',
                '%{field}不是有效的 JSON：第 %{line} 行第 %{column} 列的“%{near}”有误',
              ),
        vars: { line, column, near },
      },
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      problem: {
        message: text(
          '%{field} must be a JSON object ({…}), not %{kind}',
          '%{field}必须是 JSON 对象（{…}），而不是%{kind}',
        ),
        vars: {},
        kind: KINDS[Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value],
      },
    };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** The refusal of a field whose JSON has a problem, in the caller's language. */
export function jsonRefusal(
  context: Pick<HookContext, 'scope' | 'resource'>,
  field: string,
  problem: JsonProblem,
): FieldsError {
  return refuse(context, field, problem.message, {
    ...problem.vars,
    ...(problem.kind ? { kind: problem.kind[context.scope.lang] } : {}),
  });
}
