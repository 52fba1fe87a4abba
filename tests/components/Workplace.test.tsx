import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { type ComponentType } from 'react';
import { createTranslator } from '../../app/i18n';
import en_US from '../../app/i18n/en_US';
import { CardSettingPage, registerCard, WorkplacePage } from '../../app/pages/workplace';
import { CardLoading } from '../../app/pages/workplace/CardFrame';
import { lazyChunk } from '../../design-system';
import { reportSummary } from '../../app/pages/workplace/cards/ReportCard';
import { createAppStore } from '../../app/store';
import { createRootReducer } from '../../app/store/reducer';
import { globalInit } from '../../app/store/session';
import { portalFeature } from '../../app/modules/portal/feature';
import { ADMIN_USER, fakeApi, type FakeCall } from '../support/fakeApi';
import { renderApp } from '../support/renderApp';

/** The whole app's reducer: the core's slices and the portal's. */
const rootReducer = createRootReducer([portalFeature]);

const CATALOG = [
  { code: 'Workflow', name: 'Pending Tasks', description: 'Workflow tasks waiting for you' },
  { code: 'HzeroMessage', name: 'Messages', description: 'Your latest messages' },
  { code: 'ReportCard', name: 'Samples per Month', description: 'Samples in each month' },
  { code: 'Mystery', name: 'Mystery', description: 'A card this app does not know' },
];

const REPORT = {
  code: 'SAMPLES_PER_MONTH',
  title: 'Samples per month',
  labels: ['2024-01', '2024-02', '2024-03'],
  series: [
    { name: 'Samples received', data: [512, 498, 620] },
    { name: 'Samples sequenced', data: [500, 480, 1600] },
  ],
};

let myCards: { code: string; sort: number }[];

/** The cards as HZERO's layout items answer them. */
const layoutOf = (cards: { code: string; sort: number }[]) =>
  cards.map((card) => ({ code: card.code, x: 0, y: card.sort, w: 12, h: 6 }));
let calls: FakeCall[];

beforeEach(() => {
  myCards = [
    { code: 'HzeroMessage', sort: 3 },
    { code: 'Mystery', sort: 2 },
    { code: 'Workflow', sort: 1 },
    { code: 'ReportCard', sort: 4 },
  ];
  calls = fakeApi({
    'GET /hpfm/v1/dashboard/layout': () => ({ body: layoutOf(myCards) }),
    'POST /hpfm/v1/dashboard/layout': (_url, init) => {
      const saved = JSON.parse(String(init.body)) as { code: string; y: number }[];
      myCards = saved.map((item) => ({ code: item.code, sort: item.y }));
      return { body: layoutOf(myCards) };
    },
    'GET /hpfm/v1/dashboard/layout/role-cards': { body: CATALOG },
    'POST /hwfp/v1/0/activiti/task/query': {
      body: {
        content: [
          {
            id: 11,
            processName: 'Quotation approval',
            name: 'Approve quotation Q-7',
            startUserName: 'Lin Wei',
            createTime: '2024-03-05 09:15:00',
            processInstanceId: 901,
          },
        ],
        totalElements: 4,
        size: 5,
        number: 0,
      },
    },
    'GET /hmsg/v1/0/messages/user/preview': {
      body: [
        {
          userMessageId: 1,
          messageId: 101,
          tenantId: 0,
          subject: 'Order SO-1 shipped',
          creationDate: '2024-03-01 08:00:00',
          readFlag: 0,
          userMessageTypeCode: 'MSG',
        },
      ],
    },
    'GET /hmsg/v1/0/notices/user/preview': { body: [] },
    'POST /hrpt/v1/reports/SAMPLES_PER_MONTH/data': { body: REPORT },
  });
});

function signedInStore() {
  const base = rootReducer(undefined, { type: '@@init' });
  return createAppStore({
    session: { status: 'ready', area: 'default', error: null },
    user: { ...base.user, currentUser: ADMIN_USER },
  });
}

function renderAt(path: string, store = signedInStore()) {
  const router = renderApp(store, path, [
    { path: '/workplace', element: <WorkplacePage /> },
    { path: '/workplace/card-setting', element: <CardSettingPage /> },
  ]);
  return { store, router };
}

const cardHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const puts = () =>
  calls.filter((call) => call.method === 'POST' && call.path === '/hpfm/v1/dashboard/layout');

