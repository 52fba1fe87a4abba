import type { Saga } from 'redux-saga';
import { setNotifier, type Notice } from '../../app/services/notification';
import type { Batch } from '../../app/services/portal';
import { setRequestContext } from '../../app/services/request';
import { batchLoaded } from '../../app/store/batches';
import {
  batchCancelRequested,
  changeSettled,
  portalViewsReducer,
  productsFailed,
  productsLoaded,
  productsRequested,
  projectFailed,
  projectLoaded,
  projectRequested,
  riskDecided,
  riskDecisionRequested,
} from '../../app/store/portalViews';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { portalFeature } from '../../app/modules/portal/feature';
import { sessionUnauthorized } from '../../app/store/session';
import { clearUser } from '../../app/store/user';
import { portalViewsSaga } from '../../sagas/portalViews';
import { fakeApi, type FakeAnswer, type FakeCall } from '../support/fakeApi';
import { startSaga } from '../support/saga';

/** The whole app's reducer: the core's slices and the portal's. */
const rootReducer = createRootReducer([portalFeature]);

const BATCH = { batchId: 1, batchCode: 'SB-2024001', status: 'QcDone', qc: [] } as unknown as Batch;

let calls: FakeCall[];
let notices: Notice[];

function api(routes: Record<string, FakeAnswer>) {
  calls = fakeApi(routes);
}

function run() {
  const state: RootState = rootReducer(undefined, { type: '@@init' });
  return startSaga<RootState>(portalViewsSaga as Saga, state);
}

const settle = () => new Promise((ok) => setTimeout(ok, 20));

beforeEach(() => {
  notices = [];
  setNotifier((notice) => notices.push(notice));
  setRequestContext({ tenantId: () => 1, tenantScoped: () => true, menuId: () => undefined });
});

describe('portalViews saga', () => {
  it('loads products and projects, and reports failures', async () => {
    api({
      'GET /hsif/v1/1/products': { body: [{ productId: 1 }] },
      'GET /hpro/v1/1/projects/4': { body: { projectId: 4 } },
      'GET /hpro/v1/1/projects/5': { status: 403, body: { failed: true, message: 'No' } },
    });
    const saga = run();
    saga.send(productsRequested());
    saga.send(projectRequested(4));
    await settle();
    saga.send(projectRequested(5));
    await settle();
    expect(saga.dispatched).toEqual([
      productsLoaded([{ productId: 1 }] as never),
      projectLoaded({ projectId: 4 } as never),
      projectFailed(5),
    ]);
    api({ 'GET /hsif/v1/1/products': { status: 500, body: {} } });
    saga.send(productsRequested());
    await settle();
    expect(saga.dispatched.at(-1)).toEqual(productsFailed());
    saga.stop();
  });

  it('sends a Risk decision and puts the batch it answers into the store', async () => {
    api({ 'POST /hsif/v1/1/batches/1/qc/3/decision': { body: BATCH } });
    const saga = run();
    const decision = { batchId: 1, sampleId: 3, decision: 'stop' as const, comment: 'Leave it' };
    saga.send(riskDecisionRequested(decision));
    await settle();
    expect(saga.dispatched).toEqual([batchLoaded(BATCH), riskDecided(decision)]);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      decision: 'stop',
      comment: 'Leave it',
    });
    saga.stop();
  });

  it('settles a refused decision without touching the batch; a 401 goes to the session flow', async () => {
    api({
      'POST /hsif/v1/1/batches/1/qc/3/decision': {
        body: { failed: true, code: 'error.qc_decided', message: 'Already decided', type: 'error' },
      },
      'POST /hsif/v1/1/batches/2/qc/4/decision': { status: 401, body: {} },
    });
    const saga = run();
    saga.send(
      riskDecisionRequested({ batchId: 1, sampleId: 3, decision: 'proceed', comment: 'Go' }),
    );
    await settle();
    expect(saga.dispatched).toEqual([changeSettled()]);
    expect(notices).toEqual([expect.objectContaining({ description: 'Already decided' })]);
    saga.send(
      riskDecisionRequested({ batchId: 2, sampleId: 4, decision: 'proceed', comment: 'Go' }),
    );
    await settle();
    expect(saga.dispatched.slice(1)).toEqual([sessionUnauthorized(), changeSettled()]);
    saga.stop();
  });

  it('cancels a batch with its version and stores the answer', async () => {
    const cancelled = { ...BATCH, status: 'Cancelled' } as Batch;
    api({ 'POST /hsif/v1/1/batches/1/cancel': { body: cancelled } });
    const saga = run();
    saga.send(batchCancelRequested({ batchId: 1, objectVersionNumber: 7 }));
    await settle();
    expect(saga.dispatched).toEqual([batchLoaded(cancelled), changeSettled()]);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ objectVersionNumber: 7 });
    saga.stop();
  });
});

describe('portalViews reducer', () => {
  const initial = portalViewsReducer(undefined, { type: '@@init' });

  it('marks the pending change and clears it when settled or decided', () => {
    const decision = { batchId: 1, sampleId: 3, decision: 'stop' as const, comment: 'x' };
    const sending = portalViewsReducer(initial, riskDecisionRequested(decision));
    expect(sending.pending).toEqual({ batchId: 1, sampleId: 3 });
    const done = portalViewsReducer(sending, riskDecided(decision));
    expect(done.pending).toBeNull();
    const cancelling = portalViewsReducer(
      initial,
      batchCancelRequested({ batchId: 2, objectVersionNumber: 1 }),
    );
    expect(cancelling.pending).toEqual({ batchId: 2 });
    expect(portalViewsReducer(cancelling, changeSettled()).pending).toBeNull();
  });

  it('keeps a loaded project while it reloads or fails, and forgets everything on sign-out', () => {
    const loaded = portalViewsReducer(initial, projectLoaded({ projectId: 4 } as never));
    const reloading = portalViewsReducer(loaded, projectRequested(4));
    expect(reloading.projects[4]).toEqual({ project: { projectId: 4 }, status: 'loading' });
    expect(portalViewsReducer(reloading, projectFailed(4)).projects[4]?.status).toBe('failed');
    expect(portalViewsReducer(reloading, clearUser())).toEqual(initial);
  });
});
