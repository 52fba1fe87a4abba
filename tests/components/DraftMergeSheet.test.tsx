/**
 * The sample sheet when another tab saved the same draft meanwhile: the refused save is merged
 * with the other version; a cell both changed shows both values in the grid until the user
 * chooses, and only then is the draft saved.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalFeature } from '../../app/modules/portal/feature';
import { portalCustomerRoutes } from '../../app/modules/portal/routes';
import { setNavigation } from '../../app/services/navigation';
import { setNotifier } from '../../app/services/notification';
import { registerFeature } from '../../app/store/features';
import type { SampleRow } from '../../domain/portal/samples';
import { fakeApi, type FakeCall } from '../support/fakeApi';
import { renderPage, routesUnder } from '../support/renderPage';
import {
  draftBatch as batchOf,
  EMPTY_PAGE,
  sampleRow,
  WGS_PRODUCT as PRODUCT,
} from '../support/portalFixtures';
import { CUSTOMER } from '../support/users';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const sample = (rowNo: number, rowId: string, volume: string) =>
  sampleRow(rowNo, { rowId, volume });

const DRAFT = '/hsif/v1/1/batches/7/draft';
const SHEET = 'Samples of Whole Genome Sequencing';

/** Version 3 until the first save, which the other tab's version 5 (`theirs`) makes stale. */
function serve(theirs: SampleRow[]): FakeCall[] {
  let current = batchOf(3, [sample(1, 'a', '20'), sample(2, 'b', '20')]);
  return fakeApi({
    'GET /hsif/v1/1/products': { body: [PRODUCT] },
    'GET /hpro/v1/1/projects': { body: EMPTY_PAGE },
    'GET /hsif/v1/1/batches': { body: EMPTY_PAGE },
    'GET /hsif/v1/1/batches/7': () => ({ body: current }),
    [`PUT ${DRAFT}`]: (_url, init) => {
      const body = JSON.parse(String(init.body)) as { objectVersionNumber: number };
      if (current.objectVersionNumber === 3) current = batchOf(5, theirs);
      if (body.objectVersionNumber !== current.objectVersionNumber) {
        return {
          body: { failed: true, code: 'error.optimistic_lock', message: 'Changed', type: 'error' },
        };
      }
      return { body: { objectVersionNumber: 6, issues: [] } };
    },
  });
}

const puts = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method === 'PUT' && call.path === DRAFT)
    .map(
      (call) =>
        JSON.parse(String(call.init.body)) as { objectVersionNumber: number; rows: SampleRow[] },
    );

function renderSheet() {
  registerFeature(portalFeature);
  setNavigation({ navigate: () => undefined });
  renderPage({
    user: CUSTOMER,
    path: '/pub/sample/step2?batchId=7',
    routes: routesUnder('/pub', portalCustomerRoutes),
  });
}

/** Types `value` into the volume cell of `row` (1 based) as a user would. */
async function typeVolume(row: number, value: string) {
  const grid = await screen.findByRole('grid', { name: SHEET });
  const cells = within(within(grid).getAllByRole('row')[row]!).getAllByRole('gridcell');
  await userEvent.click(cells[4]!);
  await userEvent.keyboard('{Enter}');
  const editor = within(grid).getByRole('textbox', { name: `Volume (uL), row ${row}` });
  await userEvent.clear(editor);
  await userEvent.type(editor, `${value}{Enter}`);
}

const volumes = (rows: SampleRow[]) => rows.map((row) => [row.rowId, row.volume]);

beforeEach(() => {
  localStorage.clear();
  setNotifier(() => undefined);
});

describe('the sample sheet saved in another tab meanwhile', () => {
  it('merges the other tab’s change of another row, saves and says so', async () => {
    const calls = serve([sample(1, 'a', '25'), sample(2, 'b', '20')]);
    renderSheet();
    await typeVolume(2, '30');

    expect(
      await screen.findByText(/Those changes were merged with yours, and both are saved\./),
    ).toBeVisible();
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]!.objectVersionNumber).toBe(5);
    expect(volumes(puts(calls)[1]!.rows)).toEqual([
      ['a', '25'],
      ['b', '30'],
    ]);
    const grid = screen.getByRole('grid', { name: SHEET });
    expect(within(grid).getAllByRole('gridcell', { name: '25' })).toHaveLength(1);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('shows a cell both changed with both values and saves after the user’s choice', async () => {
    const calls = serve([sample(1, 'a', '20'), sample(2, 'b', '40')]);
    renderSheet();
    await typeVolume(2, '30');

    const banner = await screen.findByRole('region', {
      name: '1 change(s) conflict with the other version',
    });
    const grid = screen.getByRole('grid', { name: SHEET });
    const keep = within(grid).getByRole('button', { name: 'Keep mine: 30' });
    const take = within(grid).getByRole('button', { name: 'Take the other version: 40' });
    expect(take).toHaveTextContent('40');
    expect(keep.closest('td')).toHaveAccessibleDescription(
      'Also changed in the other version, to 40: choose one',
    );
    expect(
      screen.getByText('Not saved: choose between your values and the other version'),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Keep all mine' })).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);

    await userEvent.click(take);
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]!.objectVersionNumber).toBe(5);
    expect(volumes(puts(calls)[1]!.rows)).toEqual([
      ['a', '20'],
      ['b', '40'],
    ]);
    expect(screen.queryByRole('region', { name: /conflict/ })).toBeNull();
    expect(within(grid).queryByRole('button', { name: /Keep mine/ })).toBeNull();
  });
});
