import type { UnknownAction } from 'redux';
import { runSaga, stdChannel } from 'redux-saga';
import { draftCopyKey, readDraftCopy } from '../../app/modules/portal/wizard/draftCopy';
import { setNavigation } from '../../app/services/navigation';
import { setNotifier, type Notice } from '../../app/services/notification';
import { setRequestContext } from '../../app/services/request';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { portalFeature } from '../../app/modules/portal/feature';
import { sessionUnauthorized } from '../../app/store/session';
import {
  draftOpened,
  draftOpenRequested,
  draftSaved,
  rowsChanged,
  selectIssueCounts,
  selectSaveStatus,
  shippingChanged,
  submitDone,
  submitRefused,
  submitRequested,
  wizardCatalogLoaded,
} from '../../app/store/submission';
import { saveCurrentUser } from '../../app/store/user';
import type { SampleRow } from '../../domain/portal/samples';
import { AUTOSAVE_DELAY, RETRY_DELAYS, submissionSaga } from '../../sagas/submission';
import { fakeApi, type FakeAnswer, type FakeCall } from '../support/fakeApi';
import { draftBatch, sampleRow, WGS_PRODUCT as PRODUCT } from '../support/portalFixtures';
import { CUSTOMER } from '../support/users';

/** The whole app's reducer: the core's slices and the portal's. */
const rootReducer = createRootReducer([portalFeature]);

const DRAFT = '/hsif/v1/1/batches/7/draft';
const BATCH_PATH = '/hsif/v1/1/batches/7';

const row = (rowNo: number, sampleName: string) => sampleRow(rowNo, { sampleName });

const batchOf = (version: number, rows = [row(1, 'S-1')]) => draftBatch(version, rows);

/**
 * Runs the submission saga against the real reducer (the autosave reads what it saves from the
 * state) and records every action it dispatched.
 */
function start(setup: UnknownAction[] = []) {
  const channel = stdChannel<UnknownAction>();
  let state: RootState = rootReducer(undefined, { type: '@@init' });
  for (const action of [
    saveCurrentUser({ user: CUSTOMER }),
    wizardCatalogLoaded({ products: [PRODUCT], projects: [], openDrafts: [] }),
    ...setup,
  ]) {
    state = rootReducer(state, action);
  }
  const dispatched: UnknownAction[] = [];
  const dispatch = (action: UnknownAction) => {
    dispatched.push(action);
    state = rootReducer(state, action);
    channel.put(action);
  };
  const task = runSaga({ channel, dispatch, getState: () => state }, submissionSaga);
  tasks.push(task);
  return { dispatched, send: dispatch, state: () => state };
}

const tasks: { cancel(): void }[] = [];
let navigations: string[];
let notices: Notice[];

function api(routes: Record<string, FakeAnswer | ((url: URL, init: RequestInit) => FakeAnswer)>) {
  return fakeApi(routes);
}

/** Rows without their ids (every row gets one; the merge tests check them). */
const withoutIds = (rows: readonly SampleRow[] | undefined) =>
  rows?.map(({ rowId: _rowId, ...row }) => row);

const puts = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method === 'PUT' && call.path === DRAFT)
    .map((call) => {
      const body = JSON.parse(String(call.init.body)) as Record<string, unknown>;
      return { ...body, rows: withoutIds(body.rows as SampleRow[]) };
    });

const saved = (version: number) => ({
  body: { objectVersionNumber: version, issues: [] },
});

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  navigations = [];
  notices = [];
  setNavigation({ navigate: (to) => navigations.push(to) });
  setNotifier((notice) => notices.push(notice));
  setRequestContext({ tenantId: () => 1, tenantScoped: () => true, menuId: () => undefined });
});

afterEach(() => {
  for (const task of tasks.splice(0)) task.cancel();
  jest.useRealTimers();
});

