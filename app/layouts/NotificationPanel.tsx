import { Button, Flex, Popover, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useI18n } from '../i18n';
import { isRead, type UserMessage, type UserMessageTypeCode } from '../services/messages';
import {
  clearRequested,
  markAllReadRequested,
  markReadRequested,
  previewsRequested,
  selectNotices,
  selectNotifyCount,
} from '../store/notices';
import { selectCurrentUser } from '../store/selectors';
import { NoticeList } from './NoticeList';

/** The message types the Messages tab clears. */
const MESSAGE_TYPES: UserMessageTypeCode[] = ['MSG', 'APPROVE'];
/** The message types the Notices tab clears. */
const NOTICE_TYPES: UserMessageTypeCode[] = ['NOTICE'];

type TabKey = 'messages' | 'notices';

/**
 * The open notification centre: the latest messages and notices, 'Mark all as read', and
 * 'Clear' per type. Its own chunk, loaded when the centre first opens (dates are formatted
 * with moment-timezone, which the shell's first load leaves out).
 */
export default function NotificationPanel() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const count = useSelector(selectNotifyCount);
  const user = useSelector(selectCurrentUser);
  const { notices, announces, loading, loaded, error, markingAll, clearing } =
    useSelector(selectNotices);
  const [tab, setTab] = useState<TabKey>('messages');

  const hasUnread = count > 0 || [...notices, ...announces].some((item) => !isRead(item));
  const onMarkRead = (id: number) => dispatch(markReadRequested([id]));
  const panel = (key: TabKey, items: UserMessage[], types: UserMessageTypeCode[]) => {
    const busy = types.some((type) => clearing.includes(type));
    return (
      <Tabs.Content value={key} paddingTop="2">
        <NoticeList
          items={items}
          user={user}
          loading={loading && !loaded}
          emptyText={
            key === 'messages' ? t('noticeCenter.noMessages') : t('noticeCenter.noNotices')
          }
          onMarkRead={onMarkRead}
        />
        <Flex justify="flex-end" paddingTop="2">
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={
              key === 'messages' ? t('noticeCenter.clearMessages') : t('noticeCenter.clearNotices')
            }
            disabled={items.length === 0}
            loading={busy}
            onClick={() => dispatch(clearRequested(types))}
          >
            {t('noticeCenter.clear')}
          </Button>
        </Flex>
      </Tabs.Content>
    );
  };

  return (
    <>
      <Popover.Header>
        <Flex align="center" justify="space-between" gap="2">
          <Popover.Title fontWeight="semibold">{t('noticeCenter.title')}</Popover.Title>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            disabled={!hasUnread}
            loading={markingAll}
            onClick={() => dispatch(markAllReadRequested())}
          >
            {t('noticeCenter.markAllRead')}
          </Button>
        </Flex>
      </Popover.Header>
      <Popover.Body paddingTop="0">
        {error ? (
          <Flex role="alert" align="center" justify="space-between" gap="2" paddingY="2">
            <Text fontSize="sm" color="fg.error">
              {t('noticeCenter.loadFailed')}
            </Text>
            <Button size="xs" variant="outline" onClick={() => dispatch(previewsRequested())}>
              {t('noticeCenter.retry')}
            </Button>
          </Flex>
        ) : null}
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setTab(details.value as TabKey)}
          size="sm"
          lazyMount
        >
          <Tabs.List>
            <Tabs.Trigger value="messages">{t('noticeCenter.messages')}</Tabs.Trigger>
            <Tabs.Trigger value="notices">{t('noticeCenter.notices')}</Tabs.Trigger>
          </Tabs.List>
          {panel('messages', notices, MESSAGE_TYPES)}
          {panel('notices', announces, NOTICE_TYPES)}
        </Tabs.Root>
      </Popover.Body>
    </>
  );
}
