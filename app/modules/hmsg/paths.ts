import type { UserMessage } from '../../services/messages';

/** The signed-in user's messages (menu entry `hzero.hmsg.user-message`). */
export const USER_MESSAGES_PATH = '/hmsg/user-message';

/** The route of one message: its kind (lower case) and its id. */
export const USER_MESSAGE_DETAIL_ROUTE = `${USER_MESSAGES_PATH}/detail/:type/:userMessageId`;

/** The page of `message`: `/hmsg/user-message/detail/{type}/{userMessageId}`. */
export function userMessageDetailPath(
  message: Pick<UserMessage, 'userMessageId' | 'userMessageTypeCode'>,
): string {
  const type = encodeURIComponent(String(message.userMessageTypeCode).toLowerCase());
  return `${USER_MESSAGES_PATH}/detail/${type}/${message.userMessageId}`;
}
