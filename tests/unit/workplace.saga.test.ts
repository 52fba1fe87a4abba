import { waitFor } from '@testing-library/react';
import type { Saga } from 'redux-saga';
import { setRequestContext } from '../../app/services/request';
import { previewsRequested } from '../../app/store/notices';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { globalInit } from '../../app/store/session';
import { refreshTabContent } from '../../app/store/shell';
import { saveCurrentUser, serverLanguageChanged } from '../../app/store/user';
import {
  dashboardWanted,
  myCardsRequested,
  pendingTasksRequested,
  reportRequested,
} from '../../app/store/workplace';
import { showsDashboard, workplaceSaga } from '../../sagas/workplace';
import { ADMIN_USER, fakeApi, type FakeCall } from '../support/fakeApi';
import { startSaga } from '../support/saga';

const rootReducer = createRootReducer([]);

/** The store's state once `users/self` has answered. */
const signedIn = (): RootState => rootReducer(undefined, saveCurrentUser({ user: ADMIN_USER }));

const INIT = globalInit({ language: 'en_US', organizationId: 0, roleId: 1 });

/** The reads of the dashboard: its layout and its cards' data. */
const DASHBOARD_READS = [
  'GET /hpfm/v1/dashboard/layout',
  'POST /hwfp/v1/0/activiti/task/query',
  'POST /hrpt/v1/reports/SAMPLES_PER_MONTH/data',
];

/** What a reload of the dashboard asks for: each card's data, then the layout. */
const ASKED_AGAIN = [
  pendingTasksRequested.type,
  previewsRequested.type,
  reportRequested.type,
  myCardsRequested.type,
];

/** What the dashboard asked for: the layout, then each card's data. */
const ASKS = [
  myCardsRequested.type,
  pendingTasksRequested.type,
  previewsRequested.type,
  reportRequested.type,
];

let calls: FakeCall[];
const reads = () =>
  calls
    .map((call) => `${call.method} ${call.path}`)
    .filter((call) => DASHBOARD_READS.includes(call));

function start() {
  const saga = startSaga(workplaceSaga as Saga, signedIn(), rootReducer);
  const asked = () =>
    saga.dispatched.map((action) => action.type).filter((type) => ASKS.includes(type));
  return { saga, asked };
}

beforeEach(() => {
  setRequestContext({ tenantId: () => 0, tenantScoped: () => false, menuId: () => undefined });
  calls = fakeApi({
    'GET /hpfm/v1/dashboard/layout': {
      body: [
        { code: 'HzeroMessage', x: 0, y: 2 },
        { code: 'Workflow', x: 0, y: 1 },
        { code: 'ReportCard', x: 0, y: 3 },
      ],
    },
    'POST /hwfp/v1/0/activiti/task/query': { body: { content: [], totalElements: 0 } },
    'POST /hrpt/v1/reports/SAMPLES_PER_MONTH/data': {
      body: { code: 'SAMPLES_PER_MONTH', title: 'Samples', labels: [], series: [] },
    },
  });
});

describe('the dashboard read with the session', () => {
  it('reads the layout at global/init on the workplace, then each card’s data, and not again when the page mounts', async () => {
    window.history.replaceState(null, '', '/workplace');
    const { saga, asked } = start();
    saga.send(INIT);
    // The page mounts while the layout is on its way: nothing is asked twice.
    saga.send(dashboardWanted());
    await waitFor(() => expect(saga.state.workplace.pendingTasks.status).toBe('ready'));
    await waitFor(() =>
      expect(saga.state.workplace.reports.SAMPLES_PER_MONTH?.status).toBe('ready'),
    );
    expect(asked()).toEqual(ASKS);
    expect(reads()).toEqual(DASHBOARD_READS);

    // And once everything is there, a page mounting reads nothing.
    saga.send(dashboardWanted());
    await saga.settle();
    expect(asked()).toEqual(ASKS);
    expect(reads()).toEqual(DASHBOARD_READS);
    saga.stop();
  });

  it('reads nothing of the dashboard at global/init on another page, and all of it when the page mounts', async () => {
    window.history.replaceState(null, '', '/hpfm/country/list');
    const { saga, asked } = start();
    saga.send(INIT);
    await saga.settle();
    expect(saga.dispatched.map((action) => action.type)).toEqual([]);
    expect(calls).toEqual([]);

    saga.send(dashboardWanted());
    await waitFor(() => expect(asked()).toEqual(ASKS));
    await waitFor(() => expect(reads()).toEqual(DASHBOARD_READS));
    saga.stop();
  });

  it('asks again only for the card data that failed when the page mounts', async () => {
    window.history.replaceState(null, '', '/workplace');
    fakeApi({
      'GET /hpfm/v1/dashboard/layout': { body: [{ code: 'Workflow', x: 0, y: 1 }] },
      'POST /hwfp/v1/0/activiti/task/query': { status: 500, body: { message: 'down' } },
    });
    const { saga, asked } = start();
    saga.send(INIT);
    await waitFor(() => expect(saga.state.workplace.pendingTasks.status).toBe('failed'));
    expect(asked()).toEqual([myCardsRequested.type, pendingTasksRequested.type]);

    saga.send(dashboardWanted());
    await saga.settle();
    expect(asked()).toEqual([
      myCardsRequested.type,
      pendingTasksRequested.type,
      pendingTasksRequested.type,
    ]);
    saga.stop();
  });

  it('reads the layout and every card’s data again when the workplace tab is refreshed', async () => {
    window.history.replaceState(null, '', '/');
    const { saga, asked } = start();
    saga.send(INIT);
    await waitFor(() => expect(saga.state.workplace.pendingTasks.status).toBe('ready'));
    await waitFor(() => expect(reads()).toEqual(DASHBOARD_READS));

    saga.send(refreshTabContent('/hpfm/country/list'));
    await saga.settle();
    expect(asked()).toEqual(ASKS);

    saga.send(refreshTabContent('/workplace'));
    await waitFor(() => expect(reads()).toHaveLength(2 * DASHBOARD_READS.length));
    expect(asked()).toEqual([...ASKS, ...ASKED_AGAIN]);
    saga.stop();
  });
});

describe('the dashboard when the server answers in another language', () => {
  it('reads the layout and every card’s data again once the cards are shown, not before', async () => {
    window.history.replaceState(null, '', '/hpfm/country/list');
    const { saga, asked } = start();
    saga.send(serverLanguageChanged('zh_CN'));
    await saga.settle();
    expect(asked()).toEqual([]);

    saga.send(dashboardWanted());
    await waitFor(() => expect(reads()).toEqual(DASHBOARD_READS));
    saga.send(serverLanguageChanged('zh_CN'));
    await waitFor(() => expect(reads()).toHaveLength(2 * DASHBOARD_READS.length));
    expect(asked()).toEqual([...ASKS, ...ASKED_AGAIN]);
    saga.stop();
  });
});

describe('showsDashboard', () => {
  it.each([
    ['/workplace', true],
    ['/workplace/', true],
    ['/workplace?tab=1', true],
    ['/', true],
    ['/workplace/card-setting', false],
    ['/hpfm/country/list', false],
  ])('%s: %s', (path, shown) => {
    expect(showsDashboard(path)).toBe(shown);
  });
});
