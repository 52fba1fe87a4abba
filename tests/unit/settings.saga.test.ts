import { engineFeature } from '../../app/engine/feature';
import { setNavigation } from '../../app/services/navigation';
import { setNotifier } from '../../app/services/notification';
import { saveAccessToken } from '../../app/services/token';
import { createAppStore } from '../../app/store';
import { registerFeature } from '../../app/store/features';
import { listPageLoaded, listPageLoading, selectListPageToLoad } from '../../app/store/listPages';
import { startSession, type AuthorisedArea } from '../../app/store/session';
import {
  selectFirstPageSize,
  selectIdleMinutes,
  selectProductName,
} from '../../app/store/settings';
import { clearMenuCache } from '../../sagas/shell';
import { ADMIN_USER, fakeApi, type FakeCall } from '../support/fakeApi';

// The list pages' slice, as an engine page brings it.
registerFeature(engineFeature);

const MINUTE = 60_000;

const CUSTOMER = {
  ...ADMIN_USER,
  id: 11,
  loginName: 'manager@lab.example',
  tenantId: 1,
  organizationId: 1,
  currentRoleId: 11,
  currentRoleCode: 'portal.manager',
  currentRoleLevel: 'organization' as const,
};

let calls: FakeCall[];
const leave = jest.fn();

/** A signed-in user whose profiles say `profiles`, and the tenant's configuration. */
function serve(
  profiles: Record<string, string | null>,
  { user = ADMIN_USER, menuLayout = 'inline' }: { user?: object; menuLayout?: string } = {},
) {
  // HZERO's profile-value answers the value as text, empty when none applies.
  const profile = (url: URL) => ({
    body: profiles[url.searchParams.get('profileName') ?? ''] ?? '',
  });
  const config = (url: URL) => ({
    body: {
      title: url.searchParams.get('lang') === 'zh_CN' ? '诺沃测序云' : 'Novo Sequencing Cloud',
      logoUrl: null,
      faviconUrl: null,
      menuLayout,
      defaultLanguage: 'en_US',
      watermarkFlag: 0,
    },
  });
  calls = fakeApi({
    'GET /iam/hzero/v1/users/self': { body: user },
    'GET /iam/hzero/v1/users/self-tenants': { body: [] },
    'GET /iam/hzero/v1/member-roles/self-roles': { body: [] },
    'GET /iam/hzero/v1/menus/tree': { body: [] },
    'GET /hpfm/v1/profile-value': profile,
    'GET /hpfm/v1/config/ui': config,
    'GET /hpfm/v1/1/config/ui': config,
    'POST /oauth/logout': { status: 204 },
  });
}

/** The test runs on Jest's fake clock. */
let fakeClock = false;

/** Waits (on whichever clock runs) until `condition` holds. */
async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i += 1) {
    if (fakeClock) await jest.advanceTimersByTimeAsync(5);
    else await new Promise((ok) => setTimeout(ok, 5));
  }
  if (!condition()) throw new Error('condition never became true');
}

async function signedIn(area: AuthorisedArea = 'default') {
  const store = createAppStore();
  store.dispatch(startSession({ area }));
  await until(() => store.getState().session.status === 'ready');
  return store;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearMenuCache();
  leave.mockReset();
  setNavigation({ navigate: () => undefined, leave });
  setNotifier(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  fakeClock = false;
});

