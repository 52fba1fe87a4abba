import { Box, Button, chakra, Flex, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  cellText,
  fieldsFor,
  totalAmount,
  type SampleRow,
} from '../../../../domain/portal/samples';
import { useI18n } from '../../../i18n';
import type { Batch, Product } from '../../../services/portal';
import {
  samplesOf,
  selectIssueCounts,
  selectSheetIssues,
  selectSubmission,
  submitRequested,
} from '../../../store/submission';
import { fieldLabel, issueText } from './sheet';
import { STORAGE_OPTIONS } from '../../../../domain/portal/shipping';
import { sheetPath, shippingPath } from './steps';
import { WizardFrame } from './WizardFrame';

/** The rows of a sheet grouped by sample type, in order of first appearance. */
export function groupByType(rows: readonly SampleRow[]): { type: string; rows: SampleRow[] }[] {
  const groups = new Map<string, SampleRow[]>();
  for (const row of rows) {
    const type = cellText(row.sampleType) || '—';
    groups.set(type, [...(groups.get(type) ?? []), row]);
  }
  return [...groups].map(([type, list]) => ({ type, rows: list }));
}

function Preview({ batch, product }: { batch: Batch; product: Product }) {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const {
    rows: sheet,
    shipping,
    bif,
    projects,
    submitting,
    refusedRows,
  } = useSelector(selectSubmission);
  const rows = useMemo(() => samplesOf(sheet), [sheet]);
  const issues = useSelector(selectSheetIssues);
  const counts = useSelector(selectIssueCounts);
  const fields = fieldsFor(product.kind);
  const groups = useMemo(() => groupByType(rows), [rows]);
  const project = projects.find((each) => each.projectId === batch.projectId);
  const notGiven = t('portal.wizard.preview.notGiven');
  const storage = shipping?.storage;
  const shippingItems: [string, string][] = [
    [t('portal.wizard.shipping.courier'), shipping?.courier ?? notGiven],
    [t('portal.wizard.shipping.trackingNo'), shipping?.trackingNo ?? notGiven],
    [t('portal.wizard.shipping.shippingDate'), shipping?.shippingDate ?? notGiven],
    [t('portal.wizard.shipping.boxCount'), shipping?.boxCount?.toString() ?? notGiven],
    [
      t('portal.wizard.shipping.storage'),
      storage && STORAGE_OPTIONS.includes(storage)
        ? t(`portal.wizard.shipping.storageOptions.${storage}`)
        : notGiven,
    ],
    [t('portal.wizard.shipping.senderContact'), shipping?.senderContact ?? notGiven],
  ];
  const blocked = rows.length === 0 || counts.errors > 0 || submitting;

  return (
    <Stack gap="5">
      <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
        <chakra.dt fontWeight="semibold">{t('portal.wizard.preview.product')}</chakra.dt>
        <chakra.dd>{product.productName}</chakra.dd>
        <chakra.dt fontWeight="semibold">{t('portal.wizard.preview.project')}</chakra.dt>
        <chakra.dd>
          {project
            ? `${project.projectCode} — ${project.projectName}`
            : (batch.projectCode ?? t('portal.wizard.preview.noProject'))}
        </chakra.dd>
      </chakra.dl>

      <Box as="section" aria-labelledby="preview-shipping">
        <Heading as="h2" size="md" id="preview-shipping" mb="2">
          {t('portal.wizard.preview.shipping')}
        </Heading>
        <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
          {shippingItems.map(([label, value]) => (
            <Box key={label} display="contents">
              <chakra.dt fontWeight="semibold">{label}</chakra.dt>
              <chakra.dd>{value}</chakra.dd>
            </Box>
          ))}
        </chakra.dl>
        <Button
          mt="2"
          size="sm"
          variant="outline"
          onClick={() => navigate(shippingPath(batch.batchId))}
        >
          {t('portal.wizard.preview.editShipping')}
        </Button>
      </Box>

      {product.kind === 'MS' ? (
        <Box as="section" aria-labelledby="preview-analysis">
          <Heading as="h2" size="md" id="preview-analysis" mb="2">
            {t('portal.wizard.preview.analysis')}
          </Heading>
          <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
            {(
              [
                ['analysisType', bif?.analysisType],
                ['database', bif?.database],
                ['groups', bif?.groups],
                ['notes', bif?.notes],
              ] as const
            ).map(([field, value]) => (
              <Box key={field} display="contents">
                <chakra.dt fontWeight="semibold">{t(`portal.wizard.bif.${field}`)}</chakra.dt>
                <chakra.dd whiteSpace="pre-line">{value ?? notGiven}</chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        </Box>
      ) : null}

      <Box as="section" aria-labelledby="preview-groups">
        <Heading as="h2" size="md" id="preview-groups" mb="2">
          {t('portal.wizard.preview.groups')}
        </Heading>
        {rows.length === 0 ? (
          <Text role="alert">{t('portal.wizard.preview.noSamples')}</Text>
        ) : null}
        {groups.map((group) => {
          const warnings = group.rows.reduce(
            (sum, row) =>
              sum +
              (issues.get(row.rowNo) ?? []).filter((issue) => issue.severity === 'warning').length,
            0,
          );
          const title = t('portal.wizard.preview.group', {
            type: group.type,
            count: group.rows.length,
          });
          return (
            <Box key={group.type} mb="4">
              <Heading as="h3" size="sm" mb="1">
                {title}
                {warnings > 0
                  ? ` · ${t('portal.wizard.preview.groupWarnings', { count: warnings })}`
                  : ''}
              </Heading>
              <Box overflowX="auto">
                <Table.Root size="sm" aria-label={title}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>#</Table.ColumnHeader>
                      {fields.map((field) => (
                        <Table.ColumnHeader key={field}>
                          {fieldLabel(field, locale)}
                        </Table.ColumnHeader>
                      ))}
                      <Table.ColumnHeader>
                        {t('portal.wizard.sheet.totalAmount')}
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>{t('portal.wizard.preview.issues')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {group.rows.map((row) => (
                      <Table.Row key={row.rowNo}>
                        <Table.Cell>{row.rowNo}</Table.Cell>
                        {fields.map((field) => (
                          <Table.Cell key={field}>{cellText(row[field])}</Table.Cell>
                        ))}
                        <Table.Cell>{totalAmount(row)}</Table.Cell>
                        <Table.Cell>
                          {(issues.get(row.rowNo) ?? [])
                            .map((issue) => issueText(issue, t))
                            .join('; ')}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Box>
          );
        })}
      </Box>

      {refusedRows ? (
        <Box
          role="alert"
          borderWidth="1px"
          borderColor="red.300"
          bg="red.50"
          p="3"
          borderRadius="md"
        >
          <Text fontWeight="semibold">
            {t('portal.wizard.preview.refused', { count: refusedRows.length })}
          </Text>
          <List.Root ps="5">
            {refusedRows.map((row) => (
              <List.Item key={row.rowNo}>
                {t('portal.wizard.preview.refusedRow', {
                  rowNo: row.rowNo,
                  issues: row.issues.map((issue) => issueText(issue, t)).join('; '),
                })}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : counts.errors > 0 ? (
        <Text role="alert" color="red.600">
          {t('portal.wizard.preview.hasErrors', { count: counts.errors })}
        </Text>
      ) : null}

      <Flex justify="space-between" gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => navigate(sheetPath(product.kind, batch.batchId))}>
          {refusedRows || counts.errors > 0
            ? t('portal.wizard.preview.backToSheet')
            : t('portal.wizard.back')}
        </Button>
        <Button colorPalette="blue" disabled={blocked} onClick={() => dispatch(submitRequested())}>
          {submitting ? t('portal.wizard.preview.submitting') : t('portal.wizard.preview.submit')}
        </Button>
      </Flex>
    </Stack>
  );
}

/** `step3/preview-batch`: everything about to be submitted, then Submit. */
export function PreviewPage() {
  const { t } = useI18n();
  return (
    <WizardFrame step="preview" title={t('portal.wizard.preview.title')}>
      {({ batch, product }) => <Preview batch={batch} product={product} />}
    </WizardFrame>
  );
}
