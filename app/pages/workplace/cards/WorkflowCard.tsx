import { Box, Stack, Text } from '@chakra-ui/react';
import { useDispatch, useSelector } from 'react-redux';
import { useI18n } from '../../../i18n';
import { userDateTime } from '../../../layouts/NoticeList';
import { selectCurrentUser } from '../../../store/selectors';
import { pendingTasksRequested, selectWorkplace } from '../../../store/workplace';
import { CardState } from '../CardFrame';

/** The Workflow card: the first tasks waiting for the user's approval. */
export function WorkflowCard() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const user = useSelector(selectCurrentUser);
  const { rows, total, status } = useSelector(selectWorkplace).pendingTasks;

  if (status !== 'ready' && rows.length === 0) {
    return <CardState status={status} onRetry={() => dispatch(pendingTasksRequested())} />;
  }
  if (rows.length === 0) return <Text color="fg.muted">{t('dashboard.noPending')}</Text>;
  return (
    <Box>
      <Stack as="ul" listStyleType="none" gap="0">
        {rows.map((task) => (
          <Box as="li" key={task.id} paddingY="2" borderBottomWidth="1px">
            <Text fontWeight="semibold">{task.name}</Text>
            <Text fontSize="sm">{task.processName}</Text>
            <Text fontSize="xs" color="fg.muted">
              {t('dashboard.startedBy', {
                user: task.startUserName,
                date: userDateTime(task.createTime, user),
              })}
            </Text>
          </Box>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted" marginTop="2">
        {t('dashboard.pendingTotal', { count: total })}
      </Text>
    </Box>
  );
}
