import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { portalCustomerRoutes } from '../../app/modules/portal/routes';
import { setNavigation } from '../../app/services/navigation';
import { setNotifier, type Notice } from '../../app/services/notification';
import type { Batch, Product } from '../../app/services/portal';
import { fakeApi, type FakeAnswer, type FakeCall } from '../support/fakeApi';
import { renderPage, routesUnder } from '../support/renderPage';
import {
  draftBatch,
  EMPTY_PAGE,
  sampleRow,
  WGS_PRODUCT as PRODUCT,
} from '../support/portalFixtures';
import { CUSTOMER } from '../support/users';
import { portalFeature } from '../../app/modules/portal/feature';
import { registerFeature } from '../../app/store/features';

// The portal's slices and sagas, as the app registers them when the portal's chunk loads.
registerFeature(portalFeature);

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(30_000);

const good = (rowNo: number, sampleName: string) => sampleRow(rowNo, { sampleName });

const batchOf = (rows: Batch['rows'], extra: Partial<Batch> = {}) => draftBatch(3, rows, extra);

const DRAFT = '/hsif/v1/1/batches/7/draft';

let calls: FakeCall[];
let notices: Notice[];

function serve(batch: Batch, routes: Record<string, FakeAnswer | ((url: URL) => FakeAnswer)> = {}) {
  calls = fakeApi({
    'GET /hsif/v1/1/products': { body: [PRODUCT] },
    'GET /hpro/v1/1/projects': { body: EMPTY_PAGE },
    'GET /hsif/v1/1/batches': { body: EMPTY_PAGE },
    'GET /hsif/v1/1/batches/7': { body: batch },
    [`PUT ${DRAFT}`]: { body: { objectVersionNumber: 4, issues: [] } },
    ...routes,
  });
}

/** The drafts saved, their rows without ids (every row gets one; the merge tests check them). */
const draftPuts = () =>
  calls
    .filter((call) => call.method === 'PUT' && call.path === DRAFT)
    .map((call) => {
      const body = JSON.parse(String(call.init.body)) as { rows: Record<string, unknown>[] };
      const rows = body.rows.map(({ rowId: _rowId, ...row }) => row);
      return { ...body, rows } as { rows: unknown[]; step: number };
    });

/** Connects the sagas' navigation to the test's router, and shows where it is. */
function RouterBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () => setNavigation({ navigate: (to, options) => void navigate(to, options) }),
    [navigate],
  );
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

