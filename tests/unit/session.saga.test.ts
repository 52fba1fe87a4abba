import type { Saga } from 'redux-saga';
import { setNavigation } from '../../app/services/navigation';
import { setNotifier, type Notice } from '../../app/services/notification';
import {
  clearAccessToken,
  getAccessToken,
  saveAccessToken,
  returnPath,
  storedHashValues,
} from '../../app/services/token';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { portalFeature } from '../../app/modules/portal/feature';
import {
  defaultTenantRequested,
  globalInit,
  globalPubInit,
  portalSignInRequested,
  sessionFailed,
  sessionReady,
  sessionUnauthorized,
  startSession,
} from '../../app/store/session';
import {
  saveCurrentUser,
  saveRoleList,
  saveTenantList,
  saveUpdateInfo,
} from '../../app/store/user';
import { languageChanged } from '../../app/store/global';
import { callApi } from '../../sagas/api';
import { fetchReleaseNoticeSaga } from '../../sagas/global';
import { sessionSaga } from '../../sagas/session';
import { fetchCurrentUser } from '../../app/services/session';
import { setRequestContext } from '../../app/services/request';
import { ADMIN_USER, fakeApi } from '../support/fakeApi';
import { startSaga } from '../support/saga';

/** The whole app's reducer: the core's slices and the portal's. */
const rootReducer = createRootReducer([portalFeature]);

const state = (): RootState => rootReducer(undefined, { type: '@@init' });
const types = (actions: { type: string }[]) => actions.map((a) => a.type);

let navigations: string[] = [];
let notices: Notice[] = [];
const assign = jest.fn();

beforeEach(() => {
  navigations = [];
  notices = [];
  assign.mockReset();
  setNavigation({ navigate: (to) => navigations.push(to), leave: assign });
  setNotifier((notice) => notices.push(notice));
  clearAccessToken();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/workplace');
});

const ROLES = [
  { id: 1, name: 'Site Administrator', code: 'site.admin', level: 'site', tenantId: 0 },
];
const TENANTS = [{ tenantId: 0, tenantName: 'HZERO Platform', tenantNum: 'HZERO', defaultFlag: 1 }];

/** A signed-in page: a token in memory, and the server's answers for it. */
function signedInApi(extra = {}) {
  saveAccessToken('t');
  return fakeApi({
    'GET /iam/hzero/v1/users/self': { body: { ...ADMIN_USER, language: 'zh_CN' } },
    'GET /iam/hzero/v1/users/self-tenants': { body: TENANTS },
    'GET /iam/hzero/v1/member-roles/self-roles': { body: ROLES },
    ...extra,
  });
}

