import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../../design-system';
import { useI18n } from '../../../i18n';
import type { BatchSummary, OrderSummary, ProjectSample } from '../../../services/portal';
import { projectRequested, selectProject } from '../../../store/portalViews';
import type { RootState } from '../../../store/reducer';
import {
  batchInformationPath,
  customerBatchPath,
  staffBatchPath,
  staffProjectPath,
} from '../paths';
import { Details, Empty, LoadState, PageLink, PageTitle, Section, useDateText } from './parts';
import { HistoryTable, PortalStatus } from '../common';
import { QcTable } from '../QcTable';
import { ProjectLifecycle } from '../money/ProjectLifecycle';

/** The tabs of a project, in order; staff address them by index, customers by name. */
export const PROJECT_TABS = ['orders', 'samples', 'qc', 'submissions', 'history'] as const;

/** A tab of the project detail. */
export type ProjectTab = (typeof PROJECT_TABS)[number];

/** Props of {@link ProjectDetailPage}. */
export interface ProjectDetailPageProps {
  /** Staff's page of the operators' shell (tabs in the path, links to the staff's pages). */
  staff?: boolean;
}

function isTab(value: unknown): value is ProjectTab {
  return PROJECT_TABS.includes(value as ProjectTab);
}

/**
 * One project (`?projectId=N`): its header (code, name, status, product, created) and tabs of
 * orders, samples, QC results, submissions and status history. The same page serves customers
 * (`/pub/projects/single`, tab in `?tab=`) and staff (`/hpro/project-detail/{tabIndex}`).
 */