function renderAt(path: string, language: 'en_US' | 'zh_CN' = 'en_US') {
  return renderPage({
    user: CUSTOMER,
    language,
    path,
    beside: <RouterBridge />,
    routes: routesUnder('/pub', portalCustomerRoutes),
  }).store;
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

beforeEach(() => {
  notices = [];
  localStorage.clear();
  setNotifier((notice) => notices.push(notice));
});

describe('step 2: the sample sheet', () => {
  it('marks each bad cell, counts errors and warnings live, and autosaves an edit', async () => {
    serve(batchOf([good(1, 'S-1'), { ...good(2, 'S 2'), a260280: '1.5' }]), {
      [`PUT ${DRAFT}`]: {
        body: {
          objectVersionNumber: 4,
          issues: [
            {
              rowNo: 1,
              issues: [
                {
                  field: 'sampleName',
                  code: 'sampleName.duplicateInProject',
                  params: { name: 'S-1' },
                  severity: 'error',
                  message: 'The sample name S-1 is already used in this project',
                },
              ],
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderAt('/pub/sample/step2?batchId=7');

    const grid = await screen.findByRole('grid', { name: 'Samples of Whole Genome Sequencing' });
    expect(screen.getByText('Errors: 1 · Warnings: 1')).toBeInTheDocument();
    const bad = within(grid).getByRole('gridcell', { name: /S 2/ });
    expect(bad).toHaveAttribute('aria-invalid', 'true');
    expect(bad).toHaveAccessibleDescription(
      'A sample name may contain only letters, digits, - and _',
    );
    expect(screen.getByRole('columnheader', { name: /Total amount \(ug\)/ })).toBeInTheDocument();
    expect(within(grid).getAllByRole('gridcell', { name: '1' })).toHaveLength(2);

    await user.click(bad);
    await user.keyboard('{Enter}');
    const editor = within(grid).getByRole('textbox', { name: 'Sample name, row 2' });
    await user.clear(editor);
    await user.type(editor, 'S-2{Enter}');

    expect(screen.getByText('Errors: 0 · Warnings: 1')).toBeInTheDocument();
    await waitFor(() => expect(draftPuts()).toHaveLength(1));
    expect(draftPuts()[0]!.rows).toEqual([good(1, 'S-1'), { ...good(2, 'S-2'), a260280: '1.5' }]);
    // The server's own issue (a name used in the project's other batches) joins the sheet's.
    expect(await screen.findByText('Errors: 1 · Warnings: 1')).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: /S-1/ })).toHaveAccessibleDescription(
      'The sample name S-1 is already used in this project',
    );
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });
});

describe('step 2: the import check', () => {
  it('lists every bad cell, lets the user fix it in the grid, then adds the rows', async () => {
    serve(batchOf([good(1, 'S-1')]));
    const user = userEvent.setup();
    renderAt('/pub/sample/step2?batchId=7');
    await screen.findByRole('grid', { name: 'Samples of Whole Genome Sequencing' });

    const csv = [
      'Sample name,Sample type,Species,Concentration (ng/uL),Buffer',
      'N-1,DNA,Homo sapiens,abc,TE',
      'N 2,Cells,Homo sapiens,10,TE',
    ].join('\n');
    await user.upload(
      screen.getByLabelText('Import a sheet (.xlsx or .csv)'),
      new File([csv], 'samples.csv', { type: 'text/csv' }),
    );

    await screen.findByRole('heading', { name: /Check the imported sheet/ });
    expect(location()).toBe('/pub/sample/step2/import-check?batchId=7');
    const problems = screen.getByRole('table', { name: 'Problems in the file' });
    const lines = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      [
        '1',
        'Volume (uL)',
        '',
        'The column Volume (uL) is missing; download the template to see every column',
        'Error',
      ],
      [
        '2',
        'Concentration (ng/uL)',
        'abc',
        'The concentration must be a number, such as 12.5',
        'Error',
      ],
      ['2', 'Volume (uL)', '', 'Enter the volume (uL)', 'Error'],
      [
        '3',
        'Sample name',
        'N 2',
        'A sample name may contain only letters, digits, - and _',
        'Error',
      ],
      [
        '3',
        'Sample type',
        'Cells',
        'This product does not accept Cells samples; it accepts DNA, Tissue',
        'Error',
      ],
      ['3', 'Volume (uL)', '', 'Enter the volume (uL)', 'Error'],
    ]);
    const add = screen.getByRole('button', { name: 'Add 2 samples to the sheet' });
    expect(add).toBeDisabled();
    expect(
      screen.getByText('Fix or drop every row with an error before adding the samples.'),
    ).toBeInTheDocument();

    const imported = screen.getByRole('grid', { name: 'Imported rows' });
    await user.click(within(imported).getByRole('gridcell', { name: /abc/ }));
    await user.keyboard('{Enter}');
    await user.clear(
      within(imported).getByRole('textbox', { name: 'Concentration (ng/uL), row 1' }),
    );
    await user.keyboard('12{Enter}');
    await user.click(
      within(imported).getByRole('button', { name: 'Set whole column: Volume (uL)' }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Value' }), '30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // Row 2 still has errors: drop it.
    await user.click(screen.getByRole('button', { name: 'Drop the rows with errors' }));

    expect(await screen.findByText('No problems: every imported row can be added.')).toBeVisible();
    expect(draftPuts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Add 1 samples to the sheet' }));

    const grid = await screen.findByRole('grid', { name: 'Samples of Whole Genome Sequencing' });
    expect(within(grid).getByRole('gridcell', { name: 'N-1' })).toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: 'Row 2' })).toBeInTheDocument();
    await waitFor(() => expect(draftPuts()).toHaveLength(1));
    expect(draftPuts()[0]!.rows).toEqual([
      good(1, 'S-1'),
      { ...good(2, 'N-1'), concentration: '12', volume: '30' },
    ]);
  });

  it('sends a reload without imported rows back to the sheet with a notice', async () => {
    serve(batchOf([good(1, 'S-1')]));
    renderAt('/pub/sample/step2/import-check?batchId=7');
    await screen.findByRole('grid', { name: 'Samples of Whole Genome Sequencing' });
    expect(location()).toBe('/pub/sample/step2?batchId=7');
    expect(notices.map((notice) => notice.title)).toEqual([
      'There is no imported file to check (the page was reloaded). Choose the file again on the sample sheet.',
    ]);
  });
});

describe('step 3: preview and submit', () => {
  const shipping = {
    courier: 'DHL',
    trackingNo: 'DHL-1',
    shippingDate: '2026-11-23',
    boxCount: 1,
    storage: 'Dry ice' as const,
    senderContact: 'Mia',
  };

  it('groups the samples per type and shows each row the server refuses', async () => {
    serve(
      batchOf([good(1, 'S-1'), { ...good(2, 'T-1'), sampleType: 'Tissue' }, good(3, 'S-3')], {
        shipping,
        step: 4,
      }),
      {
        'POST /hsif/v1/1/batches/7/submit': {
          body: {
            failed: true,
            code: 'error.sample_rows',
            message: '1 of 3 rows have problems',
            type: 'error',
            rows: [
              {
                rowNo: 3,
                issues: [
                  {
                    field: 'sampleName',
                    code: 'sampleName.duplicateInProject',
                    params: { name: 'S-3' },
                    severity: 'error',
                    message: 'The sample name S-3 is already used in this project',
                  },
                ],
              },
            ],
          },
        },
      },
    );
    const user = userEvent.setup();
    renderAt('/pub/sample/step3/preview-batch?batchId=7');

    const dna = await screen.findByRole('table', { name: 'DNA: 2 samples' });
    expect(within(dna).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Tissue: 1 samples' })).toBeInTheDocument();
    expect(screen.getByText('Whole Genome Sequencing')).toBeInTheDocument();
    expect(screen.getByText('Dry ice')).toBeInTheDocument();
    expect(screen.getByText('DHL-1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The submission was refused: 1 rows have problems.');
    expect(alert).toHaveTextContent('Row 3: The sample name S-3 is already used in this project');
    expect(notices).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: 'Back to the sheet with the problems marked' }),
    );
    const grid = await screen.findByRole('grid', { name: 'Samples of Whole Genome Sequencing' });
    const cell = within(grid).getByRole('gridcell', { name: /S-3/ });
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveAccessibleDescription('The sample name S-3 is already used in this project');
  });

  it('submits and shows the batch code, what happens next and a printable list', async () => {
    const submitted = batchOf([good(1, 'S-1')], {
      status: 'Submitted',
      samples: [
        {
          ...good(1, 'S-1'),
          sampleId: 70,
          totalAmount: '1',
          arrived: null,
          receiveNote: null,
          qcVerdict: 'Pending',
          objectVersionNumber: 1,
        },
      ],
    });
    serve(batchOf([good(1, 'S-1')], { shipping, step: 4 }), {
      'POST /hsif/v1/1/batches/7/submit': { body: submitted },
    });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAt('/pub/sample/step3/preview-batch?batchId=7');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { name: /Submission received — SB-2026007/ });
    expect(location()).toBe('/pub/sample/step3/preview-batch-result?batchId=7');
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the batch information' })).toHaveAttribute(
      'href',
      '/pub/sample/information?batchId=7',
    );
    const list = screen.getByRole('table', { name: 'Sample list' });
    expect(within(list).getByText('S-1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print the sample list' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});

describe('step 2: shipping information', () => {
  it('checks the fields in Chinese and saves what is valid with the draft', async () => {
    serve(batchOf([good(1, 'S-1')], { step: 3 }));
    const user = userEvent.setup();
    renderAt('/pub/sample/step2/shipping-info?batchId=7', 'zh_CN');
    await user.click(await screen.findByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请填写快递公司')).toBeInTheDocument();
    expect(screen.getByText('请修正标出的字段后继续。')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/快递公司/), 'SF Express');
    await user.selectOptions(screen.getByLabelText(/保存方式/), '干冰');
    await waitFor(() =>
      expect(draftPuts().at(-1)).toMatchObject({
        step: 3,
        shipping: { courier: 'SF Express', storage: 'Dry ice' },
      }),
    );
  });
});

describe('step 2: mass spectrometry analysis information', () => {
  const MS: Product = {
    productId: 4,
    productCode: 'MS-PROT',
    productName: 'Mass Spectrometry Proteomics',
    kind: 'MS',
    sampleTypes: ['Protein', 'Metabolite'],
    description: 'LC-MS/MS',
    turnaroundDays: 35,
  };
  const msRow = {
    rowNo: 1,
    sampleName: 'SER-01',
    sampleType: 'Protein',
    species: 'Homo sapiens',
    buffer: 'TE',
    sampleForm: 'Liquid',
    quantity: '50',
  };

  it('loads what was saved, saves what is typed with the draft, and goes back to the MS sheet', async () => {
    serve(batchOf([msRow], { productId: 4, productCode: 'MS-PROT' }), {
      'GET /hsif/v1/1/products': { body: [PRODUCT, MS] },
      'GET /hsif/v1/1/batches/7/draft/analysis': {
        body: {
          bif: {
            kind: 'proteomics',
            analysisType: 'DIA',
            database: null,
            groups: null,
            notes: null,
          },
        },
      },
    });
    const user = userEvent.setup();
    renderAt('/pub/sample/step2/bifForMSPC?batchId=7');

    const type = await screen.findByRole('combobox', { name: 'Analysis type' });
    expect(type).toHaveValue('DIA');
    await user.type(screen.getByRole('textbox', { name: /Species or search database/ }), 'Human');
    await user.type(screen.getByRole('textbox', { name: /Sample groups/ }), 'Control: SER-01');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').at(-1)?.init.body).toBeDefined(),
    );
    await waitFor(() => {
      const body = JSON.parse(
        String(calls.filter((call) => call.method === 'PUT').at(-1)?.init.body),
      ) as { bif?: unknown };
      expect(body.bif).toEqual({
        kind: 'proteomics',
        analysisType: 'DIA',
        database: 'Human',
        groups: 'Control: SER-01',
        notes: null,
      });
    });

    await user.click(screen.getByRole('button', { name: 'Back to the sheet' }));
    await screen.findByRole('grid', { name: 'Samples of Mass Spectrometry Proteomics' });
    expect(location()).toBe('/pub/sample/step2ForMS?batchId=7');
  });

  it('opening the other kind of form does not replace the saved information', async () => {
    serve(batchOf([msRow], { productId: 4, productCode: 'MS-PROT' }), {
      'GET /hsif/v1/1/products': { body: [PRODUCT, MS] },
      'GET /hsif/v1/1/batches/7/draft/analysis': {
        body: {
          bif: {
            kind: 'proteomics',
            analysisType: 'DIA',
            database: null,
            groups: null,
            notes: null,
          },
        },
      },
    });
    renderAt('/pub/sample/step2/bifForMSM?batchId=7');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This submission already has proteomics analysis information; saving this form replaces it.',
    );
    expect(screen.getByRole('combobox', { name: 'Analysis type' })).toHaveValue('');
    // Nothing changed, so nothing is saved (a save would carry an empty metabolomics form).
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});

describe('step 1: product and project', () => {
  const LIBRARY: Product = {
    ...PRODUCT,
    productId: 3,
    productName: 'Sequencing of Ready Libraries',
    kind: 'LIBRARY',
    sampleTypes: ['Library'],
  };
  const MS: Product = {
    ...PRODUCT,
    productId: 4,
    productName: 'Mass Spectrometry Proteomics',
    kind: 'MS',
    sampleTypes: ['Protein'],
  };
  const RETURNED = {
    batchId: 5,
    batchCode: 'SB-2024005',
    status: 'Returned',
    productCode: 'MS-PROT',
    sampleCount: 1,
    returnReason: 'Please give the detergent concentration.',
  };

  function serveCatalog(routes: Record<string, FakeAnswer | ((url: URL) => FakeAnswer)> = {}) {
    serve(batchOf([]), {
      'GET /hsif/v1/1/products': { body: [PRODUCT, LIBRARY, MS] },
      'GET /hpro/v1/1/projects': {
        body: {
          ...EMPTY_PAGE,
          content: [{ projectId: 2, projectCode: 'P-2024002', projectName: 'Mouse liver RNA' }],
          totalElements: 1,
        },
      },
      'GET /hsif/v1/1/batches': (url) => ({
        body: {
          ...EMPTY_PAGE,
          content: url.searchParams.get('status') === 'Returned' ? [RETURNED] : [],
        },
      }),
      'POST /hsif/v1/1/batches': { body: batchOf([], { step: 1, projectId: 2 }) },
      ...routes,
    });
  }

  it('offers the sequencing products with their columns, starts a draft and opens its sheet', async () => {
    serveCatalog();
    const user = userEvent.setup();
    renderAt('/pub/sample/step1?productId=3');

    const library = await screen.findByRole('radio', { name: /Sequencing of Ready Libraries/ });
    expect(library).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Mass Spectrometry/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mass spectrometry products' })).toHaveAttribute(
      'href',
      '/pub/sample/step1ForMs',
    );
    expect(
      screen.getByText(/Sheet columns: Sample name, .*, Index type, i7 index, i5 index/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue SB-2024005' })).toHaveAttribute(
      'href',
      '/pub/sample/step1?batchId=5',
    );
    expect(screen.getByText('Please give the detergent concentration.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Whole Genome Sequencing/ }));
    await user.selectOptions(
      screen.getByLabelText('Project (optional)'),
      'P-2024002 — Mouse liver RNA',
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));

    await screen.findByRole('grid', { name: 'Samples of Whole Genome Sequencing' });
    expect(location()).toBe('/pub/sample/step2?batchId=7');
    const created = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(created?.init.body))).toEqual({ productId: 1, projectId: 2 });
  });

  it('resumes a draft at its saved step from step1?batchId=', async () => {
    serveCatalog({ 'GET /hsif/v1/1/batches/7': { body: batchOf([good(1, 'S-1')], { step: 3 }) } });
    renderAt('/pub/sample/step1?batchId=7');
    await screen.findByRole('heading', { name: /Shipping information — SB-2026007/ });
    expect(location()).toBe('/pub/sample/step2/shipping-info?batchId=7');
  });
});

describe('step 2: one sample in a form', () => {
  it('edits a field with its message, moves to the next sample and saves with the draft', async () => {
    serve(batchOf([good(1, 'S-1'), { ...good(2, 'S-2'), volume: '5' }]));
    const user = userEvent.setup();
    renderAt('/pub/sample/step2/edit?batchId=7&rowNo=1');
    expect(await screen.findByText('Sample 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next sample' }));
    expect(await screen.findByText('Sample 2 of 2')).toBeInTheDocument();
    const volume = screen.getByRole('textbox', { name: 'Volume (uL)' });
    expect(volume).toHaveAccessibleDescription('The volume must be from 10 to 200 uL');
    await user.clear(volume);
    await user.type(volume, '25');
    expect(screen.getByRole('textbox', { name: 'Volume (uL)' })).not.toHaveAccessibleDescription(
      'The volume must be from 10 to 200 uL',
    );
    expect(screen.getByRole('textbox', { name: 'Total amount (ug)' })).toHaveValue('1.25');
    await waitFor(() =>
      expect(draftPuts().at(-1)?.rows).toEqual([
        good(1, 'S-1'),
        { ...good(2, 'S-2'), volume: '25' },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Next sample' })).toBeDisabled();
  });
});
