import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffViewRoutes } from '../../app/modules/portal/staff/routes';
import type { Batch } from '../../app/services/portal';
import { setNotifier, type Notice } from '../../app/services/notification';
import { fakeApi, type FakeAnswer, type FakeCall, ALL_GRANTED } from '../support/fakeApi';
import { renderPage } from '../support/renderPage';
import { OPERATOR } from '../support/users';
import { receivedBatch, submittedBatch } from '../../stories/app/staffBatchFixtures';
import { portalFeature } from '../../app/modules/portal/feature';
import { registerFeature } from '../../app/store/features';

// The portal's slices and sagas, as the app registers them when the portal's chunk loads.
registerFeature(portalFeature);

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(30_000);

/** An operator of tenant NOVO-LAB (id 1). */
const STAFF = { ...OPERATOR, loginName: 'operator' };

const BATCH = '/hsif/v1/1/batches/7';
const STAFF_BATCH = '/hsif/v1/1/staff/batches/7';

let calls: FakeCall[];
let notices: Notice[];

type Handler = FakeAnswer | ((url: URL, init: RequestInit) => FakeAnswer);

function serve(batch: Batch, routes: Record<string, Handler> = {}) {
  calls = fakeApi({
    [`GET ${BATCH}`]: { body: batch },
    'POST /iam/hzero/v1/menus/check-permissions': ALL_GRANTED,
    ...routes,
  });
}

const posted = (path: string) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === path)
    .map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);

function renderAt(path: string, language: 'en_US' | 'zh_CN' = 'en_US') {
  return renderPage({ user: STAFF, language, path, routes: staffViewRoutes }).store;
}

beforeEach(() => {
  notices = [];
  setNotifier((notice) => notices.push(notice));
});

afterEach(() => setNotifier(null));

