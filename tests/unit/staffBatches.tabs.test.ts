import { setNavigation } from '../../app/services/navigation';
import { createAppStore } from '../../app/store';
import { startSession } from '../../app/store/session';
import { locationChanged } from '../../app/store/shellActions';
import { clearMenuCache } from '../../sagas/shell';
import { ADMIN_USER, fakeApi } from '../support/fakeApi';

const MENU = [
  {
    id: 20,
    code: 'hsif',
    name: 'Sample Submission',
    type: 'root',
    subMenus: [
      { id: 21, code: 'hsif.list', name: 'Sample List', type: 'menu', route: '/hsif/sample/list' },
      {
        id: 22,
        code: 'hsif.print',
        name: 'Print Sample Sheet',
        type: 'menu',
        route: '/hsif/sample/print',
      },
    ],
  },
];

async function waitUntil(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((ok) => setTimeout(ok, 5));
  if (!condition()) throw new Error('condition never became true');
}

beforeEach(() => {
  sessionStorage.clear();
  clearMenuCache();
  setNavigation({ navigate: () => undefined, leave: () => undefined });
  fakeApi({
    'GET /iam/hzero/v1/users/self': { body: ADMIN_USER },
    'GET /iam/hzero/v1/menus/tree': { body: MENU },
  });
});

describe('staff workbench tabs', () => {
  it('opens each step in a tab titled after the step, under the sample list menu entry', async () => {
    const store = createAppStore();
    store.dispatch(startSession({ area: 'default' }));
    await waitUntil(() => store.getState().shell.menuLoaded);
    store.dispatch(locationChanged({ pathname: '/hsif/sample/step2', search: '?batchId=7' }));
    store.dispatch(locationChanged({ pathname: '/hsif/sample/step3', search: '?batchId=7' }));
    await waitUntil(() => store.getState().shell.tabs.length === 3);
    expect(
      store.getState().shell.tabs.map(({ key, title, search, menuId }) => ({
        key,
        title,
        search,
        menuId,
      })),
    ).toEqual([
      expect.objectContaining({ key: '/workplace' }),
      { key: '/hsif/sample/step2', title: 'Batch receipt', search: '?batchId=7', menuId: 21 },
      { key: '/hsif/sample/step3', title: 'Batch QC', search: '?batchId=7', menuId: 21 },
    ]);
  });
});
