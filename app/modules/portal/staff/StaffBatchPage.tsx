import { Box, Button, Heading, Link, Spinner, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import type { Batch } from '../../../services/portal';
import { BatchHeader, StepNav } from './BatchHeader';
import { HistoryStep } from './HistoryStep';
import { LifecycleStep } from './LifecycleStep';
import { OverviewStep } from './OverviewStep';
import { QcStep } from './QcStep';
import { ReceiveStep } from './ReceiveStep';
import { ReturnStep } from './ReturnStep';
import { stepRefusal, type StaffStep } from './steps';
import { useBatchId, useStaffBatch } from './useStaffBatch';

const BODIES: Record<StaffStep, (props: { batch: Batch }) => React.ReactElement> = {
  1: OverviewStep,
  2: ReceiveStep,
  3: QcStep,
  4: LifecycleStep,
  5: ReturnStep,
  6: HistoryStep,
};

/** The staff's list of batches, where a batch is chosen. */
export const STAFF_LIST_PATH = '/hsif/sample/list';

/**
 * One step of the staff's batch workbench (`/hsif/sample/step<n>?batchId=`): the batch's
 * header, the step navigation and the step itself, or why the batch's status does not allow it.
 */
export function StaffBatchPage({ step }: { step: StaffStep }) {
  const { t } = useI18n();
  const batchId = useBatchId();
  const { batch, status, reload } = useStaffBatch(batchId);
  if (batchId === null) {
    return (
      <Box padding="6">
        <Heading as="h1" size="lg" marginBottom="2">
          {t('portal.staff.title')}
        </Heading>
        <Text>{t('portal.staff.noBatch')}</Text>
        <Link asChild color="blue.600">
          <RouterLink to={STAFF_LIST_PATH}>{t('portal.staff.toList')}</RouterLink>
        </Link>
      </Box>
    );
  }
  if (!batch) {
    return (
      <Box padding="6">
        {status === 'failed' ? (
          <>
            <Text role="alert">{t('portal.staff.loadFailed')}</Text>
            <Button marginTop="2" size="sm" variant="outline" onClick={reload}>
              {t('portal.staff.retry')}
            </Button>
          </>
        ) : (
          <Spinner aria-label={t('portal.staff.loading')} />
        )}
      </Box>
    );
  }
  const refusal = stepRefusal(step, batch);
  const Body = BODIES[step];
  return (
    <Box padding="6">
      <BatchHeader batch={batch} />
      <StepNav batch={batch} current={step} />
      {refusal ? (
        <Text role="status">
          {t('portal.staff.steps.notAllowed', {
            step: t(`portal.staff.steps.step${step}`),
            reason: t(refusal.key, refusal.vars),
          })}
        </Text>
      ) : (
        <Body batch={batch} />
      )}
    </Box>
  );
}
