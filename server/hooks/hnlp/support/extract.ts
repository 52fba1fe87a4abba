/**
 * Text extraction by plain rules, as the reference server does it (no trained model): a rule's
 * regular expression, its keyword list, or built-in patterns for numbers, amounts of money and
 * dates. A user's regular expression is checked when it is saved (it compiles, names no
 * back-reference, and repeats no group that itself repeats or offers alternatives, the shapes
 * that backtrack without end) and runs in a separate V8 context with a time limit, on a text of
 * bounded length, so that no expression can hold up the server.
 */
import vm from 'node:vm';
import { text, type Text } from '../../../../domain/engine/text';
import {
  KEYWORD_TERM_MAX,
  KEYWORDS_MAX,
  VALUES_MAX,
  type ActualType,
} from '../../../../domain/resources/hnlp/template-data';

/** A refusal's text and the values of its placeholders. */
export interface Problem {
  message: Text;
  vars?: Readonly<Record<string, string | number>>;
}

/** The texts of the rules' refusals. */
export const P = {
  invalid: text(
    '%{field} is not a valid regular expression: %{reason}',
    '%{field}不是有效的正则表达式：%{reason}',
  ),
  backReference: text(
    '%{field}: back-references such as \\1 or \\k<name> are not allowed',
    '%{field}：不允许使用 \\1 或 \\k<name> 之类的反向引用',
  ),
  nestedRepeat: text(
    '%{field}: the group %{group} is repeated although it repeats or offers alternatives itself, which can take endlessly long to match; rewrite it without the nesting',
    '%{field}：分组 %{group} 自身含有重复或分支，又被整体重复，匹配可能无休止地耗时；请改写为不嵌套的形式',
  ),
  tooManyKeywords: text(
    '%{field}: at most %{max} entries (one a line), not %{count}',
    '%{field}：最多 %{max} 个词条（每行一个），当前 %{count} 个',
  ),
  termTooLong: text(
    '%{field}: the term “%{term}” is longer than %{max} characters',
    '%{field}：词“%{term}”超过 %{max} 个字符',
  ),
  noKeywords: text('%{field} lists no keyword', '%{field}未列出任何关键词'),
} as const satisfies Record<string, Text>;

/** The flags of a user's expression: every match, with the indices of its groups. */
function flagsOf(ignoreCase: boolean): string {
  return ignoreCase ? 'gdi' : 'gd';
}

/**
 * The quantifier starting at `index` of `source`: its length, and whether it varies (takes
 * more than one count of its atom, as `*`, `+` or `{1,3}` do; `?` and `{3}` leave no choice
 * that could be tried over and over).
 */
function quantifierAt(source: string, index: number): { length: number; varies: boolean } | null {
  const char = source[index];
  let length: number;
  let varies = false;
  if (char === '*' || char === '+') {
    length = 1;
    varies = true;
  } else if (char === '?') {
    length = 1;
  } else if (char === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(index));
    if (!match) return null;
    length = match[0].length;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    varies = max > min && max > 1;
  } else {
    return null;
  }
  if (source[index + length] === '?') length += 1; // lazy
  return { length, varies };
}

/** A group being read: where it opens, and whether it varies or offers alternatives within. */
interface OpenGroup {
  start: number;
  inner: boolean;
}

/**
 * Checks the shape of a user's expression (already known to compile): no back-reference, no
 * repeated group that repeats or offers alternatives within; a problem, or undefined.
 */