describe('draft autosave', () => {
  it('coalesces quick edits into one PUT of the latest sheet, then forgets the local copy', async () => {
    const calls = api({ [`PUT ${DRAFT}`]: saved(4) });
    const saga = start([draftOpened({ batch: batchOf(3) })]);

    saga.send(rowsChanged([row(1, 'A')]));
    await jest.advanceTimersByTimeAsync(300);
    saga.send(rowsChanged([row(1, 'AB')]));
    await jest.advanceTimersByTimeAsync(300);
    // Cells left empty in the grid are not sent.
    saga.send(rowsChanged([{ ...row(1, 'ABC'), a260280: '', rin: null }, row(2, 'D')]));
    expect(selectSaveStatus(saga.state())).toBe('pending');
    expect(readDraftCopy(11, 7)?.rows.map((each) => each.sampleName)).toEqual(['ABC', 'D']);

    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY - 1);
    expect(puts(calls)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(0);

    expect(puts(calls)).toEqual([
      {
        objectVersionNumber: 3,
        step: 2,
        rows: [row(1, 'ABC'), row(2, 'D')],
        shipping: null,
      },
    ]);
    expect(saga.dispatched.some(draftSaved.match)).toBe(true);
    expect(selectSaveStatus(saga.state())).toBe('saved');
    expect(saga.state().submission.objectVersionNumber).toBe(4);
    expect(localStorage.getItem(draftCopyKey(11, 7))).toBeNull();

    // The next change is saved on the new version.
    saga.send(shippingChanged({ courier: 'DHL' }));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    expect(puts(calls)[1]).toMatchObject({ objectVersionNumber: 4, shipping: { courier: 'DHL' } });
  });

  it('retries a failed PUT, keeping the local copy until the server confirms', async () => {
    let answers = 0;
    const calls = api({
      [`PUT ${DRAFT}`]: () => {
        answers += 1;
        return answers === 1 ? { status: 503, body: { message: 'down' } } : saved(4);
      },
    });
    const saga = start([draftOpened({ batch: batchOf(3) })]);
    saga.send(rowsChanged([row(1, 'KEEP-1')]));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);

    expect(puts(calls)).toHaveLength(1);
    expect(selectSaveStatus(saga.state())).toBe('failed');
    expect(readDraftCopy(11, 7)).toMatchObject({ basedOn: 3, rows: [row(1, 'KEEP-1')] });

    await jest.advanceTimersByTimeAsync(RETRY_DELAYS[0]! - 1);
    expect(puts(calls)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(0);
    expect(puts(calls)).toHaveLength(2);
    expect(puts(calls)[1]).toMatchObject({ objectVersionNumber: 3, rows: [row(1, 'KEEP-1')] });
    expect(selectSaveStatus(saga.state())).toBe('saved');
    expect(readDraftCopy(11, 7)).toBeNull();
  });

  it('keeps the local copy and stops on 401 (the session flow signs the user in again)', async () => {
    const calls = api({ [`PUT ${DRAFT}`]: { status: 401, body: { message: 'expired' } } });
    const saga = start([draftOpened({ batch: batchOf(3) })]);
    saga.send(rowsChanged([row(1, 'TYPED-1'), row(2, 'TYPED-2')]));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);

    expect(saga.dispatched.some(sessionUnauthorized.match)).toBe(true);
    expect(selectSaveStatus(saga.state())).toBe('failed');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(puts(calls)).toHaveLength(1);
    const copy = readDraftCopy(11, 7);
    expect({ ...copy, rows: withoutIds(copy?.rows) }).toEqual({
      basedOn: 3,
      step: 2,
      rows: [row(1, 'TYPED-1'), row(2, 'TYPED-2')],
      shipping: null,
      bif: null,
    });
  });

  it('says once why the server refused a draft, keeps it, and does not retry in a loop', async () => {
    const calls = api({
      [`PUT ${DRAFT}`]: {
        status: 400,
        body: {
          failed: true,
          code: 'error.validation',
          message: "Field 'rows.0.sampleName' has at most 500 characters",
        },
      },
    });
    const saga = start([draftOpened({ batch: batchOf(3) })]);
    saga.send(rowsChanged([row(1, 'X'.repeat(501))]));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    await jest.advanceTimersByTimeAsync(60_000);

    expect(puts(calls)).toHaveLength(1);
    expect(selectSaveStatus(saga.state())).toBe('refused');
    expect(saga.state().submission.saveError).toBe(
      "Field 'rows.0.sampleName' has at most 500 characters",
    );
    expect(notices.map((notice) => notice.description)).toEqual([
      "Field 'rows.0.sampleName' has at most 500 characters",
    ]);
    expect(withoutIds(readDraftCopy(11, 7)?.rows)).toEqual([row(1, 'X'.repeat(501))]);
  });

  it('keeps what was typed beside the other version when someone else saved it meanwhile', async () => {
    api({
      [`PUT ${DRAFT}`]: {
        body: { failed: true, code: 'error.optimistic_lock', message: 'Changed', type: 'error' },
      },
      [`GET ${BATCH_PATH}`]: { body: batchOf(5, [row(1, 'THEIRS')]) },
    });
    const saga = start([draftOpened({ batch: batchOf(3) })]);
    // The row keeps the id the tab gave it when it opened the draft, as the grid keeps it.
    const [opened] = saga.state().submission.rows;
    saga.send(rowsChanged([{ ...row(1, 'MINE'), rowId: opened?.rowId }]));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    await jest.advanceTimersByTimeAsync(0);

    // tests/unit/draftMerge.saga.test.ts tries the merge in full.
    expect(saga.state().submission.notice).toBe('conflicts');
    expect(withoutIds(saga.state().submission.rows)).toEqual([row(1, 'MINE')]);
    expect(saga.state().submission.conflicts.map((conflict) => conflict.theirs)).toEqual([
      'THEIRS',
    ]);
    expect(saga.state().submission.objectVersionNumber).toBe(5);
    expect(selectSaveStatus(saga.state())).toBe('conflicts');
  });
});

