import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalCustomerRoutes } from '../../app/modules/portal/routes';
import StaffPages from '../../app/modules/portal/StaffPages';
import { setNotifier, type Notice } from '../../app/services/notification';
import {
  fakeApi,
  pageAsked as pageOf,
  type FakeAnswer,
  type FakeCall,
  ALL_GRANTED,
} from '../support/fakeApi';
import { renderPage, routesUnder, type PageRoute } from '../support/renderPage';
import { CUSTOMER, OPERATOR as STAFF } from '../support/users';
import { portalFeature } from '../../app/modules/portal/feature';
import { registerFeature } from '../../app/store/features';

// The portal's slices and sagas, as the app registers them when the portal's chunk loads.
registerFeature(portalFeature);

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const PROJECTS = '/hpro/v1/1/projects';
const ORDERS = '/hpro/v1/1/orders';
const STAFF_BATCHES = '/hsif/v1/1/staff/batches';
/** A status badge (it carries its tone). */
const BADGE = '[data-tone]';

const PROJECT_ROWS = [
  {
    projectId: 1,
    projectCode: 'P-2024001',
    projectName: 'Rice resequencing',
    status: 'Sequencing',
    productCode: 'WGS',
    createdDate: '2026-09-02 09:30:00',
    sampleCount: 3,
    teamId: 1,
    objectVersionNumber: 1,
    _token: 't1',
  },
  {
    projectId: 2,
    projectCode: 'P-2024002',
    projectName: 'Mouse liver RNA',
    status: 'DataReleased',
    productCode: 'RNA-SEQ',
    createdDate: '2026-10-20 17:05:00',
    sampleCount: 2,
    teamId: 1,
    objectVersionNumber: 1,
    _token: 't2',
  },
];

let calls: FakeCall[];
let notices: Notice[];

function serve(routes: Record<string, FakeAnswer | ((url: URL) => FakeAnswer)> = {}) {
  calls = fakeApi({
    [`GET ${PROJECTS}`]: (url) => {
      const status = url.searchParams.get('status');
      return {
        body: pageOf(
          PROJECT_ROWS.filter((row) => !status || row.status === status),
          url,
        ),
      };
    },
    'POST /iam/hzero/v1/menus/check-permissions': ALL_GRANTED,
    ...routes,
  });
}

function queryOf(path: string) {
  const last = calls.filter((call) => call.method === 'GET' && call.path === path).at(-1);
  return Object.fromEntries(last?.url.searchParams ?? []);
}

function renderAt(
  path: string,
  user: typeof CUSTOMER,
  routes: PageRoute[],
  language: 'en_US' | 'zh_CN' = 'en_US',
) {
  return renderPage({ user, language, path, routes, permissions: true }).store;
}

/** The staff's portal pages as the operators' shell mounts them (lists: resource pages). */
const STAFF_ROUTES = [{ path: '*', element: <StaffPages /> }];

/** The customer routes as mounted under `/pub`. */
const CUSTOMER_ROUTES = routesUnder('/pub', portalCustomerRoutes);

beforeEach(() => {
  notices = [];
  setNotifier((notice) => notices.push(notice));
});