function shapeProblem(source: string): Problem | undefined {
  const stack: OpenGroup[] = [{ start: -1, inner: false }];
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    const top = stack[stack.length - 1] as OpenGroup;
    if (char === '\\') {
      const next = source[index + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return { message: P.backReference };
      index += 2;
    } else if (char === '[') {
      // A character class is one atom: skip to its closing bracket.
      index += 1;
      if (source[index] === '^') index += 1;
      if (source[index] === ']') index += 1;
      while (index < source.length && source[index] !== ']') {
        index += source[index] === '\\' ? 2 : 1;
      }
      index += 1;
    } else if (char === '(') {
      stack.push({ start: index, inner: false });
      index += 1;
      continue;
    } else if (char === ')') {
      const group = stack.pop() ?? { start: 0, inner: false };
      index += 1;
      const quantifier = quantifierAt(source, index);
      if (quantifier?.varies && group.inner) {
        return {
          message: P.nestedRepeat,
          vars: { group: source.slice(group.start, index + quantifier.length) },
        };
      }
      const parent = stack[stack.length - 1] as OpenGroup;
      parent.inner ||= group.inner || Boolean(quantifier?.varies);
      if (quantifier) index += quantifier.length;
      continue;
    } else if (char === '|') {
      top.inner = true;
      index += 1;
      continue;
    } else {
      index += 1;
    }
    // After an atom (an escape, a class or a character): its quantifier.
    const quantifier = quantifierAt(source, index);
    if (quantifier) {
      if (quantifier.varies) top.inner = true;
      index += quantifier.length;
    }
  }
  return undefined;
}

/** Checks a user's regular expression as it is saved; a problem, or undefined. */
export function patternProblem(source: string): Problem | undefined {
  try {
    new RegExp(source, 'gd');
  } catch (error) {
    const reason =
      error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : '';
    return { message: P.invalid, vars: { reason } };
  }
  return shapeProblem(source);
}

/** A keyword entry: the value answered, then every term that finds it (the value first). */
export type KeywordEntry = readonly string[];

/** Reads a keyword list (one entry a line, synonyms after `|`): its entries, or a problem. */
export function parseKeywords(list: string): KeywordEntry[] | Problem {
  const entries = list
    .split(/\r?\n/)
    .map((line) =>
      line
        .split('|')
        .map((term) => term.trim())
        .filter((term) => term !== ''),
    )
    .filter((terms) => terms.length > 0);
  if (entries.length === 0) return { message: P.noKeywords };
  if (entries.length > KEYWORDS_MAX) {
    return { message: P.tooManyKeywords, vars: { max: KEYWORDS_MAX, count: entries.length } };
  }
  for (const term of entries.flat()) {
    if ([...term].length > KEYWORD_TERM_MAX) {
      return { message: P.termTooLong, vars: { term, max: KEYWORD_TERM_MAX } };
    }
  }
  return entries;
}

/** Whether a parse gave a problem. */
export function isProblem<T>(value: T | Problem): value is Problem {
  return value !== null && typeof value === 'object' && 'message' in value;
}

/** The built-in patterns of the predefined elements (the server's own, linear to match). */
const BUILT_IN: Readonly<Record<'$number' | '$money' | '$time', RegExp>> = {
  $number: /(?<![0-9A-Za-z.,-])-?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?(?![0-9A-Za-z])/dg,
  $money:
    /(?:[¥￥$€£]\s?|(?:RMB|CNY|USD|EUR|GBP)\s?)(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]{1,2})?|(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]{1,2})?\s?(?:万元|元|yuan|dollars?|euros?)/dgi,
  $time:
    /[0-9]{4}[-/.年][0-9]{1,2}[-/.月][0-9]{1,2}日?(?:[ T]?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?)?|(?<![0-9:])[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?![0-9:])/dg,
};

/** A rule of a template as stored. */
export interface StoredRule {
  type: string;
  actualType: ActualType;
  pattern: string | null;
  keywords: string | null;
  ignoreCaseFlag: number;
  typeNum: number | null;
}

/** A value found: its tag and the text found (HZERO's `tagType` and `tagValue`). */
export interface Found {
  tagType: string;
  tagValue: string;
}

/** How long the expressions of one extraction may run in all, in milliseconds. */
const EXTRACTION_BUDGET_MS = 250;

/** Why an extraction stopped: a rule's expression ran out of time, or is no longer accepted. */
export class RuleFailure extends Error {
  constructor(
    readonly tag: string,
    readonly reason: 'timeout' | 'pattern',
  ) {
    super(`${tag}: ${reason}`);
  }
}