describe('session start', () => {
  it('fetches the user, runs global/init with language, organization and role, then is ready', async () => {
    signedInApi();
    const saga = startSaga(sessionSaga as Saga, state());
    saga.send(startSession({ area: 'default' }));
    await new Promise((ok) => setTimeout(ok, 50));
    const sent = types(saga.dispatched);
    expect(sent).toContain(globalInit.type);
    expect(saga.dispatched.find(globalInit.match)?.payload).toEqual({
      language: 'zh_CN',
      organizationId: 0,
      roleId: 1,
    });
    expect(sent.indexOf(saveCurrentUser.type)).toBeLessThan(sent.indexOf(globalInit.type));
    expect(sent.indexOf(languageChanged.type)).toBeLessThan(sent.indexOf(sessionReady.type));
    expect(saga.dispatched.find(saveRoleList.match)?.payload).toEqual(ROLES);
    expect(saga.dispatched.find(saveTenantList.match)?.payload).toEqual(TENANTS);
    expect(sent[sent.length - 1]).toBe(sessionReady.type);
    saga.stop();
  });

  it('runs global/pubInit without a role in the portal', async () => {
    signedInApi();
    const saga = startSaga(sessionSaga as Saga, state());
    saga.send(startSession({ area: 'pub' }));
    await new Promise((ok) => setTimeout(ok, 50));
    expect(saga.dispatched.find(globalPubInit.match)?.payload).toEqual({
      language: 'zh_CN',
      organizationId: 0,
    });
    expect(types(saga.dispatched)).not.toContain(globalInit.type);
    expect(types(saga.dispatched)).toContain(sessionReady.type);
    saga.stop();
  });

  it('fails (500 page) when the user cannot be fetched', async () => {
    saveAccessToken('t');
    fakeApi({ 'GET /iam/hzero/v1/users/self': { status: 500, body: { message: 'db down' } } });
    const saga = startSaga(sessionSaga as Saga, state());
    saga.send(startSession({ area: 'default' }));
    await new Promise((ok) => setTimeout(ok, 20));
    expect(saga.dispatched).toContainEqual(sessionFailed('db down'));
    expect(types(saga.dispatched)).not.toContain(sessionReady.type);
    saga.stop();
  });

  it('moves the token from the address hash to memory and clears the hash', async () => {
    signedInApi();
    clearAccessToken();
    window.history.replaceState(
      null,
      '',
      '/workplace?tab=1#access_token=abc&token_type=bearer&expires_in=3600',
    );
    const saga = startSaga(sessionSaga as Saga, state());
    saga.send(startSession({ area: 'default' }));
    await new Promise((ok) => setTimeout(ok, 20));
    expect(getAccessToken()).toBe('abc');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?tab=1');
    expect(storedHashValues()).toEqual({ token_type: 'bearer', expires_in: '3600' });
    expect(document.cookie).not.toContain('abc');
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('abc');
    saga.stop();
  });

  it('without a token in memory (a reload, a new tab): asks the OAuth server for it, coming back here', async () => {
    window.history.replaceState(null, '', '/hpfm/country/list?page=2');
    const calls = fakeApi({ 'GET /iam/hzero/v1/users/self': { status: 401, body: {} } });
    const saga = startSaga(sessionSaga as Saga, state());
    saga.send(startSession({ area: 'default' }));
    await new Promise((ok) => setTimeout(ok, 20));
    expect(calls.map((call) => call.init.headers)).toEqual([
      expect.not.objectContaining({ Authorization: expect.anything() }),
    ]);
    const target = new URL(assign.mock.calls[0][0] as string, 'http://localhost');
    expect(target.pathname).toBe('/oauth/oauth/authorize');
    expect(target.searchParams.get('redirect_uri')).toBe(
      'http://localhost/hpfm/country/list?page=2',
    );
    expect(target.searchParams.get('prompt')).toBeNull();
    expect(types(saga.dispatched)).not.toContain(sessionReady.type);
    saga.stop();
  });

  it('in the portal asks silently, and goes to the portal sign-in when there is no OAuth session', async () => {
    window.history.replaceState(null, '', '/pub/projects/home');
    fakeApi({ 'GET /iam/hzero/v1/users/self': { status: 401, body: {} } });
    const saga = startSaga(sessionSaga as Saga, state());
    saga.send(startSession({ area: 'pub' }));
    await new Promise((ok) => setTimeout(ok, 20));
    const target = new URL(assign.mock.calls[0][0] as string, 'http://localhost');
    expect(target.pathname).toBe('/oauth/oauth/authorize');
    expect(target.searchParams.get('prompt')).toBe('none');
    expect(target.searchParams.get('redirect_uri')).toBe('http://localhost/pub/projects/home');

    window.history.replaceState(null, '', '/pub/projects/home#error=login_required');
    saga.send(startSession({ area: 'pub' }));
    await new Promise((ok) => setTimeout(ok, 20));
    expect(assign).toHaveBeenCalledTimes(2);
    expect(assign.mock.lastCall?.[0]).toBe('/pub/sign-in?returnTo=%2Fpub%2Fprojects%2Fhome');
    expect(window.location.hash).toBe('');
    saga.stop();
  });
});

