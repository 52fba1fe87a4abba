/**
 * The notification centre (hmsg): a user's messages (types MSG, NOTICE, APPROVE), the unread
 * count, marking read, clearing, and sending. Every change publishes `messages-changed` to
 * the affected users so that their open push streams send the new count.
 *
 * A user's messages are personal: the list and the count cover every message sent to the
 * user, whichever tenant it was sent in (`tenantId` of a message says where).
 */
import type { MessageCategory } from '../../domain/portal/messageCategories';
import type { Db } from '../db/database';
import type { SqlValue } from '../db/versioned';
import { selectPage } from '../engine/paging';
import type { EventBus } from './events';
import { formatDateTime } from './format';

/** Message types. */
export const MESSAGE_TYPES = ['MSG', 'NOTICE', 'APPROVE'] as const;

/** One of {@link MESSAGE_TYPES}. */
export type MessageType = (typeof MESSAGE_TYPES)[number];

const TYPE_MEANINGS: Record<string, Record<MessageType, string>> = {
  en_US: { MSG: 'Message', NOTICE: 'Notice', APPROVE: 'Approval' },
  zh_CN: { MSG: '消息', NOTICE: '通知', APPROVE: '审批' },
};

/** The meaning of a type in a language (English when the language is unknown). */
export function typeMeaning(type: MessageType, lang: string): string {
  return (TYPE_MEANINGS[lang] ?? TYPE_MEANINGS.en_US)?.[type] ?? type;
}

/** A message as the recipient sees it. */
export interface UserMessageView {
  userMessageId: number;
  messageId: number;
  tenantId: number;
  subject: string;
  /** `YYYY-MM-DD HH:mm:ss` in the viewer's time zone. */
  creationDate: string;
  content: string;
  readFlag: 0 | 1;
  userMessageTypeCode: MessageType;
  userMessageTypeMeaning: string;
  /** What it is about (status change, QC result…). */
  category: MessageCategory;
}

/** Who is looking: the recipient, and how to format for them. */
export interface Viewer {
  userId: number;
  lang: string;
  timeZone: string;
}

/** Filters of a message list. */
export interface MessageFilter {
  readFlag?: 0 | 1;
  /** Types to include (all when absent). */
  types?: readonly MessageType[];
  /** What they are about (all when absent). */
  category?: MessageCategory;
}

interface MessageRow {
  userMessageId: number;
  messageId: number;
  tenantId: number;
  subject: string;
  content: string;
  readFlag: 0 | 1;
  type: MessageType;
  category: MessageCategory;
  created: number;
}

/** Number of the user's unread messages (all types). */
export function countUnread(db: Db, userId: number): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM user_messages WHERE user_id = ? AND read_flag = 0')
      .get(userId) as { n: number }
  ).n;
}

function filterSql(
  userId: number,
  filter: MessageFilter,
): { where: string[]; params: Record<string, SqlValue> } {
  const where = ['um.user_id = @userId'];
  const params: Record<string, SqlValue> = { userId };
  if (filter.readFlag !== undefined) {
    where.push('um.read_flag = @readFlag');
    params.readFlag = filter.readFlag;
  }
  if (filter.types && filter.types.length > 0) {
    const names = filter.types.map((type, index) => {
      params[`type${index}`] = type;
      return `@type${index}`;
    });
    where.push(`um.user_message_type_code IN (${names.join(', ')})`);
  }
  if (filter.category) {
    where.push('m.category = @category');
    params.category = filter.category;
  }
  return { where, params };
}

function toView(row: MessageRow, viewer: Viewer): UserMessageView {
  return {
    userMessageId: row.userMessageId,
    messageId: row.messageId,
    tenantId: row.tenantId,
    subject: row.subject,
    creationDate: formatDateTime(row.created, viewer.timeZone),
    content: row.content,
    readFlag: row.readFlag,
    userMessageTypeCode: row.type,
    userMessageTypeMeaning: typeMeaning(row.type, viewer.lang),
    category: row.category,
  };
}

const MESSAGE_COLUMNS = `um.user_message_id AS userMessageId, um.message_id AS messageId,
    um.tenant_id AS tenantId, m.subject, m.content, um.read_flag AS readFlag,
    um.user_message_type_code AS type, m.category, um.creation_date AS created`;

const MESSAGE_FROM = 'user_messages um JOIN messages m ON m.message_id = um.message_id';

const SELECT_MESSAGES = `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM}`;

