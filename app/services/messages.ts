import { request, ticketUrl } from './request';

/** The kinds of user message the notification centre knows (`userMessageTypeCode`). */
export type UserMessageTypeCode = 'MSG' | 'NOTICE' | 'APPROVE';

/** A message or notice of the signed-in user, as the preview calls answer (wire contract). */
export interface UserMessage {
  userMessageId: number;
  messageId: number;
  tenantId: number;
  subject: string;
  /** `YYYY-MM-DD HH:mm:ss`, a wall-clock time in the user's time zone. */
  creationDate: string;
  content?: string | null;
  /** 1 read, 0 unread (SPEC.md section 3 also allows `Y`/`N`). */
  readFlag?: number | string | null;
  userMessageTypeCode: UserMessageTypeCode | string;
  userMessageTypeMeaning?: string | null;
}

/** A message as the full list and the detail answer it: with what it is about. */
export interface ListedUserMessage extends UserMessage {
  /** What it is about (status change, QC result…; `domain/portal/messageCategories`). */
  category?: string | null;
}

/**
 * `GET /hmsg/v1/{tenantId}/messages/user?page&size&readFlag&userMessageTypeCode&category`: a
 * page of the user's messages ({@link ListedUserMessage}), newest first.
 */
export const USER_MESSAGES_API = '/hmsg/v1/{tenantId}/messages/user';

/**
 * `GET /hmsg/v1/{tenantId}/messages/user/{userMessageId}`: one of the user's messages, a
 * {@link ListedUserMessage}; 404 when it does not exist or is someone else's.
 */
export const userMessagePath = (userMessageId: number) => `${USER_MESSAGES_API}/${userMessageId}`;

/** The answer of the count call and the `count` event of the stream. */
export interface MessageCount {
  unreadMessageCount: number;
}

/** How many items each preview asks for. */
export const PREVIEW_SIZE = 5;

/** Whether a message is read: `readFlag` 1 or `Y` (SPEC.md section 3). */
export function isRead(message: Pick<UserMessage, 'readFlag'>): boolean {
  const flag = message.readFlag;
  return flag === 1 || flag === '1' || flag === 'Y';
}

/** `GET /hmsg/v1/{tenantId}/messages/user/count`: the unread count. */
export const fetchMessageCount = () =>
  request<MessageCount>('/hmsg/v1/{tenantId}/messages/user/count');

/** `GET /hmsg/v1/{tenantId}/messages/user/preview?readFlag=0&size`: the latest unread messages. */
export const fetchMessagePreview = (size: number = PREVIEW_SIZE) =>
  request<UserMessage[]>('/hmsg/v1/{tenantId}/messages/user/preview', {
    query: { readFlag: 0, size },
  });

/** `GET /hmsg/v1/{tenantId}/notices/user/preview?size`: the latest notices. */
export const fetchNoticePreview = (size: number = PREVIEW_SIZE) =>
  request<UserMessage[]>('/hmsg/v1/{tenantId}/notices/user/preview', { query: { size } });

/** `POST /hmsg/v1/{tenantId}/messages/user/read-flag?userMessageIdList=1,2`: marks messages read. */
export const markMessagesRead = (userMessageIds: readonly number[]) =>
  request<void>('/hmsg/v1/{tenantId}/messages/user/read-flag', {
    method: 'POST',
    query: { userMessageIdList: userMessageIds.join(',') },
  });

/** `POST /hmsg/v1/{tenantId}/messages/user/read-flag?readAll=1`: marks every message read. */
export const markAllMessagesRead = () =>
  request<void>('/hmsg/v1/{tenantId}/messages/user/read-flag', {
    method: 'POST',
    query: { readAll: 1 },
  });

/**
 * `DELETE /hmsg/v1/{tenantId}/messages/user/clear?userMessageTypeCode`: deletes the user's
 * messages of one type, or all of them when `type` is omitted (HZERO sends a GET; a link must
 * not delete anything).
 */
export const clearMessages = (type?: UserMessageTypeCode) =>
  request<void>('/hmsg/v1/{tenantId}/messages/user/clear', {
    method: 'DELETE',
    query: { userMessageTypeCode: type },
  });

/**
 * The address of the unread-count stream (`text/event-stream`, `count` events). EventSource
 * cannot send headers, so a ticket valid for 60 s travels in the query, never the token.
 */
export const messageStreamUrl = () => ticketUrl('/hmsg/v1/{tenantId}/messages/user/stream');
