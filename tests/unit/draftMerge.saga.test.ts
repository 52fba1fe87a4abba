/**
 * The same draft saved in two tabs: this tab's save is refused as stale, the other tab's version
 * is read and merged with this tab's changes against the version this tab had.
 */
import type { UnknownAction } from 'redux';
import { runSaga, stdChannel } from 'redux-saga';
import { portalFeature } from '../../app/modules/portal/feature';
import { setNavigation } from '../../app/services/navigation';
import { setNotifier } from '../../app/services/notification';
import type { Batch } from '../../app/services/portal';
import { setRequestContext } from '../../app/services/request';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import {
  draftConflictResolved,
  draftConflictsResolved,
  draftOpened,
  rowsChanged,
  selectSaveStatus,
  shippingChanged,
  submitRequested,
  wizardCatalogLoaded,
} from '../../app/store/submission';
import { saveCurrentUser } from '../../app/store/user';
import type { SampleRow } from '../../domain/portal/samples';
import { AUTOSAVE_DELAY, submissionSaga } from '../../sagas/submission';
import { fakeApi, type FakeAnswer, type FakeCall } from '../support/fakeApi';
import {
  draftBatch as batchOf,
  sampleRow,
  WGS_PRODUCT as PRODUCT,
} from '../support/portalFixtures';
import { CUSTOMER } from '../support/users';

const DRAFT = '/hsif/v1/1/batches/7/draft';
const BATCH_PATH = '/hsif/v1/1/batches/7';
const rootReducer = createRootReducer([portalFeature]);

const sample = (rowNo: number, rowId: string, volume = '20') =>
  sampleRow(rowNo, { rowId, sampleName: `S-${rowId}`, volume });

/** Version 3 as both tabs opened it: two samples of 20 uL. */
const BASE_ROWS = [sample(1, 'a'), sample(2, 'b')];

const tasks: { cancel(): void }[] = [];

function start() {
  const channel = stdChannel<UnknownAction>();
  let state: RootState = rootReducer(undefined, { type: '@@init' });
  for (const action of [
    saveCurrentUser({ user: CUSTOMER }),
    wizardCatalogLoaded({ products: [PRODUCT], projects: [], openDrafts: [] }),
    draftOpened({ batch: batchOf(3, BASE_ROWS) }),
  ]) {
    state = rootReducer(state, action);
  }
  const dispatch = (action: UnknownAction) => {
    state = rootReducer(state, action);
    channel.put(action);
  };
  tasks.push(runSaga({ channel, dispatch, getState: () => state }, submissionSaga));
  return { send: dispatch, state: () => state.submission };
}

/**
 * A server on which the other tab saved `theirs` as version 5: this tab's first save is refused
 * as stale, later ones are saved as versions 6, 7…
 */
function serve(theirs: Batch, extra: Record<string, FakeAnswer> = {}) {
  let version = 5;
  return fakeApi({
    [`PUT ${DRAFT}`]: (_url: URL, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { objectVersionNumber: number };
      if (body.objectVersionNumber !== version) {
        return {
          body: { failed: true, code: 'error.optimistic_lock', message: 'Changed', type: 'error' },
        };
      }
      version += 1;
      return { body: { objectVersionNumber: version, issues: [] } };
    },
    [`GET ${BATCH_PATH}`]: { body: theirs },
    ...extra,
  });
}

const puts = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method === 'PUT' && call.path === DRAFT)
    .map(
      (call) =>
        JSON.parse(String(call.init.body)) as { objectVersionNumber: number; rows: SampleRow[] },
    );

const volumes = (rows: readonly SampleRow[]) => rows.map((row) => [row.rowId, row.volume]);

async function settle() {
  await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
  for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  setNavigation({ navigate: () => undefined });
  setNotifier(() => undefined);
  setRequestContext({ tenantId: () => 1, tenantScoped: () => true, menuId: () => undefined });
});

afterEach(() => {
  for (const task of tasks.splice(0)) task.cancel();
  jest.useRealTimers();
});