describe('Portal lists: customer projects', () => {
  it('loads page 0 of 10, shows translated status badges and dates, filters by status', async () => {
    serve();
    const user = userEvent.setup();
    renderAt('/pub/projects/project', CUSTOMER, CUSTOMER_ROUTES);
    expect(await screen.findByRole('heading', { name: 'My projects', level: 1 })).toBeVisible();
    expect(await screen.findByText('Rice resequencing')).toBeInTheDocument();
    expect(queryOf(PROJECTS)).toEqual({ page: '0', size: '10', sort: 'createdDate,desc' });

    const table = screen.getByRole('table');
    const sequencing = within(table).getByText('Sequencing');
    expect(sequencing).toHaveAttribute('data-tone', 'processing');
    expect(within(table).getByText('Data released')).toHaveAttribute('data-tone', 'success');
    expect(within(table).getByText('2026-09-02')).toBeInTheDocument();
    expect(within(table).queryByText('DataReleased')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'DataReleased');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('Rice resequencing')).not.toBeInTheDocument());
    expect(queryOf(PROJECTS)).toEqual({
      status: 'DataReleased',
      page: '0',
      size: '10',
      sort: 'createdDate,desc',
    });
    expect(screen.getByText('Mouse liver RNA')).toBeInTheDocument();
    expect(notices).toEqual([]);
  });

  it('names the statuses in Chinese for a Chinese user', async () => {
    serve();
    renderAt('/pub/projects/project', CUSTOMER, CUSTOMER_ROUTES, 'zh_CN');
    expect(await screen.findByRole('heading', { name: '我的项目', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('测序中')).toHaveAttribute('data-tone', 'processing');
    expect(within(table).getByText('数据已发布')).toBeInTheDocument();
  });

  it('is read-only: no toolbar, no selection, no Create, Delete or Edit', async () => {
    serve();
    renderAt('/pub/projects/project', CUSTOMER, CUSTOMER_ROUTES);
    await screen.findByText('Rice resequencing');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    for (const name of ['Create', 'Delete selected', 'Delete', 'Edit', 'Export']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(calls.some((call) => call.path === '/iam/hzero/v1/menus/check-permissions')).toBe(false);
  });
});

describe('Portal lists: customer orders', () => {
  it('sends the fixed order type with paging and its filters', async () => {
    serve({
      [`GET ${ORDERS}`]: (url) => ({
        body: pageOf(
          [
            {
              orderId: 1,
              orderCode: 'SO-2024001',
              type: 'sequencing',
              projectId: 1,
              projectCode: 'P-2024001',
              status: 'InProgress',
              createdDate: '2026-09-03 10:00:00',
              sampleCount: 3,
            },
          ],
          url,
        ),
      }),
    });
    const user = userEvent.setup();
    renderAt('/pub/projects/sequencing-order', CUSTOMER, CUSTOMER_ROUTES);
    expect(
      await screen.findByRole('heading', { name: 'Sequencing orders', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByText('SO-2024001')).toBeInTheDocument();
    expect(screen.getByText('In progress', { selector: BADGE })).toHaveAttribute(
      'data-tone',
      'processing',
    );
    expect(queryOf(ORDERS)).toEqual({
      type: 'sequencing',
      page: '0',
      size: '10',
      sort: 'createdDate,desc',
    });

    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'SO-');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queryOf(ORDERS)).toMatchObject({ keyword: 'SO-' }));
    expect(queryOf(ORDERS)).toMatchObject({ type: 'sequencing', page: '0', size: '10' });
  });

  it('asks for library-prep orders on the library-prep page', async () => {
    serve({ [`GET ${ORDERS}`]: (url) => ({ body: pageOf([], url) }) });
    renderAt('/pub/projects/libPrepOrder', CUSTOMER, CUSTOMER_ROUTES);
    expect(
      await screen.findByRole('heading', { name: 'Library-prep orders', level: 1 }),
    ).toBeVisible();
    await waitFor(() => expect(queryOf(ORDERS)).toMatchObject({ type: 'libprep', page: '0' }));
  });
});

describe('Portal lists: staff batches', () => {
  it('lists the tenant batches with team, translated status and no actions', async () => {
    serve({
      [`GET ${STAFF_BATCHES}`]: (url) => ({
        body: pageOf(
          [
            {
              batchId: 7,
              batchCode: 'B-2024007',
              status: 'Submitted',
              productCode: 'WGS',
              projectId: 1,
              projectCode: 'P-2024001',
              teamName: 'Novo Lab',
              sampleCount: 4,
              submittedDate: '2026-11-01 08:00:00',
              returnReason: null,
            },
            {
              batchId: 8,
              batchCode: 'B-2024008',
              status: 'Returned',
              productCode: 'RNA-SEQ',
              projectId: 2,
              projectCode: 'P-2024002',
              teamName: 'Novo Lab',
              sampleCount: 2,
              submittedDate: '2026-11-05 08:00:00',
              returnReason: 'Volume below 10 uL',
            },
          ],
          url,
        ),
      }),
    });
    renderAt('/hsif/sample/list', STAFF, STAFF_ROUTES);
    expect(await screen.findByRole('heading', { name: 'Sample batches', level: 1 })).toBeVisible();
    expect(await screen.findByText('B-2024007')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Submitted', { selector: BADGE })).toHaveAttribute(
      'data-tone',
      'processing',
    );
    expect(within(table).getByText('Returned')).toHaveAttribute('data-tone', 'error');
    expect(within(table).getByText('Volume below 10 uL')).toBeInTheDocument();
    expect(within(table).getAllByText('Novo Lab')).toHaveLength(2);
    expect(within(table).getByText('2026-11-05')).toBeInTheDocument();
    expect(queryOf(STAFF_BATCHES)).toEqual({ page: '0', size: '10', sort: 'createdDate,desc' });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // Drafts are the customer's: the staff status filter does not offer them.
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).queryByRole('option', { name: 'Draft' })).not.toBeInTheDocument();
    expect(within(status).getByRole('option', { name: 'QC done' })).toBeInTheDocument();
  });
});

