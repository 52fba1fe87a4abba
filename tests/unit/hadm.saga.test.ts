import type { Saga } from 'redux-saga';
import { hadmFeature } from '../../app/modules/hadm/feature';
import { setNotifier, type Notice } from '../../app/services/notification';
import { setRequestContext } from '../../app/services/request';
import {
  addressBlockRequested,
  breakerFaultRequested,
  breakerFaultSettled,
  breakersLoaded,
  monitorRequested,
  servicesYamlRequested,
  traceEnded,
  traceExportRequested,
  traceEndRequested,
  traceSettled,
  traceStartRequested,
} from '../../app/store/hadm';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { readsInvalidate } from '../../app/store/resources';
import { hadmSaga } from '../../sagas/hadm';
import { fakeApi, type FakeAnswer, type FakeCall } from '../support/fakeApi';
import { startSaga } from '../support/saga';

const rootReducer = createRootReducer([hadmFeature]);

let calls: FakeCall[];
let notices: Notice[];

function run() {
  const state = rootReducer(undefined, { type: '@@init' });
  return startSaga<RootState>(hadmSaga as Saga, state);
}

const api = (routes: Record<string, FakeAnswer>) => {
  calls = fakeApi(routes);
};
const settle = () => new Promise((ok) => setTimeout(ok, 20));

beforeEach(() => {
  notices = [];
  setNotifier((notice) => notices.push(notice));
  // A site-level role: paths without a tenant.
  setRequestContext({ tenantId: () => 0, tenantScoped: () => false, menuId: () => undefined });
});

describe('hadm saga', () => {
  it('ends a trace: stores its log, reads the trace list again and says what it recorded', async () => {
    const log = { traceGroupId: 3, traceList: [], message: 'Trace ended: 0 requests recorded' };
    api({ 'POST /hadm/v1/trace/end': { body: log } });
    const saga = run();
    saga.send(traceEndRequested());
    await settle();
    expect(saga.dispatched).toEqual([
      traceEnded(log),
      readsInvalidate({ prefix: '/hadm/v1/trace-groups' }),
    ]);
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'success',
        title: 'Operation succeeded',
        description: 'Trace ended: 0 requests recorded',
      }),
    ]);
    saga.stop();
  });

  it('settles a refused start, shown by the data layer', async () => {
    api({
      'POST /hadm/v1/trace/start': {
        status: 403,
        body: { failed: true, code: 'error.forbidden', message: 'No', type: 'error' },
      },
    });
    const saga = run();
    saga.send(traceStartRequested());
    await settle();
    expect(saga.dispatched).toEqual([traceSettled()]);
    expect(notices).toEqual([expect.objectContaining({ type: 'error', description: 'No' })]);
    saga.stop();
  });

  it('switches a fault on, then reads the breakers again', async () => {
    const breaker = { key: 'MAIL', state: 'CLOSED', faultInjected: true };
    api({
      'POST /hadm/v1/hystrix-breakers/MAIL/fault': {
        body: { ...breaker, message: 'Fault injection of MAIL is on: every call fails' },
      },
      'GET /hadm/v1/hystrix-breakers': { body: [breaker] },
    });
    const saga = run();
    saga.send(breakerFaultRequested({ key: 'MAIL', faultInjected: true }));
    await settle();
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ faultInjected: true });
    expect(saga.dispatched).toEqual([breakersLoaded([breaker] as never), breakerFaultSettled()]);
    expect(notices[0]?.description).toBe('Fault injection of MAIL is on: every call fails');
    saga.stop();
  });

  it('blocks an address and reads the monitor again', async () => {
    api({
      'POST /hadm/v1/api-monitors': { body: { message: '203.0.113.9 is blocked' } },
      'GET /hadm/v1/api-monitors': { body: { monitorRuleId: 4 } },
    });
    const saga = run();
    saga.send(addressBlockRequested({ monitorRuleId: 4, ip: '203.0.113.9' }));
    await settle();
    expect(calls[0]?.url.search).toBe('?monitorRuleId=4&ip=203.0.113.9');
    expect(saga.dispatched[0]).toEqual(monitorRequested(4));
    expect(notices[0]?.description).toBe('203.0.113.9 is blocked');
    saga.stop();
  });

  describe('downloads', () => {
    /** A blob's text, byte-order mark included (jsdom's Blob has no `text()`). */
    const textOf = (blob: Blob | undefined) =>
      new Promise<string>((resolve, reject) => {
        if (!blob) return reject(new Error('no file'));
        const reader = new FileReader();
        reader.onload = () => {
          const bytes = new Uint8Array(reader.result as ArrayBuffer);
          resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
        };
        reader.readAsArrayBuffer(blob);
      });

    let files: { name: string; blob: Blob }[];
    const created = URL.createObjectURL;
    const revoked = URL.revokeObjectURL;

    beforeEach(() => {
      files = [];
      const blobs = new Map<string, Blob>();
      URL.createObjectURL = (blob: Blob) => {
        const url = `blob:${blobs.size}`;
        blobs.set(url, blob);
        return url;
      };
      URL.revokeObjectURL = () => undefined;
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        const blob = blobs.get(this.getAttribute('href') ?? '');
        if (blob) files.push({ name: this.download, blob });
      });
    });

    afterEach(() => {
      URL.createObjectURL = created;
      URL.revokeObjectURL = revoked;
      jest.restoreAllMocks();
    });

    it('saves an ended trace as CSV with its byte-order mark', async () => {
      api({ 'GET /hadm/v1/trace/export': { body: 'At,Method\r\n' } });
      const saga = run();
      saga.send(traceExportRequested(7));
      await settle();
      expect(files.map((file) => [file.name, file.blob.type])).toEqual([
        ['trace-7.csv', 'text/csv;charset=utf-8'],
      ]);
      expect(calls.map((item) => item.url.search)).toEqual(['?traceGroupId=7']);
      expect(await textOf(files[0]?.blob)).toBe('\uFEFFAt,Method\r\n');
      saga.stop();
    });

    it('saves the services as YAML, and nothing when refused', async () => {
      api({ 'GET /hadm/v1/services/download/yml': { body: 'services: []\n' } });
      const saga = run();
      saga.send(servicesYamlRequested());
      await settle();
      expect(files.map((file) => file.name)).toEqual(['services.yml']);
      expect(await textOf(files[0]?.blob)).toBe('services: []\n');
      api({
        'GET /hadm/v1/services/download/yml': {
          status: 403,
          body: { failed: true, code: 'error.forbidden', message: 'No', type: 'error' },
        },
      });
      saga.send(servicesYamlRequested());
      await settle();
      expect(files).toHaveLength(1);
      expect(notices).toEqual([expect.objectContaining({ type: 'error', description: 'No' })]);
      saga.stop();
    });
  });
});
