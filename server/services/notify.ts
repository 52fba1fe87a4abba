/**
 * Telling users about something: a message in each recipient's language (the notification
 * centre), and the same by mail to those who receive that kind of mail. A user turns kinds of
 * mail off in their settings (`hfaq_mail_setting`; no row means the mail is received); every
 * mail sent about a message goes through {@link mailUsers}, so that the choice holds everywhere.
 */
import {
  MAIL_TYPES,
  type MailType,
  type MessageCategory,
} from '../../domain/portal/messageCategories';
import { languageOf, type Language } from '../../domain/engine/text';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { queueMail } from './accountLinks';
import { sendMessage, type MessageType } from './messages';

/** One kind of mail and whether the user receives it. */
export interface MailSetting {
  mailType: MailType;
  receiveFlag: 0 | 1;
}

/** Every kind of mail with the user's choice (received unless turned off). */
export function mailSettingsOf(db: Db, userId: number): MailSetting[] {
  const off = new Set(
    (
      db
        .prepare(
          'SELECT mail_type AS type FROM hfaq_mail_setting WHERE user_id = ? AND receive_flag = 0',
        )
        .all(userId) as { type: string }[]
    ).map((row) => row.type),
  );
  return MAIL_TYPES.map((mailType) => ({ mailType, receiveFlag: off.has(mailType) ? 0 : 1 }));
}

/** Saves the user's choices (kinds not named keep theirs); answers all of them. */
export function saveMailSettings(
  db: Db,
  userId: number,
  settings: readonly MailSetting[],
  now: number,
): MailSetting[] {
  const upsert = db.prepare(
    `INSERT INTO hfaq_mail_setting (user_id, mail_type, receive_flag, creation_date,
       last_update_date) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, mail_type) DO UPDATE SET receive_flag = excluded.receive_flag,
       last_update_date = excluded.last_update_date,
       object_version_number = object_version_number + 1
     WHERE receive_flag <> excluded.receive_flag`,
  );
  db.transaction(() => {
    for (const setting of settings) {
      upsert.run(userId, setting.mailType, setting.receiveFlag, now, now);
    }
  }).immediate();
  return mailSettingsOf(db, userId);
}

/** Text in a recipient's language. */
export type Compose = (lang: Language) => { subject: string; content: string };

interface Recipient {
  id: number;
  email: string | null;
  language: string;
}

/** The active users among `userIds`, with their address and language. */
function recipientsOf(db: Db, userIds: readonly number[]): Recipient[] {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  return db
    .prepare(
      `SELECT id, email, language FROM users
       WHERE status = 'Active' AND id IN (${ids.map(() => '?').join(', ')})`,
    )
    .all(...ids) as Recipient[];
}

/**
 * Mails `compose`'s text to each active user among `userIds` who has an address and receives
 * this kind of mail. Answers the ids mailed.
 */
export function mailUsers(
  ctx: AppContext,
  userIds: readonly number[],
  type: MailType,
  compose: Compose,
): number[] {
  const off = ctx.db.prepare(
    'SELECT 1 FROM hfaq_mail_setting WHERE user_id = ? AND mail_type = ? AND receive_flag = 0',
  );
  const mailed: number[] = [];
  for (const user of recipientsOf(ctx.db, userIds)) {
    if (!user.email || off.get(user.id, type)) continue;
    const { subject, content } = compose(languageOf(user.language));
    queueMail(ctx, user.email, subject, content);
    mailed.push(user.id);
  }
  return mailed;
}

/** What to tell whom. */
export interface Notice {
  tenantId: number;
  senderUserId: number | null;
  userIds: readonly number[];
  type: MessageType;
  category: MessageCategory;
  compose: Compose;
}

/**
 * Sends a message to each user in their language and, when the category is a kind of mail,
 * mails it to those who receive it. Answers the ids of the messages sent (one per language).
 */
export function notifyUsers(ctx: AppContext, notice: Notice): number[] {
  const byLanguage = new Map<Language, number[]>();
  for (const user of recipientsOf(ctx.db, notice.userIds)) {
    const lang = languageOf(user.language);
    byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), user.id]);
  }
  const messageIds: number[] = [];
  for (const [lang, userIds] of byLanguage) {
    const [first] = sendMessage(ctx.db, ctx.events, {
      tenantId: notice.tenantId,
      senderUserId: notice.senderUserId,
      userIds,
      ...notice.compose(lang),
      type: notice.type,
      category: notice.category,
      now: ctx.now(),
    });
    const row = ctx.db
      .prepare('SELECT message_id AS id FROM user_messages WHERE user_message_id = ?')
      .get(first) as { id: number } | undefined;
    if (row) messageIds.push(row.id);
  }
  const mailType = MAIL_TYPES.find((type) => type === notice.category);
  if (mailType) mailUsers(ctx, notice.userIds, mailType, notice.compose);
  return messageIds;
}
