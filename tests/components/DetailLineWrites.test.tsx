/**
 * Lines written apart from their header (`api.lineWrites`), as HZERO writes a calendar's
 * holidays: Delete removes a saved line at once at `calendar-holidays/batch-delete` after a
 * confirmation, a line's dialog saves it at `calendar-holidays` (a refusal keeps the dialog and
 * what was typed), and the header's Save carries no holidays. A line saved at an address that
 * does not name the header (a code rule distribution's segments) names it in its parent field.
 * A rate-limit line's dimension rules: one rule removed per call (HZERO's DELETE
 * dimension-configs takes one), and a new rule names its line. A security group's role: taken
 * off at recycle-role with HZERO's list of role ids. A save reloads the header and keeps the
 * chosen line tab.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAllResources } from '../../app/engine/registry';
import { ResourcePage } from '../../app/engine/ResourcePage';
import { engineReads, type FakeCall, type FakeRoutes } from '../support/fakeApi';
import { renderPage } from '../support/renderPage';
import { adminOfTenant } from '../support/users';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const TENANT = 7;
const BASE = `/hpfm/v1/${TENANT}/calendars`;

type Row = Record<string, unknown>;

const CALENDAR: Row = {
  calendarId: 5,
  calendarCode: 'CN-2026',
  calendarName: 'China 2026',
  countryId: 1,
  countryName: 'China',
  mondayFlag: 1,
  tuesdayFlag: 1,
  wednesdayFlag: 1,
  thursdayFlag: 1,
  fridayFlag: 1,
  saturdayFlag: 0,
  sundayFlag: 0,
  enabledFlag: 1,
  objectVersionNumber: 2,
};

const holiday = (holidayId: number, holidayName: string, startDate: string): Row => ({
  holidayId,
  calendarId: 5,
  holidayName,
  holidayType: 'HOLIDAY',
  startDate,
  endDate: startDate,
  remark: null,
  objectVersionNumber: 1,
});

/** A server holding the calendar and its holidays; `refuseUpdate` refuses every holiday edit. */
function serve(options: { refuseUpdate?: string } = {}): { api: FakeRoutes; holidays: Row[] } {
  const holidays = [holiday(11, 'New Year', '2026-01-01'), holiday(12, 'Labour Day', '2026-05-01')];
  const body = (call: RequestInit) => JSON.parse(String(call.body)) as unknown;
  const api: FakeRoutes = {
    ...engineReads(TENANT),
    [`GET ${BASE}/5`]: { body: CALENDAR },
    [`GET ${BASE}/5/calendar-holidays`]: () => ({
      body: { content: holidays, totalElements: holidays.length, number: 0, size: 1000 },
    }),
    [`POST ${BASE}/5/calendar-holidays/batch-delete`]: (_url, init) => {
      for (const { holidayId } of body(init) as Row[]) {
        holidays.splice(
          holidays.findIndex((item) => item.holidayId === holidayId),
          1,
        );
      }
      return { status: 204 };
    },
    [`PUT ${BASE}/5/calendar-holidays`]: (_url, init) => {
      const given = body(init) as Row;
      if (options.refuseUpdate) {
        return {
          body: { failed: true, code: 'error.date_overlap', message: options.refuseUpdate },
        };
      }
      const index = holidays.findIndex((item) => item.holidayId === given.holidayId);
      const saved = { ...holidays[index], ...given, objectVersionNumber: 2 };
      holidays[index] = saved;
      return { body: saved };
    },
    [`PUT ${BASE}/5`]: (_url, init) => ({
      body: { ...CALENDAR, ...(body(init) as Row), objectVersionNumber: 3 },
    }),
  };
  return { api, holidays };
}

/** The calendar's detail page on `api` for `user`; answers the calls it made. */
function renderCalendar(api: FakeRoutes, user = adminOfTenant(TENANT)): FakeCall[] {
  return renderPage({
    user,
    path: '/hpfm/calendar/detail/5',
    routes: [{ path: '*', element: <ResourcePage /> }],
    permissions: true,
    api,
  }).calls;
}

/** Clicks a row action (`Edit`, `Delete`) of the holiday named `name`. */
async function rowAction(name: string, action: string) {
  const actions = await screen.findByRole('group', { name: `Actions of ${name}` });
  await userEvent.click(within(actions).getByRole('button', { name: action }));
}

