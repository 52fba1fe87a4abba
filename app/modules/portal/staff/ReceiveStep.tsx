import { Box, Button, Flex, Heading, List, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikProps } from 'formik';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DataTable, useConfirm, type DataTableColumn } from '../../../../design-system';
import { useI18n } from '../../../i18n';
import type { Batch } from '../../../services/portal';
import type { RootState } from '../../../store/reducer';
import { selectStaffSave, staffReceiveRequested } from '../../../store/staffBatches';
import { CheckboxCell, TextCell } from './cells';
import { useTableLabels } from '../common';

/** One sample as the receive form holds it. */
export interface ReceiveRow {
  sampleId: number;
  sampleName: string;
  arrived: boolean;
  note: string;
}

/** The receive form's values. */
export interface ReceiveValues {
  rows: ReceiveRow[];
}

/** How many samples are missing and how many carry a note. */
export function discrepancies(rows: readonly ReceiveRow[]) {
  return {
    missing: rows.filter((row) => !row.arrived).length,
    notes: rows.filter((row) => row.note.trim() !== '').length,
  };
}

function ReceivedSummary({ batch }: { batch: Batch }) {
  const { t } = useI18n();
  const noted = batch.samples.filter((sample) => sample.arrived === false || sample.receiveNote);
  return (
    <Box role="status">
      <Text fontWeight="semibold">{t('portal.staff.receive.done')}</Text>
      {noted.length === 0 ? (
        <Text>{t('portal.staff.receive.noneNoted')}</Text>
      ) : (
        <List.Root marginTop="2" paddingStart="5">
          {noted.map((sample) => (
            <List.Item key={sample.sampleId}>
              {[
                sample.sampleName,
                sample.arrived === false ? t('portal.staff.receive.missing') : null,
                sample.receiveNote,
              ]
                .filter(Boolean)
                .join(' · ')}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

function ReceiveForm({ batch, form }: { batch: Batch; form: FormikProps<ReceiveValues> }) {
  const { t } = useI18n();
  const labels = useTableLabels();
  const save = useSelector((state: RootState) => selectStaffSave(state, batch.batchId));
  const saving = save?.move === 'receive' && save.status === 'saving';
  const { values, setFieldValue } = form;
  const columns = useMemo<DataTableColumn<ReceiveRow & { index: number }>[]>(
    () => [
      { key: 'sampleName', title: t('portal.staff.receive.sample'), width: 180 },
      {
        key: 'arrived',
        title: t('portal.staff.receive.arrived'),
        width: 110,
        render: (row) => (
          <CheckboxCell
            name={`rows.${row.index}.arrived`}
            label={t('portal.staff.receive.arrivedOf', { name: row.sampleName })}
          />
        ),
      },
      {
        key: 'note',
        title: t('portal.staff.receive.note'),
        width: 420,
        render: (row) => (
          <TextCell
            name={`rows.${row.index}.note`}
            label={t('portal.staff.receive.noteOf', { name: row.sampleName })}
          />
        ),
      },
    ],
    [t],
  );
  const rows = useMemo(() => values.rows.map((row, index) => ({ ...row, index })), [values.rows]);
  const counts = discrepancies(values.rows);
  return (
    <Form noValidate>
      <Box display="grid" gridTemplateColumns="minmax(0, 1fr)" gap="3">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Text>{t('portal.staff.receive.intro')}</Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void setFieldValue(
                'rows',
                values.rows.map((row) => ({ ...row, arrived: true })),
              )
            }
          >
            {t('portal.staff.receive.markAll')}
          </Button>
        </Flex>
        <DataTable
          caption={t('portal.staff.receive.table')}
          columns={columns}
          rows={rows}
          rowKey="sampleId"
          labels={labels}
          size="sm"
        />
        <Flex justify="space-between" align="center" gap="4">
          <Text aria-live="polite">{t('portal.staff.receive.discrepancies', counts)}</Text>
          <Button type="submit" colorPalette="blue" loading={saving}>
            {t('portal.staff.receive.confirm')}
          </Button>
        </Flex>
      </Box>
    </Form>
  );
}

/**
 * Step 2: the staff tick off the samples of a Submitted or Shipped batch (all arrived unless
 * unticked) with notes, see the discrepancies counted, and confirm; afterwards the page shows
 * what was noted.
 */
export function ReceiveStep({ batch }: { batch: Batch }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { confirm, dialog } = useConfirm();
  const initialValues = useMemo<ReceiveValues>(
    () => ({
      rows: batch.samples.map((sample) => ({
        sampleId: sample.sampleId,
        sampleName: sample.sampleName == null ? '' : String(sample.sampleName),
        arrived: sample.arrived ?? true,
        note: sample.receiveNote ?? '',
      })),
    }),
    // The form starts from the batch as first shown; a reload must not wipe what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [batch.batchId],
  );
  const open = batch.status === 'Submitted' || batch.status === 'Shipped';
  return (
    <Box as="section" aria-labelledby="staff-receive-title">
      <Heading as="h2" size="md" id="staff-receive-title" marginBottom="2">
        {t('portal.staff.receive.title')}
      </Heading>
      {open ? (
        <Formik<ReceiveValues>
          initialValues={initialValues}
          onSubmit={async (values) => {
            const counts = discrepancies(values.rows);
            const count = values.rows.length;
            await confirm({
              title: t('portal.staff.receive.confirmTitle', { code: batch.batchCode }),
              description:
                counts.missing + counts.notes === 0
                  ? t('portal.staff.receive.confirmAll', { count })
                  : t('portal.staff.receive.confirmSome', { ...counts, count }),
              labels: { ok: t('portal.staff.receive.ok'), cancel: t('portal.staff.cancel') },
              onOk: () => {
                dispatch(
                  staffReceiveRequested({
                    batchId: batch.batchId,
                    objectVersionNumber: batch.objectVersionNumber,
                    received: values.rows.map((row) => ({
                      sampleId: row.sampleId,
                      arrived: row.arrived,
                      note: row.note.trim() || null,
                    })),
                  }),
                );
              },
            });
          }}
        >
          {(form) => <ReceiveForm batch={batch} form={form} />}
        </Formik>
      ) : (
        <ReceivedSummary batch={batch} />
      )}
      {dialog}
    </Box>
  );
}
