import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPage } from '../../app/engine/ListPage';
import { definitionOf } from '../../app/engine/definition';
import country from '../../domain/resources/hpfm/country';
import apiLimit from '../../domain/resources/hadm/api-limit';
import rateLimit from '../../domain/resources/hadm/rate-limit';
import rate from '../../domain/resources/hpfm/rate';
import notice from '../../domain/resources/hmsg/notice';
import paymentOrder from '../../domain/resources/hpay/payment-order';
import { setNotifier, type Notice } from '../../app/services/notification';
import { saveCurrentUser } from '../../app/store/user';
import { COUNTRIES, pageOf } from '../../stories/app/countryFixtures';
import type { CurrentUser } from '../../domain/contract/user';
import { ADMIN_USER, fakeApi, type FakeAnswer, type FakeCall } from '../support/fakeApi';
import { renderPage as renderWith } from '../support/renderPage';
import { tenantAdmin } from '../support/users';

const countryDefinition = definitionOf(country);

// The permission batch waits 500 ms and the CPU is shared: allow for slow runs.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const TENANT_ADMIN = tenantAdmin(2);
const OPERATOR = { ...TENANT_ADMIN, id: 3, currentRoleId: 3, currentRoleCode: 'operator' };
const LIST = '/hpfm/v1/2/countries';
/** HZERO creates a country at the singular (countryService.js createCountry). */
const CREATE = '/hpfm/v1/2/country';

/** What the operator may not do, and how the control is treated (CONTRACT.md). */
const OPERATOR_DENIED: Record<string, 'hidden' | 'disabled'> = {
  'hpfm.country.list-create': 'disabled',
  'hpfm.country.list-delete': 'hidden',
  'hpfm.country.list-enable': 'disabled',
};

let calls: FakeCall[];
let notices: Notice[];

function listCalls() {
  return calls.filter((call) => call.method === 'GET' && call.path === LIST);
}

function lastListQuery() {
  return Object.fromEntries(listCalls().at(-1)?.url.searchParams ?? []);
}

function serve(
  user: CurrentUser,
  routes: Record<string, FakeAnswer | ((url: URL, init: RequestInit) => FakeAnswer)> = {},
) {
  calls = fakeApi({
    [`GET ${LIST}`]: (url) => {
      const name = (url.searchParams.get('countryName') ?? '').toLowerCase();
      const rows = COUNTRIES.filter((row) => String(row.countryName).toLowerCase().includes(name));
      return {
        body: pageOf(
          rows,
          Number(url.searchParams.get('page')),
          Number(url.searchParams.get('size')),
        ),
      };
    },
    'POST /iam/hzero/v1/menus/check-permissions': (url, init) => ({
      body: (JSON.parse(String(init.body)) as string[]).map((code) => {
        const denied = user === OPERATOR ? OPERATOR_DENIED[code] : undefined;
        return { code, approve: !denied, controllerType: denied ?? 'hidden' };
      }),
    }),
    ...routes,
  });
}

function renderPage(
  user: CurrentUser,
  language: 'en_US' | 'zh_CN' = 'en_US',
  definition = countryDefinition,
) {
  return renderWith({
    user,
    language,
    element: <ListPage definition={definition} />,
    permissions: true,
  }).store;
}

async function ready(name: string) {
  return screen.findByRole('button', { name, busy: false });
}

beforeEach(() => {
  notices = [];
  setNotifier((notice) => notices.push(notice));
});

