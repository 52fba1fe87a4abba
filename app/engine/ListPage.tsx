import { chakra, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import {
  ActionLink,
  DataTable,
  formatDate,
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
} from '../../design-system';
import { useI18n, type MessageKey, type Translate } from '../i18n';
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
import type { RootState } from '../store/reducer';
import { selectCurrentUser } from '../store/selectors';
import { engineLabels } from './labels';
import { ListFormDialog } from './ListFormDialog';
import { buildSchema } from './rules';
import type { ListColumn, ListPageAction, ListPageDefinition, ListRow } from './types';

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
export function actionCodes(definition: ListPageDefinition, action: ListPageAction): string[] {
  return [`${definition.permissionPrefix}-${action}`];
}

/** The actions of the toolbar (row actions are `edit`, `enable` and `delete`). */
const TOOLBAR_ACTIONS: readonly ListPageAction[] = ['create', 'delete', 'enable', 'export'];
/** The actions that work on selected rows. */
const SELECTION_ACTIONS: readonly ListPageAction[] = ['delete', 'enable'];

/** The translated name of a status value of a `status` column (the value itself when unnamed). */
export function statusLabel(column: ListColumn, value: unknown, t: Translate): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (!column.statusKey || !text) return text;
  const key = `${column.statusKey}.${text}`;
  const label = t(key as MessageKey);
  return label === key ? text : label;
}

/** A date shown in the user's zone and format; the text as sent when it cannot be read. */
export function dateText(value: unknown, timeZone?: string, pattern?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'string' && typeof value !== 'number') return String(value);
  try {
    return formatDate(value, timeZone || undefined, pattern || undefined) || String(value);
  } catch {
    return String(value);
  }
}

/** A cell whose text links to the page its column names for the row. */
function CellLink({ row, column }: { row: ListRow; column: ListColumn }) {
  const value = row[column.field];
  const text = value === null || value === undefined ? '' : String(value);
  const to = text ? column.link?.(row) : undefined;
  if (!to) return <>{text}</>;
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

/**
 * A master-data list page built from its {@link ListPageDefinition}: a query bar, a toolbar of
 * permission-guarded buttons (Create, Delete selected, Enable, Disable, Export), a table with
 * server paging, sorting and selection, row actions (Edit, Enable/Disable, Delete), the
 * create/edit dialog and a confirmation before deleting. It only dispatches actions; the
 * list-page saga talks to the server and the store holds the page's state.
 */
export function ListPage({ definition }: ListPageProps) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const page = useSelector((state: RootState) => selectListPage(state, definition.id));
  const user = useSelector(selectCurrentUser);
  const timeZone = user?.timeZone;
  const dateFormat = user?.dateFormat;
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { id, basePath, idField, fixedQuery } = definition;
  const target = useMemo<ListPageTarget>(
    () => ({ id, basePath, idField, fixedQuery }),
    [id, basePath, idField, fixedQuery],
  );
  const labels = useMemo(() => engineLabels(t), [t]);
  const title = t(definition.titleKey);
  const can = (action: ListPageAction) => definition.actions.includes(action);
  const hasToolbar = definition.actions.some((action) => TOOLBAR_ACTIONS.includes(action));
  const selectable = definition.actions.some((action) => SELECTION_ACTIONS.includes(action));

  const firstStatus = useRef(page.status);
  const [initialFilter] = useState(page.query.filter);
  const defaultSort = definition.defaultSort ?? null;
  useEffect(() => {
    const fresh = firstStatus.current === 'idle';
    dispatch(listPageLoad({ target, query: fresh ? { sort: defaultSort } : undefined }));
  }, [dispatch, target, defaultSort]);

  const queryFields = useMemo<QueryBarField[]>(
    () =>
      definition.queryFields.map((field) => ({
        name: field.name,
        label: t(field.labelKey),
        type: field.type,
        options: field.options?.map((option) => ({
          value: option.value,
          label: t(option.labelKey),
        })),
      })),
    [definition, t],
  );
  const querySchema = useMemo(() => buildSchema(definition.queryFields, t), [definition, t]);

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

  const columns = useMemo<DataTableColumn<ListRow>[]>(() => {
    const shown: DataTableColumn<ListRow>[] = definition.columns.map((column) => ({
      key: column.field,
      title: t(column.titleKey),
      width: column.width,
      sortable: column.sortable,
      align: column.kind === 'number' ? 'end' : undefined,
      render:
        column.kind === 'enabled'
          ? (row: ListRow) => (
              // 'S' is the success family (green), 'P' the default one (grey).
              <StatusBadge
                status={isEnabled(row) ? 'S' : 'P'}
                label={isEnabled(row) ? t('engine.enabled') : t('engine.disabled')}
              />
            )
          : column.kind === 'status'
            ? (row: ListRow) => {
                const value = row[column.field];
                const code = value === null || value === undefined ? '' : String(value);
                return code ? (
                  <StatusBadge
                    status={code}
                    label={statusLabel(column, code, t)}
                    tone={column.tones?.[code] ?? 'default'}
                  />
                ) : null;
              }
            : column.kind === 'date'
              ? (row: ListRow) => dateText(row[column.field], timeZone, dateFormat)
              : column.link
                ? (row: ListRow) => <CellLink row={row} column={column} />
                : undefined,
    }));
    const rowActions = (row: ListRow): ActionLinkItem[] => {
      const items: ActionLinkItem[] = [];
      if (definition.actions.includes('edit')) {
        items.push({
          key: 'edit',
          label: t('engine.edit'),
          codes: actionCodes(definition, 'edit'),
          onClick: () => dispatch(listPageOpenForm({ id: definition.id, mode: 'edit', row })),
        });
      }
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
    const hasRowActions = definition.actions.some((action) =>
      ['edit', 'enable', 'delete'].includes(action),
    );
    if (hasRowActions) {
      shown.push({
        key: '__actions',
        title: t('engine.actions'),
        width: 220,
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
  }, [definition, t, dispatch, target, askDelete, labels, timeZone, dateFormat]);

  const selectedRows = page.rows.filter((row) =>
    page.selectedKeys.includes(rowKeyOf(row, idField)),
  );
  const nothingSelected = selectedRows.length === 0;

  return (
    <Stack gap="4" p="4">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {definition.queryFields.length > 0 ? (
        <QueryBar
          fields={queryFields}
          validationSchema={querySchema}
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
          {can('delete') ? (
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
          {can('enable') ? (
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
                      title: t(column.titleKey),
                    })),
                    fileName: `${title}.csv`,
                  }),
                )
              }
            >
              {t('engine.export')}
            </PermissionButton>
          ) : null}
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
        rows={page.rows}
        rowKey={idField}
        loading={page.status === 'loading' || page.status === 'idle' || page.busy}
        error={page.status === 'failed' ? page.error : null}
        onRetry={() => dispatch(listPageLoad({ target }))}
        labels={labels.table}
        pagination={{ page: page.query.page, size: page.query.size, total: page.total }}
        onChange={changeTable}
        sort={page.query.sort}
        selection={
          selectable
            ? {
                selectedKeys: page.selectedKeys,
                onChange: (keys) => dispatch(listPageSelect({ id, keys })),
              }
            : undefined
        }
      />
      <ListFormDialog
        definition={definition}
        form={page.form}
        onClose={() => dispatch(listPageCloseForm({ id }))}
        onSubmit={(values) => dispatch(listPageSave({ target, mode: page.form.mode, values }))}
      />
      {confirmDialog}
    </Stack>
  );
}
