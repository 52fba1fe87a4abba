/**
 * The operation audit (`/hmnt/audit-op`): each write the resource engine carries out for a user
 * (create, update, delete, enable, disable, custom action), in the tenant they work in, written
 * in the write's own transaction. Only ids and names are kept, never the values written; the
 * login and role names are as they were then.
 */
import { resourceKey } from '../../domain/engine/resource';
import { AUDIT_TEXT_MAX } from '../../domain/resources/hmnt/audit-op';
import type { AppContext } from '../context';
import type { WriteRecord } from '../engine/hooks';
import { getUser } from './users';

/** A text as kept: at most {@link AUDIT_TEXT_MAX} characters; null when there is none. */
function bounded(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value).slice(0, AUDIT_TEXT_MAX);
}

/** Writes one user's write to the audit (the engine's `onWrite`). */
export function recordWrite(ctx: AppContext, record: WriteRecord): void {
  const { resource, scope, operation, row, actionKey } = record;
  if (scope.userId === null) return;
  const id = row?.[resource.idField];
  ctx.db
    .prepare(
      `INSERT INTO hmnt_audit_op (tenant_id, user_id, login_name, role_name, resource_key,
         resource_title, operation, action_code, row_id, row_name, request_method, request_path,
         creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      scope.tenantId,
      scope.userId,
      getUser(ctx.db, scope.userId)?.login_name ?? String(scope.userId),
      bounded(scope.role?.name),
      resourceKey(resource),
      bounded(resource.title[scope.lang]),
      operation,
      bounded(actionKey),
      typeof id === 'number' ? id : null,
      bounded(row?.[resource.nameField]),
      scope.request?.method ?? null,
      bounded(scope.request?.path),
      scope.now,
      scope.now,
    );
}
