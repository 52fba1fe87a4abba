/**
 * Reads of the platform's static texts and system configuration over the rows the hpfm admin
 * screens maintain (through the engine's store), shared by the /hpfm reads the app makes and
 * the server's own sign-in page. A tenant's own row overrides the platform's (tenant 0).
 */
import { resourceKey, type ResourceDescription } from '../../domain/engine/resource';
import { isLanguage, type Language } from '../../domain/engine/text';
import configResource, {
  UI_CONFIG_DEFAULTS,
  type UiConfig,
} from '../../domain/resources/hpfm/config';
import staticTextResource from '../../domain/resources/hpfm/static-text';
import type { Db } from '../db/database';
import { SqliteStore } from '../engine/sqliteStore';
import type { StoredRow, StoreScope } from '../engine/store';

/** The platform tenant whose rows everybody reads. */
export const PLATFORM_TENANT = 0;

/** A static text as the app reads it. */
export interface StaticTextAnswer {
  textCode: string;
  title: string;
  /** HTML from the static texts' allow-list (checked on save). */
  text: string;
}

/** A store over the static texts and the configuration. */
export function platformTextStore(db: Db): SqliteStore {
  const resources = new Map<string, ResourceDescription>(
    [configResource, staticTextResource].map((resource) => [resourceKey(resource), resource]),
  );
  return new SqliteStore(db, (key) => resources.get(key));
}

/** The tenant's own row among `rows`, else the platform's. */
function ownOrPlatform(rows: readonly StoredRow[], tenantId: number): StoredRow | undefined {
  return (
    rows.find((row) => row.tenantId === tenantId) ??
    rows.find((row) => row.tenantId === PLATFORM_TENANT)
  );
}

/** The static text `textCode` in `lang` for `tenantId` (its own, else the platform's). */
export function readStaticText(
  store: SqliteStore,
  tenantId: number,
  textCode: string,
  lang: Language,
): StaticTextAnswer | undefined {
  const rows = store.all(
    staticTextResource,
    { tenantId, lang },
    [
      { field: 'textCode', op: 'eq', value: textCode },
      { field: 'lang', op: 'eq', value: lang },
    ],
    10,
  );
  const row = ownOrPlatform(rows, tenantId);
  if (!row) return undefined;
  return {
    textCode: String(row.values.textCode),
    title: String(row.values.title),
    text: String(row.values.text),
  };
}

/** The system configuration of a tenant: its own settings over the platform's over defaults. */
export function uiConfigOf(store: SqliteStore, scope: StoreScope): UiConfig {
  const rows = store.all(configResource, scope, [], 10);
  const own = rows.find(
    (row) => row.tenantId === scope.tenantId && scope.tenantId !== PLATFORM_TENANT,
  );
  const platform = rows.find((row) => row.tenantId === PLATFORM_TENANT);
  const pick = (field: string): unknown => {
    const mine = own?.values[field];
    if (mine !== null && mine !== undefined && mine !== '') return mine;
    const theirs = platform?.values[field];
    return theirs === '' ? null : theirs;
  };
  const textOr = (field: string, fallback: string | null): string | null => {
    const value = pick(field);
    return value === null || value === undefined ? fallback : String(value);
  };
  return {
    title: textOr('title', UI_CONFIG_DEFAULTS.title[scope.lang]) ?? '',
    logoUrl: textOr('logoUrl', UI_CONFIG_DEFAULTS.logoUrl),
    faviconUrl: textOr('faviconUrl', UI_CONFIG_DEFAULTS.faviconUrl),
    menuLayout: textOr('menuLayout', UI_CONFIG_DEFAULTS.menuLayout) ?? 'inline',
    defaultLanguage: textOr('defaultLanguage', UI_CONFIG_DEFAULTS.defaultLanguage) ?? 'en_US',
    watermarkFlag: Number(pick('watermarkFlag') ?? UI_CONFIG_DEFAULTS.watermarkFlag) === 1 ? 1 : 0,
  };
}

/**
 * The first language of an `Accept-Language` header that the product has, by preference
 * (`zh`, `zh-CN` and `zh-Hans` are Simplified Chinese; traditional Chinese is not), if any.
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((item) => item.tag !== '' && item.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const [language = '', ...rest] = tag.split(/[-_]/);
    const candidate =
      language === 'en'
        ? 'en_US'
        : language === 'zh' && !rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part))
          ? 'zh_CN'
          : undefined;
    if (isLanguage(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The language of a page shown before sign-in: the browser's (`Accept-Language`), else the
 * platform configuration's default language.
 */
export function signedOutLanguage(store: SqliteStore, header: string | undefined): Language {
  const accepted = acceptedLanguage(header);
  if (accepted) return accepted;
  const { defaultLanguage } = uiConfigOf(store, { tenantId: PLATFORM_TENANT, lang: 'en_US' });
  return isLanguage(defaultLanguage) ? defaultLanguage : 'en_US';
}