describe('the app’s own /pub/sign-in route (another host serves the app)', () => {
  it.each([
    ['the page asked for', '/pub/projects/home?tab=2', 'http://localhost/pub/projects/home?tab=2'],
    ['the portal’s home without one', null, 'http://localhost/pub/home'],
    ['the portal’s home for another site', '//evil.example/pub/home', 'http://localhost/pub/home'],
    ['the portal’s home for the sign-in itself', '/pub/sign-in', 'http://localhost/pub/home'],
  ])(
    'sends the browser to the OAuth server’s sign-in, coming back to %s',
    async (_, returnTo, back) => {
      const saga = startSaga(sessionSaga as Saga, state());
      saga.send(portalSignInRequested({ returnTo }));
      await new Promise((ok) => setTimeout(ok, 0));
      expect(assign).toHaveBeenCalledTimes(1);
      const target = new URL(assign.mock.calls[0][0] as string, 'http://localhost');
      expect(target.pathname).toBe('/oauth/oauth/authorize');
      expect(target.searchParams.get('client_id')).toBe('hzero-front');
      expect(target.searchParams.get('response_type')).toBe('token');
      expect(target.searchParams.get('redirect_uri')).toBe(back);
      // Never `none`: without a session the OAuth server shows its sign-in form.
      expect(target.searchParams.get('prompt')).toBeNull();
      saga.stop();
    },
  );
});

describe('401', () => {
  it('with a token: ten parallel 401s make one kickoff check; kickoff 1 goes to /public/kickoff', async () => {
    saveAccessToken('old-token');
    window.history.replaceState(null, '', '/hpfm/country/list?page=2');
    const calls = fakeApi({
      'POST /oauth/public/token/kickoff': { body: { kickoff: 1 } },
    });
    const saga = startSaga(sessionSaga as Saga, state());
    for (let i = 0; i < 10; i += 1) saga.send(sessionUnauthorized());
    await new Promise((ok) => setTimeout(ok, 20));
    const kickoffs = calls.filter((c) => c.path === '/oauth/public/token/kickoff');
    expect(kickoffs).toHaveLength(1);
    expect(kickoffs[0]!.url.searchParams.get('access_token')).toBe('old-token');
    expect(navigations).toEqual(['/public/kickoff']);
    expect(returnPath()).toBe('/hpfm/country/list?page=2');
    expect(getAccessToken()).toBeUndefined();
    saga.stop();
  });

  it('with a token that simply expired: goes to /public/unauthorized', async () => {
    saveAccessToken('old-token');
    fakeApi({ 'POST /oauth/public/token/kickoff': { body: { kickoff: 0 } } });
    const saga = startSaga(sessionSaga as Saga, state());
    saga.send(sessionUnauthorized());
    await new Promise((ok) => setTimeout(ok, 20));
    expect(navigations).toEqual(['/public/unauthorized']);
    saga.stop();
  });

  it('without a token: clears the stored login and goes to the sign-in, coming back here', async () => {
    sessionStorage.setItem('hzero-hash', '{"values":{},"expiresAt":99999999999999}');
    window.history.replaceState(null, '', '/hiam/users?x=1');
    const calls = fakeApi({});
    const saga = startSaga(sessionSaga as Saga, state());
    saga.send(sessionUnauthorized());
    await new Promise((ok) => setTimeout(ok, 20));
    expect(calls).toHaveLength(0);
    expect(storedHashValues()).toBeUndefined();
    const target = new URL(assign.mock.calls[0][0] as string, 'http://localhost');
    expect(target.pathname).toBe('/oauth/oauth/authorize');
    expect(target.searchParams.get('response_type')).toBe('token');
    expect(target.searchParams.get('redirect_uri')).toBe('http://localhost/hiam/users?x=1');
    saga.stop();
  });

  it('without a token in the portal: asks the OAuth server silently for the page to return to', async () => {
    window.history.replaceState(null, '', '/pub/projects/home');
    fakeApi({});
    const saga = startSaga(sessionSaga as Saga, state());
    saga.send(sessionUnauthorized());
    await new Promise((ok) => setTimeout(ok, 20));
    const target = new URL(assign.mock.calls[0][0] as string, 'http://localhost');
    expect(target.searchParams.get('prompt')).toBe('none');
    expect(target.searchParams.get('redirect_uri')).toBe('http://localhost/pub/projects/home');
    saga.stop();
  });

  it('a 401 on any call reaches the session flow through callApi', async () => {
    saveAccessToken('t');
    fakeApi({
      'GET /iam/hzero/v1/users/self': { status: 401, body: { failed: true } },
      'POST /oauth/public/token/kickoff': { body: { kickoff: 0 } },
    });
    function* caller() {
      yield* callApi(fetchCurrentUser, []);
    }
    const saga = startSaga(caller as Saga, state());
    await new Promise((ok) => setTimeout(ok, 20));
    expect(types(saga.dispatched)).toEqual([sessionUnauthorized.type]);
    saga.stop();
  });
});