describe('profiles read when the user is known', () => {
  it('opens list pages at 20 rows for a tenant whose profile says 20', async () => {
    serve({ 'HPFM.LIST.PAGE_SIZE': '20' }, { user: CUSTOMER });
    const store = await signedIn('pub');
    const reads = calls.filter((call) => call.path === '/hpfm/v1/profile-value');
    expect(reads.map((call) => call.url.searchParams.get('profileName')).sort()).toEqual([
      'HIAM.SESSION.IDLE_MINUTES',
      'HPFM.LIST.PAGE_SIZE',
    ]);
    expect(selectFirstPageSize(store.getState())).toBe(20);
    expect(selectListPageToLoad(store.getState(), 'hpfm/country').query).toEqual({
      filter: {},
      page: 1,
      size: 20,
      sort: null,
    });
  });

  it('keeps the page size a page already shows (the user may have chosen it)', async () => {
    serve({ 'HPFM.LIST.PAGE_SIZE': '20' });
    const store = await signedIn();
    const shown = { filter: {}, page: 1, size: 10, sort: null };
    store.dispatch(listPageLoading({ id: 'hpfm/country', query: shown }));
    store.dispatch(listPageLoaded({ id: 'hpfm/country', rows: [], total: 0, idField: 'id' }));
    expect(selectListPageToLoad(store.getState(), 'hpfm/country').query.size).toBe(10);
    expect(selectListPageToLoad(store.getState(), 'hpfm/bank').query.size).toBe(20);
  });

  it.each([
    ['37', 10],
    ['ten', 10],
    [null, 10],
    ['50', 50],
  ])(
    'opens list pages at the table’s default for a value it does not offer (%s)',
    async (value, size) => {
      serve({ 'HPFM.LIST.PAGE_SIZE': value });
      const store = await signedIn();
      expect(selectFirstPageSize(store.getState())).toBe(size);
    },
  );

  it('goes on with the defaults when the profiles cannot be read', async () => {
    serve({});
    fakeApi({
      'GET /iam/hzero/v1/users/self': { body: ADMIN_USER },
      'GET /hpfm/v1/profile-value': { status: 500, body: { message: 'down' } },
    });
    const store = await signedIn();
    expect(selectFirstPageSize(store.getState())).toBe(10);
    expect(selectIdleMinutes(store.getState())).toBe(0);
  });
});

describe('the system configuration once signed in', () => {
  it('names the product in the user’s language and gives the menu layout to a user with none', async () => {
    serve({}, { user: { ...ADMIN_USER, language: 'zh_CN', menuLayout: '' }, menuLayout: 'side' });
    const store = await signedIn();
    const read = calls.find((call) => call.path === '/hpfm/v1/config/ui');
    expect(read?.url.searchParams.get('lang')).toBe('zh_CN');
    expect(selectProductName(store.getState())).toBe('诺沃测序云');
    expect(store.getState().shell.layout).toBe('side');
  });

  it('keeps the layout the user chose', async () => {
    serve({}, { user: { ...ADMIN_USER, menuLayout: 'horizontal' }, menuLayout: 'side' });
    const store = await signedIn();
    expect(selectProductName(store.getState())).toBe('Novo Sequencing Cloud');
    expect(store.getState().shell.layout).toBe('horizontal');
  });
});

describe('signing out an idle user (HIAM.SESSION.IDLE_MINUTES)', () => {
  const signedOutTo = () => {
    const [url] = (leave.mock.calls.at(-1) ?? []) as [string?];
    return url ? new URL(url, 'http://localhost') : undefined;
  };

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    fakeClock = true;
    saveAccessToken('idle-token');
  });

  it('signs out after 30 minutes without activity; any activity starts the count again', async () => {
    serve({ 'HIAM.SESSION.IDLE_MINUTES': '30' });
    await signedIn();
    await jest.advanceTimersByTimeAsync(29 * MINUTE);
    expect(leave).not.toHaveBeenCalled();

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await jest.advanceTimersByTimeAsync(29 * MINUTE);
    expect(leave).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(MINUTE + 1000);
    const logouts = calls.filter((call) => `${call.method} ${call.path}` === 'POST /oauth/logout');
    expect(
      logouts.map((call) => (call.init.headers as Record<string, string>).Authorization),
    ).toEqual(['bearer idle-token']);
    expect(signedOutTo()?.pathname).toBe('/');
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('signs a portal customer out to the portal sign-in', async () => {
    serve({ 'HIAM.SESSION.IDLE_MINUTES': '5' }, { user: CUSTOMER });
    await signedIn('pub');
    await jest.advanceTimersByTimeAsync(5 * MINUTE + 1000);
    expect(signedOutTo()?.pathname).toBe('/pub/sign-in');
  });

  it('keeps a user who works in another tab of the app signed in', async () => {
    serve({ 'HIAM.SESSION.IDLE_MINUTES': '30' });
    await signedIn();
    await jest.advanceTimersByTimeAsync(20 * MINUTE);
    // Another tab records its user's activity in the shared storage.
    localStorage.setItem('hzero-last-activity', String(Date.now()));
    await jest.advanceTimersByTimeAsync(25 * MINUTE);
    expect(leave).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(6 * MINUTE);
    expect(signedOutTo()?.pathname).toBe('/');
  });

  it.each([['0'], [null]])('never signs out when the profile says %s', async (value) => {
    serve({ 'HIAM.SESSION.IDLE_MINUTES': value });
    await signedIn();
    await jest.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    expect(leave).not.toHaveBeenCalled();
  });
});
