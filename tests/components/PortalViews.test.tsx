import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { portalCustomerRoutes, portalStaffRoutes } from '../../app/modules/portal/routes';
import type { Batch, Product, Project } from '../../app/services/portal';
import { setNotifier, type Notice } from '../../app/services/notification';
import { setNotifyCount } from '../../app/store/user';
import { fakeApi, pageAsked as pageOf, type FakeAnswer, type FakeCall } from '../support/fakeApi';
import { renderPage, routesUnder, type PageRoute } from '../support/renderPage';
import { CUSTOMER, OPERATOR as STAFF } from '../support/users';
import { portalFeature } from '../../app/modules/portal/feature';
import { registerFeature } from '../../app/store/features';

// The portal's slices and sagas, as the app registers them when the portal's chunk loads.
registerFeature(portalFeature);

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const BATCH_BASE = {
  productId: 1,
  productCode: 'WGS',
  projectId: 1,
  projectCode: 'NL-P2024001',
  sampleCount: 3,
  submittedDate: '2026-10-01 09:00:00',
  returnReason: null,
  teamId: 1,
  teamName: 'Novo Lab',
  step: 3,
  createdDate: '2026-09-30 09:00:00',
  objectVersionNumber: 4,
};

const summary = (batchId: number, batchCode: string, status: Batch['status'], extra = {}) => ({
  ...BATCH_BASE,
  batchId,
  batchCode,
  status,
  ...extra,
});

const sample = (sampleId: number, sampleName: string, qcVerdict: string) => ({
  rowNo: sampleId,
  sampleName,
  sampleType: 'DNA',
  species: 'Zea mays',
  concentration: '50',
  volume: '40',
  buffer: 'TE',
  sampleId,
  totalAmount: '2',
  arrived: true,
  receiveNote: sampleId === 3 ? 'Tube cracked, sample intact' : null,
  qcVerdict,
  objectVersionNumber: 1,
});

const qcResult = (sampleId: number, sampleName: string, verdict: 'Pass' | 'Risk') => ({
  qcId: 100 + sampleId,
  sampleId,
  sampleName,
  verdict,
  concentration: verdict === 'Risk' ? '11.9' : '84.1',
  volume: '30',
  rin: null,
  note: verdict === 'Risk' ? 'Total amount below 0.5 ug' : null,
  reportFileUrl: '/portal-qc/reports/r1.csv',
  decision: null,
  decisionComment: null,
  decidedBy: null,
  decidedDate: null,
  objectVersionNumber: 1,
});

function qcBatch(): Batch {
  return {
    ...summary(1, 'SB-2024001', 'QcDone'),
    rows: [],
    samples: [sample(1, 'MZ-01', 'Pass'), sample(3, 'MZ-03', 'Risk')] as Batch['samples'],
    shipping: {
      courier: 'SF Express',
      trackingNo: 'SF1000001',
      shippingDate: '2026-10-02',
      boxCount: 1,
      storage: 'Dry ice',
      senderContact: 'Mia Manager',
    },
    history: [
      {
        status: 'Submitted',
        changedBy: 'Mia Manager',
        changedDate: '2026-10-01 09:00:00',
        comment: null,
      },
      {
        status: 'QcDone',
        changedBy: 'Olga Operator',
        changedDate: '2026-10-05 10:00:00',
        comment: 'One risk',
      },
    ],
    qc: [qcResult(1, 'MZ-01', 'Pass'), qcResult(3, 'MZ-03', 'Risk')],
  };
}