describe('ListPage: loading and filters', () => {
  it('loads page 0 of 10 sorted by code from the tenant path, then filters', async () => {
    serve(TENANT_ADMIN);
    const user = userEvent.setup();
    renderPage(TENANT_ADMIN);
    expect(await screen.findByRole('heading', { name: 'Countries', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Argentina')).toBeInTheDocument();
    expect(lastListQuery()).toEqual({ page: '0', size: '10', sort: 'countryCode,asc' });
    expect(screen.getByText('Total 18 items')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Country name' }), 'united');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('United States');
    expect(lastListQuery()).toEqual({
      countryName: 'united',
      page: '0',
      size: '10',
      sort: 'countryCode,asc',
    });
    expect(screen.queryByText('Argentina')).not.toBeInTheDocument();
  });

  it('reads the rows shown again, with their query, once the server answers in another language', async () => {
    serve(TENANT_ADMIN);
    const user = userEvent.setup();
    const store = renderPage(TENANT_ADMIN);
    await screen.findByText('Argentina');
    await user.type(screen.getByRole('textbox', { name: 'Country name' }), 'united');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('United States');
    const before = listCalls().length;

    act(() => {
      store.dispatch(saveCurrentUser({ user: { language: 'zh_CN' }, merge: true }));
    });
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
    expect(lastListQuery()).toEqual({
      countryName: 'united',
      page: '0',
      size: '10',
      sort: 'countryCode,asc',
    });
  });

  it('sends the 0-based index of the page chosen and the sort of the header clicked', async () => {
    serve(TENANT_ADMIN);
    const user = userEvent.setup();
    renderPage(TENANT_ADMIN);
    await screen.findByText('Argentina');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Netherlands');
    expect(lastListQuery()).toMatchObject({ page: '1', size: '10' });

    await user.click(screen.getByRole('button', { name: /Country name/ }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: 'countryName,asc' }));
  });

  it("shows a date column in the user's date format", async () => {
    const dayFirst = { ...ADMIN_USER, dateFormat: 'DD/MM/YYYY' };
    serve(dayFirst, {
      'GET /hpfm/v1/exchange-rates': {
        body: pageOf(
          [
            {
              exchangeRateId: 1,
              fromCurrencyCode: 'USD',
              toCurrencyCode: 'CNY',
              rateType: 'SPOT',
              rateDate: '2024-03-05',
              rate: '7.1',
              objectVersionNumber: 1,
            },
          ],
          0,
          10,
        ),
      },
    });
    renderPage(dayFirst, 'en_US', definitionOf(rate));
    const row = await screen.findByRole('row', { name: /USD/ });
    expect(within(row).getByText('05/03/2024')).toBeInTheDocument();
    expect(within(row).queryByText('2024-03-05')).not.toBeInTheDocument();
  });
});

describe('ListPage: create dialog', () => {
  it('validates in the user language and keeps what was typed', async () => {
    serve(TENANT_ADMIN);
    const user = userEvent.setup();
    renderPage(TENANT_ADMIN, 'zh_CN');
    await user.click(await ready('新建'));
    const dialog = await screen.findByRole('dialog', { name: '新建国家' });
    await user.type(within(dialog).getByRole('textbox', { name: '国家代码' }), 'cn1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(
      await within(dialog).findByText('国家代码：2 到 3 个大写字母，例如 CN'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('国家名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '国家代码' })).toHaveValue('cn1');
    expect(calls.some((call) => call.method === 'POST' && call.path === LIST)).toBe(false);
  });

  it('shows the server 400 at its field and a failed answer above the form, values kept', async () => {
    const answers: FakeAnswer[] = [
      {
        status: 400,
        body: {
          failed: true,
          code: 'error.validation',
          message: "Field 'countryName' must be at most 60 characters long",
          type: 'error',
        },
      },
      {
        body: {
          failed: true,
          code: 'error.duplicate',
          message: 'Country code CN already exists',
          type: 'warn',
        },
      },
      { body: { ...COUNTRIES[4], countryId: 99 } },
    ];
    serve(TENANT_ADMIN, { [`POST ${CREATE}`]: () => answers.shift() ?? { status: 500 } });
    const user = userEvent.setup();
    renderPage(TENANT_ADMIN);
    await user.click(await ready('Create'));
    const dialog = await screen.findByRole('dialog', { name: 'Create country' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Country code' }), 'CN');
    await user.type(within(dialog).getByRole('textbox', { name: 'Country name' }), 'China');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Field 'countryName' must be at most 60 characters long");
    const name = within(dialog).getByRole('textbox', { name: 'Country name' });
    expect(name).toHaveAccessibleDescription(
      "Field 'countryName' must be at most 60 characters long",
    );
    expect(name).toHaveValue('China');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Country code CN already exists'),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Country code' })).toHaveValue('CN');

    const posts = () => calls.filter((call) => call.method === 'POST' && call.path === CREATE);
    expect(JSON.parse(String(posts()[0]?.init.body))).toEqual({
      countryCode: 'CN',
      countryName: 'China',
      quickIndex: null,
      enabledFlag: 1,
    });

    const loads = listCalls().length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notices).toContainEqual({ type: 'success', title: 'Operation succeeded' });
    await waitFor(() => expect(listCalls().length).toBe(loads + 1));
    expect(notices.filter((notice) => notice.type !== 'success')).toEqual([]);
  });
});

describe('ListPage: editing and deleting', () => {
  it('updates the edited row with its objectVersionNumber and token', async () => {
    serve(TENANT_ADMIN, { [`PUT ${LIST}`]: { body: COUNTRIES[0] } });
    const user = userEvent.setup();
    renderPage(TENANT_ADMIN);
    await screen.findByText('Argentina');
    const actions = screen.getByRole('group', { name: 'Actions of Argentina' });
    await user.click(await within(actions).findByRole('button', { name: 'Edit', busy: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit country' });
    expect(within(dialog).getByRole('textbox', { name: 'Country code' })).toHaveAttribute(
      'readonly',
    );
    const name = within(dialog).getByRole('textbox', { name: 'Country name' });
    await user.clear(name);
    await user.type(name, 'Argentine Republic');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toMatchObject({
      countryId: 1,
      countryCode: 'AR',
      countryName: 'Argentine Republic',
      objectVersionNumber: 1,
      _token: 'token-AR',
    });
  });

  it('asks before deleting the selected rows, then deletes them with their versions', async () => {
    serve(TENANT_ADMIN, { [`DELETE ${LIST}`]: { status: 204 } });
    const user = userEvent.setup();
    renderPage(TENANT_ADMIN);
    await screen.findByText('Argentina');
    const deleteSelected = await ready('Delete selected');
    expect(deleteSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete the 2 selected records?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(JSON.parse(String(removal?.init.body))).toEqual([
      { countryId: 1, objectVersionNumber: 1 },
      { countryId: 2, objectVersionNumber: 1 },
    ]);
    await waitFor(() =>
      expect(notices).toContainEqual({ type: 'success', title: 'Operation succeeded' }),
    );
  });
});

describe('ListPage: permissions', () => {
  it('shows the operator Create disabled and no Delete anywhere', async () => {
    serve(OPERATOR);
    renderPage(OPERATOR);
    await screen.findByText('Argentina');
    expect(await ready('Create')).toBeDisabled();
    expect(await ready('Export')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Actions of Argentina' });
    expect(await within(actions).findByRole('button', { name: 'Edit', busy: false })).toBeEnabled();
    expect(within(actions).getByRole('button', { name: 'Disable' })).toBeDisabled();
    expect(within(actions).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('ListPage: custom actions', () => {
  it("runs a selection action on the selected rows at HZERO's address, method and query", async () => {
    const rules = '/hadm/v1/api-monitor-rules';
    serve(ADMIN_USER, {
      [`GET ${rules}`]: {
        body: pageOf(
          [
            { monitorRuleId: 1, urlPattern: '/hpfm/**', objectVersionNumber: 1 },
            { monitorRuleId: 2, urlPattern: '/iam/**', objectVersionNumber: 1 },
            { monitorRuleId: 3, urlPattern: '/hadm/**', objectVersionNumber: 1 },
          ],
          0,
          10,
        ),
      },
      [`PUT ${rules}/apply`]: { body: { message: '1 monitor rules applied, 0 failed' } },
    });
    const user = userEvent.setup();
    renderPage(ADMIN_USER, 'en_US', definitionOf(apiLimit));
    await screen.findByText('/hpfm/**');
    // Acts on the selected rows only: nothing to do while none is selected.
    const apply = await ready('Apply');
    expect(apply).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    await user.click(apply);
    const confirm = await screen.findByRole('alertdialog', { name: 'Apply' });
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(notices).toContainEqual(
        expect.objectContaining({
          type: 'success',
          description: '1 monitor rules applied, 0 failed',
        }),
      ),
    );
    const applied = calls.filter((call) => call.path.endsWith('/apply'));
    expect(applied.map((call) => [call.method, call.url.search, call.init.body])).toEqual([
      ['PUT', '?monitorRuleIds=1%2C3', undefined],
    ]);
    // Done with those rows: the selection clears.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select row 1' })).not.toBeChecked(),
    );
    expect(await ready('Apply')).toBeDisabled();
  });

  it("posts the selected rows as HZERO's list of ids when the action has no query", async () => {
    const limits = '/hadm/v1/gateway-rate-limits';
    serve(ADMIN_USER, {
      [`GET ${limits}`]: {
        body: pageOf(
          [
            { rateLimitId: 4, rateLimitKey: 'FIRST', objectVersionNumber: 1, enabledFlag: 1 },
            { rateLimitId: 5, rateLimitKey: 'SECOND', objectVersionNumber: 1, enabledFlag: 1 },
          ],
          0,
          10,
        ),
      },
      [`POST ${limits}/config/refresh`]: { body: { message: '1 rate limits applied, 0 failed' } },
    });
    const user = userEvent.setup();
    renderPage(ADMIN_USER, 'en_US', definitionOf(rateLimit));
    await screen.findByText('SECOND');
    await user.click(screen.getByRole('checkbox', { name: 'Select row 5' }));
    await user.click(await ready('Refresh'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Refresh' });
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('/config/refresh'))).toHaveLength(1),
    );
    const [refresh] = calls.filter((call) => call.path.endsWith('/config/refresh'));
    expect(JSON.parse(String(refresh?.init.body))).toEqual([{ rateLimitId: 5 }]);
  });

  it('offers no edit or delete on a locked row (a published notice), its own actions still', async () => {
    const list = '/hmsg/v1/notices';
    const row = (noticeId: number, title: string, statusCode: string) => ({
      noticeId,
      title,
      statusCode,
      noticeCategoryCode: 'ANNOUNCE',
      receiverTypeCode: 'ALL',
      objectVersionNumber: 1,
    });
    serve(ADMIN_USER, {
      [`GET ${list}`]: {
        body: pageOf([row(1, 'Out now', 'PUBLISHED'), row(2, 'Being written', 'DRAFT')], 0, 10),
      },
    });
    renderPage(ADMIN_USER, 'en_US', definitionOf(notice));
    const actionsOf = async (title: string) => {
      const group = await screen.findByRole('group', { name: `Actions of ${title}` });
      await waitFor(() => expect(within(group).queryByRole('button', { busy: true })).toBeNull());
      return within(group)
        .getAllByRole('button')
        .map((button) => button.textContent);
    };
    expect(await actionsOf('Out now')).toEqual(['Revoke']);
    expect(await actionsOf('Being written')).toEqual(['Edit', 'Publish', 'Delete']);
  });

  it('asks for what an action needs in its dialog, checks it, keeps it when refused, then runs', async () => {
    const list = '/hpay/v1/2/payment-orders';
    const order = { paymentOrderId: 7, orderNum: 'ST-7', status: 'PAID', objectVersionNumber: 1 };
    const sent: unknown[] = [];
    serve(TENANT_ADMIN, {
      [`GET ${list}`]: { body: pageOf([order], 0, 10) },
      [`POST ${list}/7/refund`]: (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return sent.length === 1
          ? { body: { failed: true, code: 'error.amount', message: 'Only 0.20 is left to refund' } }
          : { body: { message: 'Refund order RF-ST-7-1 waits for confirmation' } };
      },
    });
    const user = userEvent.setup();
    renderPage(TENANT_ADMIN, 'en_US', definitionOf(paymentOrder));
    const actions = await screen.findByRole('group', { name: 'Actions of ST-7' });
    await user.click(await within(actions).findByRole('button', { name: 'Refund', busy: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(
      within(dialog).getByText('A refund order of this amount is created for confirmation.'),
    ).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: 'Refund amount' });
    // Checked as the server checks it: nothing is sent.
    await user.type(amount, '0.005');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('Refund amount must be a number with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    // Refused by the server: said in the dialog, what was typed kept.
    await user.clear(amount);
    await user.type(amount, '0.30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Paid twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Only 0.20 is left to refund')).toBeInTheDocument();
    expect(amount).toHaveValue('0.30');
    // Done: the dialog closes and the answer is said.
    await user.clear(amount);
    await user.type(amount, '0.20');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund' })).toBeNull());
    expect(notices).toContainEqual(
      expect.objectContaining({ description: 'Refund order RF-ST-7-1 waits for confirmation' }),
    );
    expect(sent).toEqual([
      { refundAmount: '0.30', reason: 'Paid twice', paymentOrderId: 7 },
      { refundAmount: '0.20', reason: 'Paid twice', paymentOrderId: 7 },
    ]);
  });
});
