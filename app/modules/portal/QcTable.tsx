import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../../design-system';
import { useI18n } from '../../i18n';
import type { QcResult } from '../../services/portal';
import { PortalStatus, ReportLink, useTableLabels } from './common';
import { PageLink } from './views/parts';

/** A QC result as the tables show it; the project detail adds the batch. */
export type QcRow = QcResult & { batchId?: number; batchCode?: string };

/** Props of {@link QcTable}. */
export interface QcTableProps {
  /** Accessible name of the table. */
  caption: string;
  rows: readonly QcRow[];
  /** Where a row's batch opens; without it the batch column is left out. */
  batchLink?: (batchId: number) => string;
  /** Text when there are no results. */
  emptyText: string;
}

/**
 * QC results: verdict, measured values, the lab's note, the report to download and the
 * customer's decision on a Risk verdict (who and when), or that one is awaited.
 */
export function QcTable({ caption, rows, batchLink, emptyText }: QcTableProps) {
  const { t } = useI18n();
  const labels = useTableLabels();
  const columns = useMemo(() => {
    const list: DataTableColumn<QcRow>[] = [
      { key: 'sampleName', title: t('portal.views.project.sampleName'), width: 130 },
    ];
    if (batchLink) {
      list.push({
        key: 'batchCode',
        title: t('portal.views.project.batch'),
        width: 130,
        render: (row) =>
          row.batchId ? <PageLink to={batchLink(row.batchId)}>{row.batchCode}</PageLink> : null,
      });
    }
    list.push(
      {
        key: 'verdict',
        title: t('portal.views.project.verdict'),
        width: 110,
        render: (row) => <PortalStatus kind="qc" status={row.verdict} />,
      },
      {
        key: 'concentration',
        title: t('portal.views.qc.concentration'),
        width: 130,
        align: 'end',
      },
      { key: 'volume', title: t('portal.views.qc.volume'), width: 100, align: 'end' },
      { key: 'rin', title: t('portal.views.qc.rin'), width: 70, align: 'end' },
      { key: 'note', title: t('portal.views.qc.note'), width: 260 },
      {
        key: 'reportFileUrl',
        title: t('portal.views.qc.report'),
        width: 260,
        render: (row) => (row.reportFileUrl ? <ReportLink url={row.reportFileUrl} /> : null),
      },
      {
        key: 'decision',
        title: t('portal.views.qc.decision'),
        width: 260,
        render: (row) => <DecisionText row={row} />,
      },
    );
    return list;
  }, [t, batchLink]);
  return (
    <DataTable<QcRow>
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey="qcId"
      labels={labels}
      size="sm"
      emptyText={emptyText}
    />
  );
}

/** The customer's decision on a result: what, who, when and why; or that one is awaited. */
export function DecisionText({ row }: { row: QcRow }) {
  const { t } = useI18n();
  if (row.decision) {
    return (
      <Stack gap="0">
        <Text>
          {t('portal.views.qc.decidedBy', {
            decision: t(`portal.views.qc.decisions.${row.decision}`),
            who: row.decidedBy ?? '',
            when: row.decidedDate ?? '',
          })}
        </Text>
        {row.decisionComment && (
          <Text fontSize="xs" color="fg.muted">
            {row.decisionComment}
          </Text>
        )}
      </Stack>
    );
  }
  if (row.verdict === 'Risk') return <Text color="fg.error">{t('portal.views.qc.waiting')}</Text>;
  return <Text color="fg.muted">{t('portal.views.qc.notNeeded')}</Text>;
}
