import { Box, Button, chakra, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  PROJECT_STATUS_NAMES,
  PROJECT_STATUSES,
  type ProjectStatus,
} from '../../../../domain/portal/lifecycles';
import { nextProjectStatus, PROJECT_COMMENT_MAX } from '../../../../domain/portal/projects';
import { useI18n } from '../../../i18n';
import { MONEY_PATHS } from '../../../services/money';
import type { Project } from '../../../services/portal';
import { projectRequested } from '../../../store/portalViews';
import type { RootState } from '../../../store/reducer';
import { selectWrite, writeRequest } from '../../../store/resources';
import { Section } from '../views/parts';
import { LinkButton } from './parts';
import { bifStepPath } from './paths';

/** Props of {@link ProjectLifecycle}. */
export interface ProjectLifecycleProps {
  project: Project;
  /** Staff move the project; customers follow it. */
  staff?: boolean;
}

/**
 * A project's lifecycle (Created, Samples received, Library prep, Sequencing, Analysis, Data
 * released, Completed): each step reached with who and when, the current one marked; staff
 * move it to the next step with a comment, and every step is messaged to the customers. With a
 * link to the project's bioinformatics form.
 */
export function ProjectLifecycle({ project, staff = false }: ProjectLifecycleProps) {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const [comment, setComment] = useState('');
  const next = nextProjectStatus(project.status);
  const current = PROJECT_STATUSES.indexOf(project.status);
  const id = `project-move-${project.projectId}`;
  const write = useSelector((state: RootState) => selectWrite(state, id));
  const reached = (status: ProjectStatus) =>
    [...project.history].reverse().find((entry) => entry.status === status);
  const move = () => {
    if (!next) return;
    dispatch(
      writeRequest({
        id,
        method: 'POST',
        path: MONEY_PATHS.projectStatus(project.projectId),
        body: {
          objectVersionNumber: project.objectVersionNumber,
          status: next,
          comment: comment.trim() || null,
        },
        notifyFailure: true,
        after: [projectRequested(project.projectId)],
      }),
    );
    setComment('');
  };
  return (
    <Section
      title={t('portal.money.project.lifecycle')}
      actions={
        <LinkButton to={bifStepPath(1, project.projectId, staff)}>
          {t('portal.money.project.bif')}
        </LinkButton>
      }
    >
      <Stack gap="4">
        <chakra.ol
          aria-label={t('portal.money.project.lifecycle')}
          display="grid"
          gridTemplateColumns="repeat(auto-fit, minmax(120px, 1fr))"
          gap="2"
          listStyleType="none"
        >
          {PROJECT_STATUSES.map((status, index) => {
            const entry = index <= current ? reached(status) : undefined;
            const state = index < current ? 'done' : index === current ? 'current' : 'todo';
            return (
              <chakra.li
                key={status}
                aria-current={state === 'current' ? 'step' : undefined}
                borderWidth="1px"
                borderRadius="md"
                padding="2"
                borderColor={state === 'current' ? 'blue.500' : 'border'}
                bg={state === 'done' ? 'green.50' : state === 'current' ? 'blue.50' : undefined}
              >
                <Text fontWeight="semibold" fontSize="sm">
                  {PROJECT_STATUS_NAMES[status][locale]}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {entry
                    ? t('portal.money.project.reached', {
                        who: entry.changedBy ?? t('portal.views.none'),
                        when: entry.changedDate,
                      })
                    : state === 'todo'
                      ? t('portal.money.project.notYet')
                      : ''}
                </Text>
              </chakra.li>
            );
          })}
        </chakra.ol>
        {staff && next ? (
          <Box display="grid" gap="2" maxWidth="xl">
            <chakra.label htmlFor={`${id}-comment`} fontSize="sm" fontWeight="medium">
              {t('portal.money.project.comment')}
            </chakra.label>
            <Textarea
              id={`${id}-comment`}
              rows={2}
              maxLength={PROJECT_COMMENT_MAX}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
            <Flex>
              <Button colorPalette="blue" loading={write.status === 'running'} onClick={move}>
                {t('portal.money.project.moveTo', { status: PROJECT_STATUS_NAMES[next][locale] })}
              </Button>
            </Flex>
          </Box>
        ) : null}
      </Stack>
    </Section>
  );
}
