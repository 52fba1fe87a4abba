import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useDispatch, useSelector } from 'react-redux';
import { TextareaField } from '../../../../design-system';
import { NEXT_STATUS } from '../../../../domain/portal/lifecycles';
import { useI18n } from '../../../i18n';
import type { Batch } from '../../../services/portal';
import type { RootState } from '../../../store/reducer';
import { selectStaffSave, staffMoveRequested } from '../../../store/staffBatches';
import { PortalStatus } from '../common';
import { useBatchStatusLabel } from './BatchHeader';

/**
 * Step 4: the batch's current status and its one next state of the shared lifecycle, with an
 * optional comment; the server's refusal (say, a Risk sample awaiting the customer) is shown.
 */
export function LifecycleStep({ batch }: { batch: Batch }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const label = useBatchStatusLabel();
  const save = useSelector((state: RootState) => selectStaffSave(state, batch.batchId));
  const next = NEXT_STATUS[batch.status];
  const refused = save?.move === 'move' && save.status === 'failed' ? save.error : null;
  return (
    <Box
      as="section"
      aria-labelledby="staff-lifecycle-title"
      display="grid"
      gridTemplateColumns="minmax(0, 1fr)"
      gap="3"
    >
      <Heading as="h2" size="md" id="staff-lifecycle-title">
        {t('portal.staff.lifecycle.title')}
      </Heading>
      <Flex as="dl" gap="8">
        <Box>
          <Text as="dt" color="fg.muted">
            {t('portal.staff.lifecycle.current')}
          </Text>
          <Text as="dd">
            <PortalStatus kind="batch" status={batch.status} />
          </Text>
        </Box>
        {next ? (
          <Box>
            <Text as="dt" color="fg.muted">
              {t('portal.staff.lifecycle.next')}
            </Text>
            <Text as="dd">
              <PortalStatus kind="batch" status={next} />
            </Text>
          </Box>
        ) : null}
      </Flex>
      {next ? (
        <Formik
          // A new form once the batch has moved, so the next move starts without a comment.
          key={batch.status}
          initialValues={{ comment: '' }}
          onSubmit={(values) => {
            dispatch(
              staffMoveRequested({
                batchId: batch.batchId,
                status: next,
                comment: values.comment.trim(),
              }),
            );
          }}
        >
          <Form noValidate>
            <Box display="grid" gap="3" maxWidth="xl">
              <TextareaField name="comment" label={t('portal.staff.lifecycle.comment')} />
              {refused ? (
                <Box role="alert" color="fg.error">
                  <Text fontWeight="semibold">{t('portal.staff.lifecycle.refused')}</Text>
                  <Text>{refused}</Text>
                </Box>
              ) : null}
              <Flex>
                <Button
                  type="submit"
                  colorPalette="blue"
                  loading={save?.move === 'move' && save.status === 'saving'}
                >
                  {t('portal.staff.lifecycle.moveTo', { status: label(next) })}
                </Button>
              </Flex>
            </Box>
          </Form>
        </Formik>
      ) : (
        <Text>{t('portal.staff.lifecycle.final', { status: label(batch.status) })}</Text>
      )}
    </Box>
  );
}
