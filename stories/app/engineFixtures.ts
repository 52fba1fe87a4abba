// Rows for the engine page stories and tests, derived from the descriptions' own demo rows and
// shaped as the server answers them (ids, versions, tokens, translated texts in the reader's
// language, references shown by name). Fixed data only, so every render is identical.
import type { ListRow } from '../../app/engine/types';
import type { Locale } from '../../app/i18n';
import { INITIAL_LIST_PAGE, type ListPageState } from '../../app/store/listPages';
import { readKey, type ReadEntry, type WriteEntry } from '../../app/store/resources';
import type { SignedInUser } from '../../app/store/user';
import type { Field } from '../../domain/engine/fields';
import { permissionsOf, type ResourceDescription } from '../../domain/engine/resource';
import { apiPathOf } from '../../domain/engine/address';
import { fill, text, type Text } from '../../domain/engine/text';
import company from '../../domain/resources/hpfm/company';
import country from '../../domain/resources/hpfm/country';
import customize from '../../domain/resources/hpfm/customize';
import dataSource from '../../domain/resources/hpfm/data-source';
import department from '../../domain/resources/hpfm/department';
import lovValue from '../../domain/resources/hpfm/lov-value';
import rate from '../../domain/resources/hpfm/rate';
import region from '../../domain/resources/hpfm/region';
import sysTools from '../../domain/resources/hpfm/sys-tools';
import valueList from '../../domain/resources/hpfm/value-list';
import { type FakePermissionState } from '../design-system/fakePermissions';

type Demo = Readonly<Record<string, unknown>>;

/** The platform tenant (HZERO): it owns the shared resources' platform rows. */
export const PLATFORM_TENANT = 0;
/** The demo tenant Novo Lab. */
export const NOVO_LAB = 1;

const USER_BASE = {
  email: null,
  phone: null,
  imageUrl: null,
  timeZone: 'GMT+8',
  dateFormat: 'YYYY-MM-DD',
  timeFormat: 'HH:mm:ss',
  dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
  changePasswordFlag: 0,
  menuLayout: 'inline',
  menuCollapsed: false,
  objectVersionNumber: 1,
  notifyCount: 0,
};

/** The site administrator, acting in the platform tenant. */
export const PLATFORM_ADMIN: SignedInUser = {
  ...USER_BASE,
  id: 1,
  loginName: 'admin',
  realName: 'Site Administrator',
  language: 'en_US',
  organizationId: PLATFORM_TENANT,
  tenantId: PLATFORM_TENANT,
  tenantName: 'HZERO',
  tenantNum: 'HZERO',
  currentRoleId: 1,
  currentRoleCode: 'site.admin',
  currentRoleName: 'Site administrator',
  currentRoleLevel: 'site',
  _token: 'user-1-token',
};

/** The tenant administrator of Novo Lab. */
export const TENANT_ADMIN: SignedInUser = {
  ...USER_BASE,
  id: 2,
  loginName: 'tenant.admin',
  realName: 'Tina Tenant',
  language: 'en_US',
  organizationId: NOVO_LAB,
  tenantId: NOVO_LAB,
  tenantName: 'Novo Lab',
  tenantNum: 'NOVO-LAB',
  currentRoleId: 2,
  currentRoleCode: 'tenant.admin',
  currentRoleName: 'Tenant administrator',
  currentRoleLevel: 'organization',
  _token: 'user-2-token',
};

/** Every resource the stories show. */
export const STORY_RESOURCES: readonly ResourceDescription[] = [
  company,
  country,
  customize,
  dataSource,
  department,
  lovValue,
  rate,
  region,
  sysTools,
  valueList,
];

/** Every permission code of the resources shown, granted. */
export const ALL_GRANTED: Record<string, FakePermissionState> = Object.fromEntries(
  STORY_RESOURCES.flatMap(permissionsOf).map((entry) => [entry.code, 'approved' as const]),
);

const STAMP = '2025-03-01 09:30:00';

/** A translated field's text in `language`, from a demo row's `_tls`. */
function translated(demo: Demo, name: string, language: Locale): unknown {
  const tls = demo._tls as Record<string, Partial<Text>> | undefined;
  return tls?.[name]?.[language] ?? demo[name];
}

/**
 * A demo row as the server answers it: id `id`, version, token, tenant, the translated texts in
 * `language`; references are left to `resolve` (name and the value it answers, or undefined).
 */