describe('blank rows', () => {
  it('are neither checked nor saved: a row added but not typed in is no sample', async () => {
    const calls = api({ [`PUT ${DRAFT}`]: saved(4) });
    const saga = start([draftOpened({ batch: batchOf(3) })]);
    saga.send(rowsChanged([row(1, 'S-1'), { rowNo: 2, sampleName: ' ' }, row(3, 'S 3')]));
    expect(selectIssueCounts(saga.state())).toEqual({ errors: 1, warnings: 0 });
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    expect(puts(calls)[0]!.rows).toEqual([row(1, 'S-1'), row(3, 'S 3')]);
    // The grid keeps the blank row for typing.
    expect(saga.state().submission.rows).toHaveLength(3);
  });
});

describe('opening a draft', () => {
  it('restores a newer local copy, saves it at once and resumes at its step', async () => {
    localStorage.setItem(
      draftCopyKey(11, 7),
      JSON.stringify({
        basedOn: 3,
        step: 3,
        rows: [row(1, 'UNSENT-1'), row(2, 'UNSENT-2')],
        shipping: { courier: 'SF' },
      }),
    );
    const calls = api({
      [`GET ${BATCH_PATH}`]: { body: batchOf(3, [row(1, 'OLD')]) },
      [`PUT ${DRAFT}`]: saved(4),
    });
    const saga = start();
    saga.send(draftOpenRequested({ batchId: 7, resume: true }));
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(0);

    const opened = saga.dispatched.find(draftOpened.match);
    expect(opened?.payload.notice).toBe('restored');
    expect(navigations).toEqual(['/pub/sample/step2/shipping-info?batchId=7']);
    expect(puts(calls)).toEqual([
      {
        objectVersionNumber: 3,
        step: 3,
        rows: [row(1, 'UNSENT-1'), row(2, 'UNSENT-2')],
        shipping: { courier: 'SF' },
      },
    ]);
    expect(selectSaveStatus(saga.state())).toBe('saved');
    expect(localStorage.getItem(draftCopyKey(11, 7))).toBeNull();
  });

  it('drops a local copy older than the saved draft, and tells the user', async () => {
    localStorage.setItem(
      draftCopyKey(11, 7),
      JSON.stringify({ basedOn: 2, step: 2, rows: [row(1, 'OLDER')], shipping: null }),
    );
    const calls = api({ [`GET ${BATCH_PATH}`]: { body: batchOf(3, [row(1, 'SERVER')]) } });
    const saga = start();
    saga.send(draftOpenRequested({ batchId: 7, resume: false }));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);

    expect(saga.dispatched.find(draftOpened.match)?.payload.notice).toBe('staleCopyDropped');
    expect(withoutIds(saga.state().submission.rows)).toEqual([row(1, 'SERVER')]);
    expect(puts(calls)).toHaveLength(0);
    expect(localStorage.getItem(draftCopyKey(11, 7))).toBeNull();
  });
});

