import {
  Button,
  chakra,
  CloseButton,
  Dialog,
  Field,
  IconButton,
  Input,
  Portal,
} from '@chakra-ui/react';
import {
  useEffect,
  useEffectEvent,
  useState,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { cleanQuery } from '../format/query';
import { lovModalSlotRecipe } from './lov.recipe';
import {
  isLovPage,
  lovModalWidth,
  resolveLovView,
  LOV_COLUMN_WIDTH,
  type LovLoadData,
  type LovLoadView,
  type LovQueryField,
  type LovRow,
  type ResolvedLovView,
} from './lovView';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

/** Texts of a value list and its modal; English by default. */
export interface LovLabels {
  /** The button opening the modal. */
  search: string;
  /** The button clearing the value. */
  clear: string;
  /** Confirms the selected row. */
  ok: string;
  /** Closes the modal without choosing. */
  cancel: string;
  /** The close button in the modal's corner. */
  close: string;
  /** Runs the modal's query. */
  query: string;
  /** Empties the modal's query form. */
  reset: string;
  /** Shown when OK is pressed with no row selected. */
  selectWarning: string;
  /** Shown while the view loads. */
  loading: (viewCode: string) => string;
  /** Shown when no view has the code. */
  undefinedView: (viewCode: string) => string;
  /** Shown when the view or its data could not be loaded. */
  loadFailed: (viewCode: string) => string;
  /** Shown in the table while rows load. */
  loadingData: string;
  /** Shown in the table when there are no rows. */
  noData: string;
  /** The previous-page button. */
  previousPage: string;
  /** The next-page button. */
  nextPage: string;
  /** Page position and total, for example `Page 2 of 5, 23 rows`. */
  pageInfo: (page: number, pages: number, total: number) => string;
  /** Expands a tree row (followed by the row's text). */
  expand: string;
  /** Collapses a tree row (followed by the row's text). */
  collapse: string;
}

/** The English texts of {@link Lov} and {@link LovModal} (messages of SPEC.md section 8). */
export const DEFAULT_LOV_LABELS: LovLabels = {
  search: 'Search',
  clear: 'Clear',
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  query: 'Query',
  reset: 'Reset',
  selectWarning: 'Please select a record',
  loading: (code) => `lov ${code} loading...`,
  undefinedView: (code) =>
    `Value list view not defined: ${code}, please maintain the value list view!`,
  loadFailed: (code) => `Value list ${code} failed to load, please try again later`,
  loadingData: 'Loading...',
  noData: 'No data',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageInfo: (page, pages, total) => `Page ${page} of ${pages}, ${total} rows`,
  expand: 'Expand',
  collapse: 'Collapse',
};

/** Props of {@link LovModal}. */
export interface LovModalProps {
  /** Whether the modal is open; it loads its view each time it opens. */
  open: boolean;
  /** Code of the value-list view to show. */
  viewCode: string;
  /** Loads the view definition; resolves `null` for an unknown code. */
  loadView: LovLoadView;
  /** Loads a page of rows, or a plain array (a tree). */
  loadData: LovLoadData;
  /** Called with the chosen row (double-click, Enter or OK); the modal then closes. */
  onSelect: (record: LovRow, view: ResolvedLovView) => void;
  /** Called when the modal closes (after a choice, Cancel, Escape or the close button). */
  onClose: () => void;
  /** Texts; English when omitted. */
  labels?: Partial<LovLabels>;
  /** The element focus returns to when the modal closes, usually what opened it. */
  returnFocusTo?: () => HTMLElement | null;
}

type ViewState =
  | { code: string; status: 'ready'; view: ResolvedLovView }
  | { code: string; status: 'missing' }
  | { code: string; status: 'failed' };

interface DataRequest {
  filter: Record<string, unknown>;
  page: number;
}

type DataState =
  | { request: DataRequest; status: 'page'; rows: LovRow[]; total: number }
  | { request: DataRequest; status: 'tree'; rows: LovRow[] }
  | { request: DataRequest; status: 'failed' };

interface VisibleRow {
  key: string;
  row: LovRow;
  level: number;
  hasChildren: boolean;
  expanded: boolean;
}

function rowKey(row: LovRow, view: ResolvedLovView, path: string): string {
  const value = row[view.valueField];
  return typeof value === 'string' || typeof value === 'number' ? `v:${value}` : `p:${path}`;
}

function childrenOf(row: LovRow, view: ResolvedLovView): LovRow[] {
  const children = row[view.childrenFieldName];
  return Array.isArray(children) ? (children as LovRow[]) : [];
}

function flattenTree(
  rows: readonly LovRow[],
  view: ResolvedLovView,
  expanded: ReadonlySet<string>,
  level = 1,
  parentPath = '',
): VisibleRow[] {
  return rows.flatMap((row, index) => {
    const path = parentPath ? `${parentPath}.${index}` : `${index}`;
    const key = rowKey(row, view, path);
    const children = childrenOf(row, view);
    const open = expanded.has(key);
    const self: VisibleRow = { key, row, level, hasChildren: children.length > 0, expanded: open };
    return open ? [self, ...flattenTree(children, view, expanded, level + 1, path)] : [self];
  });
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function inputType(field: LovQueryField): 'text' | 'number' | 'date' {
  const type = (field.dataType ?? '').toUpperCase();
  if (type === 'NUMBER') return 'number';
  if (type === 'DATE') return 'date';
  return 'text';
}

function focusSibling(event: KeyboardEvent<HTMLTableRowElement>, step: 1 | -1) {
  const target =
    step === 1
      ? event.currentTarget.nextElementSibling
      : event.currentTarget.previousElementSibling;
  if (target instanceof HTMLElement && target.tabIndex >= -1) {
    event.preventDefault();
    target.focus();
  }
}

interface LovModalContentProps extends Omit<LovModalProps, 'open' | 'labels' | 'returnFocusTo'> {
  labels: LovLabels;
}

function LovModalContent({
  viewCode,
  loadView,
  loadData,
  onSelect,
  onClose,
  labels,
}: LovModalContentProps) {
  const recipe = useSharedSlotRecipe(lovModalSlotRecipe);
  const styles = recipe();

  const [viewState, setViewState] = useState<ViewState | null>(null);
  const fetchView = useEffectEvent((code: string) => loadView(code));
  useEffect(() => {
    let live = true;
    fetchView(viewCode).then(
      (found) => {
        if (!live) return;
        setViewState(
          found
            ? { code: viewCode, status: 'ready', view: resolveLovView(found) }
            : { code: viewCode, status: 'missing' },
        );
      },
      () => {
        if (live) setViewState({ code: viewCode, status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [viewCode]);
  const current = viewState?.code === viewCode ? viewState : null;
  const view = current?.status === 'ready' ? current.view : null;

  const [request, setRequest] = useState<DataRequest>({ filter: {}, page: 0 });
  const [data, setData] = useState<DataState | null>(null);
  const fetchData = useEffectEvent((v: ResolvedLovView, r: DataRequest) =>
    loadData(v, { filter: r.filter, page: r.page, size: v.pageSize }),
  );
  useEffect(() => {
    if (!view) return;
    let live = true;
    fetchData(view, request).then(
      (answer) => {
        if (!live) return;
        if (isLovPage(answer)) {
          const rows = answer.content ?? [];
          const total = answer.totalElements ?? answer.total ?? rows.length;
          setData({ request, status: 'page', rows, total });
        } else {
          setData({ request, status: 'tree', rows: answer });
        }
      },
      () => {
        if (live) setData({ request, status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [view, request]);
  const rowsLoading = view !== null && data?.request !== request;

  const [queryValues, setQueryValues] = useState<Record<string, string>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<{ key: string; row: LovRow } | null>(null);
  const [warned, setWarned] = useState(false);

  const select = (key: string, row: LovRow) => {
    setSelected({ key, row });
    setWarned(false);
  };
  const confirm = (row: LovRow) => {
    if (!view) return;
    onSelect(row, view);
    onClose();
  };
  const onOk = () => {
    if (selected) confirm(selected.row);
    else setWarned(true);
  };
  const toggleRow = (key: string) => {
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  const onQuery = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes events up through portals: a form around the Lov must not submit too.
    event.stopPropagation();
    setRequest({ filter: cleanQuery(queryValues), page: 0 });
  };
  const onQueryReset = () => {
    setQueryValues({});
    setRequest({ filter: {}, page: 0 });
  };

  const title = view?.title || view?.viewName || viewCode;
  const width = lovModalWidth(view);
  const contentStyle = {
    '--lov-modal-width': `${width}px`,
    '--lov-table-height': view?.height ? `${view.height}px` : undefined,
  } as CSSProperties;

  const visibleRows: VisibleRow[] =
    view && data && data.request === request && data.status !== 'failed'
      ? data.status === 'tree'
        ? flattenTree(data.rows, view, expanded)
        : data.rows.map((row, index) => ({
            key: rowKey(row, view, `${index}`),
            row,
            level: 1,
            hasChildren: false,
            expanded: false,
          }))
      : [];
  const isTree = data?.status === 'tree';
  const focusKey =
    selected && visibleRows.some((r) => r.key === selected.key)
      ? selected.key
      : visibleRows[0]?.key;

  const renderBody = () => {
    if (!current)
      return (
        <chakra.p css={styles.message} role="status">
          {labels.loading(viewCode)}
        </chakra.p>
      );
    if (current.status === 'missing')
      return (
        <chakra.p css={styles.message} role="alert">
          {labels.undefinedView(viewCode)}
        </chakra.p>
      );
    if (current.status === 'failed' || !view)
      return (
        <chakra.p css={styles.message} role="alert">
          {labels.loadFailed(viewCode)}
        </chakra.p>
      );
    const columns = view.tableFields;
    const colSpan = Math.max(columns.length, 1);
    const pages = data?.status === 'page' ? Math.max(1, Math.ceil(data.total / view.pageSize)) : 1;
    return (
      <>
        {view.queryFields.length > 0 ? (
          <chakra.form
            css={styles.query}
            role="search"
            aria-label={labels.query}
            onSubmit={onQuery}
          >
            {view.queryFields.map((field) => (
              <Field.Root key={field.field} css={styles.queryField}>
                <Field.Label>{field.label}</Field.Label>
                <Input
                  size="sm"
                  name={field.field}
                  type={inputType(field)}
                  value={queryValues[field.field] ?? ''}
                  onChange={(event) =>
                    setQueryValues((values) => ({ ...values, [field.field]: event.target.value }))
                  }
                />
              </Field.Root>
            ))}
            <Button type="submit" size="sm" colorPalette="blue">
              {labels.query}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={onQueryReset}>
              {labels.reset}
            </Button>
          </chakra.form>
        ) : null}
        <chakra.div css={styles.tableWrap}>
          <chakra.table
            css={styles.table}
            role={isTree ? 'treegrid' : 'grid'}
            aria-label={title}
            aria-busy={rowsLoading || undefined}
          >
            <thead>
              <tr>
                {columns.map((column) => (
                  <chakra.th
                    key={column.dataIndex}
                    scope="col"
                    css={styles.headerCell}
                    style={{ width: column.width ?? LOV_COLUMN_WIDTH }}
                  >
                    {column.title}
                  </chakra.th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rowsLoading || data?.status === 'failed' || visibleRows.length === 0 ? (
                <tr>
                  <chakra.td css={styles.message} colSpan={colSpan}>
                    {rowsLoading
                      ? labels.loadingData
                      : data?.status === 'failed'
                        ? labels.loadFailed(viewCode)
                        : labels.noData}
                  </chakra.td>
                </tr>
              ) : (
                visibleRows.map(({ key, row, level, hasChildren, expanded: open }) => {
                  const isSelected = selected?.key === key;
                  const display = cellText(row[view.displayField]);
                  return (
                    <chakra.tr
                      key={key}
                      css={styles.row}
                      aria-selected={isSelected}
                      aria-level={isTree ? level : undefined}
                      aria-expanded={isTree && hasChildren ? open : undefined}
                      tabIndex={key === focusKey ? 0 : -1}
                      onClick={() => select(key, row)}
                      onDoubleClick={() => confirm(row)}
                      onKeyDown={(event) => {
                        if (event.target !== event.currentTarget) return;
                        if (event.key === 'Enter') confirm(row);
                        else if (event.key === ' ') {
                          event.preventDefault();
                          select(key, row);
                        } else if (event.key === 'ArrowDown') focusSibling(event, 1);
                        else if (event.key === 'ArrowUp') focusSibling(event, -1);
                        else if (event.key === 'ArrowRight' && hasChildren && !open) toggleRow(key);
                        else if (event.key === 'ArrowLeft' && hasChildren && open) toggleRow(key);
                      }}
                    >
                      {columns.map((column, index) => (
                        <chakra.td
                          key={column.dataIndex}
                          css={isTree && index === 0 ? [styles.cell, styles.treeCell] : styles.cell}
                          style={
                            isTree && index === 0
                              ? ({ '--lov-level': level - 1 } as CSSProperties)
                              : undefined
                          }
                        >
                          {isTree && index === 0 ? (
                            hasChildren ? (
                              <IconButton
                                css={styles.toggle}
                                size="2xs"
                                variant="ghost"
                                aria-label={`${open ? labels.collapse : labels.expand} ${display}`}
                                onClick={(event) => {
                                  event.stopPropagation();
                                  toggleRow(key);
                                }}
                                onDoubleClick={(event) => event.stopPropagation()}
                              >
                                <ChevronIcon open={open} />
                              </IconButton>
                            ) : (
                              <chakra.span css={styles.toggleSpacer} aria-hidden="true" />
                            )
                          ) : null}
                          {cellText(row[column.dataIndex])}
                        </chakra.td>
                      ))}
                    </chakra.tr>
                  );
                })
              )}
            </tbody>
          </chakra.table>
        </chakra.div>
        {data?.status === 'page' ? (
          <chakra.div css={styles.pager}>
            <span aria-live="polite">{labels.pageInfo(request.page + 1, pages, data.total)}</span>
            <Button
              size="xs"
              variant="outline"
              disabled={rowsLoading || request.page <= 0}
              onClick={() => setRequest((r) => ({ ...r, page: r.page - 1 }))}
            >
              {labels.previousPage}
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={rowsLoading || request.page + 1 >= pages}
              onClick={() => setRequest((r) => ({ ...r, page: r.page + 1 }))}
            >
              {labels.nextPage}
            </Button>
          </chakra.div>
        ) : null}
      </>
    );
  };

  return (
    <Dialog.Content css={styles.content} style={contentStyle} data-width={width}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={labels.close} />
      </Dialog.CloseTrigger>
      <Dialog.Body>{renderBody()}</Dialog.Body>
      <Dialog.Footer>
        {warned ? (
          <chakra.p css={styles.warning} role="alert">
            {labels.selectWarning}
          </chakra.p>
        ) : null}
        <Button variant="outline" onClick={onClose}>
          {labels.cancel}
        </Button>
        <Button colorPalette="blue" disabled={!view} onClick={onOk}>
          {labels.ok}
        </Button>
      </Dialog.Footer>
    </Dialog.Content>
  );
}

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path
        d={open ? 'M3 6l5 5 5-5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The value-list modal (HZERO's LOV): loads the view (showing 'lov {code} loading...', or the
 * undefined-view message for an unknown code), then a query form, a table of rows with paging
 * (page index sent 0-based) or a tree when the data is a plain array, and single selection:
 * click selects, double-click or Enter chooses, OK chooses the selected row or warns.
 * Its width is {@link lovModalWidth} of the view.
 */
export function LovModal({ open, labels, onClose, returnFocusTo, ...rest }: LovModalProps) {
  const recipe = useSharedSlotRecipe(lovModalSlotRecipe);
  const styles = recipe();
  const texts: LovLabels = { ...DEFAULT_LOV_LABELS, ...labels };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      motionPreset="none"
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={returnFocusTo}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop css={styles.backdrop} />
        <Dialog.Positioner>
          {open ? <LovModalContent {...rest} onClose={onClose} labels={texts} /> : null}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
