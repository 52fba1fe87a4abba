/**
 * Announcements' lifecycle: published now (each reader is sent a NOTICE in their language,
 * and a mail when they receive announcement mails), at a set time (the clock publishes it when
 * the time comes), or withdrawn (the notices sent are taken back from the readers' messages).
 */
import type { AnnouncementStatus } from '../../../../domain/resources/hfaq/announcement';
import type { AppContext } from '../../../context';
import type { Engine } from '../../../engine/service';
import { sendLinkedNotice, takeBackNotices, textsOf } from '../../../services/sentNotices';
import { CUSTOMER_ROLE_CODES, STAFF_ROLE_CODES } from '../../../services/portalAccess';

/** How often the clock looks for announcements whose time has come. */
export const ANNOUNCEMENT_CLOCK_MS = 1000;

/** The announcement resource's key. */
const KEY = 'hfaq/announcement';

/** Where the notices an announcement sent are kept. */
const LINKS = { table: 'hfaq_announcement_message', owner: 'announcement_id' };

const TEXT_FIELDS = { subject: 'title', content: 'content' };

/** What the store keeps of an announcement. */
interface StoredAnnouncement {
  id: number;
  tenantId: number;
  audience: 'CUSTOMER' | 'STAFF' | 'ALL';
  status: AnnouncementStatus;
}

/** The active users of the tenant an announcement is for. */
function readersOf(ctx: AppContext, tenantId: number, audience: StoredAnnouncement['audience']) {
  const codes = [
    ...(audience === 'STAFF' ? [] : CUSTOMER_ROLE_CODES),
    ...(audience === 'CUSTOMER' ? [] : STAFF_ROLE_CODES),
  ];
  return (
    ctx.db
      .prepare(
        `SELECT DISTINCT mr.user_id AS id FROM member_roles mr
         JOIN roles r ON r.id = mr.role_id JOIN users u ON u.id = mr.user_id
         WHERE mr.tenant_id = ? AND u.status = 'Active' AND r.enabled_flag = 1
           AND r.code IN (${codes.map(() => '?').join(', ')})`,
      )
      .all(tenantId, ...codes) as { id: number }[]
  ).map((row) => row.id);
}

function stored(ctx: AppContext, id: number): StoredAnnouncement | undefined {
  return ctx.db
    .prepare(
      `SELECT announcement_id AS id, tenant_id AS tenantId, audience, status
       FROM hfaq_announcement WHERE announcement_id = ?`,
    )
    .get(id) as StoredAnnouncement | undefined;
}

/**
 * Publishes an announcement now: its readers get a NOTICE (and a mail when they receive
 * those), and it is Published from now on. Runs in the caller's transaction when there is one.
 */
export function publishNow(
  ctx: AppContext,
  engine: Engine,
  id: number,
  publisherId: number | null,
): void {
  const announcement = stored(ctx, id);
  if (!announcement) return;
  const now = ctx.now();
  ctx.db
    .transaction(() => {
      sendLinkedNotice(ctx, LINKS, {
        id,
        tenantId: announcement.tenantId,
        senderUserId: publisherId,
        userIds: readersOf(ctx, announcement.tenantId, announcement.audience),
        category: 'ANNOUNCEMENT',
        texts: textsOf(engine, KEY, { tenantId: announcement.tenantId, id }, TEXT_FIELDS, now),
      });
      ctx.db
        .prepare(
          `UPDATE hfaq_announcement SET status = 'PUBLISHED', published_date = ?,
             published_by = ?, publish_at = NULL, withdrawn_date = NULL,
             object_version_number = object_version_number + 1, last_update_date = ?
           WHERE announcement_id = ?`,
        )
        .run(now, publisherId, now, id);
    })
    .immediate();
}

/** Sets an announcement to be published at `publishAt` (epoch ms) by the clock. */
export function schedule(ctx: AppContext, id: number, publishAt: number): void {
  const now = ctx.now();
  ctx.db
    .prepare(
      `UPDATE hfaq_announcement SET status = 'SCHEDULED', publish_at = ?, withdrawn_date = NULL,
         object_version_number = object_version_number + 1, last_update_date = ?
       WHERE announcement_id = ?`,
    )
    .run(publishAt, now, id);
}

/** Withdraws an announcement: the notices it sent leave their readers' messages. */
export function withdraw(ctx: AppContext, id: number): void {
  const now = ctx.now();
  ctx.db
    .transaction(() => {
      takeBackNotices(ctx, LINKS, id);
      ctx.db
        .prepare(
          `UPDATE hfaq_announcement SET status = 'WITHDRAWN', withdrawn_date = ?, publish_at = NULL,
             object_version_number = object_version_number + 1, last_update_date = ?
           WHERE announcement_id = ?`,
        )
        .run(now, now, id);
    })
    .immediate();
}

/** Publishes every scheduled announcement whose time has come; answers how many. */
export function publishDue(ctx: AppContext, engine: Engine): number {
  const due = ctx.db
    .prepare(
      `SELECT announcement_id AS id FROM hfaq_announcement
       WHERE status = 'SCHEDULED' AND publish_at <= ? ORDER BY publish_at, announcement_id`,
    )
    .all(ctx.now()) as { id: number }[];
  for (const { id } of due) publishNow(ctx, engine, id, null);
  return due.length;
}

/** Starts the clock publishing scheduled announcements; answers its stop. */
export function startAnnouncementClock(ctx: AppContext, engine: Engine): () => void {
  const timer = setInterval(() => {
    try {
      publishDue(ctx, engine);
    } catch {
      // A database busy or closing now is tried again at the next tick.
    }
  }, ANNOUNCEMENT_CLOCK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
