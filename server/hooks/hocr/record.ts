/**
 * Text recognition requests: each image a file of the caller's tenant in the hocr bucket, an
 * image by its name (.jpg, .jpeg, .png, .bmp); a second image only for an ID card (its back), not
 * the front again. The server records who asked and when, and the file's name. No OCR engine is
 * connected: a request is NOT_PROCESSED, `recognize` says so and counts the attempt (offered,
 * and allowed by the engine, only while not processed), and text is only ever what a person
 * typed in, which marks the record TRANSCRIBED (emptied, it is not processed again). The demo tenants' records
 * name demo images of their tenant (`/hocr/demo/{tenantId}/<name>.png`), stored as they are
 * written.
 */
import { text } from '../../../domain/engine/text';
import {
  DEMO_IMAGE_PATTERN,
  IMAGE_EXTENSIONS,
  TWO_SIDED_TYPE,
  type RecordStatus,
} from '../../../domain/resources/hocr/record';
import type { SqlValue } from '../../db/versioned';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { BusinessError } from '../../http/errors';
import { getUser } from '../../services/users';
import { blank, merged, refuse, say } from '../hpfm/support/say';
import { storeDemoImage, storedImage } from './support/images';

const M = {
  noFile: text(
    '%{field}: upload the image first (this tenant has no image stored at %{value})',
    '%{field}：请先上传图片（本租户在 %{value} 没有已存储的图片）',
  ),
  notImage: text(
    '%{field}: %{name} is no image to recognise; upload a .jpg, .jpeg, .png or .bmp file',
    '%{field}：%{name} 不是可识别的图片，请上传 .jpg、.jpeg、.png 或 .bmp 文件',
  ),
  oneSided: text(
    '%{field}: only an ID card has a second image (its back); leave it empty for %{type}',
    '%{field}：只有身份证有第二张图片（反面），%{type}请留空',
  ),
  sameImage: text(
    '%{field}: the back must be another image than the front',
    '%{field}：反面必须是与正面不同的图片',
  ),
  notProcessed: text(
    'Not processed: no OCR engine is connected to this server, so no text was recognised',
    '未处理：本服务器未连接文字识别引擎，未识别任何文本',
  ),
  transcribed: text(
    'Text entered by hand by %{name}; not recognised by any engine',
    '文本由 %{name} 人工录入，并非引擎识别结果',
  ),
  attempted: text(
    'No OCR engine is connected to this server: %{file} was not recognised and stays not processed (attempt %{count})',
    '本服务器未连接文字识别引擎：%{file} 未被识别，仍为未处理（第 %{count} 次尝试）',
  ),
  stale: text(
    'The record was changed by someone else; reload it and try again',
    '记录已被他人修改，请刷新后重试',
  ),
} as const;

/** The caller's name as records show it (none for work on no one's behalf). */
function callerName(context: HookContext): string | null {
  const { userId } = context.scope;
  const user = userId === null ? undefined : getUser(context.app.db, userId);
  return user ? user.real_name || user.login_name : null;
}

/** Demo work: stores the tenant's demo image a demo row names, before it is checked. */
function demoImage(context: HookContext, values: Record<string, SqlValue>, field: string): void {
  const value = values[field];
  if (context.scope.role !== null || typeof value !== 'string') return;
  const [, tenant, name] = DEMO_IMAGE_PATTERN.exec(value) ?? [];
  if (name && Number(tenant) === context.scope.tenantId) storeDemoImage(context, name);
}

/** Checks an image URL of `field`; answers the stored file's name. */
function checkImage(context: HookContext, field: string, url: string): string {
  const stored = storedImage(context, url);
  if (!stored) throw refuse(context, field, M.noFile, { value: url.slice(0, 200) });
  const name = stored.fileName.toLowerCase();
  if (!IMAGE_EXTENSIONS.some((ending) => name.endsWith(ending))) {
    throw refuse(context, field, M.notImage, { name: stored.fileName.slice(0, 120) });
  }
  return stored.fileName;
}

/** The label of a recognition type in the caller's language. */
function typeLabel(context: HookContext, type: unknown): string {
  const field = context.resource.fields.recognizeType;
  const option =
    field?.kind === 'select' ? field.options?.find((choice) => choice.value === type) : undefined;
  return option?.label[context.scope.lang] ?? String(type);
}

/** The status and message of a record with (or without) text entered by hand. */
function statusOf(
  context: HookContext,
  resultText: unknown,
): { status: RecordStatus; statusMessage: string } {
  if (blank(resultText)) {
    return { status: 'NOT_PROCESSED', statusMessage: say(context, M.notProcessed) };
  }
  const name = callerName(context) ?? 'system';
  return { status: 'TRANSCRIBED', statusMessage: say(context, M.transcribed, { name }) };
}

/** The name a record is called by in messages. */
function recordName(row: Row): string {
  return typeof row.fileName === 'string' && row.fileName !== ''
    ? row.fileName
    : `#${String(row.recordId)}`;
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    if (!current) {
      demoImage(context, values, 'resourceUrl1');
      demoImage(context, values, 'resourceUrl2');
    }
    const record = merged(values, current);
    if (!current) {
      const front = String(record.resourceUrl1);
      values.fileName = checkImage(context, 'resourceUrl1', front).slice(0, 255);
      const back = record.resourceUrl2;
      if (!blank(back)) {
        if (record.recognizeType !== TWO_SIDED_TYPE) {
          throw refuse(context, 'resourceUrl2', M.oneSided, {
            type: typeLabel(context, record.recognizeType),
          });
        }
        if (back === front) throw refuse(context, 'resourceUrl2', M.sameImage);
        checkImage(context, 'resourceUrl2', String(back));
      }
      values.realName = callerName(context);
      values.recognizeDate = context.scope.now;
      values.attemptCount = 0;
      values.lastAttemptDate = null;
    }
    const before = current && !blank(current.resultText);
    const after = !blank(record.resultText);
    // An edit that leaves the text as it was (there or not) keeps the status and its message.
    if (!current || before !== after || (after && record.resultText !== current.resultText)) {
      const { status, statusMessage } = statusOf(context, record.resultText);
      values.status = status;
      values.statusMessage = statusMessage.slice(0, 480);
    }
  },
  actions: {
    recognize: (context, row) => {
      if (!row) throw new Error('recognize is a row action');
      const file = recordName(row);
      // The engine refuses it for a record whose text a person entered (its `when`).
      const count = Number(row.attemptCount ?? 0) + 1;
      const message = say(context, M.attempted, { file, count });
      const { now } = context.scope;
      const changed = context.app.db
        .prepare(
          `UPDATE hocr_record SET status = 'NOT_PROCESSED', status_message = ?, attempt_count = ?,
             last_attempt_date = ?, last_update_date = ?,
             object_version_number = object_version_number + 1
           WHERE record_id = ? AND tenant_id = ? AND object_version_number = ?`,
        )
        .run(
          message.slice(0, 480),
          count,
          now,
          now,
          Number(row.recordId),
          context.scope.tenantId,
          Number(row.objectVersionNumber),
        ).changes;
      if (changed !== 1) throw new BusinessError('error.optimistic_lock', say(context, M.stale));
      const updated = context.engine.find(context.resource, context.scope, Number(row.recordId));
      return { ...(updated ? { row: updated } : {}), message };
    },
  },
};

export default hooks;
