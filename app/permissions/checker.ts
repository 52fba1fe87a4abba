import type { PermissionControllerType, PermissionResult } from '../../design-system';

/**
 * What the app knows of one permission code: approved (with the controller type the server
 * sent, if any), denied (with how a denied control is treated), or pending while it is queued
 * or being fetched.
 */
export type PermissionCodeState =
  | { status: 'approved'; controllerType: PermissionControllerType | null }
  | { status: 'denied'; controllerType: PermissionControllerType }
  | { status: 'pending' };

/**
 * Combines the states of a component's codes into one result (SPEC.md section 6):
 * - no codes: approved;
 * - any code approved: approved, with that code's controller type passed on;
 * - every code known and none approved: denied. If any of the denied codes says `disabled`, the
 *   component is shown disabled; otherwise it is hidden (showing a disabled control is the
 *   milder answer, and one code asking for it is enough);
 * - otherwise (some code unknown or pending, none approved): unknown.
 *
 * `lookup` answers `undefined` for a code the app has never asked about.
 */
export function checkPermissionCodes(
  codes: readonly string[],
  lookup: (code: string) => PermissionCodeState | undefined,
): PermissionResult {
  if (codes.length === 0) return { status: 'approved' };
  const states = codes.map(lookup);
  const approved = states.find((state) => state?.status === 'approved');
  if (approved?.status === 'approved') {
    return approved.controllerType
      ? { status: 'approved', controllerType: approved.controllerType }
      : { status: 'approved' };
  }
  if (states.some((state) => state === undefined || state.status === 'pending')) {
    return { status: 'unknown' };
  }
  const disabled = states.some(
    (state) => state?.status === 'denied' && state.controllerType === 'disabled',
  );
  return { status: 'denied', controllerType: disabled ? 'disabled' : 'hidden' };
}
