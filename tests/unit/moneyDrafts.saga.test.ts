/**
 * The money path's drafts saved as typed: quick edits make one save of the latest content on
 * the version the server has; a submission saves first, then submits on the new version and
 * goes on; a refused save keeps the edits and says why; a newer answer never overwrites edits
 * not saved yet.
 */
import type { UnknownAction } from 'redux';
import { runSaga, stdChannel } from 'redux-saga';
import { moneyFeature } from '../../app/modules/portal/money/feature';
import { setNavigation } from '../../app/services/navigation';
import { setNotifier, type Notice } from '../../app/services/notification';
import { setRequestContext } from '../../app/services/request';
import {
  draftEdited,
  draftOpened,
  draftSubmitRequested,
  moneyDraftsReducer,
  selectDraft,
} from '../../app/store/moneyDrafts';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { EMPTY_BIF } from '../../domain/portal/bif';
import { EMPTY_REQUEST, type QuotationRequest } from '../../domain/portal/quotations';
import { AUTOSAVE_DELAY, moneySaga } from '../../sagas/money';
import { fakeApi, type FakeCall } from '../support/fakeApi';

const rootReducer = createRootReducer([moneyFeature]);
const DRAFT = '/hpro/v1/1/quotations/5/draft';
const SUBMIT = '/hpro/v1/1/quotations/5/submit';
const ref = { kind: 'quotation' as const, id: 5 };

const tasks: { cancel(): void }[] = [];
let navigations: string[];
let notices: Notice[];

function start(setup: UnknownAction[] = []) {
  const channel = stdChannel<UnknownAction>();
  let state: RootState = rootReducer(undefined, { type: '@@init' });
  for (const action of setup) state = rootReducer(state, action);
  const dispatched: UnknownAction[] = [];
  const dispatch = (action: UnknownAction) => {
    dispatched.push(action);
    state = rootReducer(state, action);
    channel.put(action);
  };
  tasks.push(runSaga({ channel, dispatch, getState: () => state }, moneySaga));
  return { dispatched, send: dispatch, state: () => state };
}

const opened = (version: number, request: QuotationRequest = EMPTY_REQUEST) =>
  draftOpened({ ...ref, content: request, step: 1, objectVersionNumber: version });

const titled = (title: string): QuotationRequest => ({ ...EMPTY_REQUEST, title });

const bodies = (calls: FakeCall[], path: string) =>
  calls
    .filter((call) => call.path === path)
    .map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);

beforeEach(() => {
  jest.useFakeTimers();
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

describe('money drafts', () => {
  it('saves quick edits once, the latest content, on the version the server has', async () => {
    const calls = fakeApi({ [`PUT ${DRAFT}`]: { body: { objectVersionNumber: 4 } } });
    const saga = start([opened(3)]);
    saga.send(draftEdited({ ...ref, content: titled('R') }));
    await jest.advanceTimersByTimeAsync(300);
    saga.send(draftEdited({ ...ref, content: titled('RNA'), step: 2 }));
    expect(selectDraft(saga.state(), 'quotation', 5)?.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY - 1);
    expect(bodies(calls, DRAFT)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(0);
    expect(bodies(calls, DRAFT)).toEqual([
      { objectVersionNumber: 3, step: 2, request: titled('RNA') },
    ]);
    expect(selectDraft(saga.state(), 'quotation', 5)).toMatchObject({
      status: 'saved',
      objectVersionNumber: 4,
    });
    // An older answer read meanwhile does not replace what is saved.
    saga.send(opened(3, titled('old')));
    expect(selectDraft(saga.state(), 'quotation', 5)?.content.title).toBe('RNA');
  });

  it('saves, then submits on the new version, then forgets the draft and goes on', async () => {
    const calls = fakeApi({
      [`PUT ${DRAFT}`]: { body: { objectVersionNumber: 8 } },
      [`POST ${SUBMIT}`]: { body: { quotationId: 5, status: 'Submitted' } },
    });
    const saga = start([opened(7)]);
    saga.send(draftEdited({ ...ref, content: titled('Ready') }));
    saga.send(draftSubmitRequested({ ...ref, then: '/pub/quotation/step3?quotationId=5' }));
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT ${DRAFT}`,
      `POST ${SUBMIT}`,
    ]);
    expect(bodies(calls, SUBMIT)).toEqual([{ objectVersionNumber: 8 }]);
    expect(selectDraft(saga.state(), 'quotation', 5)).toBeUndefined();
    expect(navigations).toEqual(['/pub/quotation/step3?quotationId=5']);
    expect(notices.map((notice) => notice.type)).toEqual(['success']);
  });

  it('keeps the edits and says why when a save is refused; no submission follows', async () => {
    const calls = fakeApi({
      [`PUT ${DRAFT}`]: {
        body: {
          failed: true,
          code: 'error.optimistic_lock',
          message: 'The record was changed by someone else; reload it and try again',
        },
      },
    });
    const saga = start([opened(2)]);
    saga.send(draftEdited({ ...ref, content: titled('Mine') }));
    saga.send(draftSubmitRequested({ ...ref, then: '/elsewhere' }));
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.path)).toEqual([DRAFT]);
    expect(selectDraft(saga.state(), 'quotation', 5)).toMatchObject({
      status: 'failed',
      error: 'The record was changed by someone else; reload it and try again',
      content: titled('Mine'),
    });
    expect(navigations).toEqual([]);
    // A newer answer does not overwrite the edits not saved yet.
    saga.send(opened(9, titled('Theirs')));
    expect(selectDraft(saga.state(), 'quotation', 5)?.content.title).toBe('Mine');
  });

  it('opens a bioinformatics form never saved at version 0', () => {
    const state = moneyDraftsReducer(
      undefined,
      draftOpened({ kind: 'bif', id: 3, content: EMPTY_BIF, step: 1, objectVersionNumber: 0 }),
    );
    expect(state.drafts['bif:3']).toMatchObject({ objectVersionNumber: 0, status: 'saved' });
  });
});
