import type { UnknownAction } from 'redux';
import { createSelector } from 'reselect';
import type { PermissionCheckItem } from '../services/permissions';
import type { PermissionCodeState } from '../permissions/checker';
import { createAction } from './action';
import type { RootState } from './reducer';

/**
 * What the app knows of permission codes, for one role: codes are cached for the role that was
 * current when they were asked, and the whole cache is dropped when the role changes.
 */
export interface PermissionsState {
  /** The role the cached codes belong to; `null` before any code was asked. */
  roleId: number | null;
  /** Each normalised code asked so far: pending, approved or denied. */
  codes: Record<string, PermissionCodeState>;
}

/** Components ask for codes (any form; the saga normalises them and asks only unknown ones). */
export const permissionRequest = createAction<{ codes: string[] }, 'permission/request'>(
  'permission/request',
);
/** Codes joined the batch queue (or are being fetched) for `roleId`. */
export const permissionPending = createAction<{ roleId: number | null; codes: string[] }>(
  'permission/pending',
);
/** The states of a batch's codes are known for `roleId` (answers for another role are ignored). */
export const permissionResolved = createAction<{
  roleId: number | null;
  states: Record<string, PermissionCodeState>;
}>('permission/resolved');
/** Drops every cached code: `roleId` is the current role now. */
export const permissionReset = createAction<{ roleId: number | null }>('permission/reset');

const initialState: PermissionsState = { roleId: null, codes: {} };

/** Reducer of {@link PermissionsState}. */
export function permissionsReducer(
  state: PermissionsState = initialState,
  action: UnknownAction,
): PermissionsState {
  if (permissionReset.match(action)) return { roleId: action.payload.roleId, codes: {} };
  if (permissionPending.match(action)) {
    if (action.payload.roleId !== state.roleId) return state;
    const codes = { ...state.codes };
    for (const code of action.payload.codes) {
      if (!codes[code]) codes[code] = { status: 'pending' };
    }
    return { ...state, codes };
  }
  if (permissionResolved.match(action)) {
    if (action.payload.roleId !== state.roleId) return state;
    return { ...state, codes: { ...state.codes, ...action.payload.states } };
  }
  return state;
}

/**
 * The states of `asked` from the server's answer: approved codes with their controller type,
 * denied ones with theirs (`hidden` when the server sends none), and codes missing from the
 * answer denied and hidden (CONTRACT.md).
 */
export function statesFromAnswer(
  asked: readonly string[],
  answer: readonly PermissionCheckItem[],
): Record<string, PermissionCodeState> {
  const byCode = new Map(answer.map((item) => [item.code, item]));
  return Object.fromEntries(
    asked.map((code): [string, PermissionCodeState] => {
      const item = byCode.get(code);
      const controllerType =
        item?.controllerType === 'disabled' || item?.controllerType === 'hidden'
          ? item.controllerType
          : null;
      if (item?.approve === true) return [code, { status: 'approved', controllerType }];
      return [code, { status: 'denied', controllerType: controllerType ?? 'hidden' }];
    }),
  );
}

/** Every code of `codes` denied and hidden: what a batch that could not be checked resolves to. */
export function deniedStates(codes: readonly string[]): Record<string, PermissionCodeState> {
  return Object.fromEntries(
    codes.map((code): [string, PermissionCodeState] => [
      code,
      { status: 'denied', controllerType: 'hidden' },
    ]),
  );
}

/** The current role's id, or `null` when nobody is signed in. */
export const selectCurrentRoleId = (state: RootState): number | null =>
  state.user.currentUser?.currentRoleId ?? null;

/** The permissions slice. */
export const selectPermissions = (state: RootState) => state.permissions;

/**
 * Looks a normalised code up for the current role: `undefined` when it was never asked (or was
 * asked for another role).
 */
export const selectPermissionLookup = createSelector(
  [selectPermissions, selectCurrentRoleId],
  (permissions, roleId) =>
    (code: string): PermissionCodeState | undefined =>
      permissions.roleId === roleId ? permissions.codes[code] : undefined,
);