describe('WorkplacePage', () => {
  it('shows the chosen cards in their saved order and skips an unknown card', async () => {
    renderAt('/workplace');
    expect(screen.getByRole('heading', { level: 1, name: 'Workplace' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'My pending approvals' });
    expect(cardHeadings()).toEqual([
      'My pending approvals',
      'Latest messages',
      'Samples per month',
    ]);
    expect(screen.queryByText('Mystery')).not.toBeInTheDocument();
  });

  it('fills each card from its own service', async () => {
    renderAt('/workplace');
    const workflow = await screen.findByRole('region', { name: 'My pending approvals' });
    expect(await within(workflow).findByText('Approve quotation Q-7')).toBeInTheDocument();
    expect(within(workflow).getByText('Started by Lin Wei on 2024-03-05 09:15:00')).toBeVisible();
    expect(within(workflow).getByText('4 waiting in total')).toBeVisible();
    // HZERO's task query, as its workplace card calls it.
    const query = calls.find((call) => call.path === '/hwfp/v1/0/activiti/task/query');
    expect([query?.method, query?.url.search, JSON.parse(String(query?.init.body))]).toEqual([
      'POST',
      '?ignoreEmployeeNotFound=true',
      { page: 0, size: 5 },
    ]);

    const messages = screen.getByRole('region', { name: 'Latest messages' });
    expect(await within(messages).findByText('Order SO-1 shipped')).toBeVisible();

    const report = screen.getByRole('region', { name: 'Samples per month' });
    const chart = await within(report).findByRole('img');
    expect(chart).toHaveAccessibleName(
      'Samples per month, 2024-01 to 2024-03. ' +
        'Samples received: total 1,630, highest 620 in 2024-03, lowest 498 in 2024-02. ' +
        'Samples sequenced: total 2,580, highest 1,600 in 2024-03, lowest 480 in 2024-02.',
    );
    await userEvent.click(within(report).getByText('Show the figures as a table'));
    const table = within(report).getByRole('table', { name: 'Samples per month' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodSamples receivedSamples sequenced',
      '2024-01512500',
      '2024-02498480',
      '2024-036201,600',
    ]);
  });

  it('draws what the session read ahead at its address without reading it again', async () => {
    window.history.replaceState(null, '', '/workplace');
    const store = signedInStore();
    store.dispatch(globalInit({ language: 'en_US', organizationId: 0, roleId: 1 }));
    await waitFor(() => expect(store.getState().workplace.pendingTasks.status).toBe('ready'));
    await waitFor(() => expect(store.getState().notices.loaded).toBe(true));
    renderAt('/workplace', store);
    const workflow = await screen.findByRole('region', { name: 'My pending approvals' });
    expect(within(workflow).getByText('Approve quotation Q-7')).toBeVisible();
    const messages = screen.getByRole('region', { name: 'Latest messages' });
    expect(await within(messages).findByText('Order SO-1 shipped')).toBeVisible();
    await within(screen.getByRole('region', { name: 'Samples per month' })).findByRole('img');
    const reads = (path: string) => calls.filter((call) => call.path === path).length;
    expect(
      [
        '/hpfm/v1/dashboard/layout',
        '/hwfp/v1/0/activiti/task/query',
        '/hmsg/v1/0/messages/user/preview',
        '/hrpt/v1/reports/SAMPLES_PER_MONTH/data',
      ].map(reads),
    ).toEqual([1, 1, 1, 1]);
  });

  it('shows a card with a failing service as failed and keeps the others', async () => {
    fakeApi({
      'GET /hpfm/v1/dashboard/layout': { body: layoutOf([{ code: 'Workflow', sort: 1 }]) },
      'POST /hwfp/v1/0/activiti/task/query': { status: 500, body: { message: 'down' } },
    });
    renderAt('/workplace');
    const workflow = await screen.findByRole('region', { name: 'My pending approvals' });
    expect(await within(workflow).findByRole('alert')).toHaveTextContent(
      'This card could not be loaded.',
    );
  });

  it("asks for a card's data while the card's own chunk is still loading", async () => {
    const unregister = registerCard({
      code: 'Mystery',
      titleKey: 'dashboard.cardList',
      Component: lazyChunk(() => new Promise<ComponentType>(() => {}), <CardLoading />).Component,
      requested: () => ({ type: 'test/mysteryRequested' }),
    });
    try {
      const base = rootReducer(undefined, { type: '@@init' });
      const store = createAppStore({
        session: { status: 'ready', area: 'default', error: null },
        user: { ...base.user, currentUser: ADMIN_USER },
      });
      const dispatch = jest.spyOn(store, 'dispatch');
      renderApp(store, '/workplace', [{ path: '/workplace', element: <WorkplacePage /> }]);
      const mystery = await screen.findByRole('region', { name: 'Cards' });
      expect(within(mystery).getByLabelText('Loading…')).toBeVisible();
      await waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'test/mysteryRequested' }));
      expect(
        dispatch.mock.calls.filter(([action]) => action.type === 'test/mysteryRequested'),
      ).toHaveLength(1);
    } finally {
      unregister();
    }
  });

  it('renders a card registered by code', async () => {
    const unregister = registerCard({
      code: 'Mystery',
      titleKey: 'dashboard.cardList',
      Component: () => <p>Plugged in</p>,
    });
    try {
      renderAt('/workplace');
      expect(await screen.findByText('Plugged in')).toBeVisible();
      expect(cardHeadings()).toEqual([
        'My pending approvals',
        'Cards',
        'Latest messages',
        'Samples per month',
      ]);
    } finally {
      unregister();
    }
  });

  it('offers the card setting when no card is chosen', async () => {
    myCards = [];
    const { router } = renderAt('/workplace');
    expect(await screen.findByText('There are no cards on your workplace.')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Choose cards' }));
    await waitFor(() => expect(router.pathname()).toBe('/workplace/card-setting'));
  });

  it('tells when the cards could not be loaded and tries again', async () => {
    const failing = fakeApi({
      'GET /hpfm/v1/dashboard/layout': { status: 500, body: { message: 'down' } },
    });
    renderAt('/workplace');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The workplace could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failing).toHaveLength(2));
  });

  it('has no accessibility violations', async () => {
    const { container } = (() => {
      renderAt('/workplace');
      return { container: document.body };
    })();
    await screen.findByText('Approve quotation Q-7');
    await screen.findByRole('img');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('CardSettingPage', () => {
  async function openSetting() {
    const view = renderAt('/workplace');
    await screen.findByRole('region', { name: 'My pending approvals' });
    await userEvent.click(screen.getByRole('link', { name: 'Card settings' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Card settings' }),
    ).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'My pending approvals' });
    return view;
  }

  const order = () =>
    within(screen.getByRole('list', { name: 'Cards' }))
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent ?? '');

  it('lists the offered cards the app knows, the chosen ones first in their order', async () => {
    await openSetting();
    expect(order()).toEqual(['My pending approvals', 'Latest messages', 'Samples per month']);
    expect(screen.getByRole('checkbox', { name: 'Latest messages' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Move My pending approvals up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Samples per month down' })).toBeDisabled();
  });

  it('saves the ticked cards in the chosen order and returns to the dashboard', async () => {
    const { router } = await openSetting();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Latest messages' }));
    expect(screen.getByRole('checkbox', { name: 'Latest messages' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Move Samples per month up' }));
    expect(order()).toEqual(['My pending approvals', 'Samples per month', 'Latest messages']);
    expect(screen.getByRole('status')).toHaveTextContent('Samples per month is now number 2 of 3.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.pathname()).toBe('/workplace'));
    expect(puts()).toHaveLength(1);
    expect(JSON.parse(String(puts()[0]?.init.body))).toEqual([
      { code: 'Workflow', x: 0, y: 1 },
      { code: 'ReportCard', x: 0, y: 2 },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Workplace' });
    await waitFor(() =>
      expect(cardHeadings()).toEqual(['My pending approvals', 'Samples per month']),
    );
  });

  it('moves cards with the keyboard and keeps the focus on the moved card', async () => {
    await openSetting();
    const user = userEvent.setup();
    const down = screen.getByRole('button', { name: 'Move My pending approvals down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Latest messages', 'My pending approvals', 'Samples per month']);
    expect(screen.getByRole('button', { name: 'Move My pending approvals down' })).toHaveFocus();
    await user.keyboard(' ');
    expect(order()).toEqual(['Latest messages', 'Samples per month', 'My pending approvals']);
    // Now last: Down is disabled, so the focus moves to Up of the same card.
    expect(screen.getByRole('button', { name: 'Move My pending approvals up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Latest messages', 'My pending approvals', 'Samples per month']);
  });

  it('goes back without saving on Cancel', async () => {
    const { router } = await openSetting();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Latest messages' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.pathname()).toBe('/workplace'));
    expect(puts()).toHaveLength(0);
    await waitFor(() => expect(cardHeadings()).toContain('Latest messages'));
  });

  it('has no accessibility violations', async () => {
    await openSetting();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('report summary', () => {
  it('names the range, and total, highest and lowest of each series', () => {
    const t = createTranslator('en_US', en_US);
    expect(reportSummary({ ...REPORT, series: [REPORT.series[0]!] }, t)).toBe(
      'Samples per month, 2024-01 to 2024-03. Samples received: total 1,630, highest 620 in 2024-03, lowest 498 in 2024-02.',
    );
  });
});
