/**
 * The import wizard (`/himp/commentImport/:code`) as a user goes through it against a fake
 * server: the template's columns and its download, a file uploaded into a batch, validation
 * polled until done with each row's status and message in the grid, a row in error corrected
 * (a refused save keeps what was typed), the import's progress polled while the auto-refresh
 * box is ticked (and not while it is not), then the outcome with a link to the batch's history.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { himpFeature } from '../../app/modules/himp/feature';
import { ImportWizard } from '../../app/modules/himp/ImportWizard';
import type { ImportBatchStatus, StagedRow } from '../../domain/contract/himp';
import { registerFeature } from '../../app/store/features';
import { renderPage } from '../support/renderPage';
import { TENANT_ADMIN } from '../support/users';

registerFeature(himpFeature);

const BASE = '/himp/v1/1';
const BATCH = '20261129-0123456789ab';

const TEMPLATE = {
  templateCode: 'COUNTRY_IMPORT',
  templateName: 'Countries',
  fileType: 'XLSX',
  prefixPatch: '/himp',
  targetResource: 'hpfm/country',
  targetTitle: 'Countries',
  mayImport: true,
  maxBytes: 10 * 1024 * 1024,
  maxRows: 5000,
  columns: [
    {
      sheetIndex: 0,
      columnIndex: 0,
      columnCode: 'countryCode',
      columnName: 'Country code',
      columnType: 'String',
      requiredFlag: 1,
      maxLength: 3,
      formatMask: null,
      fieldLabel: 'Country code',
    },
    {
      sheetIndex: 0,
      columnIndex: 1,
      columnCode: 'countryName',
      columnName: 'Country name',
      columnType: 'String',
      requiredFlag: 1,
      maxLength: 60,
      formatMask: null,
      fieldLabel: 'Country name',
    },
  ],
};

const row = (id: number, values: Partial<StagedRow>): StagedRow => ({
  _id: id,
  _sheetIndex: 0,
  _rowNumber: id + 1,
  _dataStatus: 'NEW',
  _info: '',
  _version: 1,
  _targetId: null,
  ...values,
});

const statusOf = (values: Partial<ImportBatchStatus>): ImportBatchStatus => ({
  importId: 7,
  batch: BATCH,
  templateCode: 'COUNTRY_IMPORT',
  templateName: 'Countries',
  targetResource: 'hpfm/country',
  fileName: 'countries.xlsx',
  status: 'UPLOADED',
  count: 2,
  ready: 2,
  progress: 100,
  totalCount: 2,
  validCount: 0,
  errorCount: 0,
  importedCount: 0,
  failedCount: 0,
  processedCount: 0,
  uploadedAt: 0,
  ...values,
});

/** A fake server walking the batch through its statuses as the wizard asks. */
function server() {
  const state = {
    status: statusOf({}),
    rows: [
      row(1, { countryCode: 'QA', countryName: 'Qatar' }),
      row(2, { countryCode: 'qx', countryName: 'Q land' }),
    ],
    /** Status reads still to answer before a running step finishes. */
    pending: 0,
    refuseNextSave: true,
  };
  const finish = () => {
    if (state.status.status === 'CHECKING') {
      state.status = statusOf({
        status: 'CHECKED',
        validCount: 1,
        errorCount: 1,
        processedCount: 2,
      });
      state.rows = [
        { ...(state.rows[0] as StagedRow), _dataStatus: 'VALID' },
        {
          ...(state.rows[1] as StagedRow),
          _dataStatus: 'ERROR',
          _info: 'Country code: 2 or 3 uppercase letters, e.g. CN',
        },
      ];
    } else if (state.status.status === 'IMPORTING') {
      state.status = statusOf({ status: 'IMPORTED', importedCount: 2, processedCount: 2 });
      state.rows = state.rows.map((item) => ({ ...item, _dataStatus: 'IMPORTED' as const }));
    }
  };
  const routes = {
    [`GET ${BASE}/template/COUNTRY_IMPORT/info`]: { body: TEMPLATE },
    [`GET ${BASE}/template/COUNTRY_IMPORT/file`]: { body: 'xlsx bytes' },
    [`POST ${BASE}/import/data/data-upload`]: { body: BATCH },
    [`GET ${BASE}/import/data/status`]: () => {
      if (state.pending > 0) {
        state.pending -= 1;
        if (state.pending === 0) finish();
      }
      return { body: state.status };
    },
    [`GET ${BASE}/import/data`]: () => ({
      body: { content: state.rows, totalElements: state.rows.length },
    }),
    [`POST ${BASE}/import/data/data-validate`]: () => {
      state.status = statusOf({ status: 'CHECKING', progress: 0 });
      state.pending = 2;
      return { body: state.status };
    },
    [`POST ${BASE}/import/data/data-import`]: () => {
      state.status = statusOf({ status: 'IMPORTING', progress: 0, validCount: 2 });
      state.pending = 2;
      return { body: state.status };
    },
    [`PUT ${BASE}/import/data/2`]: (_url: URL, init: RequestInit) => {
      if (state.refuseNextSave) {
        state.refuseNextSave = false;
        return {
          body: {
            failed: true,
            code: 'error.optimistic_lock',
            message: 'Row 3 was changed meanwhile; read it again and redo your change',
          },
        };
      }
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      const saved = row(2, {
        countryCode: body.countryCode,
        countryName: body.countryName,
        _dataStatus: 'VALID',
        _version: 2,
      });
      state.rows = [state.rows[0] as StagedRow, saved];
      state.status = statusOf({
        status: 'CHECKED',
        validCount: 2,
        errorCount: 0,
        processedCount: 2,
      });
      return { body: saved };
    },
  };
  return { state, routes };
}