describe('default tenant', () => {
  it('saves it, marks it in the tenant list and says so', async () => {
    const calls = fakeApi({ 'PUT /iam/hzero/v1/users/default-tenant': { status: 204 } });
    const initial = rootReducer(
      state(),
      saveTenantList([
        { tenantId: 1, tenantName: 'Novo Lab', tenantNum: 'NOVO-LAB', defaultFlag: 1 },
        { tenantId: 2, tenantName: 'Gene Beijing', tenantNum: 'GENE-BJ', defaultFlag: 0 },
      ]),
    );
    const saga = startSaga(sessionSaga as Saga, initial);
    saga.send(defaultTenantRequested(2));
    await new Promise((ok) => setTimeout(ok, 20));
    expect(calls.map((c) => `${c.method} ${c.path}${c.url.search}`)).toEqual([
      'PUT /iam/hzero/v1/users/default-tenant?tenantId=2',
    ]);
    expect(saga.dispatched.find(saveTenantList.match)?.payload.map((t) => t.defaultFlag)).toEqual([
      0, 1,
    ]);
    expect(notices).toEqual([{ type: 'success', title: 'Operation succeeded' }]);
    saga.stop();
  });
});

describe('callApi notifications', () => {
  async function failWith(answer: { status?: number; body?: unknown } | 'network') {
    if (answer === 'network') {
      globalThis.fetch = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
    } else fakeApi({ 'GET /iam/hzero/v1/users/self': answer });
    const saga = startSaga(
      function* run() {
        yield* callApi(fetchCurrentUser, []);
      } as Saga,
      state(),
    );
    await new Promise((ok) => setTimeout(ok, 20));
    saga.stop();
  }

  it('shows a network error', async () => {
    await failWith('network');
    expect(notices).toEqual([
      {
        type: 'error',
        title: 'Network request exception',
        description: 'Please try again later',
        duration: 2000,
      },
    ]);
  });

  it('titles other HTTP errors by their status', async () => {
    await failWith({ status: 403, body: { failed: true, message: 'You do not hold this role' } });
    expect(notices).toEqual([
      { type: 'error', title: '403', description: 'You do not hold this role', duration: 2000 },
    ]);
  });

  it('shows failed answers by their type', async () => {
    await failWith({ body: { failed: true, message: 'Name taken', type: 'warn' } });
    expect(notices).toEqual([
      { type: 'warning', title: 'Operation failed', description: 'Name taken', duration: 2000 },
    ]);
  });

  it('goes to /exception/501 with what the server answered', async () => {
    await failWith({ status: 501, body: 'Export is not implemented' });
    expect(navigations).toEqual(['/exception/501']);
    expect(sessionStorage.getItem('hzero-501-answer')).toBe('Export is not implemented');
  });
});

describe('release notice', () => {
  beforeEach(() => {
    setRequestContext({ tenantId: () => 7, tenantScoped: () => true, menuId: () => undefined });
  });

  it('saves it when returned', async () => {
    fakeApi({
      'GET /service/v1/7/announcement-updates/isOrNotReleaseNotice': {
        body: { releaseFlag: true },
      },
    });
    let answer: unknown;
    const saga = startSaga(
      function* run() {
        answer = yield* fetchReleaseNoticeSaga();
      } as Saga,
      state(),
    );
    await new Promise((ok) => setTimeout(ok, 20));
    expect(saga.dispatched).toEqual([saveUpdateInfo({ releaseFlag: true })]);
    expect(answer).toEqual({ releaseFlag: true });
  });

  it('answers {} and saves nothing when nothing is returned', async () => {
    fakeApi({ 'GET /service/v1/7/announcement-updates/isOrNotReleaseNotice': { status: 204 } });
    let answer: unknown;
    const saga = startSaga(
      function* run() {
        answer = yield* fetchReleaseNoticeSaga();
      } as Saga,
      state(),
    );
    await new Promise((ok) => setTimeout(ok, 20));
    expect(saga.dispatched).toEqual([]);
    expect(answer).toEqual({});
  });
});
