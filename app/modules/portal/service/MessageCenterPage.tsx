import { useCallback, useMemo } from 'react';
import {
  MESSAGE_CATEGORIES,
  MESSAGE_CATEGORY_NAMES,
  isMessageCategory,
} from '../../../../domain/portal/messageCategories';
import { useText } from '../../../engine/labels';
import { useI18n } from '../../../i18n';
import {
  UserMessageList,
  type UserMessageKinds,
  type UserMessageListTexts,
} from '../../../pages/messages/UserMessageList';
import type { ListedUserMessage } from '../../../services/messages';

/** Every kind of message the notification centre keeps. */
const ALL_TYPES = ['MSG', 'APPROVE', 'NOTICE'] as const;

/**
 * Every message of the customer (`/pub/information/message-center`): status changes, QC
 * results, quotations, payments, announcements…, filtered by what they are about and by read
 * state, each opened in place and marked read; all marked read at once, or cleared. The bell
 * and this page agree: both read the notification centre (see {@link UserMessageList}).
 */
export function MessageCenterPage() {
  const { t } = useI18n();
  const text = useText();
  const texts = useMemo<UserMessageListTexts>(
    () => ({
      title: t('portal.service.messages.title'),
      unreadCount: (count) => t('portal.service.messages.unreadCount', { count }),
      kind: t('portal.service.messages.kind'),
      state: t('portal.service.messages.state'),
      all: t('portal.service.messages.all'),
      read: t('portal.service.messages.read'),
      unread: t('portal.service.messages.unread'),
      subject: t('portal.service.messages.subject'),
      received: t('portal.service.messages.received'),
      markRead: t('portal.service.messages.markRead'),
      markReadOf: (subject) => t('portal.service.messages.markReadOf', { subject }),
      markAllRead: t('portal.service.messages.markAllRead'),
      empty: t('portal.service.messages.empty'),
      loadFailed: t('portal.service.loadFailed'),
      cancel: t('portal.service.cancel'),
    }),
    [t],
  );
  const kinds = useMemo<UserMessageKinds>(
    () => ({
      param: 'category',
      options: MESSAGE_CATEGORIES.map((value) => ({
        value,
        label: text(MESSAGE_CATEGORY_NAMES[value]),
      })),
      nameOf: (message: ListedUserMessage) =>
        (message.category && isMessageCategory(message.category)
          ? text(MESSAGE_CATEGORY_NAMES[message.category])
          : '') ||
        message.userMessageTypeMeaning ||
        '',
    }),
    [text],
  );
  const clearOf = useCallback(
    () => ({
      label: t('portal.service.messages.clear'),
      description: t('portal.service.messages.clearConfirm'),
      types: ALL_TYPES,
    }),
    [t],
  );
  return <UserMessageList texts={texts} kinds={kinds} clearOf={clearOf} />;
}
