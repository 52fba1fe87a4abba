import { chakra, Heading, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import {
  ActionLink,
  DataTable,
  PermissionButton,
  QueryBar,
  StatusBadge,
  useConfirm,
  type ActionLinkItem,
  type DataTableChange,
  type DataTableColumn,
  type QueryBarField,
  type QueryBarQuery,
  type RowKey,
  lazyChunk,
} from '../../design-system';
import { type CustomAction } from '../../domain/engine/resource';
import { callOf, endpointsOf, readPrefixesOf } from '../../domain/engine/address';
import { useI18n } from '../i18n';
import {
  listPageCloseForm,
  listPageExport,
  listPageLoad,
  listPageOpenForm,
  listPageRemove,
  listPageSave,
  listPageSelect,
  listPageSetEnabled,
  selectListPage,
  type ListPageTarget,
} from '../store/listPages';
import { registerFeature } from '../store/features';
import type { RootState } from '../store/reducer';
import { writeRequest } from '../store/resources';
import { navigate } from '../services/navigation';
import { selectCurrentUser } from '../store/selectors';
import { ActionButton, ActionResultDialog, useActionRunner } from './actions';
import { engineFeature } from './feature';
import { FileLink } from './FileLink';
import { engineLabels, useText } from './labels';
import { cellText } from './cells';
import { isLockedRow, rowMatches } from '../../domain/engine/messages';
import { useCellContext } from './useCellContext';
import { useRead } from './useRead';
import { useTabKey } from '../shell/tabKey';
import { useListLoad } from './useListLoad';
import type { ListPageAction, ListPageDefinition, ListRow } from './types';

registerFeature(engineFeature);

/** The create/edit dialog, with the form inputs and the description's schema: loaded on first use. */
const ListFormDialog = lazyChunk(() =>
  import('./ListFormDialog').then((module) => module.ListFormDialog),
).Component;

/** What a custom action of the list acts on: a row, or the selected rows. */
interface ActionTarget {
  row?: ListRow;
  selected?: readonly ListRow[];
}

/** Props of {@link ListPage}. */
export interface ListPageProps {
  /** What the page shows and which actions it offers. */
  definition: ListPageDefinition;
}

/** Whether a row is enabled (`enabledFlag` 1). */
export function isEnabled(row: ListRow): boolean {
  return Number(row.enabledFlag) === 1;
}

/** The permission codes of an action of a page: `<prefix>-<action>`. */
export function actionCodes(definition: ListPageDefinition, action: string): string[] {
  return [`${definition.permissionPrefix}-${action}`];
}

/** The actions of the toolbar (row actions are `edit`, `enable` and `delete`). */
const TOOLBAR_ACTIONS: readonly ListPageAction[] = ['create', 'delete', 'enable', 'export'];
/** The actions that work on selected rows. */
const SELECTION_ACTIONS: readonly ListPageAction[] = ['delete', 'enable'];

/** Whether a custom action is offered for a row (its `when` conditions hold). */
export function offeredFor(action: CustomAction, row: ListRow): boolean {
  return rowMatches(action.when, row);
}

/**
 * What a toolbar action sends: for a `selection` action the selected rows as HZERO's batch
 * calls send them, a list of `{<idField>: id}`, or their ids comma-separated in its
 * `selectionQuery`; nothing for the others.
 */
export function selectionCall(
  action: Pick<CustomAction, 'on' | 'selectionQuery'>,
  path: string,
  idField: string,
  selected: readonly ListRow[],
): { path: string; body: unknown } {
  if (action.on !== 'selection') return { path, body: {} };
  if (action.selectionQuery) {
    const ids = selected.map((row) => String(row[idField])).join(',');
    return { path: `${path}?${action.selectionQuery}=${encodeURIComponent(ids)}`, body: undefined };
  }
  return { path, body: selected.map((row) => ({ [idField]: row[idField] })) };
}

/** A cell whose text links to a page. */
function CellLink({ text, to }: { text: string; to: string | undefined }) {
  if (!to || !text) return <>{text}</>;
  return (
    <Link asChild colorPalette="blue" color="colorPalette.600" textDecoration="underline">
      <RouterLink to={to}>{text}</RouterLink>
    </Link>
  );
}

function rowKeyOf(row: ListRow, idField: string): RowKey {
  const value = row[idField];
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}

/** A tree row laid out flat: its depth and whether it has rows under it. */
type TreeRow = ListRow & { __depth: number; __children: number };

/** The rows of a tree in display order, skipping those under collapsed rows. */
export function flattenTree(
  rows: readonly ListRow[],
  idField: string,
  collapsed: ReadonlySet<RowKey>,
): TreeRow[] {
  const flat: TreeRow[] = [];
  const walk = (items: readonly ListRow[], depth: number) => {
    for (const item of items) {
      const children = Array.isArray(item.children) ? (item.children as ListRow[]) : [];
      flat.push({ ...item, __depth: depth, __children: children.length });
      if (!collapsed.has(rowKeyOf(item, idField))) walk(children, depth + 1);
    }
  };
  walk(rows, 0);
  return flat;
}

/**
 * A list page built from its {@link ListPageDefinition}: a query bar, a toolbar of
 * permission-guarded buttons (Create, Delete selected, Enable, Disable, Export, custom
 * actions), a table with server paging, sorting and selection (or a tree), row actions (Edit,
 * Enable/Disable, Delete, custom actions), the create/edit dialog (or the detail page of a
 * header with lines) and a confirmation before deleting. It only dispatches actions; the sagas
 * talk to the server and the store holds the page's state.
 */
export function ListPage({ definition }: ListPageProps) {
  const { t } = useI18n();
  const text = useText();
  const dispatch = useDispatch();
  const page = useSelector((state: RootState) => selectListPage(state, definition.id));
  const user = useSelector(selectCurrentUser);
  const tenantId = user?.tenantId;
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { id, basePath, idField, fixedQuery, resource, detailPath } = definition;
  const tree = resource?.tree !== undefined;
  const hasLines = (resource?.lines?.length ?? 0) > 0;
  const endpoints = useMemo(() => endpointsOf(resource), [resource]);
  const tab = useTabKey();
  const target = useMemo<ListPageTarget>(
    () => ({
      id,
      basePath,
      endpoints,
      reads: readPrefixesOf(resource),
      idField,
      fixedQuery,
      tree,
      openAfterCreate: hasLines ? resource?.detailRoute : undefined,
      tab,
    }),
    [id, basePath, endpoints, idField, fixedQuery, tree, hasLines, resource, tab],
  );
  const labels = useMemo(() => engineLabels(t), [t]);
  const title = text(definition.title);
  const can = (action: ListPageAction) => definition.actions.includes(action);
  const customActions = definition.readOnly ? [] : (resource?.customActions ?? []);
  const toolbarActions = customActions.filter(
    (action) => action.on === 'toolbar' || action.on === 'selection',
  );
  const rowCustomActions = customActions.filter((action) => action.on === 'row');
  const hasToolbar =
    definition.actions.some((action) => TOOLBAR_ACTIONS.includes(action)) ||
    toolbarActions.length > 0;
  const selectable =
    !tree &&
    (definition.actions.some((action) => SELECTION_ACTIONS.includes(action)) ||
      customActions.some((action) => action.on === 'selection'));
  const { context: cellContext, ready: cellsReady } = useCellContext(definition.columns, [
    ...definition.columns,
    ...definition.queryFields,
  ]);

  const parentRow = useRead(definition.parentPage?.rowPath, definition.parentPage?.rowQuery)
    ?.data as ListRow | undefined;
  const parentName =
    definition.parentPage && parentRow
      ? String(parentRow[definition.parentPage.nameField] ?? '')
      : '';
  const [initialFilter] = useState(page.query.filter);
  const [collapsed, setCollapsed] = useState<ReadonlySet<RowKey>>(new Set());
  useListLoad(target, page.status, definition.defaultSort ?? null);

  const queryFields = useMemo<QueryBarField[]>(
    () =>
      definition.queryFields.map((field) => ({
        name: field.name,
        label: text(field.label),
        type: field.type,
        options: field.lovCode
          ? (cellContext.lovValues[field.lovCode] ?? []).map((value) => ({
              value: value.value,
              label: value.meaning,
            }))
          : field.options?.map((option) => ({ value: option.value, label: text(option.label) })),
      })),
    [definition, text, cellContext.lovValues],
  );

  const search = useCallback(
    ({ filter, pagination }: QueryBarQuery) =>
      dispatch(listPageLoad({ target, query: { filter, page: 1, size: pagination.size } })),
    [dispatch, target],
  );
  const changeTable = useCallback(
    ({ pagination, sort }: DataTableChange) =>
      dispatch(
        listPageLoad({
          target,
          query: { page: pagination.page, size: pagination.size, sort: sort ?? null },
        }),
      ),
    [dispatch, target],
  );

  const askDelete = useCallback(
    (rows: ListRow[]) => {
      const name = rows.length === 1 ? String(rows[0]?.[definition.nameField] ?? '') : '';
      void confirm({
        title:
          rows.length === 1
            ? t('engine.deleteOne', { name })
            : t('engine.deleteMany', { count: rows.length }),
        description: t('engine.deleteDescription'),
        danger: true,
        labels: { ok: t('engine.delete'), cancel: t('engine.cancel') },
        onOk: () => {
          dispatch(listPageRemove({ target, rows }));
        },
      });
    },
    [confirm, definition.nameField, dispatch, t, target],
  );

  /** Sends an action: the row's id, the selected rows, or the values its dialog asked for. */
  const sendAction = useCallback(
    (action: CustomAction, { row, selected = [] }: ActionTarget, asked?: ListRow) => {
      const endpoint = endpoints.actions[action.key];
      if (!endpoint) return;
      const call = selectionCall(action, endpoint.path, idField, selected);
      const path =
        action.on === 'row' && row ? callOf(endpoint, String(row[idField]), row).path : call.path;
      const own = row ? { [idField]: row[idField] } : call.body;
      dispatch(
        writeRequest({
          id: `${id}:${action.key}`,
          method: endpoint.method === 'GET' ? 'POST' : endpoint.method,
          path,
          body: asked ? { ...asked, ...(own as object) } : own,
          invalidate: target.reads,
          // A selection action's rows are done with: the selection clears, as HZERO's does.
          after:
            action.on === 'selection'
              ? [listPageSelect({ id, keys: [] }), listPageLoad({ target })]
              : [listPageLoad({ target })],
          // Its dialog says why an action with values failed, beside what was typed.
          ...(asked ? { fields: Object.keys(action.form ?? {}) } : { notifyFailure: true }),
        }),
      );
    },
    [dispatch, endpoints, id, idField, target],
  );
  const actionWriteId = useCallback((action: CustomAction) => `${id}:${action.key}`, [id]);
  const { run: runAction, dialog: actionDialog } = useActionRunner<ActionTarget>({
    resource,
    writeId: actionWriteId,
    confirm,
    send: sendAction,
  });

  const columns = useMemo<DataTableColumn<ListRow>[]>(() => {
    const toggle = (key: RowKey) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
    const shown: DataTableColumn<ListRow>[] = definition.columns.map((column, index) => {
      const shownText = (row: ListRow): string => cellText(column, row[column.field], cellContext);
      const isName = column.field === definition.nameField;
      const base = (row: ListRow) => {
        if (column.kind === 'enabled') {
          // 'S' is the success family (green), 'P' the default one (grey).
          return (
            <StatusBadge
              status={isEnabled(row) ? 'S' : 'P'}
              label={isEnabled(row) ? t('engine.enabled') : t('engine.disabled')}
            />
          );
        }
        if (column.kind === 'status') {
          const value = row[column.field];
          const code = value === null || value === undefined ? '' : String(value);
          return code ? (
            <StatusBadge
              status={code}
              label={cellText({ ...column, kind: 'option' }, code, cellContext)}
              tone={column.tones?.[code] ?? 'default'}
            />
          ) : null;
        }
        if (column.kind === 'file') {
          const url = row[column.field];
          return typeof url === 'string' && url ? <FileLink url={url} /> : null;
        }
        const to = column.link?.(row) ?? (isName && detailPath ? detailPath(row) : undefined);
        return <CellLink text={shownText(row)} to={to} />;
      };
      const render =
        tree && index === 0
          ? (row: ListRow) => {
              const node = row as TreeRow;
              const key = rowKeyOf(row, idField);
              const open = !collapsed.has(key);
              return (
                <HStack gap="1" paddingInlineStart={`${node.__depth * 20}px`}>
                  {node.__children > 0 ? (
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-expanded={open}
                      aria-label={`${open ? t('engine.collapse') : t('engine.expand')} ${String(row[definition.nameField] ?? '')}`}
                      onClick={() => toggle(key)}
                    >
                      {open ? '▾' : '▸'}
                    </IconButton>
                  ) : (
                    <chakra.span width="6" display="inline-block" />
                  )}
                  {base(row)}
                </HStack>
              );
            }
          : base;
      return {
        key: column.field,
        title: text(column.title),
        width: column.width,
        sortable: !tree && column.sortable,
        align: column.kind === 'number' ? 'end' : undefined,
        render,
      };
    });
    const rowActions = (row: ListRow): ActionLinkItem[] => {
      const items: ActionLinkItem[] = [];
      // A shared resource's platform rows are read here and changed only by the platform, and a
      // locked row is kept as it is.
      const own =
        (resource?.tenancy !== 'shared' ||
          row.tenantId === undefined ||
          row.tenantId === tenantId) &&
        !(resource && isLockedRow(resource, row));
      if (own && definition.actions.includes('edit')) {
        items.push({
          key: 'edit',
          label: t('engine.edit'),
          codes: actionCodes(definition, 'edit'),
          onClick: () =>
            detailPath
              ? navigate(detailPath(row))
              : dispatch(listPageOpenForm({ id: definition.id, mode: 'edit', row })),
        });
      }
      for (const child of definition.childPages ?? []) {
        items.push({
          key: `child:${child.code}`,
          label: text(child.label),
          codes: [child.code],
          onClick: () => navigate(child.path(row)),
        });
      }
      if (own && tree && definition.actions.includes('create') && resource?.tree) {
        const parentField = resource.tree.parentField;
        items.push({
          key: 'createChild',
          label: t('engine.createChild'),
          codes: actionCodes(definition, 'create'),
          onClick: () =>
            dispatch(
              listPageOpenForm({
                id: definition.id,
                mode: 'create',
                defaults: { [parentField]: row[idField] },
              }),
            ),
        });
      }
      for (const action of rowCustomActions) {
        if (!offeredFor(action, row)) continue;
        items.push({
          key: action.key,
          label: text(action.label),
          codes: actionCodes(definition, action.key),
          onClick: () => runAction(action, { row }),
        });
      }
      if (!own) return items;
      if (definition.actions.includes('enable')) {
        const enabled = isEnabled(row);
        items.push({
          key: 'toggle',
          label: enabled ? t('engine.disable') : t('engine.enable'),
          codes: actionCodes(definition, 'enable'),
          onClick: () => dispatch(listPageSetEnabled({ target, rows: [row], enabled: !enabled })),
        });
      }
      if (definition.actions.includes('delete')) {
        items.push({
          key: 'delete',
          label: t('engine.delete'),
          codes: actionCodes(definition, 'delete'),
          danger: true,
          onClick: () => askDelete([row]),
        });
      }
      return items;
    };
    const hasRowActions =
      definition.actions.some((action) => ['edit', 'enable', 'delete'].includes(action)) ||
      rowCustomActions.length > 0 ||
      (definition.childPages?.length ?? 0) > 0;
    if (hasRowActions) {
      // Room for the three actions shown before 'Action' (SPEC.md section 9) when rows offer
      // more than edit, enable and delete.
      const wide = rowCustomActions.length > 0 || (definition.childPages?.length ?? 0) > 0 || tree;
      shown.push({
        key: '__actions',
        title: t('engine.actions'),
        width: wide ? 360 : 220,
        render: (row: ListRow) => (
          <ActionLink
            aria-label={t('engine.rowActions', { name: String(row[definition.nameField] ?? '') })}
            actions={rowActions(row)}
            labels={labels.actionLink}
          />
        ),
      });
    }
    return shown;
  }, [
    definition,
    t,
    text,
    dispatch,
    target,
    askDelete,
    runAction,
    labels,
    cellContext,
    detailPath,
    tree,
    collapsed,
    idField,
    resource,
    rowCustomActions,
    tenantId,
  ]);

  const rows = useMemo(
    () => (tree ? flattenTree(page.rows, idField, collapsed) : page.rows),
    [tree, page.rows, idField, collapsed],
  );
  const selectedRows = page.rows.filter((row) =>
    page.selectedKeys.includes(rowKeyOf(row, idField)),
  );
  const nothingSelected = selectedRows.length === 0;
  const formDefinition = useMemo(
    () =>
      page.form.defaults
        ? { ...definition, defaultValues: { ...definition.defaultValues, ...page.form.defaults } }
        : definition,
    [definition, page.form.defaults],
  );

  return (
    <Stack gap="4" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {parentName ? `${title} · ${parentName}` : title}
        </Heading>
        {definition.parentPage ? (
          <Link asChild fontSize="sm">
            <RouterLink to={definition.parentPage.route}>
              {t('engine.backTo', { title: text(definition.parentPage.title) })}
            </RouterLink>
          </Link>
        ) : null}
      </HStack>
      {definition.queryFields.length > 0 ? (
        <QueryBar
          fields={queryFields}
          initialValues={initialFilter}
          pageSize={page.query.size}
          sort={page.query.sort ?? undefined}
          onSearch={search}
          labels={labels.queryBar}
        />
      ) : null}
      {hasToolbar ? (
        <HStack role="toolbar" aria-label={t('engine.toolbar', { title })} gap="2" wrap="wrap">
          {can('create') ? (
            <PermissionButton
              codes={actionCodes(definition, 'create')}
              colorPalette="blue"
              onClick={() => dispatch(listPageOpenForm({ id, mode: 'create' }))}
            >
              {t('engine.create')}
            </PermissionButton>
          ) : null}
          {can('delete') && selectable ? (
            <PermissionButton
              codes={actionCodes(definition, 'delete')}
              variant="outline"
              colorPalette="red"
              disabled={nothingSelected || page.busy}
              onClick={() => askDelete(selectedRows)}
            >
              {t('engine.deleteSelected')}
            </PermissionButton>
          ) : null}
          {can('enable') && selectable ? (
            <>
              <PermissionButton
                codes={actionCodes(definition, 'enable')}
                variant="outline"
                disabled={nothingSelected || page.busy}
                onClick={() =>
                  dispatch(listPageSetEnabled({ target, rows: selectedRows, enabled: true }))
                }
              >
                {t('engine.enable')}
              </PermissionButton>
              <PermissionButton
                codes={actionCodes(definition, 'enable')}
                variant="outline"
                disabled={nothingSelected || page.busy}
                onClick={() =>
                  dispatch(listPageSetEnabled({ target, rows: selectedRows, enabled: false }))
                }
              >
                {t('engine.disable')}
              </PermissionButton>
            </>
          ) : null}
          {can('export') ? (
            <PermissionButton
              codes={actionCodes(definition, 'export')}
              variant="outline"
              disabled={page.busy || page.total === 0}
              onClick={() =>
                dispatch(
                  listPageExport({
                    target,
                    columns: definition.columns.map((column) => ({
                      field: column.field,
                      title: text(column.title),
                    })),
                    fileName: `${title}.csv`,
                  }),
                )
              }
            >
              {t('engine.export')}
            </PermissionButton>
          ) : null}
          {toolbarActions.map((action) => (
            <ActionButton
              key={action.key}
              writeId={`${id}:${action.key}`}
              codes={actionCodes(definition, action.key)}
              disabled={page.busy || (action.on === 'selection' && nothingSelected)}
              onClick={() => runAction(action, { selected: selectedRows })}
            >
              {text(action.label)}
            </ActionButton>
          ))}
          {nothingSelected ? null : (
            <chakra.span color="fg.muted" fontSize="sm" aria-live="polite">
              {t('engine.selected', { count: selectedRows.length })}
            </chakra.span>
          )}
        </HStack>
      ) : null}
      <DataTable<ListRow>
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={idField}
        loading={page.status === 'loading' || page.status === 'idle' || page.busy || !cellsReady}
        error={page.status === 'failed' ? page.error : null}
        onRetry={() => dispatch(listPageLoad({ target }))}
        labels={labels.table}
        pagination={
          tree ? undefined : { page: page.query.page, size: page.query.size, total: page.total }
        }
        onChange={changeTable}
        sort={tree ? undefined : page.query.sort}
        selection={
          selectable
            ? {
                selectedKeys: page.selectedKeys,
                onChange: (keys) => dispatch(listPageSelect({ id, keys })),
              }
            : undefined
        }
      />
      {page.form.open ? (
        <ListFormDialog
          definition={formDefinition}
          form={page.form}
          onClose={() => dispatch(listPageCloseForm({ id }))}
          onSubmit={(values) => dispatch(listPageSave({ target, mode: page.form.mode, values }))}
        />
      ) : null}
      {actionDialog}
      {customActions.map((action) => (
        <ActionResultDialog
          key={action.key}
          writeId={`${id}:${action.key}`}
          title={text(action.label)}
          columns={action.resultColumns}
        />
      ))}
      {confirmDialog}
    </Stack>
  );
}
