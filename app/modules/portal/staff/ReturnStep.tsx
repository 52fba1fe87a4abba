import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useDispatch, useSelector } from 'react-redux';
import { TextareaField, useConfirm } from '../../../../design-system';
import { useI18n } from '../../../i18n';
import type { Batch } from '../../../services/portal';
import type { RootState } from '../../../store/reducer';
import { selectStaffSave, staffReturnRequested } from '../../../store/staffBatches';

/**
 * Step 5: staff return a Submitted batch to the customer with a required reason, after
 * confirming; a returned batch shows the reason.
 */
export function ReturnStep({ batch }: { batch: Batch }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { confirm, dialog } = useConfirm();
  const save = useSelector((state: RootState) => selectStaffSave(state, batch.batchId));
  return (
    <Box as="section" aria-labelledby="staff-return-title" display="grid" gap="3">
      <Heading as="h2" size="md" id="staff-return-title">
        {t('portal.staff.returnStep.title')}
      </Heading>
      {batch.status === 'Returned' ? (
        <Box role="status">
          <Text fontWeight="semibold">{t('portal.staff.returnStep.returned')}</Text>
          <Text>
            {t('portal.staff.returnStep.reasonWas', { reason: batch.returnReason ?? '' })}
          </Text>
        </Box>
      ) : (
        <Formik
          initialValues={{ reason: '' }}
          validate={(values) =>
            values.reason.trim() === ''
              ? { reason: t('portal.staff.returnStep.reasonRequired') }
              : {}
          }
          onSubmit={async (values) => {
            await confirm({
              title: t('portal.staff.returnStep.confirmTitle', { code: batch.batchCode }),
              description: t('portal.staff.returnStep.reasonWas', { reason: values.reason.trim() }),
              danger: true,
              labels: { ok: t('portal.staff.returnStep.ok'), cancel: t('portal.staff.cancel') },
              onOk: () => {
                dispatch(
                  staffReturnRequested({ batchId: batch.batchId, reason: values.reason.trim() }),
                );
              },
            });
          }}
        >
          <Form noValidate>
            <Box display="grid" gap="3" maxWidth="xl">
              <Text>{t('portal.staff.returnStep.intro')}</Text>
              <TextareaField name="reason" label={t('portal.staff.returnStep.reason')} required />
              <Flex>
                <Button
                  type="submit"
                  colorPalette="red"
                  loading={save?.move === 'return' && save.status === 'saving'}
                >
                  {t('portal.staff.returnStep.submit')}
                </Button>
              </Flex>
            </Box>
          </Form>
        </Formik>
      )}
      {dialog}
    </Box>
  );
}
