/**
 * Notices a row sends to users and takes back (hfaq announcements, hmsg notices): each reader
 * gets a NOTICE in their language; the messages sent are linked to the row in a table of its
 * own (`<owner column>, message_id`), so that taking the row back removes them from every
 * reader's messages.
 */
import { LANGUAGES, type Language } from '../../domain/engine/text';
import type { MessageCategory } from '../../domain/portal/messageCategories';
import type { AppContext } from '../context';
import type { Engine, EngineScope } from '../engine/service';
import { notifyUsers } from './notify';

/** Where a resource keeps the messages its rows sent. */
export interface MessageLinks {
  /** The link table, e.g. `hmsg_notice_message`. */
  table: string;
  /** Its column of the row's id, e.g. `notice_id`. */
  owner: string;
}

/** The scope of the server's own work in a tenant (no user, every row). */
export function serverScope(tenantId: number, now: number, lang: Language = 'en_US'): EngineScope {
  return { tenantId, lang, timeZone: 'GMT+0', now, userId: null, role: null, may: () => true };
}

/** A row's subject and text fields in each language (translated fields read per language). */
export function textsOf(
  engine: Engine,
  key: string,
  row: { tenantId: number; id: number },
  fields: { subject: string; content: string },
  now: number,
): Record<Language, { subject: string; content: string }> {
  const resource = engine.resource(key);
  return Object.fromEntries(
    LANGUAGES.map((lang) => {
      const found = engine.find(resource, serverScope(row.tenantId, now, lang), row.id);
      return [
        lang,
        {
          subject: String(found?.[fields.subject] ?? ''),
          content: String(found?.[fields.content] ?? ''),
        },
      ];
    }),
  ) as Record<Language, { subject: string; content: string }>;
}

/**
 * Sends the row's notice to `userIds` (each in their language, and by mail to those who receive
 * that kind) and links the messages to the row. Runs in the caller's transaction.
 */
export function sendLinkedNotice(
  ctx: AppContext,
  links: MessageLinks,
  notice: {
    id: number;
    tenantId: number;
    senderUserId: number | null;
    userIds: readonly number[];
    category: MessageCategory;
    texts: Record<Language, { subject: string; content: string }>;
  },
): void {
  const now = ctx.now();
  const messageIds = notifyUsers(ctx, {
    tenantId: notice.tenantId,
    senderUserId: notice.senderUserId,
    userIds: notice.userIds,
    type: 'NOTICE',
    category: notice.category,
    compose: (lang) => notice.texts[lang],
  });
  const link = ctx.db.prepare(
    `INSERT OR IGNORE INTO ${links.table} (${links.owner}, message_id, creation_date,
       last_update_date) VALUES (?, ?, ?, ?)`,
  );
  for (const messageId of messageIds) link.run(notice.id, messageId, now, now);
}

/**
 * Takes back every message the row sent: they leave their readers' messages (and the links to
 * them go too), and the readers' notification centres are told. Runs in the caller's
 * transaction.
 */
export function takeBackNotices(ctx: AppContext, links: MessageLinks, id: number): void {
  const readers = (
    ctx.db
      .prepare(
        `SELECT DISTINCT um.user_id AS id FROM user_messages um
         JOIN ${links.table} link ON link.message_id = um.message_id
         WHERE link.${links.owner} = ?`,
      )
      .all(id) as { id: number }[]
  ).map((row) => row.id);
  ctx.db
    .prepare(
      `DELETE FROM messages WHERE message_id IN
         (SELECT message_id FROM ${links.table} WHERE ${links.owner} = ?)`,
    )
    .run(id);
  if (readers.length > 0) ctx.events.publish(readers, { type: 'messages-changed' });
}
