/**
 * Customization rules: the code's brackets, braces and parentheses must pair up outside strings
 * and comments, and a Java rule must declare a class.
 */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { lineAndColumn } from './support/json';
import { merged, refuse } from './support/say';

/** The first bracket that does not pair up, with what was expected, or undefined. */
export function unbalanced(
  source: string,
): { offset: number; found: string; expected: string | null } | undefined {
  const pairs: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' };
  const open: { char: string; offset: number }[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at] ?? '';
    const next = source[at + 1] ?? '';
    if (char === '/' && next === '/') {
      while (at < source.length && source[at] !== '\n') at += 1;
      continue;
    }
    if (char === '/' && next === '*') {
      const end = source.indexOf('*/', at + 2);
      at = end < 0 ? source.length : end + 2;
      continue;
    }
    if (char === '"' || char === "'") {
      const triple = source.startsWith(char.repeat(3), at);
      const quote = triple ? char.repeat(3) : char;
      at += quote.length;
      while (at < source.length && !source.startsWith(quote, at)) {
        if (!triple && source[at] === '\n')
          return { offset: at, found: 'end of line', expected: quote };
        at += source[at] === '\\' ? 2 : 1;
      }
      if (at >= source.length) return { offset: at, found: 'end of code', expected: quote };
      at += quote.length;
      continue;
    }
    if (pairs[char]) open.push({ char, offset: at });
    else if (char === ')' || char === ']' || char === '}') {
      const last = open.pop();
      if (!last || pairs[last.char] !== char) {
        return { offset: at, found: char, expected: last ? (pairs[last.char] ?? null) : null };
      }
    }
    at += 1;
  }
  const last = open.pop();
  return last
    ? { offset: source.length, found: 'end of code', expected: pairs[last.char] ?? null }
    : undefined;
}

const M = {
  unexpected: text(
    '%{field}: unexpected “%{found}” at line %{line}, column %{column}',
    '%{field}：第 %{line} 行第 %{column} 列出现多余的“%{found}”',
  ),
  mismatch: text(
    '%{field}: “%{expected}” expected but “%{found}” found at line %{line}, column %{column}',
    '%{field}：第 %{line} 行第 %{column} 列应为“%{expected}”，实为“%{found}”',
  ),
  endOfLine: text('end of line', '行尾'),
  endOfCode: text('end of code', '代码结尾'),
  noClass: text('%{field}: a Java rule must declare a class', '%{field}：Java 规则必须声明一个类'),
};

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const row = merged(values, current);
    const source = String(row.typeValue ?? '');
    const problem = unbalanced(source);
    if (problem) {
      const where = lineAndColumn(source, problem.offset);
      throw refuse(context, 'typeValue', problem.expected ? M.mismatch : M.unexpected, {
        ...where,
        found:
          problem.found === 'end of line'
            ? M.endOfLine[context.scope.lang]
            : problem.found === 'end of code'
              ? M.endOfCode[context.scope.lang]
              : problem.found,
        expected: problem.expected ?? '',
      });
    }
    if (
      row.customizeType === 'JAVA' &&
      !/\b(class|interface|enum|record)\s+[A-Za-z_$]/.test(source)
    ) {
      throw refuse(context, 'typeValue', M.noClass);
    }
  },
};

export default hooks;