describe('a draft saved in another tab meanwhile', () => {
  it('merges changes to different rows and saves them on the other version', async () => {
    const calls = serve(batchOf(5, [sample(1, 'a', '25'), sample(2, 'b')]));
    const tab = start();
    tab.send(rowsChanged([sample(1, 'a'), sample(2, 'b', '30')]));
    await settle();

    expect(puts(calls).map((put) => put.objectVersionNumber)).toEqual([3, 5]);
    expect(volumes(puts(calls)[1]!.rows)).toEqual([
      ['a', '25'],
      ['b', '30'],
    ]);
    expect(tab.state().notice).toBe('merged');
    expect(tab.state().conflicts).toEqual([]);
    expect(tab.state().objectVersionNumber).toBe(6);
    expect(selectSaveStatus({ submission: tab.state() } as RootState)).toBe('saved');
  });

  it('keeps rows added on both sides and a row removed there, with my edit of another', async () => {
    const calls = serve(batchOf(5, [sample(1, 'b'), sample(2, 'theirs-new', '40')]));
    const tab = start();
    tab.send(rowsChanged([sample(1, 'a'), sample(2, 'b', '30'), sample(3, 'mine-new', '50')]));
    await settle();

    const saved = puts(calls)[1]!;
    expect(saved.objectVersionNumber).toBe(5);
    expect(volumes(saved.rows)).toEqual([
      ['b', '30'],
      ['theirs-new', '40'],
      ['mine-new', '50'],
    ]);
    expect(saved.rows.map((row) => row.rowNo)).toEqual([1, 2, 3]);
  });

  it('shows a cell both changed with both values, and saves only after the choice', async () => {
    const calls = serve(batchOf(5, [sample(1, 'a'), sample(2, 'b', '40')]));
    const tab = start();
    tab.send(rowsChanged([sample(1, 'a', '10'), sample(2, 'b', '30')]));
    await settle();

    expect(puts(calls)).toHaveLength(1);
    expect(tab.state().notice).toBe('conflicts');
    expect(tab.state().conflicts).toEqual([
      {
        path: { part: 'line', key: 'b', field: 'volume' },
        base: '20',
        mine: '30',
        theirs: '40',
      },
    ]);
    // Mine stays on screen; the change of a cell they left alone is merged too.
    expect(volumes(tab.state().rows)).toEqual([
      ['a', '10'],
      ['b', '30'],
    ]);
    expect(selectSaveStatus({ submission: tab.state() } as RootState)).toBe('conflicts');

    // More typing is kept, and still not saved while the conflict waits.
    tab.send(shippingChanged({ courier: 'SF' }));
    await settle();
    expect(puts(calls)).toHaveLength(1);

    tab.send(draftConflictResolved({ index: 0, choice: 'theirs' }));
    await settle();
    const saved = puts(calls)[1]!;
    expect(saved).toMatchObject({ objectVersionNumber: 5, shipping: { courier: 'SF' } });
    expect(volumes(saved.rows)).toEqual([
      ['a', '10'],
      ['b', '40'],
    ]);
    expect(tab.state().conflicts).toEqual([]);
    expect(tab.state().notice).toBe('merged');
  });

  it('keeps all mine at once', async () => {
    const calls = serve(
      batchOf(5, [sample(1, 'a', '11'), sample(2, 'b', '40')], { shipping: { courier: 'DHL' } }),
    );
    const tab = start();
    tab.send(rowsChanged([sample(1, 'a', '10'), sample(2, 'b', '30')]));
    tab.send(shippingChanged({ courier: 'SF' }));
    await settle();
    expect(tab.state().conflicts.map((conflict) => conflict.path)).toEqual([
      { part: 'header', field: 'shipping.courier' },
      { part: 'line', key: 'a', field: 'volume' },
      { part: 'line', key: 'b', field: 'volume' },
    ]);

    tab.send(draftConflictsResolved('mine'));
    await settle();
    const saved = puts(calls)[1]!;
    expect(saved).toMatchObject({ objectVersionNumber: 5, shipping: { courier: 'SF' } });
    expect(volumes(saved.rows)).toEqual([
      ['a', '10'],
      ['b', '30'],
    ]);
  });

  it('does not submit while a conflict waits for the user', async () => {
    const calls = serve(batchOf(5, [sample(1, 'a'), sample(2, 'b', '40')]));
    const tab = start();
    tab.send(rowsChanged([sample(1, 'a'), sample(2, 'b', '30')]));
    await settle();
    const before = calls.length;
    tab.send(submitRequested());
    await settle();
    expect(calls.slice(before).some((call) => call.path.endsWith('/submit'))).toBe(false);
    expect(tab.state().submitting).toBe(false);
  });

  it('opens the other version as it is when it is no longer editable', async () => {
    serve(batchOf(5, [sample(1, 'a', '25'), sample(2, 'b')], { status: 'Submitted' }));
    const tab = start();
    tab.send(rowsChanged([sample(1, 'a'), sample(2, 'b', '30')]));
    await settle();
    expect(tab.state().notice).toBe('stale');
    expect(tab.state().batch?.status).toBe('Submitted');
  });
});
