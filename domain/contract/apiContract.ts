/**
 * Matching the API paths the app calls against the contract: HZERO's own paths
 * ({@link HZERO_PATHS}) and the product's own documented ones ({@link OWN_APIS}). Used by
 * scripts/check-api-contract.mjs on the calls the browser tests record.
 */
import { HZERO_PATHS } from './hzeroPaths';
import { OWN_APIS, UNCHECKED_APIS } from './ownApis';

const ID =
  '(?:-?\\d+|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[0-9a-fA-F]{24,})';

/**
 * A path pattern as a regular expression: `{name}` matches one segment (an id only when the name
 * ends in `Id`, so `/profiles/{profileId}` is not `/profiles/value`), `[/...]` is optional
 * (HZERO's site and tenant forms of a path, e.g. `/hpfm/v1[/{tenantId}]/currencies`), and a
 * final `/**` matches any further segments.
 */
export function patternRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/\/\*\*$/, '\u0000')
    .replace(/[.+?^$()|\\]/g, '\\$&')
    .replace(/\[([^\]]*)\]/g, '(?:$1)?')
    .replace(/\{[^}/]+Id\}/g, '<id>')
    .replace(/\{[^}/]+\}/g, '[^/]+')
    .replaceAll('<id>', ID)
    .replace('\u0000', '(?:/.+)?');
  return new RegExp(`^${escaped}/?$`);
}

/** A recorded path with its ids (numbers, UUIDs, long hex tokens) written `{id}`. */
export function normalisePath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      /^-?\d+$/.test(segment) ||
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) ||
      /^[0-9a-f]{24,}$/i.test(segment)
        ? '{id}'
        : segment,
    )
    .join('/');
}

/** Where a path belongs in the contract. */
export type PathOwner = 'hzero' | 'own' | 'unchecked' | 'unknown';

const hzero = HZERO_PATHS.map((entry) => ({
  pattern: patternRegExp(entry.path),
  methods: entry.methods as readonly string[] | undefined,
}));
const own = OWN_APIS.map((entry) => patternRegExp(entry.path));
const unchecked = UNCHECKED_APIS.map((entry) => patternRegExp(entry.path));

/**
 * Whether `path` (no query) called with `method` is one of HZERO's, one of ours, or neither. An
 * HZERO path read with its methods is HZERO's only for those; without `method`, for any.
 */
export function ownerOf(path: string, method?: string): PathOwner {
  const upper = method?.toUpperCase();
  if (
    hzero.some(
      (entry) =>
        entry.pattern.test(path) && (!entry.methods || !upper || entry.methods.includes(upper)),
    )
  ) {
    return 'hzero';
  }
  if (own.some((pattern) => pattern.test(path))) return 'own';
  if (unchecked.some((pattern) => pattern.test(path))) return 'unchecked';
  return 'unknown';
}

/**
 * The recorded calls (`METHOD /path` lines) by owner, normalised and without repeats, sorted.
 */
export function classifyCalls(lines: readonly string[]): Record<PathOwner, string[]> {
  const found: Record<PathOwner, Set<string>> = {
    hzero: new Set(),
    own: new Set(),
    unchecked: new Set(),
    unknown: new Set(),
  };
  for (const line of lines) {
    const [method, path] = line.trim().split(/\s+/);
    if (!method || !path) continue;
    found[ownerOf(path, method)].add(`${method} ${normalisePath(path)}`);
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    hzero: sorted(found.hzero),
    own: sorted(found.own),
    unchecked: sorted(found.unchecked),
    unknown: sorted(found.unknown),
  };
}
