import { Box, Button, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikProps } from 'formik';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DataTable, FormItem, type DataTableColumn } from '../../../../design-system';
import { QC_VERDICTS, qcIssues, type QcVerdictGiven } from '../../../../domain/portal/qc';
import { useI18n, type MessageKey } from '../../../i18n';
import type { Batch } from '../../../services/portal';
import type { RootState } from '../../../store/reducer';
import {
  qcReportUploadRequested,
  selectQcReport,
  selectStaffSave,
  staffQcRequested,
} from '../../../store/staffBatches';
import { DecisionText, QcTable } from '../QcTable';
import { SelectCell, TextCell } from './cells';
import { ReportLink, useTableLabels } from '../common';

/** One arrived sample as the QC form holds it (values as typed). */
export interface QcRow {
  sampleId: number;
  sampleName: string;
  verdict: QcVerdictGiven | '';
  concentration: string;
  volume: string;
  rin: string;
  note: string;
}

/** The QC form's values. */
export interface QcValues {
  rows: QcRow[];
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function useVerdictLabel() {
  const { t } = useI18n();
  return (verdict: string) => t(`portal.status.qc.${verdict}` as MessageKey);
}

function ReportUpload({ batch }: { batch: Batch }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const report = useSelector((state: RootState) => selectQcReport(state, batch.batchId));
  const earlier = batch.qc.find((result) => result.reportFileUrl)?.reportFileUrl ?? null;
  return (
    <Box>
      <FormItem label={t('portal.staff.qc.report')}>
        {(aria) => (
          <Input
            {...aria}
            type="file"
            paddingTop="1"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) dispatch(qcReportUploadRequested({ batchId: batch.batchId, file }));
            }}
          />
        )}
      </FormItem>
      <Box marginTop="1" fontSize="sm" aria-live="polite">
        {report?.status === 'uploading' ? (
          <Text>{t('portal.staff.qc.uploading', { name: report.fileName })}</Text>
        ) : report?.status === 'failed' ? (
          <Text color="fg.error">
            {t('portal.staff.qc.uploadFailed', { name: report.fileName })}
          </Text>
        ) : report?.file ? (
          <ReportLink url={report.file.fileUrl} name={report.file.fileName} />
        ) : earlier ? (
          <ReportLink url={earlier} />
        ) : null}
      </Box>
    </Box>
  );
}

function QcForm({ batch, form }: { batch: Batch; form: FormikProps<QcValues> }) {
  const { t } = useI18n();
  const labels = useTableLabels();
  const verdict = useVerdictLabel();
  const save = useSelector((state: RootState) => selectStaffSave(state, batch.batchId));
  const report = useSelector((state: RootState) => selectQcReport(state, batch.batchId));
  const saving = save?.move === 'qc' && save.status === 'saving';
  const withRin = batch.samples.some((sample) => sample.sampleType === 'RNA');
  const options = useMemo(
    () => QC_VERDICTS.map((value) => ({ value, label: verdict(value) })),
    [verdict],
  );
  const byId = useMemo(
    () => new Map(batch.qc.map((result) => [result.sampleId, result])),
    [batch.qc],
  );
  const columns = useMemo<DataTableColumn<QcRow & { index: number }>[]>(() => {
    const cell =
      (field: 'concentration' | 'volume' | 'rin' | 'note', label: MessageKey) =>
      (row: QcRow & { index: number }) => (
        <TextCell
          name={`rows.${row.index}.${field}`}
          label={t(label, { name: row.sampleName })}
          inputMode={field === 'note' ? undefined : 'decimal'}
        />
      );
    return [
      { key: 'sampleName', title: t('portal.staff.qc.sample'), width: 150 },
      {
        key: 'verdict',
        title: t('portal.staff.qc.verdict'),
        width: 140,
        render: (row) => (
          <SelectCell
            name={`rows.${row.index}.verdict`}
            label={t('portal.staff.qc.verdictOf', { name: row.sampleName })}
            placeholder={t('portal.staff.qc.choose')}
            options={options}
          />
        ),
      },
      {
        key: 'concentration',
        title: t('portal.staff.qc.concentration'),
        width: 150,
        render: cell('concentration', 'portal.staff.qc.concentrationOf'),
      },
      {
        key: 'volume',
        title: t('portal.staff.qc.volume'),
        width: 120,
        render: cell('volume', 'portal.staff.qc.volumeOf'),
      },
      ...(withRin
        ? [
            {
              key: 'rin' as const,
              title: t('portal.staff.qc.rin'),
              width: 100,
              render: cell('rin', 'portal.staff.qc.rinOf'),
            },
          ]
        : []),
      {
        key: 'note',
        title: t('portal.staff.qc.note'),
        width: 280,
        render: cell('note', 'portal.staff.qc.noteOf'),
      },
      {
        key: 'sampleId',
        title: t('portal.staff.qc.decision'),
        width: 180,
        render: (row) => {
          const result = byId.get(row.sampleId);
          return result ? <DecisionText row={result} /> : null;
        },
      },
    ];
  }, [t, options, withRin, byId]);
  const rows = useMemo(
    () => form.values.rows.map((row, index) => ({ ...row, index })),
    [form.values.rows],
  );
  const invalid = form.submitCount > 0 && Object.keys(form.errors).length > 0;
  return (
    <Form noValidate>
      <Box display="grid" gridTemplateColumns="minmax(0, 1fr)" gap="3">
        <Text>{t('portal.staff.qc.intro')}</Text>
        <DataTable
          caption={t('portal.staff.qc.table')}
          columns={columns}
          rows={rows}
          rowKey="sampleId"
          labels={labels}
          size="sm"
        />
        <ReportUpload batch={batch} />
        {invalid ? (
          <Text role="alert" color="fg.error">
            {t('portal.staff.qc.invalid')}
          </Text>
        ) : null}
        {save?.move === 'qc' && save.status === 'saved' ? (
          <Text role="status">{t('portal.staff.qc.saved')}</Text>
        ) : null}
        <Flex justify="end">
          <Button
            type="submit"
            colorPalette="blue"
            loading={saving}
            disabled={report?.status === 'uploading'}
          >
            {t('portal.staff.qc.save')}
          </Button>
        </Flex>
      </Box>
    </Form>
  );
}