const sent = (calls: FakeCall[], method: string, path: string) =>
  calls
    .filter((call) => call.method === method && call.path === path)
    .map((call) => JSON.parse(String(call.init.body)) as unknown);

beforeAll(async () => {
  await loadAllResources();
});

it('deletes a saved holiday at once at its batch-delete, after a confirmation', async () => {
  const { api, holidays } = serve();
  const calls = renderCalendar(api);
  await rowAction('Labour Day', 'Delete');
  const confirm = await screen.findByRole('alertdialog');
  expect(within(confirm).getByText('Delete Labour Day?')).toBeInTheDocument();
  expect(sent(calls, 'POST', `${BASE}/5/calendar-holidays/batch-delete`)).toEqual([]);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(screen.queryByText('Labour Day')).not.toBeInTheDocument());
  // HZERO's body: the holidays removed, as read.
  expect(sent(calls, 'POST', `${BASE}/5/calendar-holidays/batch-delete`)).toEqual([
    [expect.objectContaining({ holidayId: 12, holidayName: 'Labour Day', objectVersionNumber: 1 })],
  ]);
  expect(holidays.map((item) => item.holidayName)).toEqual(['New Year']);
  // Nothing is left for the header's Save: it sends the calendar without holidays.
  expect(screen.queryByText(/unsaved/i)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent(calls, 'PUT', `${BASE}/5`)).toHaveLength(1));
  expect(sent(calls, 'PUT', `${BASE}/5`)[0]).not.toHaveProperty('holidays');
});

it("saves an edited holiday from its dialog at HZERO's calendar-holidays", async () => {
  const calls = renderCalendar(serve().api);
  await rowAction('New Year', 'Edit');
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'Observed');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent(calls, 'PUT', `${BASE}/5/calendar-holidays`)).toEqual([
    expect.objectContaining({ holidayId: 11, objectVersionNumber: 1, remark: 'Observed' }),
  ]);
  expect(await screen.findByText('Observed')).toBeInTheDocument();
  expect(sent(calls, 'PUT', `${BASE}/5`)).toEqual([]);
});

it('keeps the dialog and what was typed when the holiday is refused', async () => {
  const refusal = 'New Year and Spring Festival share 2026-01-01';
  const calls = renderCalendar(serve({ refuseUpdate: refusal }).api);
  await rowAction('New Year', 'Edit');
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'Observed');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Remark' })).toHaveValue('Observed');
  expect(sent(calls, 'PUT', `${BASE}/5/calendar-holidays`)).toHaveLength(1);
});

it("shows the holidays' dates in the user's date format", async () => {
  renderCalendar(serve().api, { ...adminOfTenant(TENANT), dateFormat: 'DD/MM/YYYY' });
  const row = await screen.findByRole('row', { name: /Labour Day/ });
  expect(within(row).getAllByText('01/05/2026')).toHaveLength(2);
  expect(within(row).queryByText('2026-05-01')).not.toBeInTheDocument();
});

it("names the header in a new line's parent field where the address does not (HZERO's code-rule-detail)", async () => {
  const dist = `/hpfm/v1/${TENANT}/code-rule-dist`;
  const detail = `/hpfm/v1/${TENANT}/code-rule-detail`;
  const segments: Row[] = [];
  const calls = renderPage({
    user: adminOfTenant(TENANT),
    path: '/hpfm/code-rule/dist/3',
    routes: [{ path: '*', element: <ResourcePage /> }],
    permissions: true,
    api: {
      ...engineReads(TENANT),
      [`GET ${dist}/3`]: {
        body: {
          ruleDistId: 3,
          ruleId: 1,
          tenantId: TENANT,
          levelCode: 'GLOBAL',
          levelValue: null,
          description: null,
          usedFlag: 0,
          enabledFlag: 1,
          objectVersionNumber: 1,
        },
      },
      [`GET ${detail}/3`]: () => ({
        body: { content: segments, totalElements: segments.length, number: 0, size: 1000 },
      }),
      [`POST ${detail}`]: (_url, init) => {
        const saved = {
          ...(JSON.parse(String(init.body)) as Row),
          ruleDetailId: 30,
          objectVersionNumber: 1,
        };
        segments.push(saved);
        return { body: saved };
      },
    },
  }).calls;
  await screen.findByRole('table', { name: 'Segments' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Order' }), '10');
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Segment type' }),
    'Constant',
  );
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Segment value' }), 'SB-');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent(calls, 'POST', detail)).toEqual([
    expect.objectContaining({
      ruleDistId: 3,
      orderSeq: 10,
      fieldType: 'CONSTANT',
      fieldValue: 'SB-',
    }),
  ]);
  expect(await screen.findByText('SB-')).toBeInTheDocument();
});