export function answerRow(
  resource: ResourceDescription,
  demo: Demo,
  id: number,
  options: {
    language: Locale;
    tenantId?: number;
    resolve?: (name: string, field: Field, value: unknown) => ListRow | undefined;
  },
): ListRow {
  const row: ListRow = {
    [resource.idField]: id,
    objectVersionNumber: 1,
    _token: `${resource.name}-${id}-token`,
    creationDate: STAMP,
    lastUpdateDate: STAMP,
  };
  if (resource.tenancy !== 'site') row.tenantId = options.tenantId ?? NOVO_LAB;
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.writeOnly) {
      row[name] = null;
      continue;
    }
    const value = demo[name];
    const resolved = options.resolve?.(name, field, value);
    if (resolved) Object.assign(row, resolved);
    else if (field.kind === 'tl') row[name] = translated(demo, name, options.language) ?? null;
    else row[name] = value ?? field.defaultValue ?? null;
  }
  if (resource.enabledFlag !== false) row.enabledFlag = 1;
  return row;
}

/** A list page showing `rows` of `total`, sorted as the description sorts it first. */
export function loadedPage(
  resource: ResourceDescription,
  rows: ListRow[],
  total = rows.length,
): ListPageState {
  return {
    ...INITIAL_LIST_PAGE,
    query: { ...INITIAL_LIST_PAGE.query, sort: resource.defaultSort ?? null },
    rows,
    total,
    status: 'ready',
  };
}

/** A cached read, answered. */
export function answered(path: string, query: Record<string, string | number>, data: unknown) {
  return { [readKey(path, query)]: { status: 'ready', data, error: null } as ReadEntry };
}

/** A page of rows as the server answers a list read. */
function pageAnswer(content: ListRow[]) {
  return {
    content,
    totalElements: content.length,
    totalPages: 1,
    numberOfElements: content.length,
    size: content.length,
    number: 0,
  };
}

// ---- Countries and regions -------------------------------------------------------------------

const countryDemo = country.demo ?? [];

/** The country a demo `ref({countryCode})` names: its id and its name in `language`. */
function countryOf(match: unknown, language: Locale): ListRow | undefined {
  const code = (match as { $ref?: { countryCode?: string } } | null)?.$ref?.countryCode;
  const index = countryDemo.findIndex((demo) => demo.countryCode === code);
  if (index < 0) return undefined;
  const demo = countryDemo[index] ?? {};
  return { countryId: index + 1, countryName: translated(demo, 'countryName', language) };
}

/** The administrative regions, each with its country shown by name. */
export function regionRows(language: Locale): ListRow[] {
  return (region.demo ?? []).map((demo, index) =>
    answerRow(region, demo, index + 1, {
      language,
      resolve: (name, field, value) =>
        field.kind === 'reference' ? countryOf(value, language) : undefined,
    }),
  );
}

// ---- Companies (a tree) ----------------------------------------------------------------------

/** Two centres under the laboratories, so that the tree has three levels. */
const CENTRES: readonly Demo[] = [
  {
    companyCode: 'SH-SEQ',
    companyName: 'Shanghai Sequencing Centre',
    parentCompanyId: { $ref: { companyCode: 'SH' } },
    orderSeq: 10,
    _tls: { companyName: { en_US: 'Shanghai Sequencing Centre', zh_CN: '上海测序中心' } },
  },
  {
    companyCode: 'TJ-QC',
    companyName: 'Tianjin Quality Control Centre',
    parentCompanyId: { $ref: { companyCode: 'TJ' } },
    orderSeq: 10,
    _tls: { companyName: { en_US: 'Tianjin Quality Control Centre', zh_CN: '天津质检中心' } },
  },
];

/** The company tree as `GET .../companies/tree` answers it: rows nested under `children`. */
export function companyTree(language: Locale): ListRow[] {
  const demos = [...(company.demo ?? []), ...CENTRES];
  const idOf = (code: unknown) => demos.findIndex((demo) => demo.companyCode === code) + 1;
  const flat = demos.map((demo, index) =>
    answerRow(company, demo, index + 1, {
      language,
      resolve: (name, _field, value) => {
        if (name !== company.tree?.parentField) return undefined;
        const code = (value as { $ref?: { companyCode?: string } } | null)?.$ref?.companyCode;
        return { [name]: code ? idOf(code) : null };
      },
    }),
  );
  const childrenOf = (parent: unknown): ListRow[] =>
    flat
      .filter((row) => row.parentCompanyId === parent)
      .map((row) => ({ ...row, children: childrenOf(row.companyId) }));
  return childrenOf(null);
}

/** The company whose rows the tree stories collapse. */
export const COLLAPSED_COMPANY = text('Tianjin Laboratory', '天津实验室');