describe('the import wizard', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:template');
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot follow a download link.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('uploads, validates, corrects a row, imports with the progress polled, and links to the history', async () => {
    const user = userEvent.setup();
    const { routes } = server();
    const { calls } = renderPage({
      user: TENANT_ADMIN,
      path: '/himp/commentImport/COUNTRY_IMPORT',
      routes: [{ path: '/himp/commentImport/:code', element: <ImportWizard /> }],
      api: routes,
    });
    expect(await screen.findByRole('heading', { name: 'Import: Countries' })).toBeInTheDocument();
    expect(screen.getByText('Rows are added to Countries.')).toBeInTheDocument();
    expect(
      screen.getByText(/Country code \(required\), Country name \(required\)/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());

    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    const file = new File(['xlsx'], 'countries.xlsx');
    fireEvent.change(screen.getByLabelText('File to import'), { target: { files: [file] } });
    await user.click(upload);
    expect(await screen.findByText(`Batch ${BATCH}`)).toBeInTheDocument();
    expect(
      await screen.findByText('2 rows: 0 valid, 0 in error, 0 imported, 0 failed'),
    ).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: '3. Check and correct the rows' });
    expect(within(grid).getAllByText('Not validated')).toHaveLength(2);

    // Validation runs on the server; the wizard reads its status until it is done.
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(
      await screen.findByText(
        'Country code: 2 or 3 uppercase letters, e.g. CN',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('2 rows: 1 valid, 1 in error, 0 imported, 0 failed'),
    ).toBeInTheDocument();
    expect(within(grid).getByText('In error')).toBeInTheDocument();

    // The row in error is corrected; a refused save keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Edit row 3' }));
    const code = screen.getByLabelText('Country code (Edit row 3)');
    await user.clear(code);
    await user.type(code, 'QX');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Row 3 was changed meanwhile; read it again and redo your change'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Country code (Edit row 3)')).toHaveValue('QX');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(grid).getAllByText('Valid')).toHaveLength(2));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.searchParams.get('batch')).toBe(BATCH);

    // The import's progress is read while the box is ticked; unticked, nothing is read.
    const importButton = await screen.findByRole('button', { name: 'Import valid rows (2)' });
    await user.click(importButton);
    await screen.findByText('0 % done');
    await user.click(screen.getByRole('checkbox', { name: 'Refresh automatically' }));
    const reads = () => calls.filter((call) => call.path === `${BASE}/import/data/status`).length;
    const before = reads();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(reads()).toBe(before);
    await user.click(screen.getByRole('checkbox', { name: 'Refresh automatically' }));
    expect(
      await screen.findByText(
        'Import finished: 2 rows added to Countries, 0 failed.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the batch in Import History' })).toHaveAttribute(
      'href',
      `/himp/history/detail/7/COUNTRY_IMPORT/${BATCH}`,
    );
    expect(within(grid).getAllByText('Imported')).toHaveLength(2);
  }, 20_000);

  it('says so in Chinese, and when the user may not add rows to the target', async () => {
    renderPage({
      user: TENANT_ADMIN,
      language: 'zh_CN',
      path: '/himp/commentImport/COUNTRY_IMPORT',
      routes: [{ path: '/himp/commentImport/:code', element: <ImportWizard /> }],
      api: {
        [`GET ${BASE}/template/COUNTRY_IMPORT/info`]: {
          body: {
            ...TEMPLATE,
            templateName: '国家地区',
            targetTitle: '国家地区',
            mayImport: false,
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: '导入：国家地区' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '您可以查看该模板，但不能在国家地区中新建数据：请申请其新建权限后再导入。',
    );
    expect(screen.getByRole('button', { name: '上传' })).toBeDisabled();
  });
});
