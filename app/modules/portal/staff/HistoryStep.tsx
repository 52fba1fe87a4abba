import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../../../design-system';
import { useI18n } from '../../../i18n';
import type { Batch, HistoryEntry } from '../../../services/portal';
import { BatchStatusBadge } from './BatchHeader';
import { useTableLabels } from './sheet';

/** Step 6: every status change of the batch with who, when and the comment. */
export function HistoryStep({ batch }: { batch: Batch }) {
  const { t } = useI18n();
  const labels = useTableLabels();
  const rows = useMemo(
    () => batch.history.map((entry, index) => ({ ...entry, key: index })),
    [batch.history],
  );
  const none = t('portal.staff.none');
  const columns = useMemo<DataTableColumn<HistoryEntry & { key: number }>[]>(
    () => [
      {
        key: 'status',
        title: t('portal.staff.history.status'),
        width: 150,
        render: (row) => <BatchStatusBadge status={row.status} />,
      },
      {
        key: 'changedBy',
        title: t('portal.staff.history.changedBy'),
        width: 180,
        render: (row) => row.changedBy ?? none,
      },
      { key: 'changedDate', title: t('portal.staff.history.changedDate'), width: 180 },
      {
        key: 'comment',
        title: t('portal.staff.history.comment'),
        width: 480,
        render: (row) => row.comment ?? none,
      },
    ],
    [t, none],
  );
  return (
    <DataTable
      caption={t('portal.staff.history.table')}
      columns={columns}
      rows={rows}
      rowKey="key"
      labels={labels}
      emptyText={t('portal.staff.history.empty')}
      size="sm"
    />
  );
}