// ---- Value lists (header with lines, shared) -------------------------------------------------

const valueListDemo = valueList.demo ?? [];

/** The value list the detail stories open: the unit of measure types. */
export const VALUE_LIST_CODE = 'HPFM.UOM_TYPE';
/** Its id: its place among the demo lists. */
export const VALUE_LIST_ID =
  valueListDemo.findIndex((demo) => demo.lovCode === VALUE_LIST_CODE) + 1;

/** The value list's header as the platform keeps it (tenant 0). */
export function valueListRow(language: Locale): ListRow {
  const demo: Demo = valueListDemo[VALUE_LIST_ID - 1] ?? {};
  return answerRow(valueList, demo, VALUE_LIST_ID, { language, tenantId: PLATFORM_TENANT });
}

/** The value list's values (its lines), in order. */
export function valueListLines(language: Locale): ListRow[] {
  const demo: Demo = valueListDemo[VALUE_LIST_ID - 1] ?? {};
  const values = (demo.values ?? []) as Demo[];
  return values.map((line, index) => ({
    ...answerRow(lovValue, line, VALUE_LIST_ID * 100 + index + 1, {
      language,
      tenantId: PLATFORM_TENANT,
    }),
    lovId: VALUE_LIST_ID,
  }));
}

/** The reads of the value list's detail page: its header and its values. */
export function valueListReads(language: Locale): Record<string, ReadEntry> {
  const base = `${apiPathOf(valueList)}/${VALUE_LIST_ID}`;
  return {
    ...answered(base, {}, valueListRow(language)),
    ...answered(`${base}/values`, { page: 0, size: 1000 }, pageAnswer(valueListLines(language))),
  };
}

// ---- Create forms ----------------------------------------------------------------------------

/** The customization rules, as listed. */
export function customizeRows(language: Locale): ListRow[] {
  return (customize.demo ?? []).map((demo, index) =>
    answerRow(customize, demo, index + 1, { language }),
  );
}

/**
 * A new customization rule typed in, derived from the first demo rule: one value in every
 * input (code pattern, translated name, two selects, a flag, a long text and Groovy code).
 */
export function newCustomizeValues(language: Locale): ListRow {
  const demo: Demo = customize.demo?.[0] ?? {};
  return {
    customizeCode: 'SAMPLE.ROUND_VOLUME',
    customizeName: language === 'zh_CN' ? '样本体积取整' : 'Round sample volumes',
    customizeType: demo.customizeType,
    rulePosition: demo.rulePosition,
    syncFlag: 0,
    description: String(demo.description ?? '').replace('concentration', 'volume'),
    typeValue: String(demo.typeValue ?? '').replace(/concentration/g, 'volume'),
  };
}

/** The exchange rates, as listed (currencies shown by code). */
export function rateRows(language: Locale): ListRow[] {
  const codes = new Map<string, number>();
  const idOf = (code: string) => {
    if (!codes.has(code)) codes.set(code, codes.size + 1);
    return codes.get(code) ?? 0;
  };
  return (rate.demo ?? []).map((demo, index) =>
    answerRow(rate, demo, index + 1, {
      language,
      resolve: (name, field, value) => {
        if (field.kind !== 'reference') return undefined;
        const code = (value as { $ref?: { currencyCode?: string } }).$ref?.currencyCode ?? '';
        return { [name]: idOf(code), [field.displayAs ?? field.display]: code };
      },
    }),
  );
}

/** The data sources, as listed (none yet beyond the server's own database). */
export function dataSourceRows(language: Locale): ListRow[] {
  return (dataSource.demo ?? []).map((demo, index) =>
    answerRow(dataSource, demo, index + 1, { language }),
  );
}

// ---- System tools ----------------------------------------------------------------------------

const RUN_OUTCOMES: readonly [tool: string, outcome: Text, ms: number, at: string][] = [
  [
    'check-database',
    text(
      'The database is sound (integrity check passed): 3.2 MB in 812 pages',
      '数据库完好（完整性检查通过）：3.2 MB，812 页',
    ),
    41,
    '2025-03-03 18:05:12',
  ],
  [
    'purge-sessions',
    text(
      'Deleted 14 ended sessions and 2 expired one-time links',
      '已删除 14 个已结束的会话和 2 个过期的一次性链接',
    ),
    9,
    '2025-03-02 08:00:03',
  ],
  [
    'sync-menus',
    text(
      'Menus and permission codes written again: 214 menus, 1236 permission codes',
      '已重新写入菜单与权限编码：214 个菜单，1236 个权限编码',
    ),
    188,
    '2025-03-01 10:12:45',
  ],
];