const PROJECT: Project = {
  projectId: 1,
  objectVersionNumber: 1,
  projectCode: 'NL-P2024001',
  projectName: 'Maize resequencing',
  status: 'Sequencing',
  productCode: 'WGS',
  createdDate: '2026-09-02 09:30:00',
  sampleCount: 2,
  teamId: 1,
  orders: [
    {
      orderId: 1,
      orderCode: 'SO-2024001',
      type: 'sequencing',
      projectId: 1,
      projectCode: 'NL-P2024001',
      status: 'InProgress',
      createdDate: '2026-09-03 10:00:00',
      sampleCount: 2,
    },
  ],
  batches: [summary(1, 'SB-2024001', 'QcDone'), summary(7, 'SB-2024007', 'Draft')],
  samples: [
    {
      sampleId: 1,
      sampleName: 'MZ-01',
      sampleType: 'DNA',
      totalAmount: '4.275',
      arrived: true,
      qcVerdict: 'Pass',
      batchId: 1,
      batchCode: 'SB-2024001',
    },
    {
      sampleId: 3,
      sampleName: 'MZ-03',
      sampleType: 'DNA',
      totalAmount: '0.368',
      arrived: true,
      qcVerdict: 'Risk',
      batchId: 1,
      batchCode: 'SB-2024001',
    },
  ],
  qc: [
    { ...qcResult(1, 'MZ-01', 'Pass'), batchId: 1, batchCode: 'SB-2024001' },
    {
      ...qcResult(3, 'MZ-03', 'Risk'),
      batchId: 1,
      batchCode: 'SB-2024001',
      decision: 'stop',
      decisionComment: 'Not worth it',
      decidedBy: 'Mia Manager',
      decidedDate: '2026-10-06 08:00:00',
    },
  ],
  history: [
    {
      status: 'Created',
      changedBy: 'Olga Operator',
      changedDate: '2026-09-02 09:30:00',
      comment: null,
    },
    {
      status: 'Sequencing',
      changedBy: 'Olga Operator',
      changedDate: '2026-10-10 11:00:00',
      comment: 'Lane 3',
    },
  ],
};

const PRODUCTS: Product[] = [
  {
    productId: 1,
    productCode: 'WGS',
    productName: 'Whole Genome Sequencing',
    kind: 'DNA',
    sampleTypes: ['DNA', 'Tissue'],
    description: 'Short-read resequencing.',
    turnaroundDays: 30,
  },
  {
    productId: 4,
    productCode: 'PROT-MS',
    productName: 'Proteomics (LC-MS/MS)',
    kind: 'MS',
    sampleTypes: ['Protein'],
    description: 'Label-free quantification.',
    turnaroundDays: 20,
  },
];

let calls: FakeCall[];
let notices: Notice[];

function serve(
  routes: Record<string, FakeAnswer | ((url: URL, init: RequestInit) => FakeAnswer)> = {},
) {
  calls = fakeApi({
    'GET /hmsg/v1/1/messages/user/count': { body: { unreadMessageCount: 0 } },
    'GET /hmsg/v1/1/messages/user/preview': { body: [] },
    'GET /hmsg/v1/1/notices/user/preview': { body: [] },
    ...routes,
  });
}

const lastCall = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).at(-1);

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const CUSTOMER_ROUTES = routesUnder('/pub', portalCustomerRoutes);

