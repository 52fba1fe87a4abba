import { useCallback, useMemo } from 'react';
import { useI18n } from '../../i18n';
import {
  UserMessageList,
  type UserMessageClear,
  type UserMessageKinds,
  type UserMessageListTexts,
} from '../../pages/messages/UserMessageList';
import type { ListedUserMessage } from '../../services/messages';
import { isUserMessageType, USER_MESSAGE_TYPES, useTypeName } from './kinds';
import { userMessageDetailPath } from './paths';

/**
 * My Messages (`/hmsg/user-message`): the signed-in user's messages, notices and approvals,
 * filtered by kind and read state; a subject opens the message's page, a row is marked read,
 * all are marked read at once, and the messages of a kind (or all) are cleared after a
 * confirmation. The header's bell and this page read the same notification centre.
 */
export function UserMessagesPage() {
  const { t } = useI18n();
  const typeName = useTypeName();
  const texts = useMemo<UserMessageListTexts>(
    () => ({
      title: t('hmsg.userMessage.title'),
      unreadCount: (count) => t('hmsg.userMessage.unreadCount', { count }),
      kind: t('hmsg.userMessage.kind'),
      state: t('hmsg.userMessage.state'),
      all: t('hmsg.userMessage.all'),
      read: t('hmsg.userMessage.read'),
      unread: t('hmsg.userMessage.unread'),
      subject: t('hmsg.userMessage.subject'),
      received: t('hmsg.userMessage.received'),
      markRead: t('hmsg.userMessage.markRead'),
      markReadOf: (subject) => t('hmsg.userMessage.markReadOf', { subject }),
      markAllRead: t('hmsg.userMessage.markAllRead'),
      empty: t('hmsg.userMessage.empty'),
      loadFailed: t('hmsg.userMessage.loadFailed'),
      cancel: t('hmsg.userMessage.cancel'),
    }),
    [t],
  );
  const kinds = useMemo<UserMessageKinds>(
    () => ({
      param: 'userMessageTypeCode',
      options: USER_MESSAGE_TYPES.map((value) => ({ value, label: typeName(value) })),
      nameOf: (message: ListedUserMessage) =>
        typeName(message.userMessageTypeCode, message.userMessageTypeMeaning),
    }),
    [typeName],
  );
  const clearOf = useCallback(
    (kind: string): UserMessageClear =>
      isUserMessageType(kind)
        ? {
            label: t(`hmsg.userMessage.clearKind.${kind}`),
            description: t('hmsg.userMessage.clearKindConfirm', { kind: typeName(kind) }),
            types: [kind],
          }
        : {
            label: t('hmsg.userMessage.clearAll'),
            description: t('hmsg.userMessage.clearAllConfirm'),
            types: USER_MESSAGE_TYPES,
          },
    [t, typeName],
  );
  return (
    <UserMessageList
      texts={texts}
      kinds={kinds}
      clearOf={clearOf}
      detailPathOf={userMessageDetailPath}
      padding="4"
    />
  );
}
