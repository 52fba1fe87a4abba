/**
 * Where the values of a data hierarchy come from. HZERO names, for each hierarchy, the value
 * list view its values are read through (`valueSourceCode` of `switch/value/details`); the
 * header reads that view (`lov-view/info?viewCode=`) and then the view's query URL. Here every
 * enabled hierarchy of a tenant has its own built-in view, `HPFM.DATA_HIERARCHY.<code>`, whose
 * query URL is the contract's value read `lovs/data?lovCode=<the same code>`, answered from the
 * hierarchy's values.
 */
import { text, type Language } from '../../domain/engine/text';
import type { Db } from '../db/database';
import type { LovValue } from '../engine/hooks';
import type { LovViewInfo, LovViewProvider } from '../engine/lov';

/** What every hierarchy's view code starts with. */
export const HIERARCHY_VIEW_PREFIX = 'HPFM.DATA_HIERARCHY.';

/** The view (and value list) code a hierarchy's values are read through. */
export function valueSourceCodeOf(hierarchyCode: string): string {
  return `${HIERARCHY_VIEW_PREFIX}${hierarchyCode}`;
}

const LABELS = { value: text('Value', '值'), meaning: text('Meaning', '含义') } as const;

/** The enabled hierarchy of the tenant a view code names, or undefined. */
function hierarchyOf(
  db: Db,
  tenantId: number,
  viewCode: string,
): { id: number; name: string } | undefined {
  if (!viewCode.startsWith(HIERARCHY_VIEW_PREFIX)) return undefined;
  return db
    .prepare(
      'SELECT id, name FROM data_hierarchies WHERE tenant_id = ? AND code = ? AND enabled_flag = 1',
    )
    .get(tenantId, viewCode.slice(HIERARCHY_VIEW_PREFIX.length)) as
    { id: number; name: string } | undefined;
}

/**
 * The values of the hierarchy a code names (see {@link valueSourceCodeOf}), ordered by value,
 * as the contract's value reads answer them; undefined when the code names no enabled
 * hierarchy of the tenant.
 */
export function hierarchyValues(db: Db, tenantId: number, lovCode: string): LovValue[] | undefined {
  const hierarchy = hierarchyOf(db, tenantId, lovCode);
  if (!hierarchy) return undefined;
  const rows = db
    .prepare(
      'SELECT value, meaning FROM data_hierarchy_values WHERE hierarchy_id = ? ORDER BY value',
    )
    .all(hierarchy.id) as { value: string; meaning: string }[];
  return rows.map((row, index) => ({
    value: row.value,
    meaning: row.meaning,
    description: null,
    tag: null,
    parentValue: null,
    orderSeq: index,
  }));
}

/** `lov-view/info` of a hierarchy's own view: its values by value and meaning, searchable by both. */
export function hierarchyViewProvider(db: Db): LovViewProvider {
  return (viewCode: string, lang: Language, tenantId: number): LovViewInfo | undefined => {
    const hierarchy = hierarchyOf(db, tenantId, viewCode);
    if (!hierarchy) return undefined;
    const columns = (['value', 'meaning'] as const).map((name) => ({
      name,
      label: LABELS[name][lang],
    }));
    return {
      viewCode,
      viewName: hierarchy.name,
      lovCode: viewCode,
      lovTypeCode: 'URL',
      valueField: 'value',
      displayField: 'meaning',
      title: hierarchy.name,
      width: null,
      height: null,
      pageSize: 10,
      delayLoadFlag: 0,
      childrenFieldName: null,
      queryUrl: `/hpfm/v1[/{tenantId}]/lovs/data?lovCode=${encodeURIComponent(viewCode)}`,
      queryFields: columns.map(({ name, label }) => ({
        field: name,
        label,
        dataType: 'INPUT',
        sourceCode: null,
      })),
      tableFields: columns.map(({ name, label }) => ({
        title: label,
        dataIndex: name,
        width: null,
        dataType: 'text',
      })),
    };
  };
}
