import type { Channel } from 'redux-saga';
import {
  actionChannel,
  call,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
} from 'redux-saga/effects';
import { normalisePermissionCodes } from '../app/permissions/normalise';
import { notify } from '../app/services/notification';
import { checkPermissions, type PermissionCheckItem } from '../app/services/permissions';
import { HttpError } from '../app/services/request';
import {
  deniedStates,
  permissionPending,
  permissionRequest,
  permissionReset,
  permissionResolved,
  selectCurrentRoleId,
  selectPermissions,
  statesFromAnswer,
  type PermissionsState,
} from '../app/store/permissions';
import { selectI18n } from '../app/store/selectors';
import { clearUser, saveCurrentUser } from '../app/store/user';
import { callApi } from './api';

/** Trailing debounce of the batch: it goes out this long after the last new code (SPEC.md 9). */
export const PERMISSION_BATCH_DELAY = 500;
/**
 * The longest a code waits in the queue: a stream of new codes that never pauses for
 * {@link PERMISSION_BATCH_DELAY} still gets its batch sent after this long.
 */
export const PERMISSION_MAX_WAIT = 2000;
/** Pause before the one retry of a failed batch. */
export const PERMISSION_RETRY_DELAY = 500;

type Attempt = { ok: true; items: PermissionCheckItem[] } | { ok: false; unauthorized: boolean };

function* attempt(codes: string[]) {
  const result = yield* callApi(checkPermissions, [codes], { silent: true });
  if (result.ok && Array.isArray(result.data)) {
    return { ok: true, items: result.data } as Attempt;
  }
  const unauthorized =
    !result.ok && result.error instanceof HttpError && result.error.status === 401;
  return { ok: false, unauthorized } as Attempt;
}

/**
 * Sends one batch: a failure is retried once; if that fails too (or the session is gone), the
 * codes resolve as denied and hidden so that nothing stays pending, and one notification says
 * so (none for a lost session, whose own flow takes over).
 */
export function* sendBatch(codes: string[], roleId: number | null) {
  let outcome: Attempt = yield* attempt(codes);
  if (!outcome.ok && !outcome.unauthorized) {
    yield delay(PERMISSION_RETRY_DELAY);
    outcome = yield* attempt(codes);
  }
  if (outcome.ok) {
    yield put(permissionResolved({ roleId, states: statesFromAnswer(codes, outcome.items) }));
    return;
  }
  yield put(permissionResolved({ roleId, states: deniedStates(codes) }));
  if (!outcome.unauthorized) {
    const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
    yield call(notify, { type: 'warning', title: t('permissions.checkFailed') });
  }
}

/** Makes the slice belong to the current role (dropping the cache of another) and returns it. */
function* currentRole() {
  const roleId: number | null = yield select(selectCurrentRoleId);
  const permissions: PermissionsState = yield select(selectPermissions);
  if (permissions.roleId !== roleId) yield put(permissionReset({ roleId }));
  return roleId;
}

/**
 * The batcher: codes asked with `permission/request` that are neither known nor in flight join
 * a queue, marked pending; the queue goes out as ONE request {@link PERMISSION_BATCH_DELAY} ms
 * after the last new code joined (at most {@link PERMISSION_MAX_WAIT} ms after the first).
 * A queue of a role that is no longer current is dropped.
 */
function* batcher() {
  const requests: Channel<ReturnType<typeof permissionRequest>> = yield actionChannel(
    permissionRequest.type,
  );
  let queue: string[] = [];
  let queueRole: number | null = null;
  let firstAt = 0;
  let lastAt = 0;
  for (;;) {
    let action: ReturnType<typeof permissionRequest> | undefined;
    if (queue.length === 0) {
      action = (yield take(requests)) as ReturnType<typeof permissionRequest>;
    } else {
      const wait = Math.max(
        0,
        Math.min(lastAt + PERMISSION_BATCH_DELAY, firstAt + PERMISSION_MAX_WAIT) - Date.now(),
      );
      const winner = (yield race({ action: take(requests), timeout: delay(wait) })) as {
        action?: ReturnType<typeof permissionRequest>;
      };
      action = winner.action;
      if (!action) {
        const roleId: number | null = yield select(selectCurrentRoleId);
        if (roleId === queueRole) yield fork(sendBatch, queue, queueRole);
        queue = [];
        continue;
      }
    }
    const roleId: number | null = yield* currentRole();
    if (roleId !== queueRole) {
      queue = [];
      queueRole = roleId;
    }
    const { codes: known } = (yield select(selectPermissions)) as PermissionsState;
    const fresh = normalisePermissionCodes(action.payload.codes).filter(
      (code) => !known[code] && !queue.includes(code),
    );
    if (fresh.length === 0) continue;
    const now = Date.now();
    if (queue.length === 0) firstAt = now;
    lastAt = now;
    queue = [...queue, ...fresh];
    yield put(permissionPending({ roleId, codes: fresh }));
  }
}

/** Drops the cache when the signed-in user's role is no longer the one it was made for. */
function* followRole() {
  const permissions: PermissionsState = yield select(selectPermissions);
  const roleId: number | null = yield select(selectCurrentRoleId);
  if (permissions.roleId !== null && permissions.roleId !== roleId) {
    yield put(permissionReset({ roleId }));
  }
}

/** Permission checks: the batcher and the cache's role guard. */
export function* permissionSaga() {
  yield fork(batcher);
  yield takeEvery([saveCurrentUser.type, clearUser.type], followRole);
}