/**
 * Step 3: a verdict (Pass, Risk, Fail), measured concentration, volume, RIN and a note per
 * arrived sample of a Received batch, with one QC report file for the batch; Risk and Fail need
 * a note. Once QC is done the recorded results and the customer's decisions are shown.
 */
export function QcStep({ batch }: { batch: Batch }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const report = useSelector((state: RootState) => selectQcReport(state, batch.batchId));
  const initialValues = useMemo<QcValues>(() => {
    const byId = new Map(batch.qc.map((result) => [result.sampleId, result]));
    return {
      rows: batch.samples
        .filter((sample) => sample.arrived === true)
        .map((sample) => {
          const result = byId.get(sample.sampleId);
          return {
            sampleId: sample.sampleId,
            sampleName: text(sample.sampleName),
            verdict: result?.verdict ?? '',
            concentration: text(result?.concentration),
            volume: text(result?.volume),
            rin: text(result?.rin),
            note: text(result?.note),
          };
        }),
    };
    // The form starts from the batch as first shown; a reload must not wipe what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [batch.batchId]);
  const validate = (values: QcValues): FormikErrors<QcValues> => {
    const rows = values.rows.map((row) =>
      Object.fromEntries(
        qcIssues(row).map((issue) => [
          issue.field,
          t(`portal.staff.qc.issues.${issue.code}` as MessageKey),
        ]),
      ),
    );
    return rows.some((row) => Object.keys(row).length > 0)
      ? ({ rows } as FormikErrors<QcValues>)
      : {};
  };
  const open = batch.status === 'Received';
  return (
    <Box as="section" aria-labelledby="staff-qc-title">
      <Heading as="h2" size="md" id="staff-qc-title" marginBottom="2">
        {t('portal.staff.qc.title')}
      </Heading>
      {!open ? (
        <QcTable
          caption={t('portal.staff.qc.results')}
          rows={batch.qc}
          emptyText={t('portal.staff.qc.results')}
        />
      ) : initialValues.rows.length === 0 ? (
        <Text>{t('portal.staff.qc.noSamples')}</Text>
      ) : (
        <Formik<QcValues>
          initialValues={initialValues}
          validate={validate}
          validateOnChange={false}
          onSubmit={(values) => {
            const earlier = new Map(batch.qc.map((result) => [result.sampleId, result]));
            dispatch(
              staffQcRequested({
                batchId: batch.batchId,
                results: values.rows.map((row) => ({
                  sampleId: row.sampleId,
                  verdict: row.verdict as QcVerdictGiven,
                  concentration: row.concentration.trim() || null,
                  volume: row.volume.trim() || null,
                  rin: row.rin.trim() || null,
                  note: row.note.trim() || null,
                  reportFileUrl:
                    report?.file?.fileUrl ?? earlier.get(row.sampleId)?.reportFileUrl ?? null,
                })),
              }),
            );
          }}
        >
          {(form) => <QcForm batch={batch} form={form} />}
        </Formik>
      )}
    </Box>
  );
}
