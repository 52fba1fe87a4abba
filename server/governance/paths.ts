/**
 * Path patterns of governance rules (routes, rate-limit lines, monitor rules): segments where
 * `*` stands for any one segment (e.g. the tenant id of `/hpfm/v1/{tenant}/countries`), and a
 * last `**` for any number (none included), e.g. `/hpfm/**`. The first segment is always
 * written out: a request is matched against the rules of its first segment only, most
 * specific first.
 */

/** A compiled path pattern. */
export interface PathPattern {
  /** The pattern as written. */
  source: string;
  /** Its segments without the final `**` (`*` for any one). */
  segments: readonly string[];
  /** It ends in `**`. */
  tree: boolean;
  /** No `*` at all: compared as a whole. */
  literal: boolean;
  /** The first segment, e.g. `/hpfm`. */
  first: string;
}

/** The first segment of a path (`/hpfm` of `/hpfm/v1/x`), or the path itself. */
export function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return end < 0 ? path : path.slice(0, end);
}

/** The path of a request URL, without its query string. */
export function pathOfUrl(url: string): string {
  const end = url.indexOf('?');
  return end < 0 ? url : url.slice(0, end);
}

/** Compiles a pattern written as `ROUTE_PATH_PATTERN` allows. */
export function compilePattern(source: string): PathPattern {
  const tree = source.endsWith('/**');
  const base = tree ? source.slice(0, -3) : source;
  const segments = base.split('/').slice(1);
  return {
    source,
    segments,
    tree,
    literal: !segments.includes('*'),
    first: `/${segments[0] ?? ''}`,
  };
}

/** Whether `path` (whose segments are `parts`, from splitting it on `/`) matches the pattern. */
export function matches(pattern: PathPattern, path: string, parts: readonly string[]): boolean {
  const { segments } = pattern;
  if (pattern.literal && !pattern.tree) return path === pattern.source;
  const count = parts.length - 1;
  if (pattern.tree ? count < segments.length : count !== segments.length) return false;
  for (let index = 0; index < segments.length; index += 1) {
    const wanted = segments[index];
    if (wanted !== '*' && wanted !== parts[index + 1]) return false;
  }
  return true;
}

/** Orders patterns most specific first: more segments, fewer `*`, not a tree. */
export function bySpecificity(a: PathPattern, b: PathPattern): number {
  const stars = (pattern: PathPattern) => pattern.segments.filter((item) => item === '*').length;
  return (
    b.segments.length - a.segments.length || stars(a) - stars(b) || Number(a.tree) - Number(b.tree)
  );
}

/** Rules indexed by the first segment of their pattern, each list most specific first. */
export class PatternIndex<T extends { pattern: PathPattern }> {
  private readonly byFirst = new Map<string, T[]>();

  constructor(items: readonly T[]) {
    for (const item of [...items].sort((a, b) => bySpecificity(a.pattern, b.pattern))) {
      const list = this.byFirst.get(item.pattern.first) ?? [];
      list.push(item);
      this.byFirst.set(item.pattern.first, list);
    }
  }

  /** The first segments any rule names. */
  firsts(): string[] {
    return [...this.byFirst.keys()];
  }

  /** The rules of a first segment, most specific first. */
  all(first: string): readonly T[] {
    return this.byFirst.get(first) ?? [];
  }

  /** Whether a rule starts with this first segment. */
  has(first: string): boolean {
    return this.byFirst.has(first);
  }

  /** The most specific rule matching `path`. */
  match(first: string, path: string, parts: readonly string[]): T | undefined {
    const list = this.byFirst.get(first);
    if (!list) return undefined;
    for (const item of list) if (matches(item.pattern, path, parts)) return item;
    return undefined;
  }

  /** Every rule matching `path`, most specific first. */
  matchAll(first: string, path: string, parts: readonly string[]): T[] {
    const list = this.byFirst.get(first);
    return list ? list.filter((item) => matches(item.pattern, path, parts)) : [];
  }
}
