import { useMemo } from 'react';
import { add, DataTable, type DataTableColumn } from '../../../design-system';
import {
  FIELD_LABELS,
  SAMPLE_FIELDS,
  cellText,
  type SampleField,
} from '../../../domain/portal/samples';
import { useI18n } from '../../i18n';
import type { StoredSample } from '../../services/portal';
import { useTableLabels } from './common';

/** Fields every sheet shows; the others only when some sample has a value. */
const ALWAYS: readonly SampleField[] = [
  'sampleName',
  'sampleType',
  'species',
  'concentration',
  'volume',
];

/** The sheet's fields: the common ones and every other field some sample filled in. */
export function sheetFields(samples: readonly StoredSample[]): SampleField[] {
  return SAMPLE_FIELDS.filter(
    (field) => ALWAYS.includes(field) || samples.some((sample) => cellText(sample[field]) !== ''),
  );
}

/** The total amount (ug) of all samples, exact. */
export function batchTotal(samples: readonly StoredSample[]): string {
  return samples.reduce((sum, sample) => add(sum, sample.totalAmount || '0'), '0');
}

/**
 * The submitted sample sheet as a table: row number, the fields in use and the computed total
 * amount of each sample.
 */
export function SampleSheet({ samples, caption }: { samples: StoredSample[]; caption: string }) {
  const { t, locale } = useI18n();
  const labels = useTableLabels();
  const columns = useMemo<DataTableColumn<StoredSample>[]>(
    () => [
      { key: 'rowNo', title: t('portal.staff.overview.rowNo'), width: 60 },
      ...sheetFields(samples).map((field): DataTableColumn<StoredSample> => ({
        key: field,
        title: FIELD_LABELS[field][locale],
        width: field === 'sampleName' ? 150 : 115,
        render: (row) => cellText(row[field]),
      })),
      {
        key: 'totalAmount',
        title: t('portal.staff.overview.totalAmount'),
        width: 130,
        align: 'end',
      },
    ],
    [samples, t, locale],
  );
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={samples}
      rowKey="sampleId"
      labels={labels}
      emptyText={t('portal.staff.overview.empty')}
      size="sm"
    />
  );
}
