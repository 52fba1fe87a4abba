// Countries for the list-page stories and tests: computed from fixed data only, so every render
// is identical.
import type { ListRow } from '../../app/engine/types';

const NAMES: [string, string][] = [
  ['AR', 'Argentina'],
  ['AU', 'Australia'],
  ['BR', 'Brazil'],
  ['CA', 'Canada'],
  ['CN', 'China'],
  ['DE', 'Germany'],
  ['ES', 'Spain'],
  ['FR', 'France'],
  ['GB', 'United Kingdom'],
  ['IN', 'India'],
  ['IT', 'Italy'],
  ['JP', 'Japan'],
  ['KR', 'Korea'],
  ['MX', 'Mexico'],
  ['NL', 'Netherlands'],
  ['RU', 'Russia'],
  ['SG', 'Singapore'],
  ['US', 'United States'],
];

/** Eighteen countries as the server sends them; every fifth one is disabled. */
export const COUNTRIES: ListRow[] = NAMES.map(([code, name], index) => ({
  countryId: index + 1,
  countryCode: code,
  countryName: name,
  quickIndex: name.slice(0, 3).toLowerCase(),
  enabledFlag: index % 5 === 4 ? 0 : 1,
  tenantId: 2,
  objectVersionNumber: 1,
  _token: `token-${code}`,
  creationDate: '2024-01-01 00:00:00',
  lastUpdateDate: '2024-01-01 00:00:00',
}));

/** A page of `rows` as the server answers: `number` is the 0-based page index. */
export function pageOf(rows: readonly ListRow[], page: number, size: number) {
  const content = rows.slice(page * size, page * size + size);
  return {
    content,
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / size),
    numberOfElements: content.length,
    size,
    number: page,
  };
}