function renderAt(
  path: string,
  user: typeof CUSTOMER = CUSTOMER,
  routes: PageRoute[] = CUSTOMER_ROUTES,
  language: 'en_US' | 'zh_CN' = 'en_US',
) {
  return renderPage({
    user,
    language,
    path,
    beside: <Where />,
    routes: [...routes, { path: '*', element: <p>Another page</p> }],
    permissions: true,
  }).store;
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

beforeEach(() => {
  notices = [];
  setNotifier((notice) => notices.push(notice));
});

describe('Portal overview (/pub/home)', () => {
  it('shows open submissions, projects in progress, unread messages and shortcuts', async () => {
    serve({
      'GET /hsif/v1/1/batches': (url) => ({
        body: pageOf(
          [
            summary(3, 'SB-DRAFT', 'Draft', { submittedDate: null }),
            summary(5, 'SB-RETURNED', 'Returned', { returnReason: 'Give the detergent' }),
            summary(1, 'SB-2024001', 'QcDone'),
            summary(4, 'SB-DONE', 'Completed'),
            summary(8, 'SB-CANCELLED', 'Cancelled'),
          ],
          url,
        ),
      }),
      'GET /hpro/v1/1/projects': (url) => ({
        body: pageOf(
          [PROJECT, { ...PROJECT, projectId: 2, projectCode: 'NL-DONE', status: 'Completed' }],
          url,
        ),
      }),
      'GET /hmsg/v1/1/messages/user/count': { body: { unreadMessageCount: 7 } },
      'POST /hmsg/v1/1/messages/user/read-flag': { status: 204 },
      'GET /hmsg/v1/1/messages/user/preview': {
        body: [
          {
            userMessageId: 1,
            messageId: 1,
            tenantId: 1,
            subject: 'Sample batch SB-2024001: QcDone',
            creationDate: '2026-10-05 10:00:00',
            userMessageTypeCode: 'MSG',
          },
          {
            userMessageId: 2,
            messageId: 2,
            tenantId: 1,
            subject: 'Sample batch SB-RETURNED: Returned',
            creationDate: '2026-10-04 10:00:00',
            userMessageTypeCode: 'MSG',
          },
        ],
      },
    });
    renderAt('/pub/home');
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    const submissions = screen.getByRole('region', { name: 'Open submissions' });
    expect(await within(submissions).findByRole('link', { name: 'SB-DRAFT' })).toHaveAttribute(
      'href',
      '/pub/sample/step1?batchId=3',
    );
    expect(within(submissions).getByRole('link', { name: 'Continue SB-DRAFT' })).toHaveAttribute(
      'href',
      '/pub/sample/step1?batchId=3',
    );
    expect(within(submissions).getByRole('link', { name: 'Continue SB-RETURNED' })).toBeVisible();
    expect(within(submissions).getByText('Returned: Give the detergent')).toBeVisible();
    // In flight: its status and a link to its information, nothing to continue.
    expect(within(submissions).getByRole('link', { name: 'SB-2024001' })).toHaveAttribute(
      'href',
      '/pub/sample/information?batchId=1',
    );
    expect(within(submissions).getByText('QC done')).toHaveAttribute('data-tone', 'processing');
    expect(within(submissions).queryByRole('link', { name: 'Continue SB-2024001' })).toBeNull();
    expect(within(submissions).queryByText('SB-DONE')).toBeNull();
    expect(within(submissions).queryByText('SB-CANCELLED')).toBeNull();
    expect(lastCall('GET', '/hsif/v1/1/batches')?.url.searchParams.get('sort')).toBe(
      'createdDate,desc',
    );

    const projects = screen.getByRole('region', { name: 'Projects in progress' });
    expect(within(projects).getByRole('link', { name: 'NL-P2024001' })).toHaveAttribute(
      'href',
      '/pub/projects/single?projectId=1',
    );
    expect(within(projects).queryByText('NL-DONE')).toBeNull();

    const messages = screen.getByRole('region', { name: 'Unread messages' });
    expect(await within(messages).findByText('7 unread')).toBeVisible();
    expect(within(messages).getByText('Sample batch SB-2024001: QcDone')).toBeVisible();
    // Marked read here: the notification centre's call, and it leaves the overview.
    const user = userEvent.setup();
    await user.click(
      within(messages).getByRole('button', {
        name: 'Mark as read: Sample batch SB-RETURNED: Returned',
      }),
    );
    await waitFor(() =>
      expect(within(messages).queryByText('Sample batch SB-RETURNED: Returned')).toBeNull(),
    );
    expect(
      lastCall('POST', '/hmsg/v1/1/messages/user/read-flag')?.url.searchParams.get(
        'userMessageIdList',
      ),
    ).toBe('2');
    // The notification centre's unread preview is what the overview asks for.
    expect(
      lastCall('GET', '/hmsg/v1/1/messages/user/preview')?.url.searchParams.get('readFlag'),
    ).toBe('0');

    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'New submission' })).toHaveAttribute(
      'href',
      '/pub/sample/step1',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Product catalogue' })).toHaveAttribute(
      'href',
      '/pub/sample/products',
    );
    expect(within(shortcuts).getByRole('link', { name: 'My projects' })).toHaveAttribute(
      'href',
      '/pub/projects/home',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Sample information' })).toHaveAttribute(
      'href',
      '/pub/sample/information',
    );
    expect(notices).toEqual([]);
  });

  it('says what to do when there is nothing yet', async () => {
    serve({
      'GET /hsif/v1/1/batches': (url) => ({ body: pageOf([], url) }),
      'GET /hpro/v1/1/projects': (url) => ({ body: pageOf([], url) }),
    });
    renderAt('/pub/home');
    expect(
      await screen.findByText(/You have no open submissions. Choose New submission/),
    ).toBeVisible();
    expect(screen.getByText(/No project is in progress/)).toBeVisible();
    expect(screen.getByText(/No unread messages/)).toBeVisible();
    expect(screen.getByText('0 unread')).toBeVisible();
  });

  it('offers to try again when the overview cannot be loaded', async () => {
    let fail = true;
    serve({
      'GET /hsif/v1/1/batches': (url) =>
        fail
          ? { status: 500, body: { message: 'Boom' } }
          : { body: pageOf([summary(1, 'SB-2024001', 'QcDone')], url) },
      'GET /hpro/v1/1/projects': (url) => ({ body: pageOf([], url) }),
    });
    const user = userEvent.setup();
    renderAt('/pub/home');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    expect(notices).toHaveLength(1);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'SB-2024001' })).toBeVisible();
  });
});

