import { Link } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import {
  DataTable,
  StatusBadge,
  type DataTableColumn,
  type StatusTone,
} from '../../../design-system';
import { engineLabels } from '../../engine/labels';
import { useI18n, type MessageKey } from '../../i18n';
import { downloadFile, fileDownloadUrl } from '../../services/files';
import { notify } from '../../services/notification';
import type { HistoryEntry } from '../../services/portal';
import {
  BATCH_TONES,
  ORDER_TONES,
  PROJECT_TONES,
  QC_TONES,
} from '../../../domain/portal/lifecycles';

/** Pieces the customer's and the staff's portal pages share. */

/** The design-system table texts in the user's language. */
export function useTableLabels() {
  const { t } = useI18n();
  return useMemo(() => engineLabels(t).table, [t]);
}

/** The kinds of status the portal's pages show as badges. */
export type StatusKind = 'project' | 'batch' | 'order' | 'qc';

const TONES: Record<StatusKind, Readonly<Record<string, StatusTone>>> = {
  project: PROJECT_TONES,
  batch: BATCH_TONES,
  order: ORDER_TONES,
  qc: QC_TONES,
};

/** A status as a coloured badge with its translated name. */
export function PortalStatus({ kind, status }: { kind: StatusKind; status: string }) {
  const { t } = useI18n();
  const key = `portal.status.${kind}.${status}` as MessageKey;
  const label = t(key);
  return (
    <StatusBadge
      status={status}
      label={label === key ? status : label}
      tone={TONES[kind][status] ?? 'default'}
    />
  );
}

/** Props of {@link HistoryTable}. */
export interface HistoryTableProps {
  caption: string;
  rows: readonly HistoryEntry[];
  /** Whose states the rows name. */
  kind: 'project' | 'batch';
  emptyText: string;
  /** Shows a state another way than as a project's or batch's (the money path's records). */
  renderStatus?: (status: string) => ReactNode;
}

type HistoryRow = HistoryEntry & { key: number };

/** Status changes: the state, who changed it, when and why. */
export function HistoryTable({ caption, rows, kind, emptyText, renderStatus }: HistoryTableProps) {
  const { t } = useI18n();
  const labels = useTableLabels();
  const columns = useMemo<DataTableColumn<HistoryRow>[]>(
    () => [
      {
        key: 'status',
        title: t('portal.views.project.status'),
        width: 150,
        render: (row) =>
          renderStatus ? (
            renderStatus(row.status)
          ) : (
            <PortalStatus kind={kind} status={row.status} />
          ),
      },
      {
        key: 'changedBy',
        title: t('portal.views.project.changedBy'),
        width: 160,
        render: (row) => row.changedBy ?? t('portal.views.none'),
      },
      { key: 'changedDate', title: t('portal.views.project.changedDate'), width: 190 },
      { key: 'comment', title: t('portal.views.project.comment'), width: 320 },
    ],
    [t, kind, renderStatus],
  );
  const keyed = useMemo(() => rows.map((row, key) => ({ ...row, key })), [rows]);
  return (
    <DataTable<HistoryRow>
      caption={caption}
      columns={columns}
      rows={keyed}
      rowKey="key"
      labels={labels}
      size="sm"
      emptyText={emptyText}
    />
  );
}

/** The name of a stored file: the last segment of its URL. */
export const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/** A link that downloads a stored file, named after the file (with a ticket, on click). */
export function ReportLink({ url, name }: { url: string; name?: string }) {
  const { t } = useI18n();
  const fileName = name ?? fileNameOf(url);
  return (
    <Link
      href={fileDownloadUrl(url)}
      color="blue.600"
      textDecoration="underline"
      download={fileName}
      onClick={(event) => {
        event.preventDefault();
        downloadFile(url, fileName).catch((error: unknown) =>
          notify({
            type: 'error',
            title: t('notification.failed'),
            description: error instanceof Error ? error.message : undefined,
          }),
        );
      }}
    >
      {t('portal.staff.qc.download', { name: fileName })}
    </Link>
  );
}
