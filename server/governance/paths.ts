/**
 * Path patterns of governance rules (routes, rate-limit lines, monitor rules): `/a/b/**` is
 * `/a/b` and every path under it, `/a/b/*` one more segment, anything else the whole path. A
 * request is matched against the rules of its first segment only, most specific first.
 */

/** A compiled path pattern. */
export interface PathPattern {
  /** The pattern as written. */
  source: string;
  /** The path before `/**` or `/*`, or the whole path. */
  base: string;
  kind: 'tree' | 'child' | 'exact';
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

/** Compiles a pattern written as {@link ROUTE_PATH_PATTERN} allows. */
export function compilePattern(source: string): PathPattern {
  const kind = source.endsWith('/**') ? 'tree' : source.endsWith('/*') ? 'child' : 'exact';
  const base =
    kind === 'tree' ? source.slice(0, -3) : kind === 'child' ? source.slice(0, -2) : source;
  return { source, base, kind, first: firstSegment(base === '' ? '/' : base) };
}

/** Whether `path` matches the pattern. */
export function matches(pattern: PathPattern, path: string): boolean {
  switch (pattern.kind) {
    case 'exact':
      return path === pattern.base;
    case 'tree':
      return (
        path === pattern.base ||
        (path.startsWith(pattern.base) && path.charCodeAt(pattern.base.length) === 47)
      );
    default: {
      if (!path.startsWith(pattern.base) || path.charCodeAt(pattern.base.length) !== 47) {
        return false;
      }
      const rest = path.slice(pattern.base.length + 1);
      return rest !== '' && !rest.includes('/');
    }
  }
}

const KIND_RANK = { exact: 0, child: 1, tree: 2 } as const;

/** Orders patterns most specific first: a longer base, then exact before child before tree. */
export function bySpecificity(a: PathPattern, b: PathPattern): number {
  return b.base.length - a.base.length || KIND_RANK[a.kind] - KIND_RANK[b.kind];
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
  get firsts(): IterableIterator<string> {
    return this.byFirst.keys();
  }

  /** The most specific rule matching `path` (whose first segment is `first`). */
  match(first: string, path: string): T | undefined {
    const list = this.byFirst.get(first);
    if (!list) return undefined;
    for (const item of list) if (matches(item.pattern, path)) return item;
    return undefined;
  }

  /** Every rule matching `path`, most specific first. */
  matchAll(first: string, path: string): T[] {
    const list = this.byFirst.get(first);
    return list ? list.filter((item) => matches(item.pattern, path)) : [];
  }
}
