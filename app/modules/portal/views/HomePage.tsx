import { Button, Flex, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { EDITABLE_BATCH_STATUSES } from '../../../../domain/portal/lifecycles';
import { useI18n } from '../../../i18n';
import { isRead } from '../../../services/messages';
import { NoticeList } from '../../../layouts/NoticeList';
import { countRequested, markReadRequested, previewsRequested } from '../../../store/notices';
import { CLOSED_BATCH_STATUSES } from '../../../store/portalViews';
import type { RootState } from '../../../store/reducer';
import { selectCurrentUser } from '../../../store/selectors';
import {
  customerBatchPath,
  customerProjectPath,
  PRODUCT_CATALOGUE_PATH,
  PROJECTS_OVERVIEW_PATH,
  SAMPLE_LOOKUP_PATH,
  submissionStartPath,
} from '../paths';
import {
  Empty,
  LoadState,
  PageLink,
  PageTitle,
  Section,
  useDateText,
  useOnNewMessages,
} from './parts';
import { PortalStatus } from '../common';
import { useOverviewBatches, useOverviewProjects } from './overview';

/** How many unread messages the overview lists. */
export const HOME_MESSAGES = 3;

/**
 * The customer's overview (`/pub/home`): open submissions (drafts and returned ones to
 * continue, the others with their status), projects in progress, unread messages (from the
 * notification centre's calls) and shortcuts.
 */
export function HomePage() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const [batches, readBatches] = useOverviewBatches();
  const [projectList, readProjects] = useOverviewProjects();
  const { notices: unread, loaded: messagesLoaded } = useSelector(
    (state: RootState) => state.notices,
  );
  const user = useSelector(selectCurrentUser);
  const unreadCount = user?.notifyCount ?? 0;
  const date = useDateText();
  const readOverview = () => {
    readBatches();
    readProjects();
  };
  useEffect(() => {
    dispatch(previewsRequested());
    dispatch(countRequested());
  }, [dispatch]);
  useOnNewMessages(() => {
    readOverview();
    dispatch(previewsRequested());
  });

  const open = batches.rows.filter((batch) => !CLOSED_BATCH_STATUSES.includes(batch.status));
  const projects = projectList.rows.filter((project) => project.status !== 'Completed');
  const loaded = batches.loaded && projectList.loaded;
  const status = [batches.status, projectList.status].includes('failed')
    ? 'failed'
    : loaded
      ? 'ready'
      : 'loading';
  // The preview holds unread messages; one marked read here stays out of the overview.
  const latest = unread.filter((message) => !isRead(message)).slice(0, HOME_MESSAGES);

  return (
    <Stack gap="4" padding="6">
      <PageTitle title={t('portal.views.home.title')} />
      {(!loaded || status === 'failed') && <LoadState status={status} onRetry={readOverview} />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Section title={t('portal.views.home.submissions')}>
          {loaded && open.length === 0 && <Empty>{t('portal.views.home.submissionsEmpty')}</Empty>}
          <List.Root variant="plain" gap="2">
            {open.map((batch) => {
              const editable = EDITABLE_BATCH_STATUSES.includes(batch.status);
              return (
                <List.Item key={batch.batchId} display="block">
                  <Flex align="center" gap="3" wrap="wrap">
                    <PageLink to={customerBatchPath(batch)}>{batch.batchCode}</PageLink>
                    <PortalStatus kind="batch" status={batch.status} />
                    <Text fontSize="sm" color="fg.muted">
                      {batch.productCode} ·{' '}
                      {batch.sampleCount === 1
                        ? t('portal.views.home.oneSample')
                        : t('portal.views.home.samples', { count: batch.sampleCount })}
                      {batch.submittedDate ? ` · ${date(batch.submittedDate)}` : ''}
                    </Text>
                    {editable && (
                      <Button asChild size="xs" colorPalette="blue" marginStart="auto">
                        <RouterLink
                          to={submissionStartPath(batch.batchId)}
                          aria-label={t('portal.views.home.continueBatch', {
                            code: batch.batchCode,
                          })}
                        >
                          {t('portal.views.home.continue')}
                        </RouterLink>
                      </Button>
                    )}
                  </Flex>
                  {batch.status === 'Returned' && batch.returnReason && (
                    <Text fontSize="sm" color="fg.error">
                      {t('portal.views.home.returned', { reason: batch.returnReason })}
                    </Text>
                  )}
                </List.Item>
              );
            })}
          </List.Root>
        </Section>
        <Section title={t('portal.views.home.projects')}>
          {loaded && projects.length === 0 && <Empty>{t('portal.views.home.projectsEmpty')}</Empty>}
          <List.Root variant="plain" gap="2">
            {projects.map((project) => (
              <List.Item key={project.projectId}>
                <Flex align="center" gap="3" wrap="wrap">
                  <PageLink to={customerProjectPath(project.projectId)}>
                    {project.projectCode}
                  </PageLink>
                  <Text fontSize="sm">{project.projectName}</Text>
                  <PortalStatus kind="project" status={project.status} />
                </Flex>
              </List.Item>
            ))}
          </List.Root>
        </Section>
        <Section
          title={t('portal.views.home.messages')}
          actions={
            <Text fontSize="sm" color="fg.muted">
              {t('portal.views.home.unreadCount', { count: unreadCount })}
            </Text>
          }
        >
          <NoticeList
            items={latest}
            user={user}
            emptyText={t('portal.views.home.messagesEmpty')}
            loading={!messagesLoaded}
            onMarkRead={(id) => dispatch(markReadRequested([id]))}
          />
        </Section>
        <Section title={t('portal.views.home.shortcuts')}>
          <Flex gap="2" wrap="wrap">
            <Button asChild colorPalette="blue" size="sm">
              <RouterLink to={submissionStartPath()}>
                {t('portal.views.home.newSubmission')}
              </RouterLink>
            </Button>
            {(
              [
                [PRODUCT_CATALOGUE_PATH, 'portal.views.home.catalogue'],
                [PROJECTS_OVERVIEW_PATH, 'portal.views.home.myProjects'],
                [SAMPLE_LOOKUP_PATH, 'portal.views.home.sampleInformation'],
              ] as const
            ).map(([to, label]) => (
              <Button key={to} asChild variant="outline" size="sm">
                <RouterLink to={to}>{t(label)}</RouterLink>
              </Button>
            ))}
          </Flex>
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