describe('analysis information of an MS draft', () => {
  it('is loaded with the batch and saved only once there is some', async () => {
    const bif = {
      kind: 'metabolomics' as const,
      analysisType: 'Targeted',
      database: null,
      groups: null,
      notes: null,
    };
    const calls = api({
      [`GET ${BATCH_PATH}`]: { body: { ...batchOf(3), productId: 4 } },
      [`GET ${BATCH_PATH}/draft/analysis`]: { body: { bif } },
      [`PUT ${DRAFT}`]: saved(4),
    });
    const saga = start([
      wizardCatalogLoaded({
        products: [PRODUCT, { ...PRODUCT, productId: 4, kind: 'MS' }],
        projects: [],
        openDrafts: [],
      }),
    ]);
    saga.send(draftOpenRequested({ batchId: 7, resume: false }));
    await jest.advanceTimersByTimeAsync(0);
    expect(saga.state().submission.bif).toEqual(bif);

    saga.send(rowsChanged([row(1, 'M-1')]));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    expect(puts(calls)[0]).toMatchObject({ bif });
  });

  it('is left out of the save of a product without it', async () => {
    const calls = api({ [`PUT ${DRAFT}`]: saved(4) });
    const saga = start([draftOpened({ batch: batchOf(3) })]);
    saga.send(rowsChanged([row(1, 'D-1')]));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]).not.toHaveProperty('bif');
  });
});

describe('submitting', () => {
  it('saves unsent changes first, then shows the rows the server refused', async () => {
    const refused = [
      {
        rowNo: 1,
        issues: [
          {
            field: 'sampleName',
            code: 'sampleName.duplicateInProject',
            params: { name: 'S-1' },
            severity: 'error',
            message: 'The sample name S-1 is already used in this project',
          },
        ],
      },
    ];
    const calls = api({
      [`PUT ${DRAFT}`]: saved(4),
      'POST /hsif/v1/1/batches/7/submit': {
        body: {
          failed: true,
          code: 'error.sample_rows',
          message: '1 of 1',
          type: 'error',
          rows: refused,
        },
      },
    });
    const saga = start([draftOpened({ batch: batchOf(3) })]);
    saga.send(rowsChanged([row(1, 'S-1')]));
    saga.send(submitRequested());
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(0);

    expect(puts(calls)).toHaveLength(1);
    const submit = calls.find((call) => call.path.endsWith('/submit'));
    expect(JSON.parse(String(submit?.init.body))).toEqual({ objectVersionNumber: 4 });
    expect(saga.dispatched.filter(submitRefused.match).map((action) => action.payload)).toEqual([
      refused,
    ]);
    expect(saga.state().submission.refusedRows).toEqual(refused);
    expect(notices).toEqual([]);
  });

  it('goes to the result with the submitted batch', async () => {
    api({
      'POST /hsif/v1/1/batches/7/submit': {
        body: { ...batchOf(4), status: 'Submitted', batchCode: 'B-2026-0007' },
      },
    });
    const saga = start([draftOpened({ batch: batchOf(3) })]);
    saga.send(submitRequested());
    await jest.advanceTimersByTimeAsync(0);

    expect(saga.dispatched.find(submitDone.match)?.payload.status).toBe('Submitted');
    expect(navigations).toEqual(['/pub/sample/step3/preview-batch-result?batchId=7']);
  });
});
