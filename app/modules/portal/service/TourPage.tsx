import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../../design-system';
import { useI18n, type MessageKey } from '../../../i18n';
import { PortalStatus, useTableLabels, type StatusKind } from '../common';
import { PageTitle } from '../views/parts';

/** One row of the tour's sample tables. */
type TourRow = Record<string, string> & { key: string };

/** A column of the tour's tables: a value, or a status badge of a kind. */
interface TourColumn {
  field: string;
  title: MessageKey;
  status?: StatusKind;
}

/** A step of the tour: what it shows, and a table of sample data. */
interface TourStep {
  key: 'overview' | 'submit' | 'qc' | 'data' | 'team';
  columns: TourColumn[];
  rows: TourRow[];
}

const C = 'portal.service.tour.columns';

/** The tour's sample data: nothing here is anyone's, and nothing is sent to the server. */
const STEPS: TourStep[] = [
  {
    key: 'overview',
    columns: [
      { field: 'project', title: `${C}.project` },
      { field: 'status', title: `${C}.status`, status: 'project' },
      { field: 'samples', title: `${C}.samples` },
    ],
    rows: [
      { key: '1', project: 'DEMO-P001', status: 'Sequencing', samples: '24' },
      { key: '2', project: 'DEMO-P002', status: 'Analysis', samples: '8' },
    ],
  },
  {
    key: 'submit',
    columns: [
      { field: 'sample', title: `${C}.sample` },
      { field: 'project', title: `${C}.project` },
      { field: 'status', title: `${C}.status`, status: 'batch' },
    ],
    rows: [
      { key: '1', sample: 'LEAF-01', project: 'DEMO-P003', status: 'Draft' },
      { key: '2', sample: 'LEAF-02', project: 'DEMO-P003', status: 'Submitted' },
    ],
  },
  {
    key: 'qc',
    columns: [
      { field: 'sample', title: `${C}.sample` },
      { field: 'status', title: `${C}.verdict`, status: 'qc' },
    ],
    rows: [
      { key: '1', sample: 'ROOT-01', status: 'Pass' },
      { key: '2', sample: 'ROOT-02', status: 'Risk' },
      { key: '3', sample: 'ROOT-03', status: 'Fail' },
    ],
  },
  {
    key: 'data',
    columns: [
      { field: 'file', title: `${C}.file` },
      { field: 'size', title: `${C}.size` },
      { field: 'checksum', title: `${C}.checksum` },
    ],
    rows: [
      {
        key: '1',
        file: 'ROOT-01_R1.fq.gz',
        size: '2.1 GB',
        checksum: '9e107d9d372bb6826bd81d3542a419d6',
      },
      {
        key: '2',
        file: 'ROOT-01_R2.fq.gz',
        size: '2.2 GB',
        checksum: 'e4d909c290d0fb1ca068ffaddf22cbd0',
      },
    ],
  },
  {
    key: 'team',
    columns: [
      { field: 'member', title: `${C}.member` },
      { field: 'projects', title: `${C}.projects` },
    ],
    rows: [
      { key: '1', member: 'Alex Example', projects: 'DEMO-P001, DEMO-P002' },
      { key: '2', member: 'Sam Sample', projects: 'DEMO-P003' },
    ],
  },
];

/**
 * A read-only tour of the portal on sample data (`/pub/demo`): what each part of the portal
 * does, one step at a time, with a table of what it would show.
 */
export function TourPage() {
  const { t } = useI18n();
  const labels = useTableLabels();
  const [index, setIndex] = useState(0);
  const step = STEPS[index] ?? STEPS[0];
  const columns = useMemo<DataTableColumn<TourRow>[]>(
    () =>
      (step?.columns ?? []).map((column) => ({
        key: column.field,
        title: t(column.title),
        width: column.field === 'checksum' ? 300 : 180,
        render: (row: TourRow) =>
          column.status ? (
            <PortalStatus kind={column.status} status={row[column.field] ?? ''} />
          ) : (
            row[column.field]
          ),
      })),
    [step, t],
  );
  if (!step) return null;
  const title = t(`portal.service.tour.steps.${step.key}.title`);
  return (
    <Stack gap="4" padding="6">
      <PageTitle title={t('portal.service.tour.title')}>
        <Badge colorPalette="orange">{t('portal.service.tour.sample')}</Badge>
      </PageTitle>
      <Text color="fg.muted">{t('portal.service.tour.intro')}</Text>
      <Box as="section" aria-label={title} bg="bg" borderWidth="1px" borderRadius="l3" padding="4">
        <Text fontSize="sm" color="fg.muted">
          {t('portal.service.tour.step', { step: index + 1, count: STEPS.length })}
        </Text>
        <Text as="h2" fontSize="lg" fontWeight="semibold" marginY="1">
          {title}
        </Text>
        <Text marginBottom="3">{t(`portal.service.tour.steps.${step.key}.text`)}</Text>
        <DataTable<TourRow>
          caption={title}
          columns={columns}
          rows={step.rows}
          rowKey="key"
          labels={labels}
          size="sm"
        />
        <Flex justify="space-between" marginTop="4">
          <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('portal.service.tour.previous')}
          </Button>
          <Button
            colorPalette="blue"
            disabled={index === STEPS.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            {t('portal.service.tour.next')}
          </Button>
        </Flex>
      </Box>
    </Stack>
  );
}
