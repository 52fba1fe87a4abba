import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, useConfirm, type DataTableColumn } from '../../../../design-system';
import { CANCELLABLE_BATCH_STATUSES } from '../../../../domain/portal/lifecycles';
import { useI18n } from '../../../i18n';
import type { StoredSample } from '../../../services/portal';
import { batchRequested, selectBatch } from '../../../store/batches';
import {
  batchCancelRequested,
  riskDecisionRequested,
  selectPendingChange,
} from '../../../store/portalViews';
import type { RootState } from '../../../store/reducer';
import { customerProjectPath, submissionStartPath } from '../paths';
import {
  Details,
  Empty,
  LoadState,
  PageLink,
  PageTitle,
  Section,
  useDateText,
  useOnNewMessages,
} from './parts';
import { HistoryTable, PortalStatus } from '../common';
import { QcTable } from '../QcTable';
import { RiskDecisionForm } from './RiskDecisionForm';

/**
 * One batch's information for the customer (`/pub/sample/information?batchId=N`): its header,
 * the samples with their arrival and QC verdicts, the QC results with a decision to make on
 * each Risk verdict, shipping, status history, the return reason of a returned batch and the
 * cancellation of a Draft or Submitted one.
 */
export function BatchInformationPage({ batchId }: { batchId: number }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { batch, status } = useSelector((state: RootState) => selectBatch(state, batchId));
  const pending = useSelector(selectPendingChange);
  const date = useDateText();
  const { confirm, dialog } = useConfirm();
  useEffect(() => {
    dispatch(batchRequested(batchId));
  }, [dispatch, batchId]);
  useOnNewMessages(() => dispatch(batchRequested(batchId)));

  const sampleColumns = useMemo<DataTableColumn<StoredSample>[]>(
    () => [
      { key: 'sampleName', title: t('portal.views.project.sampleName'), width: 140 },
      { key: 'sampleType', title: t('portal.views.project.sampleType'), width: 110 },
      {
        key: 'totalAmount',
        title: t('portal.views.project.totalAmount'),
        width: 140,
        align: 'end',
      },
      {
        key: 'arrived',
        title: t('portal.views.batch.arrived'),
        width: 110,
        render: (row) =>
          row.arrived === null
            ? t('portal.views.batch.notYet')
            : row.arrived
              ? t('portal.views.yes')
              : t('portal.views.batch.missing'),
      },
      { key: 'receiveNote', title: t('portal.views.batch.receiveNote'), width: 220 },
      {
        key: 'qcVerdict',
        title: t('portal.views.project.verdict'),
        width: 120,
        render: (row) => <PortalStatus kind="qc" status={row.qcVerdict} />,
      },
    ],
    [t],
  );

  if (!batch) {
    return (
      <Stack padding="6">
        <LoadState status={status} onRetry={() => dispatch(batchRequested(batchId))} />
      </Stack>
    );
  }

  const awaiting = batch.qc.filter((result) => result.verdict === 'Risk' && !result.decision);
  const cancelling = pending?.batchId === batchId && pending.sampleId === undefined;
  const askCancel = () =>
    void confirm({
      title: t('portal.views.batch.cancelTitle', { code: batch.batchCode }),
      description: t('portal.views.batch.cancelDescription'),
      danger: true,
      labels: { ok: t('portal.views.batch.cancelConfirm'), cancel: t('portal.views.batch.keep') },
      onOk: () => {
        dispatch(batchCancelRequested({ batchId, objectVersionNumber: batch.objectVersionNumber }));
      },
    });
  const shipping = batch.shipping;

  return (
    <Stack gap="4" padding="6">
      <PageTitle title={t('portal.views.batch.title', { code: batch.batchCode })}>
        <PortalStatus kind="batch" status={batch.status} />
        {CANCELLABLE_BATCH_STATUSES.includes(batch.status) && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            marginStart="auto"
            loading={cancelling}
            onClick={askCancel}
          >
            {t('portal.views.batch.cancel')}
          </Button>
        )}
      </PageTitle>
      <Section title={t('portal.views.batch.details')}>
        <Details
          items={[
            { label: t('portal.views.batch.product'), value: batch.productCode },
            {
              label: t('portal.views.batch.project'),
              value:
                batch.projectId && batch.projectCode ? (
                  <PageLink to={customerProjectPath(batch.projectId)}>{batch.projectCode}</PageLink>
                ) : (
                  t('portal.views.batch.noProject')
                ),
            },
            {
              label: t('portal.views.batch.submitted'),
              value: batch.submittedDate ? date(batch.submittedDate) : t('portal.views.none'),
            },
          ]}
        />
      </Section>
      {batch.status === 'Returned' && (
        <Section title={t('portal.views.batch.returnedTitle')}>
          <Flex align="center" gap="3" wrap="wrap">
            <Text color="fg.error">{batch.returnReason}</Text>
            <Button asChild colorPalette="blue" size="sm" marginStart="auto">
              <RouterLink to={submissionStartPath(batch.batchId)}>
                {t('portal.views.batch.editAgain')}
              </RouterLink>
            </Button>
          </Flex>
        </Section>
      )}
      <Section title={t('portal.views.batch.samples')}>
        <DataTable<StoredSample>
          caption={t('portal.views.batch.samples')}
          columns={sampleColumns}
          rows={batch.samples}
          rowKey="sampleId"
          size="sm"
          emptyText={t('portal.views.batch.samplesEmpty')}
        />
      </Section>
      <Section title={t('portal.views.batch.qc')}>
        <Stack gap="3">
          <QcTable
            caption={t('portal.views.batch.qc')}
            rows={batch.qc}
            emptyText={t('portal.views.batch.qcEmpty')}
          />
          {awaiting.map((result, index) => (
            <RiskDecisionForm
              key={result.sampleId}
              sampleName={result.sampleName}
              showHelp={index === 0}
              busy={pending?.batchId === batchId && pending.sampleId === result.sampleId}
              onDecide={(decision, comment) =>
                dispatch(
                  riskDecisionRequested({
                    batchId,
                    sampleId: result.sampleId,
                    decision,
                    comment,
                  }),
                )
              }
            />
          ))}
        </Stack>
      </Section>
      <Section title={t('portal.views.batch.shipping')}>
        {shipping ? (
          <Details
            items={[
              { label: t('portal.views.batch.courier'), value: shipping.courier },
              { label: t('portal.views.batch.trackingNo'), value: shipping.trackingNo },
              { label: t('portal.views.batch.shippingDate'), value: shipping.shippingDate },
              { label: t('portal.views.batch.boxCount'), value: shipping.boxCount },
              {
                label: t('portal.views.batch.storage'),
                value: shipping.storage
                  ? t(`portal.views.batch.storages.${shipping.storage}`)
                  : null,
              },
              { label: t('portal.views.batch.senderContact'), value: shipping.senderContact },
            ].map((item) => ({ ...item, value: item.value ?? t('portal.views.none') }))}
          />
        ) : (
          <Empty>{t('portal.views.batch.shippingEmpty')}</Empty>
        )}
      </Section>
      <Section title={t('portal.views.batch.history')}>
        <HistoryTable
          caption={t('portal.views.batch.history')}
          rows={batch.history}
          kind="batch"
          emptyText={t('portal.views.batch.historyEmpty')}
        />
      </Section>
      {dialog}
    </Stack>
  );
}
