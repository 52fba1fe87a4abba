import { Badge, Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../design-system';
import { useI18n } from '../i18n';
import { isRead, type UserMessage } from '../services/messages';
import type { CurrentUser } from '../services/types';

/** A date-time from the server in the user's zone and format; the raw text if it cannot be read. */
export function userDateTime(value: string, user: CurrentUser | null): string {
  try {
    return (
      formatDateTime(value, user?.timeZone || undefined, user?.dateTimeFormat || undefined) || value
    );
  } catch {
    return value;
  }
}

/** Props of {@link NoticeList}. */
export interface NoticeListProps {
  /** The messages or notices, newest first. */
  items: UserMessage[];
  /** The signed-in user, whose time zone and date format the dates follow. */
  user: CurrentUser | null;
  /** Shown when there are no items. */
  emptyText: string;
  /** The items are loading and none were loaded yet. */
  loading?: boolean;
  /** Offers 'Mark as read' on unread items. */
  onMarkRead?: (userMessageId: number) => void;
}

/** A short list of messages or notices: subject, date in the user's time zone, read state. */
export function NoticeList({ items, user, emptyText, loading, onMarkRead }: NoticeListProps) {
  const { t } = useI18n();
  if (loading && items.length === 0) {
    return (
      <Flex role="status" align="center" gap="2" paddingY="4" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('app.loading')}</Text>
      </Flex>
    );
  }
  if (items.length === 0) {
    return (
      <Text paddingY="4" color="fg.muted" textAlign="center">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-busy={loading || undefined}>
      {items.map((item) => {
        const read = isRead(item);
        return (
          <Box
            as="li"
            key={item.userMessageId}
            paddingY="2"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
          >
            <Flex align="flex-start" justify="space-between" gap="2">
              <Box minWidth="0">
                <Text fontWeight={read ? 'normal' : 'semibold'} lineClamp={2}>
                  {item.subject}
                </Text>
                <Flex align="center" gap="2" marginTop="1" fontSize="xs" color="fg.muted">
                  <time dateTime={item.creationDate}>{userDateTime(item.creationDate, user)}</time>
                  <Badge size="xs" colorPalette={read ? 'gray' : 'blue'} variant="subtle">
                    {read ? t('noticeCenter.read') : t('noticeCenter.unread')}
                  </Badge>
                </Flex>
              </Box>
              {onMarkRead && !read ? (
                <Button
                  size="2xs"
                  variant="ghost"
                  flexShrink={0}
                  aria-label={t('noticeCenter.markReadOf', { subject: item.subject })}
                  onClick={() => onMarkRead(item.userMessageId)}
                >
                  {t('noticeCenter.markRead')}
                </Button>
              ) : null}
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