describe('Staff workbench: receive', () => {
  it('counts the discrepancies, confirms, sends what arrived and shows what was noted', async () => {
    const received = receivedBatch({
      samples: receivedBatch().samples.map((sample) =>
        sample.sampleName === 'LIV-3'
          ? { ...sample, arrived: false, receiveNote: 'Not in the box' }
          : sample,
      ),
    });
    serve(submittedBatch(), { [`POST ${STAFF_BATCH}/receive`]: { body: received } });
    const user = userEvent.setup();
    renderAt('/hsif/sample/step2?batchId=7');

    expect(
      await screen.findByRole('heading', { name: 'Batch SB-2026007', level: 1 }),
    ).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Batch summary' });
    expect(within(summary).getByText('Submitted', { selector: '[data-tone]' })).toHaveAttribute(
      'data-tone',
      'processing',
    );
    expect(within(summary).getByText('Novo Lab')).toBeInTheDocument();
    expect(within(summary).getByText('RNA-SEQ')).toBeInTheDocument();
    // QC is not open yet: shown without a link, with the reason.
    const steps = screen.getByRole('navigation', { name: 'Batch steps' });
    expect(within(steps).queryByRole('link', { name: /QC/ })).not.toBeInTheDocument();
    expect(
      within(steps).getByText(/QC is recorded once the batch is Received/),
    ).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: '2. Receive' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    expect(screen.getByRole('checkbox', { name: 'Arrived: LIV-1' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Arrived: LIV-3' }));
    await user.type(screen.getByRole('textbox', { name: 'Note: LIV-3' }), 'Not in the box');
    expect(screen.getByText('1 missing, 1 with a note')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all arrived' }));
    expect(screen.getByText('0 missing, 1 with a note')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Arrived: LIV-3' }));

    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Receive batch SB-2026007?' });
    expect(
      within(dialog).getByText('1 of 3 samples are missing and 1 have a note.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Receive' }));

    expect(await screen.findByText('The batch was received. What was noted:')).toBeVisible();
    expect(screen.getByText('LIV-3 · Did not arrive · Not in the box')).toBeInTheDocument();
    expect(posted(`${STAFF_BATCH}/receive`)).toEqual([
      {
        objectVersionNumber: 3,
        received: [
          { sampleId: 71, arrived: true, note: null },
          { sampleId: 72, arrived: true, note: null },
          { sampleId: 73, arrived: false, note: 'Not in the box' },
        ],
      },
    ]);
    expect(within(summary).getByText('Received', { selector: '[data-tone]' })).toBeInTheDocument();
  });
});

describe('Staff workbench: QC', () => {
  it('refuses Risk without a note, keeps what was typed on a server error, then saves', async () => {
    const done = receivedBatch({
      status: 'QcDone',
      qc: [
        {
          qcId: 1,
          sampleId: 72,
          sampleName: 'LIV-2',
          verdict: 'Risk',
          concentration: '40',
          volume: '9',
          rin: null,
          note: 'Volume low',
          reportFileUrl: 'portal-qc/batch-7/qc-report.pdf',
          decision: null,
          decisionComment: null,
          decidedBy: null,
          decidedDate: null,
          objectVersionNumber: 1,
        },
      ],
    });
    let answer: FakeAnswer = {
      body: {
        failed: true,
        code: 'error.report_file',
        message: 'Upload the report first',
        type: 'error',
      },
    };
    serve(receivedBatch(), {
      [`POST ${STAFF_BATCH}/qc`]: () => answer,
      // HZERO's upload answers the file's URL as text.
      'POST /hfle/v1/1/files/multipart': { body: 'portal-qc/batch-7/qc-report.pdf' },
    });
    const user = userEvent.setup();
    renderAt('/hsif/sample/step3?batchId=7');

    const table = await screen.findByRole('table', { name: 'QC of the arrived samples' });
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Verdict: LIV-1' }),
      'Pass',
    );
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Verdict: LIV-2' }),
      'Risk',
    );
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Verdict: LIV-3' }),
      'Pass',
    );
    await user.type(within(table).getByRole('textbox', { name: 'Concentration: LIV-1' }), '118.5');
    await user.type(within(table).getByRole('textbox', { name: 'RIN: LIV-1' }), '8.2');
    await user.click(screen.getByRole('button', { name: 'Save QC results' }));

    const note = within(table).getByRole('textbox', { name: 'QC note: LIV-2' });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(
      'A Risk or Fail verdict needs a note for the customer',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Some results need fixing');
    expect(posted(`${STAFF_BATCH}/qc`)).toEqual([]);

    await user.upload(
      screen.getByLabelText('QC report file'),
      new File(['%PDF-1.4'], 'qc-report.pdf', { type: 'application/pdf' }),
    );
    const link = await screen.findByRole('link', { name: 'Download qc-report.pdf' });
    expect(link.getAttribute('href')).toContain(
      '/hfle/v1/1/files/download?url=portal-qc%2Fbatch-7%2Fqc-report.pdf',
    );
    const upload = calls.find((call) => call.path === '/hfle/v1/1/files/multipart');
    const form = upload?.init.body as FormData;
    expect([form.get('bucketName'), form.get('directory')]).toEqual(['portal-qc', 'batch-7']);

    await user.type(note, 'Volume low');
    await user.click(screen.getByRole('button', { name: 'Save QC results' }));
    await waitFor(() => expect(posted(`${STAFF_BATCH}/qc`)).toHaveLength(1));
    await waitFor(() =>
      expect(notices.map((n) => n.description)).toContain('Upload the report first'),
    );
    // Nothing typed is lost.
    expect(within(table).getByRole('textbox', { name: 'QC note: LIV-2' })).toHaveValue(
      'Volume low',
    );
    expect(within(table).getByRole('combobox', { name: 'Verdict: LIV-2' })).toHaveValue('Risk');

    answer = { body: done };
    await user.click(screen.getByRole('button', { name: 'Save QC results' }));
    const results = await screen.findByRole('table', { name: 'QC results' });
    expect(within(results).getByText('Waiting for a decision')).toBeInTheDocument();
    const report = 'portal-qc/batch-7/qc-report.pdf';
    expect(posted(`${STAFF_BATCH}/qc`)[1]).toEqual({
      results: [
        {
          sampleId: 71,
          verdict: 'Pass',
          concentration: '118.5',
          volume: null,
          rin: '8.2',
          note: null,
          reportFileUrl: report,
        },
        {
          sampleId: 72,
          verdict: 'Risk',
          concentration: null,
          volume: null,
          rin: null,
          note: 'Volume low',
          reportFileUrl: report,
        },
        {
          sampleId: 73,
          verdict: 'Pass',
          concentration: null,
          volume: null,
          rin: null,
          note: null,
          reportFileUrl: report,
        },
      ],
    });
  });

  it('says in Chinese that a Risk verdict needs a note', async () => {
    serve(receivedBatch());
    const user = userEvent.setup();
    renderAt('/hsif/sample/step3?batchId=7', 'zh_CN');
    const verdict = await screen.findByRole('combobox', { name: '结论：LIV-1' });
    await user.selectOptions(verdict, '风险');
    await user.click(screen.getByRole('button', { name: '保存质检结果' }));
    expect(screen.getByRole('textbox', { name: '质检备注：LIV-1' })).toHaveAccessibleDescription(
      '风险或不合格结论必须填写给客户的备注',
    );
    expect(posted(`${STAFF_BATCH}/qc`)).toEqual([]);
  });
});

describe('Staff workbench: lifecycle and return', () => {
  it("offers the one next state and shows the server's refusal", async () => {
    const message = 'The customer has not decided on the Risk samples LIV-2 yet';
    serve(receivedBatch({ status: 'QcDone' }), {
      [`POST ${STAFF_BATCH}/status`]: {
        body: { failed: true, code: 'error.qc_decision_pending', message, type: 'error' },
      },
    });
    const user = userEvent.setup();
    renderAt('/hsif/sample/step4?batchId=7');
    await user.type(await screen.findByRole('textbox', { name: 'Comment (optional)' }), 'Start');
    await user.click(screen.getByRole('button', { name: 'Move to In progress' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(posted(`${STAFF_BATCH}/status`)).toEqual([{ status: 'InProgress', comment: 'Start' }]);
    expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Start');
  });

  it('requires a reason to return a batch, then shows it returned', async () => {
    serve(submittedBatch(), {
      [`POST ${STAFF_BATCH}/return`]: {
        body: submittedBatch({ status: 'Returned', returnReason: 'Wrong species' }),
      },
    });
    const user = userEvent.setup();
    renderAt('/hsif/sample/step5?batchId=7');
    await user.click(await screen.findByRole('button', { name: 'Return batch' }));
    expect(await screen.findByText('Enter the reason the customer will read')).toBeVisible();
    expect(posted(`${STAFF_BATCH}/return`)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Wrong species');
    await user.click(screen.getByRole('button', { name: 'Return batch' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Return batch SB-2026007 to the customer?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await screen.findByText('Reason: Wrong species')).toBeVisible();
    expect(posted(`${STAFF_BATCH}/return`)).toEqual([{ reason: 'Wrong species' }]);
  });
});

describe('Staff print page', () => {
  it('prints one label per sample and the sheet; without a batch it searches by code', async () => {
    serve(submittedBatch(), {
      'GET /hsif/v1/1/staff/batches': {
        body: { content: [submittedBatch()], totalElements: 1, totalPages: 1, size: 20, number: 0 },
      },
    });
    const print = jest.fn();
    window.print = print;
    const user = userEvent.setup();
    renderAt('/hsif/sample/print');
    await user.type(await screen.findByRole('textbox', { name: 'Batch code' }), 'SB-2026');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('link', { name: 'Open SB-2026007' }));
    const search = calls.find((call) => call.path === '/hsif/v1/1/staff/batches');
    expect(search?.url.searchParams.get('keyword')).toBe('SB-2026');

    const labels = await screen.findAllByRole('listitem', { name: /^Label of / });
    expect(labels).toHaveLength(3);
    expect(labels[1]).toHaveTextContent('SB-2026007');
    expect(labels[1]).toHaveTextContent('LIV-2');
    expect(labels[1]).toHaveTextContent('*SB-2026007-002*');
    const sheet = screen.getByRole('table', { name: 'Sample sheet' });
    expect(within(sheet).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Total amount of the batch: 10.8 ug')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('Staff workbench without a batch', () => {
  it('says the page needs a batch and links to the sample list', async () => {
    serve(submittedBatch());
    renderAt('/hsif/sample/step3');
    expect(await screen.findByRole('heading', { name: 'Sample batch', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the sample list' })).toHaveAttribute(
      'href',
      '/hsif/sample/list',
    );
    expect(calls.filter((call) => call.path === BATCH)).toEqual([]);
  });
});