describe('Projects overview (/pub/projects/home)', () => {
  it('counts the projects by status and lists the latest with shortcuts', async () => {
    const rows = [
      PROJECT,
      { ...PROJECT, projectId: 2, projectCode: 'NL-P2', status: 'Sequencing' as const },
      { ...PROJECT, projectId: 3, projectCode: 'NL-P3', status: 'Completed' as const },
    ];
    serve({
      'GET /hpro/v1/1/projects': (url) => ({ body: pageOf(rows, url) }),
      'GET /hsif/v1/1/batches': (url) => ({ body: pageOf([], url) }),
    });
    renderAt('/pub/projects/home');
    expect(
      await screen.findByRole('heading', { name: 'Projects overview', level: 1 }),
    ).toBeVisible();
    const counts = screen.getByRole('region', { name: 'Projects by status' });
    await within(counts).findByText('3 projects in all');
    const terms = within(counts).getAllByRole('term');
    const definitions = within(counts).getAllByRole('definition');
    const byStatus = Object.fromEntries(
      terms.map((term, index) => [term.textContent, definitions[index]?.textContent]),
    );
    expect(byStatus).toMatchObject({ Sequencing: '2', Completed: '1', Created: '0' });
    const recent = screen.getByRole('region', { name: 'Recent projects' });
    expect(within(recent).getByRole('link', { name: 'NL-P3' })).toHaveAttribute(
      'href',
      '/pub/projects/single?projectId=3',
    );
    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Sequencing orders' })).toHaveAttribute(
      'href',
      '/pub/projects/sequencing-order',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Library-prep orders' })).toHaveAttribute(
      'href',
      '/pub/projects/libPrepOrder',
    );
    expect(within(shortcuts).getByRole('link', { name: 'All projects' })).toHaveAttribute(
      'href',
      '/pub/projects/project',
    );
  });
});