/** A page (0-based) of the viewer's messages, newest first, and the total. */
export function listMessages(
  db: Db,
  viewer: Viewer,
  filter: MessageFilter,
  page: number,
  size: number,
): { rows: UserMessageView[]; total: number } {
  const { where, params } = filterSql(viewer.userId, filter);
  const { rows, total } = selectPage({
    db,
    select: MESSAGE_COLUMNS,
    from: MESSAGE_FROM,
    where,
    params,
    order: 'um.creation_date DESC, um.user_message_id DESC',
    page,
    size,
  });
  return { rows: (rows as unknown as MessageRow[]).map((row) => toView(row, viewer)), total };
}

/** One of the viewer's messages, or undefined. */
export function findMessage(
  db: Db,
  viewer: Viewer,
  userMessageId: number,
): UserMessageView | undefined {
  const row = db
    .prepare(`${SELECT_MESSAGES} WHERE um.user_id = ? AND um.user_message_id = ?`)
    .get(viewer.userId, userMessageId) as MessageRow | undefined;
  return row ? toView(row, viewer) : undefined;
}

/**
 * Marks the user's messages read: all of them (optionally of one type) or the listed ids
 * (ids of other users' messages are ignored). Returns how many changed.
 */
export function markRead(
  db: Db,
  events: EventBus,
  userId: number,
  which: { all: true; type?: MessageType } | { ids: readonly number[] },
  now: number,
): number {
  let changed = 0;
  if ('all' in which) {
    const params: SqlValue[] = [now, userId];
    let sql = `UPDATE user_messages SET read_flag = 1, last_update_date = ?,
      object_version_number = object_version_number + 1 WHERE user_id = ? AND read_flag = 0`;
    if (which.type) {
      sql += ' AND user_message_type_code = ?';
      params.push(which.type);
    }
    changed = db.prepare(sql).run(...params).changes;
  } else {
    const update = db.prepare(`UPDATE user_messages SET read_flag = 1, last_update_date = ?,
      object_version_number = object_version_number + 1
      WHERE user_id = ? AND user_message_id = ? AND read_flag = 0`);
    db.transaction(() => {
      for (const id of new Set(which.ids)) changed += update.run(now, userId, id).changes;
    }).immediate();
  }
  if (changed > 0) events.publish([userId], { type: 'messages-changed' });
  return changed;
}

/** Deletes the user's messages of a type (all types when absent). Returns how many. */
export function clearMessages(
  db: Db,
  events: EventBus,
  userId: number,
  type: MessageType | undefined,
): number {
  const result = type
    ? db
        .prepare('DELETE FROM user_messages WHERE user_id = ? AND user_message_type_code = ?')
        .run(userId, type)
    : db.prepare('DELETE FROM user_messages WHERE user_id = ?').run(userId);
  // Messages nobody holds any more go too.
  db.prepare(
    `DELETE FROM messages WHERE NOT EXISTS
       (SELECT 1 FROM user_messages um WHERE um.message_id = messages.message_id)`,
  ).run();
  if (result.changes > 0) events.publish([userId], { type: 'messages-changed' });
  return result.changes;
}

/** A message to send. */
export interface NewMessage {
  tenantId: number;
  senderUserId: number | null;
  userIds: readonly number[];
  subject: string;
  content: string;
  type: MessageType;
  /** What it is about; `OTHER` when not given. */
  category?: MessageCategory;
  /** Creation time (epoch ms). */
  now: number;
  /** Read already (seed data). */
  read?: boolean;
}

/** Sends one message to each recipient; returns the new userMessageIds in recipient order. */
export function sendMessage(db: Db, events: EventBus | null, message: NewMessage): number[] {
  const recipients = [...new Set(message.userIds)];
  const ids = db
    .transaction(() => {
      const messageId = Number(
        db
          .prepare(
            `INSERT INTO messages (tenant_id, subject, content, sender_user_id, category,
             creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            message.tenantId,
            message.subject,
            message.content,
            message.senderUserId,
            message.category ?? 'OTHER',
            message.now,
            message.now,
          ).lastInsertRowid,
      );
      const insert = db.prepare(
        `INSERT INTO user_messages (message_id, user_id, tenant_id, user_message_type_code,
         read_flag, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      return recipients.map((userId) =>
        Number(
          insert.run(
            messageId,
            userId,
            message.tenantId,
            message.type,
            message.read ? 1 : 0,
            message.now,
            message.now,
          ).lastInsertRowid,
        ),
      );
    })
    .immediate();
  events?.publish(recipients, { type: 'messages-changed' });
  return ids;
}