describe("a rate-limit line's dimension rules, written one at a time at HZERO's dimension-configs", () => {
  const LINE: Row = {
    rateLimitLineId: 31,
    rateLimitId: 3,
    serviceRouteId: 1,
    routeName: 'hpfm',
    path: '/hpfm/v1/*',
    replenishRate: 1,
    replenishPeriod: 60,
    burstCapacity: 50,
    rateLimitDimension: 'url',
    urlTemplate: '/hpfm/v1/{1}',
    objectVersionNumber: 2,
  };
  const rule = (rateLimitDimId: number, urlValues: string, replenishRate: number): Row => ({
    rateLimitDimId,
    rateLimitLineId: 31,
    urlValues,
    replenishRate,
    replenishPeriod: 60,
    burstCapacity: 2,
    objectVersionNumber: 1,
  });

  /** The line's page on a server holding its rules. */
  function renderLine(): { calls: FakeCall[]; rules: Row[] } {
    const rules = [rule(41, 'banks', 5), rule(42, 'uom', 7)];
    const body = (init: RequestInit) => JSON.parse(String(init.body)) as Row;
    const api: FakeRoutes = {
      ...engineReads(0),
      'GET /hadm/v1/gateway-rate-limits/3': {
        body: { rateLimitId: 3, rateLimitKey: 'PER_LIST', objectVersionNumber: 1 },
      },
      'GET /hadm/v1/gateway-rate-limit-lines/31': { body: LINE },
      'GET /hadm/v1/dimension-configs': () => ({
        body: { content: rules, totalElements: rules.length, number: 0, size: 1000 },
      }),
      'DELETE /hadm/v1/dimension-configs': (_url, init) => {
        const { rateLimitDimId } = body(init);
        rules.splice(
          rules.findIndex((item) => item.rateLimitDimId === rateLimitDimId),
          1,
        );
        return { status: 204 };
      },
      'POST /hadm/v1/dimension-configs': (_url, init) => {
        const saved = { ...body(init), rateLimitDimId: 43, objectVersionNumber: 1 };
        rules.push(saved);
        return { body: saved };
      },
    };
    const { calls } = renderPage({
      user: adminOfTenant(0),
      path: '/hadm/rate-limit/detail/3/line/31',
      routes: [{ path: '*', element: <ResourcePage /> }],
      permissions: true,
      api,
    });
    return { calls, rules };
  }

  it('deletes one rule at a time: the body is the rule, not a list', async () => {
    const { calls, rules } = renderLine();
    // A rule is named by its rate.
    await rowAction('5', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rules).toHaveLength(1));
    expect(sent(calls, 'DELETE', '/hadm/v1/dimension-configs')).toEqual([
      expect.objectContaining({ rateLimitDimId: 41, objectVersionNumber: 1 }),
    ]);
  });

  it('saves a new rule from its dialog, naming its line (the address does not)', async () => {
    const { calls } = renderLine();
    await screen.findByText('banks');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'URL values {1}' }),
      'regions',
    );
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Replenish rate' }), '1');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Burst capacity' }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'POST', '/hadm/v1/dimension-configs')).toEqual([
      expect.objectContaining({ rateLimitLineId: 31, urlValues: 'regions', burstCapacity: 3 }),
    ]);
    expect(sent(calls, 'PUT', '/hadm/v1/gateway-rate-limit-lines')).toEqual([]);
  });

  it('keeps a mistyped URL value quiet when the window, not the user, leaves it', async () => {
    renderLine();
    await screen.findByText('banks');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByRole('textbox', { name: 'URL values {1}' });
    const rate = within(dialog).getByRole('spinbutton', { name: 'Replenish rate' });
    // A `/` cannot be part of one path segment.
    await userEvent.type(value, 'a/b');
    // The user switches to another window: the input loses focus while the page has none.
    const hasFocus = jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    act(() => value.blur());
    hasFocus.mockRestore();
    // Leaving another field shows its error: the form has been validated since.
    await userEvent.click(rate);
    await userEvent.tab();
    await waitFor(() => expect(rate).toHaveAttribute('aria-invalid', 'true'));
    expect(value).not.toHaveAttribute('aria-invalid');
    // Back on the page, leaving the input is the user's doing.
    await userEvent.click(value);
    await userEvent.tab();
    await waitFor(() => expect(value).toHaveAttribute('aria-invalid', 'true'));
  });
});