describe('Project detail', () => {
  it('shows the header and each tab for a customer, the tab kept in ?tab=', async () => {
    serve({ 'GET /hpro/v1/1/projects/1': { body: PROJECT } });
    const user = userEvent.setup();
    renderAt('/pub/projects/single?projectId=1');
    expect(
      await screen.findByRole('heading', { name: 'Project NL-P2024001', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Maize resequencing', level: 2 })).toBeVisible();
    expect(screen.getByText('Sequencing', { selector: '[data-tone]' })).toBeVisible();
    expect(screen.getByText('2026-09-02', { selector: 'dd' })).toBeVisible();

    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByText('SO-2024001')).toBeVisible();
    expect(within(orders).getByText('In progress')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Samples' }));
    await waitFor(() => expect(address()).toBe('/pub/projects/single?projectId=1&tab=samples'));
    const samples = await screen.findByRole('table', { name: 'Samples' });
    const risk = within(samples).getByText('MZ-03').closest('tr') as HTMLElement;
    expect(within(risk).getByRole('link', { name: 'SB-2024001' })).toHaveAttribute(
      'href',
      '/pub/sample/information?batchId=1',
    );
    expect(within(risk).getByText('0.368')).toBeVisible();
    expect(within(risk).getByText('Risk')).toHaveAttribute('data-tone', 'error');

    await user.click(screen.getByRole('tab', { name: 'QC results' }));
    const qc = await screen.findByRole('table', { name: 'QC results' });
    const firstRow = within(qc).getByText('MZ-01').closest('tr') as HTMLElement;
    expect(within(firstRow).getByRole('link', { name: 'Download r1.csv' })).toHaveAttribute(
      'href',
      expect.stringContaining('/hfle/v1/1/files/download?url=%2Fportal-qc%2Freports%2Fr1.csv'),
    );
    expect(within(qc).getByText('Stop – Mia Manager, 2026-10-06 08:00:00')).toBeVisible();
    expect(within(qc).getByText('Not worth it')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Submissions' }));
    const batches = await screen.findByRole('table', { name: 'Submissions' });
    expect(within(batches).getByRole('link', { name: 'SB-2024007' })).toHaveAttribute(
      'href',
      '/pub/sample/step1?batchId=7',
    );

    await user.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('table', { name: 'History' });
    expect(within(history).getByText('Lane 3')).toBeVisible();
    expect(within(history).getAllByText('Olga Operator')).toHaveLength(2);
    expect(address()).toBe('/pub/projects/single?projectId=1&tab=history');
  });

  it('opens the tab of the address', async () => {
    serve({ 'GET /hpro/v1/1/projects/1': { body: PROJECT } });
    renderAt('/pub/projects/single?projectId=1&tab=history');
    expect(await screen.findByRole('tab', { name: 'History', selected: true })).toBeVisible();
    expect(screen.getByRole('table', { name: 'History' })).toBeVisible();
  });

  it('addresses the staff tabs by the path and links batches to the workbench', async () => {
    serve({ 'GET /hpro/v1/1/projects/1': { body: PROJECT } });
    const user = userEvent.setup();
    renderAt('/hpro/project-detail/3?projectId=1', STAFF, portalStaffRoutes);
    expect(await screen.findByRole('tab', { name: 'Submissions', selected: true })).toBeVisible();
    const batches = screen.getByRole('table', { name: 'Submissions' });
    expect(within(batches).getByRole('link', { name: 'SB-2024007' })).toHaveAttribute(
      'href',
      '/hsif/sample/step1?batchId=7',
    );
    await user.click(screen.getByRole('tab', { name: 'QC results' }));
    await waitFor(() => expect(address()).toBe('/hpro/project-detail/2?projectId=1'));
    const qc = await screen.findByRole('table', { name: 'QC results' });
    expect(within(qc).getAllByRole('link', { name: 'SB-2024001' })[0]).toHaveAttribute(
      'href',
      '/hsif/sample/step1?batchId=1',
    );
  });

  it('says so when no project is chosen', async () => {
    serve();
    renderAt('/pub/projects/single');
    expect(screen.getByText(/No project was chosen/)).toBeVisible();
  });

  it('shows the server refusal and offers to try again', async () => {
    serve({
      'GET /hpro/v1/1/projects/3': {
        status: 403,
        body: { failed: true, code: 'error.forbidden', message: 'You may not see project 3' },
      },
    });
    renderAt('/pub/projects/single?projectId=3');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(notices).toEqual([
      expect.objectContaining({ description: 'You may not see project 3' }),
    ]);
  });
});

describe('Product catalogue (/pub/sample/products)', () => {
  it('describes each product with its sheet fields and starts a submission of it', async () => {
    serve({ 'GET /hsif/v1/1/products': { body: PRODUCTS } });
    renderAt('/pub/sample/products');
    const wgs = await screen.findByRole('article', { name: 'Whole Genome Sequencing' });
    expect(within(wgs).getByText('Short-read resequencing.')).toBeVisible();
    expect(within(wgs).getByText('30 days')).toBeVisible();
    expect(within(wgs).getByText('Tissue')).toBeVisible();
    const fields = within(wgs).getByText(/Concentration \(ng\/uL\)/);
    expect(fields).toHaveTextContent('Sample name, Sample type, Species');
    expect(fields).not.toHaveTextContent('RIN');
    expect(within(wgs).getByRole('link', { name: 'Start a submission' })).toHaveAttribute(
      'href',
      '/pub/sample/step1?productId=1',
    );

    const ms = screen.getByRole('article', { name: 'Proteomics (LC-MS/MS)' });
    expect(within(ms).getByText('Mass spectrometry')).toBeVisible();
    expect(within(ms).getByText(/Detergents used/)).toBeVisible();
    expect(within(ms).getByRole('link', { name: 'Start a submission' })).toHaveAttribute(
      'href',
      '/pub/sample/step1ForMs?productId=4',
    );
  });

  it('names the fields in Chinese for a Chinese user', async () => {
    serve({ 'GET /hsif/v1/1/products': { body: PRODUCTS } });
    renderAt('/pub/sample/products', CUSTOMER, CUSTOMER_ROUTES, 'zh_CN');
    const wgs = await screen.findByRole('article', { name: 'Whole Genome Sequencing' });
    expect(within(wgs).getByText(/样本名称, 样本类型/)).toBeVisible();
    expect(within(wgs).getByText('30 天')).toBeVisible();
    expect(within(wgs).getByRole('link', { name: '开始送样' })).toBeVisible();
  });

  it('says what to do when nothing is on offer', async () => {
    serve({ 'GET /hsif/v1/1/products': { body: [] } });
    renderAt('/pub/sample/products');
    expect(await screen.findByText(/No products are on offer/)).toBeVisible();
  });
});

describe('Sample lookup (/pub/sample/information)', () => {
  it('pages the samples on the server, filters by verdict and opens the batch', async () => {
    const rows = [
      {
        sampleId: 3,
        sampleName: 'MZ-03',
        sampleType: 'DNA',
        totalAmount: '0.368',
        arrived: true,
        qcVerdict: 'Risk',
        decision: null,
        batchId: 1,
        batchCode: 'SB-2024001',
        batchStatus: 'QcDone',
        projectId: 1,
        projectCode: 'NL-P2024001',
        submittedDate: '2026-10-01 09:00:00',
      },
      {
        sampleId: 1,
        sampleName: 'MZ-01',
        sampleType: 'DNA',
        totalAmount: '4.275',
        arrived: true,
        qcVerdict: 'Pass',
        decision: null,
        batchId: 1,
        batchCode: 'SB-2024001',
        batchStatus: 'QcDone',
        projectId: 1,
        projectCode: 'NL-P2024001',
        submittedDate: '2026-10-01 09:00:00',
      },
    ];
    serve({
      'GET /hsif/v1/1/samples': (url) => ({
        body: pageOf(
          rows.filter(
            (row) =>
              !url.searchParams.get('verdict') || row.qcVerdict === url.searchParams.get('verdict'),
          ),
          url,
        ),
      }),
      'GET /hsif/v1/1/batches/1': { body: qcBatch() },
    });
    const user = userEvent.setup();
    renderAt('/pub/sample/information');
    expect(
      await screen.findByRole('heading', { name: 'Sample information', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByText('MZ-01')).toBeVisible();
    expect(
      Object.fromEntries(lastCall('GET', '/hsif/v1/1/samples')?.url.searchParams ?? []),
    ).toEqual({
      page: '0',
      size: '10',
      sort: 'submittedDate,desc',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'QC verdict' }), 'Risk');
    await user.type(screen.getByRole('textbox', { name: 'Sample name or batch code' }), 'MZ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('MZ-01')).toBeNull());
    expect(
      Object.fromEntries(lastCall('GET', '/hsif/v1/1/samples')?.url.searchParams ?? []),
    ).toMatchObject({
      verdict: 'Risk',
      keyword: 'MZ',
      page: '0',
    });
    await user.click(screen.getByRole('link', { name: 'SB-2024001' }));
    expect(
      await screen.findByRole('heading', { name: 'Sample batch SB-2024001', level: 1 }),
    ).toBeVisible();
  });
});

describe('Batch information (/pub/sample/information?batchId=N)', () => {
  it('shows the header, samples, QC results, shipping and history', async () => {
    serve({ 'GET /hsif/v1/1/batches/1': { body: qcBatch() } });
    renderAt('/pub/sample/information?batchId=1');
    expect(
      await screen.findByRole('heading', { name: 'Sample batch SB-2024001', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'NL-P2024001' })).toHaveAttribute(
      'href',
      '/pub/projects/single?projectId=1',
    );
    const samples = screen.getByRole('table', { name: 'Samples' });
    const risky = within(samples).getByText('MZ-03').closest('tr') as HTMLElement;
    expect(within(risky).getByText('Risk')).toHaveAttribute('data-tone', 'error');
    expect(within(risky).getByText('Tube cracked, sample intact')).toBeVisible();
    expect(within(risky).getByText('Yes')).toBeVisible();
    const qc = screen.getByRole('table', { name: 'QC results' });
    const qcRisk = within(qc).getByText('MZ-03').closest('tr') as HTMLElement;
    expect(within(qcRisk).getByText('Total amount below 0.5 ug')).toBeVisible();
    expect(within(qcRisk).getByText('Waiting for a decision')).toBeVisible();
    expect(within(qcRisk).getByRole('link', { name: 'Download r1.csv' })).toBeVisible();
    const shipping = screen.getByRole('region', { name: 'Shipping' });
    expect(within(shipping).getByText('SF1000001')).toBeVisible();
    expect(within(shipping).getByText('Dry ice')).toBeVisible();
    const history = screen.getByRole('table', { name: 'Status history' });
    expect(within(history).getByText('One risk')).toBeVisible();
    // Too late to cancel once the lab has it.
    expect(screen.queryByRole('button', { name: 'Cancel submission' })).toBeNull();
    // A Pass verdict asks for nothing.
    expect(screen.queryByRole('form', { name: 'Decision on MZ-01' })).toBeNull();
  });

  it('loads the batch again when a new message arrives, so QC results show as they come', async () => {
    const received: Batch = {
      ...qcBatch(),
      status: 'Received',
      qc: [],
      samples: qcBatch().samples.map((sample) => ({ ...sample, qcVerdict: 'Pending' as const })),
    };
    let answer = received;
    serve({ 'GET /hsif/v1/1/batches/1': () => ({ body: answer }) });
    const store = renderAt('/pub/sample/information?batchId=1');
    const samples = await screen.findByRole('table', { name: 'Samples' });
    const row = () => within(samples).getByText('MZ-03').closest('tr') as HTMLElement;
    expect(within(row()).getByText('Pending')).toBeVisible();

    answer = qcBatch();
    store.dispatch(setNotifyCount(1));
    expect(await within(row()).findByText('Risk')).toBeVisible();
    expect(calls.filter((call) => call.path === '/hsif/v1/1/batches/1')).toHaveLength(2);

    // Reading a message lowers the count: nothing to load again.
    store.dispatch(setNotifyCount(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path === '/hsif/v1/1/batches/1')).toHaveLength(2);
  });

  it('sends the Risk decision with its comment and shows who decided', async () => {
    const decided = qcBatch();
    decided.qc = decided.qc.map((result) =>
      result.sampleId === 3
        ? {
            ...result,
            decision: 'proceed',
            decisionComment: 'Lower yield is fine',
            decidedBy: 'Mia Manager',
            decidedDate: '2026-10-06 09:15:00',
          }
        : result,
    );
    serve({
      'GET /hsif/v1/1/batches/1': { body: qcBatch() },
      'POST /hsif/v1/1/batches/1/qc/3/decision': { body: decided },
    });
    const user = userEvent.setup();
    renderAt('/pub/sample/information?batchId=1');
    const form = await screen.findByRole('form', { name: 'Decision on MZ-03' });

    // Nothing chosen: both problems are said, nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Send decision' }));
    expect(await within(form).findByText('Choose Proceed or Stop.')).toBeVisible();
    expect(within(form).getByText('Please say why, so the lab knows how to go on.')).toBeVisible();
    expect(lastCall('POST', '/hsif/v1/1/batches/1/qc/3/decision')).toBeUndefined();

    await user.click(within(form).getByRole('radio', { name: 'Proceed' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Comment' }),
      '  Lower yield is fine ',
    );
    await user.click(within(form).getByRole('button', { name: 'Send decision' }));
    await waitFor(() =>
      expect(lastCall('POST', '/hsif/v1/1/batches/1/qc/3/decision')).toBeDefined(),
    );
    expect(
      JSON.parse(String(lastCall('POST', '/hsif/v1/1/batches/1/qc/3/decision')?.init.body)),
    ).toEqual({
      decision: 'proceed',
      comment: 'Lower yield is fine',
    });
    const qc = screen.getByRole('table', { name: 'QC results' });
    expect(await within(qc).findByText('Proceed – Mia Manager, 2026-10-06 09:15:00')).toBeVisible();
    expect(within(qc).getByText('Lower yield is fine')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Decision on MZ-03' })).toBeNull();
    expect(notices).toEqual([]);
  });

  it('keeps what was typed when the server refuses the decision', async () => {
    serve({
      'GET /hsif/v1/1/batches/1': { body: qcBatch() },
      'POST /hsif/v1/1/batches/1/qc/3/decision': {
        body: {
          failed: true,
          code: 'error.batch_status',
          message: 'The batch is InProgress; it is too late to decide',
          type: 'error',
        },
      },
    });
    const user = userEvent.setup();
    renderAt('/pub/sample/information?batchId=1');
    const form = await screen.findByRole('form', { name: 'Decision on MZ-03' });
    await user.click(within(form).getByRole('radio', { name: 'Stop' }));
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Leave it out');
    await user.click(within(form).getByRole('button', { name: 'Send decision' }));
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatchObject({
      description: 'The batch is InProgress; it is too late to decide',
    });
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveValue('Leave it out');
    expect(within(form).getByRole('radio', { name: 'Stop' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Send decision' })).toBeEnabled();
  });

  it('shows the return reason of a returned batch with the way back to the wizard', async () => {
    serve({
      'GET /hsif/v1/1/batches/5': {
        body: {
          ...qcBatch(),
          ...summary(5, 'SB-2024005', 'Returned', {
            returnReason: 'Give the detergent concentration',
          }),
          qc: [],
          shipping: null,
        },
      },
    });
    renderAt('/pub/sample/information?batchId=5');
    const returned = await screen.findByRole('region', { name: 'Returned to you for changes' });
    expect(within(returned).getByText('Give the detergent concentration')).toBeVisible();
    expect(within(returned).getByRole('link', { name: 'Edit and submit again' })).toHaveAttribute(
      'href',
      '/pub/sample/step1?batchId=5',
    );
    expect(screen.getByText('No shipping information yet.')).toBeVisible();
    expect(screen.getByText(/No QC results yet/)).toBeVisible();
  });

  it('cancels a submitted batch only after confirmation', async () => {
    const submitted = { ...qcBatch(), ...summary(2, 'SB-2024002', 'Submitted'), qc: [] };
    serve({
      'GET /hsif/v1/1/batches/2': { body: submitted },
      'POST /hsif/v1/1/batches/2/cancel': {
        body: { ...submitted, status: 'Cancelled', objectVersionNumber: 5 },
      },
    });
    const user = userEvent.setup();
    renderAt('/pub/sample/information?batchId=2');
    await user.click(await screen.findByRole('button', { name: 'Cancel submission' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cancel submission SB-2024002?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(lastCall('POST', '/hsif/v1/1/batches/2/cancel')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Cancel submission' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel submission SB-2024002?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel submission' }));
    await waitFor(() => expect(lastCall('POST', '/hsif/v1/1/batches/2/cancel')).toBeDefined());
    expect(JSON.parse(String(lastCall('POST', '/hsif/v1/1/batches/2/cancel')?.init.body))).toEqual({
      objectVersionNumber: 4,
    });
    expect(await screen.findByText('Cancelled', { selector: '[data-tone]' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel submission' })).toBeNull();
  });
});
