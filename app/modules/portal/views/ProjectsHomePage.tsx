import { Button, Flex, List, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PROJECT_STATUSES } from '../../../../domain/portal/lifecycles';
import { useI18n } from '../../../i18n';
import {
  CUSTOMER_PROJECTS_PATH,
  customerProjectPath,
  LIBPREP_ORDERS_PATH,
  SEQUENCING_ORDERS_PATH,
} from '../paths';
import { Empty, LoadState, PageLink, PageTitle, Section, useDateText } from './parts';
import { PortalStatus } from '../common';
import { useOverviewProjects } from './overview';

/** How many of the latest projects the overview lists. */
export const RECENT_PROJECTS = 5;

/**
 * The customer's projects overview (`/pub/projects/home`): how many projects are in each
 * state, the latest projects and shortcuts to the order lists and the full project list.
 */
export function ProjectsHomePage() {
  const { t } = useI18n();
  const [{ rows: projects, status, loaded }, readProjects] = useOverviewProjects();
  const date = useDateText();
  const counts = PROJECT_STATUSES.map((state) => ({
    state,
    count: projects.filter((project) => project.status === state).length,
  }));

  return (
    <Stack gap="4" padding="6">
      <PageTitle title={t('portal.views.projectsHome.title')} />
      {(!loaded || status === 'failed') && <LoadState status={status} onRetry={readProjects} />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Section
          title={t('portal.views.projectsHome.byStatus')}
          actions={
            <Text fontSize="sm" color="fg.muted">
              {t('portal.views.projectsHome.total', { count: projects.length })}
            </Text>
          }
        >
          <chakra.dl display="grid" gridTemplateColumns="1fr max-content" rowGap="1">
            {counts.map(({ state, count }) => (
              <chakra.div key={state} display="contents">
                <chakra.dt>
                  <PortalStatus kind="project" status={state} />
                </chakra.dt>
                <chakra.dd margin="0" textAlign="end" fontVariantNumeric="tabular-nums">
                  {count}
                </chakra.dd>
              </chakra.div>
            ))}
          </chakra.dl>
        </Section>
        <Section title={t('portal.views.projectsHome.recent')}>
          {loaded && projects.length === 0 && (
            <Empty>{t('portal.views.projectsHome.recentEmpty')}</Empty>
          )}
          <List.Root variant="plain" gap="2">
            {projects.slice(0, RECENT_PROJECTS).map((project) => (
              <List.Item key={project.projectId}>
                <Flex align="center" gap="3" wrap="wrap">
                  <PageLink to={customerProjectPath(project.projectId)}>
                    {project.projectCode}
                  </PageLink>
                  <Text fontSize="sm">{project.projectName}</Text>
                  <PortalStatus kind="project" status={project.status} />
                  <Text fontSize="sm" color="fg.muted" marginStart="auto">
                    {date(project.createdDate)}
                  </Text>
                </Flex>
              </List.Item>
            ))}
          </List.Root>
        </Section>
        <Section title={t('portal.views.projectsHome.shortcuts')}>
          <Flex gap="2" wrap="wrap">
            {(
              [
                [SEQUENCING_ORDERS_PATH, 'portal.views.projectsHome.sequencingOrders'],
                [LIBPREP_ORDERS_PATH, 'portal.views.projectsHome.libPrepOrders'],
                [CUSTOMER_PROJECTS_PATH, 'portal.views.projectsHome.allProjects'],
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
