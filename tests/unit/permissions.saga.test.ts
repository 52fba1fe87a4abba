import type { UnknownAction } from 'redux';
import type { Saga } from 'redux-saga';
import { setNotifier, type Notice } from '../../app/services/notification';
import {
  permissionPending,
  permissionRequest,
  permissionReset,
  permissionResolved,
} from '../../app/store/permissions';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { portalFeature } from '../../app/modules/portal/feature';
import { saveCurrentUser } from '../../app/store/user';
import {
  PERMISSION_BATCH_DELAY,
  PERMISSION_MAX_WAIT,
  permissionSaga,
} from '../../sagas/permissions';
import { ADMIN_USER, fakeApi, type FakeAnswer, type FakeCall } from '../support/fakeApi';
import { startSaga, type SagaHarness } from '../support/saga';

/** The whole app's reducer: the core's slices and the portal's. */
const rootReducer = createRootReducer([portalFeature]);

const CHECK = 'POST /iam/hzero/v1/menus/check-permissions';

function signedIn(roleId: number): RootState {
  const empty = rootReducer(undefined, { type: '@@init' });
  return rootReducer(empty, saveCurrentUser({ user: { ...ADMIN_USER, currentRoleId: roleId } }));
}

/** The harness with a store that reduces: what the saga puts changes the state it selects. */
function start(roleId = 1) {
  const saga = startSaga<RootState>(permissionSaga as Saga, signedIn(roleId));
  const record = saga.dispatched.push.bind(saga.dispatched);
  saga.dispatched.push = (...actions: UnknownAction[]) => {
    for (const action of actions) saga.state = rootReducer(saga.state, action);
    return record(...actions);
  };
  return saga;
}

/** Dispatches as the store would: reduce, then hand the action to the saga. */
function dispatch(saga: SagaHarness<RootState>, action: UnknownAction) {
  saga.state = rootReducer(saga.state, action);
  saga.send(action);
}

/** Answers every code, approving those that end in an even digit. */
function answerAll(url: URL, init: RequestInit): FakeAnswer {
  const codes = JSON.parse(String(init.body)) as string[];
  return {
    body: codes.map((code) => ({
      code,
      approve: /[02468]$/.test(code),
      controllerType: 'disabled',
    })),
  };
}

const bodies = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.path.endsWith('check-permissions'))
    .map((c) => JSON.parse(String(c.init.body)) as string[]);

let notices: Notice[];
let saga: SagaHarness<RootState> | undefined;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  notices = [];
  setNotifier((notice) => notices.push(notice));
});

afterEach(() => {
  saga?.stop();
  saga = undefined;
  jest.useRealTimers();
});

