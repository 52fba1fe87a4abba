import { Alert, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { DataTable, formatDateTime, type DataTableColumn } from '../../../../design-system';
import { useRead } from '../../../engine/useRead';
import { useI18n } from '../../../i18n';
import { PortalStatus, useTableLabels } from '../common';
import { Details, LoadState, PageTitle, Section } from '../views/parts';

/** A sample as the signed page shows it. */
interface SampleInfoRow {
  sampleName: string;
  sampleType: string;
  batchCode: string;
  arrived: number | null;
  qcVerdict: string;
  totalAmount: string | null;
}

/** What the signed link shows. */
interface SampleInfo {
  contractNo: string;
  projectName: string;
  status: string;
  productName: string;
  teamName: string;
  /** ISO 8601. */
  expiresAt: string;
  samples: SampleInfoRow[];
}

/** The read of a signed link's sample information (no sign-in). */
export const sampleInfoApi = (contractNo: string, sign: string) =>
  `/hfaq/public/sample-info/${encodeURIComponent(contractNo)}/${encodeURIComponent(sign)}`;

/**
 * A project's sample information from a signed link
 * (`/public/hpro/project/sampleinfo/{contractNo}/{sign}`), without signing in: the project and
 * its samples with their QC verdicts, until the link expires. A wrong or expired link shows
 * the refusal and nothing else.
 */
export function SampleInfoPage() {
  const { t } = useI18n();
  const labels = useTableLabels();
  const { contractNo = '', sign = '' } = useParams();
  const entry = useRead(sampleInfoApi(contractNo, sign), {}, { silent: true });
  const info = entry?.data as SampleInfo | undefined;
  const columns = useMemo<DataTableColumn<SampleInfoRow & { key: number }>[]>(
    () => [
      { key: 'sampleName', title: t('portal.service.sampleInfo.sampleName'), width: 150 },
      { key: 'sampleType', title: t('portal.service.sampleInfo.sampleType'), width: 110 },
      { key: 'batchCode', title: t('portal.service.sampleInfo.batch'), width: 140 },
      {
        key: 'arrived',
        title: t('portal.service.sampleInfo.arrived'),
        width: 100,
        render: (row) =>
          row.arrived === null
            ? t('portal.service.none')
            : row.arrived === 1
              ? t('engine.yes')
              : t('engine.no'),
      },
      {
        key: 'qcVerdict',
        title: t('portal.service.sampleInfo.verdict'),
        width: 120,
        render: (row) => <PortalStatus kind="qc" status={row.qcVerdict} />,
      },
      {
        key: 'totalAmount',
        title: t('portal.service.sampleInfo.amount'),
        width: 150,
        align: 'end',
      },
    ],
    [t],
  );
  const rows = useMemo(
    () => (info?.samples ?? []).map((sample, key) => ({ ...sample, key })),
    [info],
  );
  if (entry?.status === 'failed') {
    return (
      <Stack gap="4" padding="6" maxWidth="3xl" marginX="auto">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('portal.service.sampleInfo.refused')}</Alert.Title>
            <Alert.Description>{entry.error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    );
  }
  if (!info) return <LoadState status="loading" onRetry={() => undefined} />;
  return (
    <Stack gap="4" padding="6">
      <PageTitle title={`${t('portal.service.sampleInfo.title')} · ${info.contractNo}`} />
      <Section title={t('portal.service.sampleInfo.project')}>
        <Details
          items={[
            {
              label: t('portal.service.sampleInfo.project'),
              value: `${info.contractNo} · ${info.projectName}`,
            },
            { label: t('portal.service.sampleInfo.product'), value: info.productName },
            { label: t('portal.service.sampleInfo.team'), value: info.teamName },
            {
              label: t('portal.service.sampleInfo.status'),
              value: <PortalStatus kind="project" status={info.status} />,
            },
          ]}
        />
        <Text fontSize="sm" color="fg.muted" marginTop="3">
          {t('portal.service.sampleInfo.validUntil', { date: formatDateTime(info.expiresAt) })}
        </Text>
      </Section>
      <Section title={t('portal.service.sampleInfo.samples')}>
        <DataTable
          caption={t('portal.service.sampleInfo.samples')}
          columns={columns}
          rows={rows}
          rowKey="key"
          labels={labels}
          emptyText={t('portal.service.sampleInfo.empty')}
          size="sm"
        />
      </Section>
    </Stack>
  );
}