export function ProjectDetailPage({ staff = false }: ProjectDetailPageProps) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { tabIndex } = useParams();
  const projectId = Number(search.get('projectId'));
  const valid = Number.isInteger(projectId) && projectId > 0;
  const { project, status } = useSelector((state: RootState) => selectProject(state, projectId));
  const date = useDateText();
  useEffect(() => {
    if (valid) dispatch(projectRequested(projectId));
  }, [dispatch, projectId, valid]);

  const named = staff ? PROJECT_TABS[Number(tabIndex)] : search.get('tab');
  const tab: ProjectTab = isTab(named) ? named : 'orders';
  const chooseTab = (next: string) => {
    if (!isTab(next)) return;
    if (staff) navigate(staffProjectPath(projectId, PROJECT_TABS.indexOf(next)), { replace: true });
    else setSearch({ projectId: String(projectId), tab: next }, { replace: true });
  };
  const batchLink = staff ? staffBatchPath : batchInformationPath;

  const orderColumns = useMemo<DataTableColumn<OrderSummary>[]>(
    () => [
      { key: 'orderCode', title: t('portal.views.project.orderCode'), width: 150 },
      {
        key: 'type',
        title: t('portal.views.project.orderType'),
        width: 130,
        render: (row) => t(`portal.views.project.orderTypes.${row.type}`),
      },
      {
        key: 'status',
        title: t('portal.views.project.status'),
        width: 130,
        render: (row) => <PortalStatus kind="order" status={row.status} />,
      },
      {
        key: 'sampleCount',
        title: t('portal.views.project.sampleCount'),
        width: 90,
        align: 'end',
      },
      {
        key: 'createdDate',
        title: t('portal.views.project.created'),
        width: 130,
        render: (row) => date(row.createdDate),
      },
    ],
    [t, date],
  );
  const sampleColumns = useMemo<DataTableColumn<ProjectSample>[]>(
    () => [
      { key: 'sampleName', title: t('portal.views.project.sampleName'), width: 140 },
      {
        key: 'batchCode',
        title: t('portal.views.project.batch'),
        width: 140,
        render: (row) => <PageLink to={batchLink(row.batchId)}>{row.batchCode}</PageLink>,
      },
      { key: 'sampleType', title: t('portal.views.project.sampleType'), width: 120 },
      {
        key: 'totalAmount',
        title: t('portal.views.project.totalAmount'),
        width: 140,
        align: 'end',
      },
      {
        key: 'qcVerdict',
        title: t('portal.views.project.verdict'),
        width: 120,
        render: (row) => <PortalStatus kind="qc" status={row.qcVerdict} />,
      },
    ],
    [t, batchLink],
  );
  const batchColumns = useMemo<DataTableColumn<BatchSummary>[]>(
    () => [
      {
        key: 'batchCode',
        title: t('portal.views.project.batch'),
        width: 150,
        render: (row) => (
          <PageLink to={staff ? staffBatchPath(row.batchId) : customerBatchPath(row)}>
            {row.batchCode}
          </PageLink>
        ),
      },
      {
        key: 'status',
        title: t('portal.views.project.status'),
        width: 130,
        render: (row) => <PortalStatus kind="batch" status={row.status} />,
      },
      { key: 'productCode', title: t('portal.views.project.product'), width: 120 },
      {
        key: 'sampleCount',
        title: t('portal.views.project.sampleCount'),
        width: 90,
        align: 'end',
      },
      {
        key: 'submittedDate',
        title: t('portal.views.project.submitted'),
        width: 130,
        render: (row) => date(row.submittedDate),
      },
    ],
    [t, date, staff],
  );

  if (!valid) {
    return (
      <Stack padding="6">
        <Empty>{t('portal.views.project.missing')}</Empty>
      </Stack>
    );
  }
  if (!project) {
    return (
      <Stack padding="6">
        <LoadState status={status} onRetry={() => dispatch(projectRequested(projectId))} />
      </Stack>
    );
  }
  const tabTitle = (key: ProjectTab) => t(`portal.views.project.${key}`);

  return (
    <Stack gap="4" padding="6">
      <PageTitle title={t('portal.views.project.title', { code: project.projectCode })}>
        <PortalStatus kind="project" status={project.status} />
      </PageTitle>
      <Section title={project.projectName}>
        <Details
          items={[
            { label: t('portal.views.project.product'), value: project.productCode },
            { label: t('portal.views.project.created'), value: date(project.createdDate) },
          ]}
        />
      </Section>
      <ProjectLifecycle project={project} staff={staff} />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => chooseTab(details.value)}
        lazyMount
        aria-label={t('portal.views.project.tabs')}
      >
        <Tabs.List>
          {PROJECT_TABS.map((key) => (
            <Tabs.Trigger key={key} value={key}>
              {tabTitle(key)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="orders">
          <DataTable<OrderSummary>
            caption={tabTitle('orders')}
            columns={orderColumns}
            rows={project.orders}
            rowKey="orderId"
            size="sm"
            emptyText={t('portal.views.project.ordersEmpty')}
          />
        </Tabs.Content>
        <Tabs.Content value="samples">
          <DataTable<ProjectSample>
            caption={tabTitle('samples')}
            columns={sampleColumns}
            rows={project.samples}
            rowKey="sampleId"
            size="sm"
            emptyText={t('portal.views.project.samplesEmpty')}
          />
        </Tabs.Content>
        <Tabs.Content value="qc">
          <QcTable
            caption={tabTitle('qc')}
            rows={project.qc}
            batchLink={batchLink}
            emptyText={t('portal.views.project.qcEmpty')}
          />
        </Tabs.Content>
        <Tabs.Content value="submissions">
          <DataTable<BatchSummary>
            caption={tabTitle('submissions')}
            columns={batchColumns}
            rows={project.batches}
            rowKey="batchId"
            size="sm"
            emptyText={t('portal.views.project.submissionsEmpty')}
          />
        </Tabs.Content>
        <Tabs.Content value="history">
          <HistoryTable
            caption={tabTitle('history')}
            rows={project.history}
            kind="project"
            emptyText={t('portal.views.project.historyEmpty')}
          />
        </Tabs.Content>
      </Tabs.Root>
      {status === 'failed' && (
        <Text color="fg.error" role="alert">
          {t('portal.views.loadFailed')}
        </Text>
      )}
    </Stack>
  );
}
