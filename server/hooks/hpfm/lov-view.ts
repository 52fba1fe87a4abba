/**
 * Value-list views: a view reads a value list or a query URL, and its code is not one a
 * resource's own view already has; {@link lovViewProvider} answers `lov-view/info` from them.
 */
import { fill, type Language } from '../../../domain/engine/text';
import { viewCodeOf } from '../../../domain/engine/resource';
import lovView from '../../../domain/resources/hpfm/lov-view';
import lovViewLine from '../../../domain/resources/hpfm/lov-view-line';
import valueList from '../../../domain/resources/hpfm/value-list';
import type { SqlValue } from '../../db/versioned';
import { BusinessError } from '../../http/errors';
import { HIERARCHY_VIEW_PREFIX } from '../../services/dataHierarchies';
import type { ResourceHooks } from '../../engine/hooks';
import type { LovViewInfo, LovViewProvider } from '../../engine/lov';
import type { Engine } from '../../engine/service';

const en_US = {
  source: 'A view reads a value list or a query URL: give one of them',
  builtIn: 'View code %{code} is the built-in view of %{title}; choose another code',
  hierarchy:
    'View codes starting with %{prefix} are the data hierarchies’ own; choose another code',
};

const MESSAGES: Readonly<Record<Language, typeof en_US>> = {
  en_US,
  zh_CN: {
    source: '视图需要读取值集或查询 URL：请填写其一',
    builtIn: '视图编码 %{code} 是%{title}的内置视图，请换一个编码',
    hierarchy: '以 %{prefix} 开头的视图编码属于数据层级，请换一个编码',
  },
};

/** Most lines a view answers. */
const MAX_VIEW_LINES = 200;

const hooks: ResourceHooks = {
  beforeWrite({ engine, scope }, values, current) {
    const row: Record<string, unknown> = { ...(current ?? {}), ...values };
    const empty = (value: unknown) => value === null || value === undefined || value === '';
    if (empty(row.lovId) && empty(row.queryUrl)) {
      throw new BusinessError('error.lov_view_source', MESSAGES[scope.lang].source, 'warn');
    }
    const code = values.viewCode;
    if (typeof code !== 'string') return;
    if (code.toUpperCase().startsWith(HIERARCHY_VIEW_PREFIX)) {
      throw new BusinessError(
        'error.duplicate',
        fill(MESSAGES[scope.lang].hierarchy, { prefix: HIERARCHY_VIEW_PREFIX }),
        'warn',
      );
    }
    const builtIn = [...engine.resources.values()].find(
      (resource) => !resource.parent && viewCodeOf(resource) === code.toUpperCase(),
    );
    if (builtIn) {
      throw new BusinessError(
        'error.duplicate',
        fill(MESSAGES[scope.lang].builtIn, { code, title: builtIn.title[scope.lang] }),
        'warn',
      );
    }
  },
};

export default hooks;

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/**
 * The views maintained here, as `lov-view/info` answers them: the enabled view of the code that
 * the tenant sees (its own or the platform's), its enabled lines as table columns and query
 * fields in order; a view of an independent list queries `lovs/data`, one of a URL list that
 * list's URL, and a view's own query URL wins over both.
 */
export function lovViewProvider(engine: Engine): LovViewProvider {
  return (viewCode: string, lang: Language, tenantId: number): LovViewInfo | undefined => {
    const scope = { tenantId, lang };
    const [view] = engine.store.all(
      lovView,
      scope,
      [
        { field: 'viewCode', op: 'eq', value: viewCode },
        { field: 'enabledFlag', op: 'eq', value: 1 },
      ],
      1,
    );
    if (!view) return undefined;
    const list =
      view.values.lovId === null
        ? undefined
        : engine.store.get(valueList, scope, Number(view.values.lovId));
    const listCode = text(list?.values.lovCode);
    const dataUrl = listCode
      ? list?.values.lovTypeCode === 'URL'
        ? text(list.values.customUrl)
        : `/hpfm/v1[/{tenantId}]/lovs/data?lovCode=${encodeURIComponent(listCode)}`
      : null;
    const lines = engine.store.all(
      lovViewLine,
      scope,
      [
        { field: 'viewHeaderId', op: 'eq', value: view.id as SqlValue },
        { field: 'enabledFlag', op: 'eq', value: 1 },
      ],
      MAX_VIEW_LINES,
    );
    const name = String(view.values.viewName);
    return {
      viewCode: String(view.values.viewCode),
      viewName: name,
      lovCode: listCode ?? String(view.values.viewCode),
      lovTypeCode: 'URL',
      valueField: String(view.values.valueField),
      displayField: String(view.values.displayField),
      title: name,
      width: null,
      height: null,
      pageSize: Number(view.values.pageSize ?? 10),
      delayLoadFlag: view.values.delayLoadFlag === 1 ? 1 : 0,
      childrenFieldName: text(view.values.childrenFieldName),
      queryUrl: text(view.values.queryUrl) ?? dataUrl ?? '',
      queryFields: lines
        .filter((line) => line.values.queryFieldFlag === 1)
        .map((line) => ({
          field: String(line.values.fieldName),
          label: String(line.values.display),
          dataType: String(line.values.dataType),
          sourceCode: text(line.values.sourceCode),
        })),
      tableFields: lines
        .filter((line) => line.values.tableFieldFlag === 1)
        .map((line) => ({
          title: String(line.values.display),
          dataIndex: String(line.values.fieldName),
          width: line.values.tableFieldWidth === null ? null : Number(line.values.tableFieldWidth),
          dataType: 'text',
        })),
    };
  };
}
