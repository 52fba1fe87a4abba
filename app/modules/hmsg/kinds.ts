import { useCallback } from 'react';
import { useI18n } from '../../i18n';
import type { UserMessageTypeCode } from '../../services/messages';

/** Every kind of message the notification centre keeps, in the order the filter offers them. */
export const USER_MESSAGE_TYPES: readonly UserMessageTypeCode[] = ['MSG', 'NOTICE', 'APPROVE'];

/** Whether `value` is one of {@link USER_MESSAGE_TYPES}. */
export function isUserMessageType(value: unknown): value is UserMessageTypeCode {
  return USER_MESSAGE_TYPES.includes(value as UserMessageTypeCode);
}

/**
 * The name of a message's kind in the user's language: the page's own for the kinds it knows,
 * else the server's meaning, else the code.
 */
export function useTypeName(): (code: string, meaning?: string | null) => string {
  const { t } = useI18n();
  return useCallback(
    (code, meaning) =>
      isUserMessageType(code) ? t(`hmsg.userMessage.types.${code}`) : meaning || code,
    [t],
  );
}
