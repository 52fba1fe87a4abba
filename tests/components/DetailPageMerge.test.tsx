/**
 * A header-with-lines detail page saved while someone else saved the same record: the page's
 * save is refused as stale, their version is read and merged with the page against the version
 * it loaded; different places are merged and saved at once, the same value changed on both
 * sides waits for the user's choice.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAllResources } from '../../app/engine/registry';
import { ResourcePage } from '../../app/engine/ResourcePage';
import { setNotifier } from '../../app/services/notification';
import { engineReads, fakeApi, pageOf } from '../support/fakeApi';
import { renderPage } from '../support/renderPage';
import { adminOfTenant } from '../support/users';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const TENANT = 7;
const USER = adminOfTenant(TENANT);
const BASE = `/hpfm/v1/${TENANT}/data-groups`;

type Row = Record<string, unknown>;

const header = (version: number, changes: Row = {}): Row => ({
  groupId: 1,
  groupCode: 'SHANGHAI_LABS',
  groupName: 'Shanghai laboratories',
  remark: 'Both Shanghai sites',
  objectVersionNumber: version,
  _token: 'row-1',
  ...changes,
});

const line = (id: number, meaning: string, version = 1): Row => ({
  groupLineId: id,
  groupId: 1,
  dimensionId: 5,
  dimensionName: 'Laboratory site',
  valueCode: `V-${id}`,
  valueMeaning: meaning,
  objectVersionNumber: version,
  _token: `line-${id}`,
});

/**
 * A server holding version 1 until the page saves; then someone else's version 2 (`theirs`) is
 * what it has, the page's save is refused as stale and the next one accepted.
 */
function serve(theirs: { header: Row; lines: Row[] }) {
  const state = { header: header(1), lines: [line(1, 'Pudong'), line(2, 'Minhang')] };
  const puts: Row[] = [];
  fakeApi({
    ...engineReads(TENANT),
    [`PUT ${BASE}/1`]: (_url, init) => {
      const body = JSON.parse(String(init.body)) as Row;
      puts.push(body);
      if (puts.length === 1) {
        state.header = theirs.header;
        state.lines = theirs.lines;
        return {
          body: {
            failed: true,
            code: 'error.optimistic_lock',
            message: 'The data group was changed by someone else; reload it and try again',
            type: 'error',
          },
        };
      }
      state.header = { ...state.header, ...body, objectVersionNumber: 3 };
      return { body: state.header };
    },
    [`GET ${BASE}/1`]: () => ({ body: state.header }),
    [`GET /hpfm/v1/${TENANT}/data-lines/1`]: () => ({ body: pageOf(state.lines) }),
    [`GET ${BASE}`]: () => ({ body: pageOf([state.header]) }),
  });
  return puts;
}

function renderDetail() {
  renderPage({
    user: USER,
    path: '/hpfm/data-group/detail/1',
    routes: [{ path: '*', element: <ResourcePage /> }],
    permissions: true,
  });
}

beforeAll(async () => {
  await loadAllResources();
  setNotifier(() => undefined);
});

async function typeRemark(value: string) {
  const remark = await screen.findByRole('textbox', { name: 'Remark' });
  await userEvent.clear(remark);
  await userEvent.type(remark, value);
}

const saveButton = () => screen.findByRole('button', { name: 'Save', busy: false });

describe('a detail page saved while someone else saved the record', () => {
  it('merges changes to different places and saves them on their version', async () => {
    const puts = serve({
      header: header(2, { groupName: 'Shanghai labs' }),
      lines: [line(1, 'Pudong'), line(2, 'Minhang district', 2), line(3, 'Songjiang')],
    });
    renderDetail();
    const table = await screen.findByRole('table', { name: 'Data Group Values' });
    expect(await within(table).findByText('Pudong')).toBeVisible();
    await typeRemark('Mine: both sites');
    // A line changed here (HZERO has no change of a data group's line: it goes with the group).
    const actions = within(table).getByRole('group', { name: 'Actions of V-1' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const meaning = within(dialog).getByRole('textbox', { name: 'Meaning' });
    await userEvent.clear(meaning);
    await userEvent.type(meaning, 'Pudong district');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(await saveButton());

    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[0]).toMatchObject({ objectVersionNumber: 1, remark: 'Mine: both sites' });
    expect(puts[1]).toMatchObject({
      objectVersionNumber: 2,
      groupName: 'Shanghai labs',
      remark: 'Mine: both sites',
    });
    expect(puts[1]!.lines).toEqual([
      expect.objectContaining({
        groupLineId: 1,
        _status: 'update',
        valueMeaning: 'Pudong district',
        objectVersionNumber: 1,
      }),
    ]);
    expect(
      await screen.findByText(/Those changes were merged with yours, and both are saved/),
    ).toBeVisible();
    expect(screen.queryByText(/changed by someone else/)).toBeNull();
    expect(screen.queryByRole('region', { name: /conflict/ })).toBeNull();
  });

  it('shows a value both changed beside mine, and saves after the choice', async () => {
    const puts = serve({
      header: header(2, { remark: 'Theirs: Pudong only' }),
      lines: [line(1, 'Pudong'), line(2, 'Minhang')],
    });
    renderDetail();
    await typeRemark('Mine: both sites');
    await userEvent.click(await saveButton());

    const banner = await screen.findByRole('region', {
      name: '1 change(s) conflict with the version saved elsewhere',
    });
    const remark = within(banner).getByRole('group', { name: 'Remark' });
    expect(remark).toHaveTextContent('Yours:Mine: both sites');
    expect(remark).toHaveTextContent('Saved elsewhere:Theirs: Pudong only');
    // Mine stays on the page; nothing is saved until the user chooses.
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveValue('Mine: both sites');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(puts).toHaveLength(1);

    await userEvent.click(within(remark).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ objectVersionNumber: 2, remark: 'Theirs: Pudong only' });
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveValue('Theirs: Pudong only');
    expect(screen.queryByRole('region', { name: /conflict/ })).toBeNull();
  });

  it('keeps all of mine at once', async () => {
    const puts = serve({
      header: header(2, { remark: 'Theirs', groupName: 'Theirs name' }),
      lines: [line(1, 'Pudong'), line(2, 'Minhang')],
    });
    renderDetail();
    await typeRemark('Mine');
    await userEvent.click(await saveButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Keep all mine' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({
      objectVersionNumber: 2,
      remark: 'Mine',
      groupName: 'Theirs name',
    });
  });
});
