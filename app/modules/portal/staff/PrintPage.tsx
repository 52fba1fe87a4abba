import { Box, Button, Flex, Heading, Link, List, Spinner, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../../design-system';
import { cellText } from '../../../../domain/portal/samples';
import { useI18n } from '../../../i18n';
import { useRead, useReadAgain } from '../../../engine/useRead';
import {
  PORTAL_LISTS,
  type Batch,
  type BatchSummary,
  type StoredSample,
} from '../../../services/portal';
import type { Page } from '../../../services/types';
import { staffPrintPath } from '../paths';
import { BatchHeader } from './BatchHeader';
import { batchTotal, SampleSheet } from '../sampleSheet';
import { useBatchId, useStaffBatch } from './useStaffBatch';

/**
 * Printing shows only the print area: everything else (menu, header, tabs, buttons) is hidden,
 * and the area's ancestors stop clipping it.
 */
const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  [data-print-area], [data-print-area] * { visibility: visible !important; }
  *:has([data-print-area]) { overflow: visible !important; height: auto !important; }
  [data-print-area] { position: absolute; top: 0; left: 0; width: 100%; }
  [data-print-area] [data-print-hide] { display: none !important; }
  [data-sample-label] { break-inside: avoid; }
}
`;

/** The code printed on a sample's label: batch code and row number. */
export const labelCode = (batchCode: string, rowNo: number) =>
  `${batchCode}-${String(rowNo).padStart(3, '0')}`;

function SampleLabel({ batch, sample }: { batch: Batch; sample: StoredSample }) {
  const { t } = useI18n();
  const name = cellText(sample.sampleName);
  const code = labelCode(batch.batchCode, sample.rowNo);
  return (
    <Box
      as="li"
      data-sample-label=""
      aria-label={t('portal.staff.print.label', { name })}
      borderWidth="1px"
      borderColor="black"
      borderRadius="sm"
      padding="2"
      fontSize="xs"
    >
      <Flex justify="space-between">
        <Text fontWeight="semibold">{batch.batchCode}</Text>
        <Text>#{sample.rowNo}</Text>
      </Flex>
      <Text fontSize="sm" fontWeight="bold">
        {name}
      </Text>
      <Text>{cellText(sample.sampleType)}</Text>
      <Text fontFamily="mono" letterSpacing="widest" marginTop="1">
        *{code}*
      </Text>
    </Box>
  );
}

function BatchPrint({ batch }: { batch: Batch }) {
  const { t } = useI18n();
  return (
    <Box data-print-area="" display="grid" gridTemplateColumns="minmax(0, 1fr)" gap="6">
      <BatchHeader batch={batch} printLink={false} />
      <Flex gap="3" data-print-hide="">
        <Button colorPalette="blue" onClick={() => window.print()}>
          {t('portal.staff.print.print')}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/hsif/sample/print">{t('portal.staff.print.another')}</RouterLink>
        </Button>
      </Flex>
      <Box as="section" aria-labelledby="staff-print-labels">
        <Heading as="h2" size="md" id="staff-print-labels" marginBottom="2">
          {t('portal.staff.print.labels')}
        </Heading>
        <Box
          as="ul"
          listStyleType="none"
          display="grid"
          gridTemplateColumns="repeat(auto-fill, minmax(12rem, 1fr))"
          gap="2"
        >
          {batch.samples.map((sample) => (
            <SampleLabel key={sample.sampleId} batch={batch} sample={sample} />
          ))}
        </Box>
      </Box>
      <Box as="section" aria-labelledby="staff-print-sheet">
        <Heading as="h2" size="md" id="staff-print-sheet" marginBottom="2">
          {t('portal.staff.print.sheet')} {batch.batchCode}
        </Heading>
        <SampleSheet samples={batch.samples} caption={t('portal.staff.print.sheet')} />
        <Text marginTop="2" fontWeight="semibold">
          {t('portal.staff.overview.batchTotal', { total: batchTotal(batch.samples) })}
        </Text>
      </Box>
    </Box>
  );
}

/** The staff list's first rows of a keyword search, newest first. */
const SEARCH_QUERY = { page: 0, size: 20, sort: 'createdDate,desc' } as const;

/** A search of the staff's batch list by code (`?keyword=`), each batch found a link to print. */
function BatchSearch() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const query = { ...SEARCH_QUERY, keyword };
  const search = useRead(keyword ? PORTAL_LISTS.staffBatches : undefined, query, { fresh: true });
  const readAgain = useReadAgain(PORTAL_LISTS.staffBatches, query);
  const rows = (search?.data as Page<BatchSummary> | undefined)?.content ?? [];
  return (
    <Box display="grid" gap="4" maxWidth="2xl">
      <Heading as="h1" size="lg">
        {t('portal.staff.print.title')}
      </Heading>
      <Text>{t('portal.staff.print.hint')}</Text>
      <Formik
        initialValues={{ keyword }}
        onSubmit={(values) => {
          const next = values.keyword.trim();
          if (next === keyword) readAgain();
          else setParams(next ? { keyword: next } : {});
        }}
      >
        <Form noValidate role="search">
          <Flex gap="3" align="end">
            <Box flex="1">
              <TextField name="keyword" label={t('portal.staff.print.search')} />
            </Box>
            <Button type="submit" loading={search?.status === 'loading'}>
              {t('portal.staff.print.find')}
            </Button>
          </Flex>
        </Form>
      </Formik>
      {search?.status === 'ready' ? (
        rows.length === 0 ? (
          <Text role="status">{t('portal.staff.print.noResults')}</Text>
        ) : (
          <List.Root aria-label={t('portal.staff.print.results')} gap="1" paddingStart="5">
            {rows.map((row) => (
              <List.Item key={row.batchId}>
                <Link asChild color="blue.600">
                  <RouterLink to={staffPrintPath(row.batchId)}>
                    {t('portal.staff.print.pick', { code: row.batchCode })}
                  </RouterLink>
                </Link>{' '}
                <Text as="span" color="fg.muted">
                  {row.teamName} · {row.sampleCount}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )
      ) : null}
    </Box>
  );
}

/**
 * `/hsif/sample/print`: with `?batchId=` a batch's sample labels (one per sample) and its sheet,
 * ready to print; without it, a search by batch code to pick the batch.
 */
export function PrintPage() {
  const { t } = useI18n();
  const batchId = useBatchId();
  const { batch, status, reload } = useStaffBatch(batchId);
  return (
    <Box padding="6">
      <style>{PRINT_CSS}</style>
      {batchId === null ? (
        <BatchSearch />
      ) : batch ? (
        <BatchPrint batch={batch} />
      ) : status === 'failed' ? (
        <Box>
          <Text role="alert">{t('portal.staff.loadFailed')}</Text>
          <Button marginTop="2" size="sm" variant="outline" onClick={reload}>
            {t('portal.staff.retry')}
          </Button>
        </Box>
      ) : (
        <Spinner aria-label={t('portal.staff.loading')} />
      )}
    </Box>
  );
}