describe('Portal lists: links to the pages of a row', () => {
  const batchRow = (batchId: number, batchCode: string, status: string) => ({
    batchId,
    batchCode,
    status,
    productCode: 'WGS',
    projectId: null,
    projectCode: null,
    teamName: 'Novo Lab',
    sampleCount: 1,
    submittedDate: null,
    returnReason: null,
  });

  it('links a customer project code to its detail', async () => {
    serve();
    renderAt('/pub/projects/project', CUSTOMER, CUSTOMER_ROUTES);
    const link = await screen.findByRole('link', { name: 'P-2024001' });
    expect(link).toHaveAttribute('href', '/pub/projects/single?projectId=1');
    expect(screen.getByRole('link', { name: 'P-2024002' })).toHaveAttribute(
      'href',
      '/pub/projects/single?projectId=2',
    );
    // Only the code is a link, not the name.
    expect(screen.queryByRole('link', { name: 'Rice resequencing' })).not.toBeInTheDocument();
  });

  it('opens a customer batch in the wizard while editable, else its information', async () => {
    serve({
      'GET /hsif/v1/1/batches/5': {
        body: {
          ...batchRow(5, 'SB-QC', 'QcDone'),
          rows: [],
          samples: [],
          shipping: null,
          history: [],
          qc: [],
        },
      },
      'GET /hsif/v1/1/batches': (url) => ({
        body: pageOf(
          [
            batchRow(3, 'SB-DRAFT', 'Draft'),
            batchRow(4, 'SB-RETURNED', 'Returned'),
            batchRow(5, 'SB-QC', 'QcDone'),
          ],
          url,
        ),
      }),
    });
    const user = userEvent.setup();
    renderAt('/pub/sample/home', CUSTOMER, CUSTOMER_ROUTES);
    expect(await screen.findByRole('link', { name: 'SB-DRAFT' })).toHaveAttribute(
      'href',
      '/pub/sample/step1?batchId=3',
    );
    expect(screen.getByRole('link', { name: 'SB-RETURNED' })).toHaveAttribute(
      'href',
      '/pub/sample/step1?batchId=4',
    );
    // A router link: following it opens the batch's information page in place.
    await user.click(screen.getByRole('link', { name: 'SB-QC' }));
    expect(
      await screen.findByRole('heading', { name: 'Sample batch SB-QC', level: 1 }),
    ).toBeVisible();
  });

  it('links order project codes and staff rows to the staff pages', async () => {
    const order = {
      orderId: 1,
      orderCode: 'SO-2024001',
      type: 'sequencing',
      projectId: 4,
      projectCode: 'P-2024004',
      status: 'InProgress',
      createdDate: '2026-09-03 10:00:00',
      sampleCount: 3,
    };
    serve({
      [`GET ${ORDERS}`]: (url) => ({ body: pageOf([order], url) }),
      [`GET ${STAFF_BATCHES}`]: (url) => ({
        body: pageOf([batchRow(9, 'SB-STAFF', 'Received')], url),
      }),
    });
    renderAt('/pub/projects/sequencing-order', CUSTOMER, CUSTOMER_ROUTES);
    expect(await screen.findByRole('link', { name: 'P-2024004' })).toHaveAttribute(
      'href',
      '/pub/projects/single?projectId=4',
    );
    // The order's own code is not a link.
    expect(screen.queryByRole('link', { name: 'SO-2024001' })).not.toBeInTheDocument();
  });

  it.each([
    ['/hpro/sequencing', 'P-2024004', '/hpro/project-detail/0?projectId=4'],
    ['/hsif/sample/list', 'SB-STAFF', '/hsif/sample/step1?batchId=9'],
    ['/hpro/project/list', 'P-2024001', '/hpro/project-detail/0?projectId=1'],
  ])('staff list %s links %s to %s', async (path, name, href) => {
    serve({
      [`GET ${ORDERS}`]: (url) => ({
        body: pageOf(
          [
            {
              orderId: 1,
              orderCode: 'SO-2024001',
              type: 'sequencing',
              projectId: 4,
              projectCode: 'P-2024004',
              status: 'InProgress',
              createdDate: '2026-09-03 10:00:00',
              sampleCount: 3,
            },
          ],
          url,
        ),
      }),
      [`GET ${STAFF_BATCHES}`]: (url) => ({
        body: pageOf([batchRow(9, 'SB-STAFF', 'Received')], url),
      }),
    });
    renderAt(path, STAFF, STAFF_ROUTES);
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('leaves a cell without a target as plain text', async () => {
    serve({
      'GET /hsif/v1/1/batches': (url) => ({
        body: pageOf([batchRow(0, 'SB-NOID', 'QcDone')], url),
      }),
    });
    renderAt('/pub/sample/home', CUSTOMER, CUSTOMER_ROUTES);
    expect(await screen.findByText('SB-NOID')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SB-NOID' })).not.toBeInTheDocument();
  });
});
