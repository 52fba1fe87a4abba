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
  traceEnded,
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
});
