import { setNotifier, type Notice } from '../../app/services/notification';
import { setRequestContext } from '../../app/services/request';
import { batchLoaded } from '../../app/store/batches';
import { createRootReducer } from '../../app/store/reducer';
import { portalFeature } from '../../app/modules/portal/feature';
import {
  qcReportUploaded,
  qcReportUploadRequested,
  staffBatchesReducer,
  staffMoveRequested,
  staffQcRequested,
  staffReceiveRequested,
  staffReturnRequested,
  staffSaveFailed,
  staffSaveSucceeded,
} from '../../app/store/staffBatches';
import { staffBatchesSaga } from '../../sagas/staffBatches';
import { fakeApi, type FakeCall } from '../support/fakeApi';
import { startSaga } from '../support/saga';
import { receivedBatch, submittedBatch } from '../../stories/app/staffBatchFixtures';

/** The whole app's reducer: the core's slices and the portal's. */
const rootReducer = createRootReducer([portalFeature]);

const STAFF = '/hsif/v1/1/staff/batches/7';
let calls: FakeCall[];
let notices: Notice[];

const bodyOf = (call: FakeCall | undefined) => JSON.parse(String(call?.init.body)) as unknown;

function run() {
  return startSaga(staffBatchesSaga, rootReducer(undefined, { type: '@@init' }));
}

beforeEach(() => {
  setRequestContext({ tenantId: () => 1, tenantScoped: () => true, menuId: () => undefined });
  notices = [];
  setNotifier((notice) => notices.push(notice));
});

afterEach(() => setNotifier(null));

describe('staff batch sagas', () => {
  it('receives a batch and stores the batch the server answers', async () => {
    const received = receivedBatch();
    calls = fakeApi({ [`POST ${STAFF}/receive`]: { body: received } });
    const saga = run();
    saga.send(
      staffReceiveRequested({
        batchId: 7,
        objectVersionNumber: 3,
        received: [
          { sampleId: 71, arrived: true, note: null },
          { sampleId: 72, arrived: false, note: 'Not in the box' },
        ],
      }),
    );
    await saga.settle();
    expect(bodyOf(calls[0])).toEqual({
      objectVersionNumber: 3,
      received: [
        { sampleId: 71, arrived: true, note: null },
        { sampleId: 72, arrived: false, note: 'Not in the box' },
      ],
    });
    expect(saga.dispatched).toEqual([
      batchLoaded(received),
      staffSaveSucceeded({ batchId: 7, move: 'receive' }),
    ]);
    saga.stop();
  });

  it('records QC, moves and returns, each storing the answered batch', async () => {
    const qcDone = receivedBatch({ status: 'QcDone' });
    const inProgress = receivedBatch({ status: 'InProgress' });
    const returned = submittedBatch({ status: 'Returned', returnReason: 'Wrong species' });
    calls = fakeApi({
      [`POST ${STAFF}/qc`]: { body: qcDone },
      [`POST ${STAFF}/status`]: { body: inProgress },
      [`POST ${STAFF}/return`]: { body: returned },
    });
    const saga = run();
    const results = [
      { sampleId: 71, verdict: 'Pass' as const, concentration: '118', reportFileUrl: 'u1' },
    ];
    saga.send(staffQcRequested({ batchId: 7, results }));
    await saga.settle();
    saga.send(staffMoveRequested({ batchId: 7, status: 'InProgress', comment: '' }));
    await saga.settle();
    saga.send(staffReturnRequested({ batchId: 7, reason: 'Wrong species' }));
    await saga.settle();
    expect(calls.map((call) => [call.path, bodyOf(call)])).toEqual([
      [`${STAFF}/qc`, { results }],
      [`${STAFF}/status`, { status: 'InProgress' }],
      [`${STAFF}/return`, { reason: 'Wrong species' }],
    ]);
    expect(saga.dispatched).toEqual([
      batchLoaded(qcDone),
      staffSaveSucceeded({ batchId: 7, move: 'qc' }),
      batchLoaded(inProgress),
      staffSaveSucceeded({ batchId: 7, move: 'move' }),
      batchLoaded(returned),
      staffSaveSucceeded({ batchId: 7, move: 'return' }),
    ]);
    saga.stop();
  });

  it('keeps the form on a refusal: the message is shown and stored, no batch replaced', async () => {
    const message = 'The customer has not decided on the Risk samples LIV-2 yet';
    calls = fakeApi({
      [`POST ${STAFF}/status`]: {
        body: { failed: true, code: 'error.qc_decision_pending', message, type: 'error' },
      },
    });
    const saga = run();
    saga.send(staffMoveRequested({ batchId: 7, status: 'InProgress', comment: 'Go' }));
    await saga.settle();
    expect(saga.dispatched).toEqual([
      staffSaveFailed({ batchId: 7, move: 'move', error: message }),
    ]);
    expect(notices.map((notice) => notice.description)).toEqual([message]);
    // The store keeps the refusal beside the form, which the page leaves as typed.
    const state = staffBatchesReducer(
      staffBatchesReducer(
        undefined,
        staffMoveRequested({ batchId: 7, status: 'InProgress', comment: 'Go' }),
      ),
      saga.dispatched[0]!,
    );
    expect(state.saves[7]).toEqual({ move: 'move', status: 'failed', error: message });
    saga.stop();
  });

  it('uploads the QC report into portal-qc/batch-<id>', async () => {
    // HZERO's upload answers the URL as text; the name and size are the file's.
    const stored = { fileUrl: 'portal-qc/batch-7/qc.pdf', fileName: 'qc.pdf', size: 4 };
    calls = fakeApi({ 'POST /hfle/v1/1/files/multipart': { body: stored.fileUrl } });
    const saga = run();
    const file = new File(['%PDF'], 'qc.pdf', { type: 'application/pdf' });
    saga.send(qcReportUploadRequested({ batchId: 7, file }));
    await saga.settle();
    const form = calls[0]?.init.body as FormData;
    expect([
      form.get('bucketName'),
      form.get('directory'),
      (form.get('file') as File).name,
    ]).toEqual(['portal-qc', 'batch-7', 'qc.pdf']);
    expect(saga.dispatched).toEqual([qcReportUploaded({ batchId: 7, file: stored })]);
    saga.stop();
  });
});
