import { useI18n } from '../../../i18n';
import type { Batch } from '../../../services/portal';
import { HistoryTable } from '../common';

/** Step 6: every status change of the batch with who, when and the comment. */
export function HistoryStep({ batch }: { batch: Batch }) {
  const { t } = useI18n();
  return (
    <HistoryTable
      caption={t('portal.staff.history.table')}
      rows={batch.history}
      kind="batch"
      emptyText={t('portal.staff.history.empty')}
    />
  );
}
