import type { PermissionControllerType } from '../../design-system';
import { request } from './request';

/** One item of the permission check's answer (CONTRACT.md). */
export interface PermissionCheckItem {
  /** The normalised code, as asked. */
  code: string;
  /** Whether the current role holds it. */
  approve: boolean;
  /** How a control guarded by this code is treated when it is not granted. */
  controllerType: PermissionControllerType | null;
}

/**
 * `POST /iam/hzero/v1/menus/check-permissions` with the normalised codes: one item per code
 * for the caller's current role.
 */
export const checkPermissions = (codes: readonly string[]) =>
  request<PermissionCheckItem[]>('/iam/hzero/v1/menus/check-permissions', {
    method: 'POST',
    body: codes,
  });