// The matches of an expression are found in a context of their own, interrupted at its time.
const sandbox = vm.createContext({ re: null, s: '', n: 0 });
const findAll = new vm.Script(`(() => {
  const out = [];
  re.lastIndex = 0;
  let m;
  while (out.length < n && (m = re.exec(s)) !== null) {
    if (m[0] === '') { re.lastIndex += 1; continue; }
    const group = m.length > 1 && m[1] !== undefined;
    out.push([group ? m.indices[1][0] : m.index, group ? m[1] : m[0]]);
  }
  return JSON.stringify(out);
})()`);

/** The matches of `re` in `subject` (at most `limit`), by position; throws when out of time. */
function matchesOf(
  re: RegExp,
  subject: string,
  limit: number,
  timeout: number,
): [number, string][] {
  sandbox.re = re;
  sandbox.s = subject;
  sandbox.n = limit;
  try {
    return JSON.parse(
      findAll.runInContext(sandbox, { timeout: Math.max(1, timeout) }) as string,
    ) as [number, string][];
  } finally {
    sandbox.re = null;
    sandbox.s = '';
  }
}

/** Whether `char` is a letter or digit of the Latin alphabet (a word's edge). */
function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[0-9A-Za-z]/.test(char);
}

/** The places the keyword entries are found in `subject`, whole words for Latin terms. */
function keywordMatches(entries: readonly KeywordEntry[], subject: string, ignoreCase: boolean) {
  const haystack = ignoreCase ? subject.toLowerCase() : subject;
  const found: [number, string][] = [];
  for (const entry of entries) {
    for (const term of entry) {
      const needle = ignoreCase ? term.toLowerCase() : term;
      let from = haystack.indexOf(needle);
      while (from >= 0) {
        const end = from + needle.length;
        const edgesOk =
          (!isWordChar(needle[0]) || !isWordChar(haystack[from - 1])) &&
          (!isWordChar(needle[needle.length - 1]) || !isWordChar(haystack[end]));
        if (edgesOk) found.push([from, entry[0] ?? term]);
        from = haystack.indexOf(needle, from + 1);
      }
    }
  }
  return found.sort((a, b) => a[0] - b[0]);
}

/** `text` without the characters of `remove`. */
export function withoutChars(subject: string, remove: string | null): string {
  if (!remove) return subject;
  const drop = new Set([...remove]);
  return [...subject].filter((char) => !drop.has(char)).join('');
}

/**
 * Runs a template's rules on a text (its characters to remove already removed): the values
 * each finds, in the rules' order and by position within each, each value once a tag, at most
 * the rule's count. Throws a {@link RuleFailure} naming the rule that could not be run.
 */
export function extract(
  rules: readonly StoredRule[],
  subject: string,
  now = () => Date.now(),
): Found[] {
  const deadline = now() + EXTRACTION_BUDGET_MS;
  const found: Found[] = [];
  for (const rule of rules) {
    const limit = Math.min(rule.typeNum ?? VALUES_MAX, VALUES_MAX);
    let matches: [number, string][];
    if (rule.actualType === 'KEYWORDS') {
      const entries = parseKeywords(rule.keywords ?? '');
      if (isProblem(entries)) throw new RuleFailure(rule.type, 'pattern');
      matches = keywordMatches(entries, subject, rule.ignoreCaseFlag === 1);
    } else {
      let re: RegExp;
      if (rule.actualType === 'REGEX') {
        const source = rule.pattern ?? '';
        if (source === '' || patternProblem(source)) throw new RuleFailure(rule.type, 'pattern');
        re = new RegExp(source, flagsOf(rule.ignoreCaseFlag === 1));
      } else {
        re = new RegExp(BUILT_IN[rule.actualType].source, BUILT_IN[rule.actualType].flags);
      }
      try {
        // Every match (up to the cap): values repeated are answered once.
        matches = matchesOf(re, subject, VALUES_MAX * 4, deadline - now());
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
          throw new RuleFailure(rule.type, 'timeout');
        }
        throw error;
      }
    }
    const seen = new Set<string>();
    for (const [, value] of matches) {
      const tagValue = value.trim();
      if (tagValue === '' || seen.has(tagValue)) continue;
      seen.add(tagValue);
      found.push({ tagType: rule.type, tagValue });
      if (seen.size >= limit) break;
    }
  }
  return found;
}