/** The record of earlier tool runs. */
export function sysToolRuns(language: Locale): ListRow[] {
  return RUN_OUTCOMES.map(([toolCode, outcome, elapsedMs, runDate], index) =>
    answerRow(
      sysTools,
      { toolCode, outcome: outcome[language], runBy: 'admin', elapsedMs, runDate },
      RUN_OUTCOMES.length - index,
      { language },
    ),
  );
}

/** How many rows a resource's table holds after the demo data: its demo rows in each tenant. */
function demoRowCount(resource: ResourceDescription): number {
  const tenants = resource.tenancy === 'tenant' ? 3 : 1;
  const own = (resource.demo?.length ?? 0) * tenants;
  // A line resource's rows are its headers' lines.
  const parent = STORY_RESOURCES.find(
    (item) => resource.parent && `${item.module}/${item.name}` === resource.parent.resource,
  );
  const key = parent?.lines?.find((set) => set.resource === `hpfm/${resource.name}`)?.key;
  const lines = key
    ? (parent?.demo ?? []).reduce(
        (sum, demo) => sum + ((demo[key] as readonly unknown[] | undefined)?.length ?? 0),
        0,
      ) * (parent?.tenancy === 'tenant' ? 3 : 1)
    : 0;
  return own + lines;
}

/** The tables the stories' resources keep and their rows after the demo data and the runs. */
export const TABLE_COUNTS: readonly { table: string; rows: number }[] = STORY_RESOURCES.map(
  (resource) => ({
    table: resource.table,
    rows: resource === sysTools ? RUN_OUTCOMES.length : demoRowCount(resource),
  }),
).sort((a, b) => a.table.localeCompare(b.table));

const COUNTED = text(
  '%{tables} tables, %{rows} rows in all; the largest: %{largest}',
  '共 %{tables} 张表，%{rows} 行；行数最多：%{largest}',
);

/** What `table-counts` answered, in `language`: its message and one record per table. */
export function tableCountsResult(language: Locale): WriteEntry {
  const rows = TABLE_COUNTS.reduce((sum, table) => sum + table.rows, 0);
  const largest = [...TABLE_COUNTS]
    .sort((a, b) => b.rows - a.rows)
    .slice(0, 3)
    .map((table) => `${table.table} (${table.rows})`)
    .join(', ');
  return {
    status: 'done',
    error: null,
    result: {
      message: fill(COUNTED[language], { tables: TABLE_COUNTS.length, rows, largest }),
      data: TABLE_COUNTS,
    },
  };
}

// ---- Screenshots -----------------------------------------------------------------------------

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves once the page has painted what it shows: a few frames, and no font still loading
 * (Chinese text loads its font when it first paints). At once outside loki.
 */
export async function painted(): Promise<void> {
  if (!window.loki) return;
  do {
    await document.fonts.ready;
    for (let frame = 0; frame < 3; frame += 1) await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (document.fonts.status === 'loading');
}

/** Makes loki wait before its screenshot until the answer is called. */
export function holdScreenshot(): () => void {
  let done: () => void = () => undefined;
  window.loki?.registerPendingPromise?.(new Promise<void>((resolve) => (done = resolve)));
  return done;
}

/**
 * Puts the view back where a reader starts: no focus ring, no selected text, every scrolled area
 * (the page, a dialog, a table) scrolled back to its start, as the interactions' focus moved them.
 */
function backToStart() {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
    // A dialog selects the text of the input it focuses first; some input types have none.
    try {
      active.setSelectionRange(0, 0);
    } catch {
      // No text selection in this kind of input.
    }
  }
  if (active instanceof HTMLElement) active.blur();
  window.getSelection()?.removeAllRanges();
  for (const element of [document.documentElement, ...document.body.querySelectorAll('*')]) {
    if (element.scrollTop > 0) element.scrollTop = 0;
    if (element.scrollLeft > 0) element.scrollLeft = 0;
  }
}

/**
 * Runs `work` (a story's interactions) with loki waiting for it: the screenshot is taken once
 * the work is done, the view is back at its start and the page has painted the outcome.
 */
export async function beforeScreenshot(work: () => Promise<void>): Promise<void> {
  const done = holdScreenshot();
  try {
    await work();
    // A dialog moves the focus into itself a frame after it opens.
    for (let frame = 0; frame < 2; frame += 1) await nextFrame();
    backToStart();
    await painted();
  } finally {
    done();
  }
}
