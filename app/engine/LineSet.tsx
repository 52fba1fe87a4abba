import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ActionLink,
  DataTable,
  type ActionLinkItem,
  type DataTableColumn,
} from '../../design-system';
import { useI18n } from '../i18n';
import { cellText } from './cells';
import { mergeLines, type LineRow } from './detailMerge';
import { columnShownUnder } from './form';
import { useText, type engineLabels } from './labels';
import type { ListPageDefinition, ListRow } from './types';
import { useCellContext } from './useCellContext';
import { useRead } from './useRead';

/** A read: a path template and its query. */
export interface Read {
  path: string;
  query: Record<string, string | number>;
}

/** The content of a read line set. */
export const contentOf = (data: unknown) => (data as { content?: ListRow[] } | undefined)?.content;

/**
 * One line set of a detail page, in its tab: the stored lines merged with the changes not saved
 * yet (marked by their `_status`), each with Edit and Delete unless the page is read-only, and
 * Add above them.
 */
export function LineSet({
  definition,
  readOnly,
  read,
  changed,
  onAdd,
  onEdit,
  onRemove,
  labels,
  header,
}: {
  definition: ListPageDefinition;
  /** The saved header: columns shown only for some of its values follow it. */
  header: ListRow | undefined;
  /** The lines are shown, not changed. */
  readOnly: boolean;
  /** Where the lines are read (undefined until the header is known). */
  read: Read | undefined;
  changed: readonly LineRow[];
  onAdd: () => void;
  onEdit: (row: LineRow) => void;
  onRemove: (row: LineRow) => void;
  labels: ReturnType<typeof engineLabels>;
}) {
  const { t } = useI18n();
  const text = useText();
  const { context: cellContext, ready: cellsReady } = useCellContext(definition.columns);
  const columns = useMemo<DataTableColumn<LineRow>[]>(
    () => [
      ...definition.columns
        .filter((column) => columnShownUnder(definition.resource, column.field, header))
        .map((column) => ({
          key: column.field,
          title: text(column.title),
          width: column.width,
          render: (row: LineRow) => {
            const shown = cellText(column, row[column.field], cellContext);
            const to =
              column.field === definition.nameField &&
              definition.detailPath &&
              row._status !== 'create'
                ? definition.detailPath(row)
                : undefined;
            return to ? (
              <Link asChild colorPalette="blue" color="colorPalette.600" textDecoration="underline">
                <RouterLink to={to}>{shown}</RouterLink>
              </Link>
            ) : (
              shown
            );
          },
        })),
      {
        key: '__actions',
        title: t('engine.actions'),
        width: 160,
        render: (row: LineRow) => {
          const items: ActionLinkItem[] =
            row._status === 'delete' || readOnly
              ? []
              : [
                  { key: 'edit', label: t('engine.edit'), onClick: () => onEdit(row) },
                  {
                    key: 'delete',
                    label: t('engine.delete'),
                    danger: true,
                    onClick: () => onRemove(row),
                  },
                ];
          return (
            <ActionLink
              aria-label={t('engine.rowActions', { name: String(row[definition.nameField] ?? '') })}
              actions={items}
              labels={labels.actionLink}
            />
          );
        },
      },
    ],
    [definition, header, labels, cellContext, onEdit, onRemove, readOnly, t, text],
  );
  const entry = useRead(read?.path, read?.query);
  const stored = contentOf(entry?.data);
  const lines = useMemo(
    () => mergeLines(stored ?? [], changed, definition.idField),
    [stored, changed, definition.idField],
  );
  const title = text(definition.title);
  return (
    <Stack gap="3">
      {readOnly ? null : (
        <HStack>
          <Button size="sm" colorPalette="blue" onClick={onAdd}>
            {t('engine.detail.addLine')}
          </Button>
        </HStack>
      )}
      <DataTable<LineRow>
        caption={title}
        columns={columns}
        rows={lines}
        rowKey="__key"
        loading={entry?.status === 'loading' || !cellsReady}
        labels={labels.table}
      />
    </Stack>
  );
}