describe('permission batching', () => {
  it('sends 20 codes asked within 500 ms as ONE request, 500 ms after the last', async () => {
    const calls = fakeApi({ [CHECK]: answerAll });
    saga = start();
    for (let i = 0; i < 20; i += 1) {
      saga.send(permissionRequest({ codes: [`/hpfm/code/list:c${i}`] }));
      await jest.advanceTimersByTimeAsync(20);
    }
    expect(saga.state.permissions.codes['hpfm.code.list-c7']).toEqual({ status: 'pending' });
    await jest.advanceTimersByTimeAsync(PERMISSION_BATCH_DELAY - 21);
    expect(bodies(calls)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(bodies(calls)).toEqual([Array.from({ length: 20 }, (_, i) => `hpfm.code.list-c${i}`)]);
    await jest.advanceTimersByTimeAsync(0);
    const resolved = saga.dispatched.filter(permissionResolved.match);
    expect(resolved).toHaveLength(1);
    expect(saga.state.permissions.codes['hpfm.code.list-c2']).toEqual({
      status: 'approved',
      controllerType: 'disabled',
    });
    expect(saga.state.permissions.codes['hpfm.code.list-c3']).toEqual({
      status: 'denied',
      controllerType: 'disabled',
    });
  });

  it('does not ask again for codes already known or in flight', async () => {
    let answer: ((value: FakeAnswer) => void) | undefined;
    const calls = fakeApi({
      [CHECK]: (url, init) =>
        new Promise<FakeAnswer>((resolve) => {
          answer = () => resolve(answerAll(url, init));
        }),
    });
    saga = start();
    saga.send(permissionRequest({ codes: ['a.b-create', 'a.b-edit'] }));
    await jest.advanceTimersByTimeAsync(PERMISSION_BATCH_DELAY);
    expect(bodies(calls)).toHaveLength(1);

    saga.send(permissionRequest({ codes: ['a.b-create', '/a/b:edit'] }));
    await jest.advanceTimersByTimeAsync(PERMISSION_BATCH_DELAY * 2);
    expect(bodies(calls)).toHaveLength(1);

    answer?.({});
    await jest.advanceTimersByTimeAsync(0);
    expect(saga.state.permissions.codes['a.b-create']?.status).toBe('denied');

    saga.send(permissionRequest({ codes: ['a.b-create', 'a.b-edit'] }));
    await jest.advanceTimersByTimeAsync(PERMISSION_BATCH_DELAY * 2);
    expect(bodies(calls)).toHaveLength(1);
    expect(saga.dispatched.filter(permissionPending.match)).toHaveLength(1);
  });

  it('counts a code missing from the answer as denied and hidden', async () => {
    fakeApi({ [CHECK]: { body: [{ code: 'x.y-one', approve: true, controllerType: null }] } });
    saga = start();
    saga.send(permissionRequest({ codes: ['x.y-one', 'x.y-two'] }));
    await jest.advanceTimersByTimeAsync(PERMISSION_BATCH_DELAY);
    await jest.advanceTimersByTimeAsync(0);
    expect(saga.state.permissions.codes).toEqual({
      'x.y-one': { status: 'approved', controllerType: null },
      'x.y-two': { status: 'denied', controllerType: 'hidden' },
    });
  });

  it('sends a queue that keeps growing after at most 2 s', async () => {
    const calls = fakeApi({ [CHECK]: answerAll });
    saga = start();
    for (let i = 0; i < 10; i += 1) {
      saga.send(permissionRequest({ codes: [`s.t-${i}`] }));
      await jest.advanceTimersByTimeAsync(400);
    }
    expect(bodies(calls)[0]).toEqual(
      Array.from({ length: PERMISSION_MAX_WAIT / 400 }, (_, i) => `s.t-${i}`),
    );
  });
});

describe('a failed batch', () => {
  it('is retried once, then its codes are denied and hidden with ONE notification', async () => {
    const calls = fakeApi({ [CHECK]: { status: 500, body: { message: 'iam is down' } } });
    saga = start();
    saga.send(permissionRequest({ codes: ['p.q-create', 'p.q-delete'] }));
    await jest.advanceTimersByTimeAsync(PERMISSION_BATCH_DELAY);
    expect(bodies(calls)).toHaveLength(1);
    expect(saga.state.permissions.codes['p.q-create']).toEqual({ status: 'pending' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(bodies(calls)).toHaveLength(2);
    expect(saga.state.permissions.codes).toEqual({
      'p.q-create': { status: 'denied', controllerType: 'hidden' },
      'p.q-delete': { status: 'denied', controllerType: 'hidden' },
    });
    expect(notices).toEqual([
      {
        type: 'warning',
        title: 'Permissions could not be checked; some actions are hidden',
      },
    ]);
  });

  it('needs no notification when the retry succeeds', async () => {
    let failures = 1;
    const calls = fakeApi({
      [CHECK]: (url, init) =>
        failures-- > 0 ? { status: 502, body: 'Bad gateway' } : answerAll(url, init),
    });
    saga = start();
    saga.send(permissionRequest({ codes: ['r.s-2'] }));
    await jest.advanceTimersByTimeAsync(5000);
    expect(bodies(calls)).toHaveLength(2);
    expect(saga.state.permissions.codes['r.s-2']?.status).toBe('approved');
    expect(notices).toEqual([]);
  });
});

describe('role switch', () => {
  it('drops the cache, so the new role asks again', async () => {
    const calls = fakeApi({ [CHECK]: answerAll });
    saga = start(1);
    saga.send(permissionRequest({ codes: ['m.n-0'] }));
    await jest.advanceTimersByTimeAsync(PERMISSION_BATCH_DELAY);
    await jest.advanceTimersByTimeAsync(0);
    expect(saga.state.permissions).toEqual({
      roleId: 1,
      codes: { 'm.n-0': { status: 'approved', controllerType: 'disabled' } },
    });

    dispatch(saga, saveCurrentUser({ user: { currentRoleId: 7 }, merge: true }));
    expect(saga.dispatched.filter(permissionReset.match).at(-1)?.payload).toEqual({ roleId: 7 });
    expect(saga.state.permissions).toEqual({ roleId: 7, codes: {} });

    saga.send(permissionRequest({ codes: ['m.n-0'] }));
    await jest.advanceTimersByTimeAsync(PERMISSION_BATCH_DELAY);
    expect(bodies(calls)).toEqual([['m.n-0'], ['m.n-0']]);
  });

  it('ignores an answer that arrives for the previous role', async () => {
    let answer: (() => void) | undefined;
    fakeApi({
      [CHECK]: (url, init) =>
        new Promise<FakeAnswer>((resolve) => {
          answer = () => resolve(answerAll(url, init));
        }),
    });
    saga = start(1);
    saga.send(permissionRequest({ codes: ['m.n-0'] }));
    await jest.advanceTimersByTimeAsync(PERMISSION_BATCH_DELAY);
    dispatch(saga, saveCurrentUser({ user: { currentRoleId: 2 }, merge: true }));
    answer?.();
    await jest.advanceTimersByTimeAsync(0);
    expect(saga.state.permissions).toEqual({ roleId: 2, codes: {} });
  });
});