it("takes a role off a security group at HZERO's recycle-role, sending the role's id", async () => {
  const base = `/iam/v1/${TENANT}`;
  const roles: Row[] = [
    { id: 51, secGrpId: 9, roleId: 3, roleName: 'Operator', objectVersionNumber: 1 },
    { id: 52, secGrpId: 9, roleId: 4, roleName: 'Auditor', objectVersionNumber: 1 },
  ];
  const page = (content: Row[]) => ({
    body: { content, totalElements: content.length, number: 0, size: 1000 },
  });
  const { calls } = renderPage({
    user: adminOfTenant(TENANT),
    path: '/hiam/security-group/detail/9/2',
    routes: [{ path: '*', element: <ResourcePage /> }],
    permissions: true,
    api: {
      ...engineReads(TENANT),
      [`GET ${base}/sec-grps/9`]: {
        body: {
          secGrpId: 9,
          code: 'QC-VIEW',
          name: 'QC read-only',
          ownerRoleId: 2,
          ownerRoleName: 'Tenant administrator',
          enabledFlag: 1,
          objectVersionNumber: 1,
        },
      },
      [`GET ${base}/sec-grp-acls/9`]: page([]),
      [`GET ${base}/sec-grp-acl-fields/9`]: page([]),
      [`GET ${base}/sec-grp-dcls/9/authority`]: page([]),
      [`GET ${base}/sec-grp-role-assign/9/assigned-role`]: () => page(roles),
      [`DELETE ${base}/sec-grp-role-assign/9/recycle-role`]: (_url, init) => {
        const [roleId] = JSON.parse(String(init.body)) as number[];
        roles.splice(
          roles.findIndex((item) => item.roleId === roleId),
          1,
        );
        return { status: 204 };
      },
    },
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Assigned roles' }));
  await rowAction('Operator', 'Delete');
  const confirm = await screen.findByRole('alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(screen.queryByText('Operator')).not.toBeInTheDocument());
  // HZERO's body (SecurityGroupDS.js assignRoleDS destroy): the role ids.
  expect(sent(calls, 'DELETE', `${base}/sec-grp-role-assign/9/recycle-role`)).toEqual([[3]]);
  expect(roles.map((item) => item.roleName)).toEqual(['Auditor']);
});

it('keeps the chosen line tab when a save reloads the security group', async () => {
  const base = `/iam/v1/${TENANT}`;
  const page = (content: Row[]) => ({
    body: { content, totalElements: content.length, number: 0, size: 1000 },
  });
  let group: Row = {
    secGrpId: 9,
    code: 'QC-VIEW',
    name: 'QC read-only',
    ownerRoleId: 2,
    ownerRoleName: 'Tenant administrator',
    enabledFlag: 1,
    objectVersionNumber: 1,
  };
  const { calls } = renderPage({
    user: adminOfTenant(TENANT),
    path: '/hiam/security-group/detail/9/2',
    routes: [{ path: '*', element: <ResourcePage /> }],
    permissions: true,
    api: {
      ...engineReads(TENANT),
      [`GET ${base}/sec-grps/9`]: () => ({ body: group }),
      [`PUT ${base}/sec-grps`]: (_url, init) => {
        group = { ...group, ...(JSON.parse(String(init.body)) as Row), objectVersionNumber: 2 };
        return { body: group };
      },
      [`GET ${base}/sec-grp-acls/9`]: page([]),
      [`GET ${base}/sec-grp-acl-fields/9`]: page([]),
      [`GET ${base}/sec-grp-dcls/9/authority`]: page([]),
      [`GET ${base}/sec-grp-role-assign/9/assigned-role`]: page([]),
    },
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Data permissions' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'QC viewers');
  const save = screen.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
  await userEvent.click(save);

  const reads = () => calls.filter((call) => call.path === `${base}/sec-grps/9`).length;
  await waitFor(() => expect(reads()).toBe(2));
  expect(await screen.findByRole('tab', { name: 'Data permissions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('QC viewers');
});
