import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionAreaOf } from '../../app/services/signIn';
import { createAppStore } from '../../app/store';
import { changeLanguage } from '../../app/store/global';
import { startSession } from '../../app/store/session';
import { ADMIN_USER, fakeApi, type FakeCall } from '../support/fakeApi';
import { renderApp } from '../support/renderApp';

// The areas' chunks load lazily, which on a busy 2-core CI runner took longer than 1 s.
configure({ asyncUtilTimeout: 4000 });

function renderAt(path: string) {
  const store = createAppStore();
  const router = renderApp(store, path);
  return { store, router };
}

let calls: FakeCall[];

beforeEach(() => {
  calls = fakeApi({
    'GET /iam/hzero/v1/users/self': { body: ADMIN_USER },
    'GET /iam/hzero/v1/users/self-tenants': { body: [] },
    'GET /iam/hzero/v1/member-roles/self-roles': { body: [] },
    'GET /oauth/public/maintenance': { body: { maintenance: false } },
  });
});

describe('top-level areas', () => {
  it('loads the user once when the entry started the session before the area loaded', async () => {
    const store = createAppStore();
    store.dispatch(startSession({ area: 'default' }));
    renderApp(store, '/workplace');
    expect(await screen.findByRole('heading', { name: 'Workplace' })).toBeInTheDocument();
    const userLoads = calls.filter((call) => call.path === '/iam/hzero/v1/users/self');
    expect(userLoads).toHaveLength(1);
  });

  it.each([
    ['/', 'default'],
    ['/workplace', 'default'],
    ['/hpfm/country/list', 'default'],
    ['/exception/404', null],
    ['/public/unauthorized', null],
    ['/private/x', null],
    ['/pub/home', 'pub'],
    ['/pub/projects/1', 'pub'],
    ['/pub/sign-in', null],
    ['/pub/forgot-password', null],
    ['/pub/activate-account', null],
    ['/pub/under-maintenance', null],
    ['/public-notes', 'default'],
  ])('starts the session of %s in the area %s', (path, area) => {
    expect(sessionAreaOf(path)).toBe(area);
  });

  it('sends / to the workplace once the user is loaded', async () => {
    const { router } = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Workplace' })).toBeInTheDocument();
    await waitFor(() => expect(router.pathname()).toBe('/workplace'));
  });

  it('shows the exception pages with a link home', async () => {
    const { router } = renderAt('/exception/403');
    expect(await screen.findByRole('heading', { name: '403' })).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, you have no permission to access this page'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back home' }));
    await waitFor(() => expect(router.pathname()).toBe('/workplace'));
  });

  it('shows the portal area under /pub with a clear not-available page', async () => {
    renderAt('/pub/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Not available yet' })).toBeInTheDocument();
    expect(screen.getByText('Sequencing Portal')).toBeInTheDocument();
    expect(screen.getByText(/\/pub\/no-such-page is on its way/)).toBeInTheDocument();
  });

  it('switches the screens to Chinese', async () => {
    const { store } = renderAt('/exception/404');
    await screen.findByRole('heading', { name: '404' });
    store.dispatch(changeLanguage('zh_CN'));
    expect(await screen.findByText('抱歉，你访问的页面不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  });

  it('shows the maintenance page on every portal page while the server is in maintenance', async () => {
    fakeApi({
      'GET /oauth/public/maintenance': {
        body: { maintenance: true, message: 'Back at 18:00 after the upgrade.' },
      },
    });
    const { router } = renderAt('/pub/projects/home');
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Back at 18:00 after the upgrade.')).toBeInTheDocument();
    expect(router.pathname()).toBe('/pub/under-maintenance');
  });

  it('offers the portal lists in the portal navigation', async () => {
    const { router } = renderAt('/pub/home');
    const nav = await screen.findByRole('navigation', { name: 'Sequencing Portal' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Sequencing orders' }));
    await waitFor(() => expect(router.pathname()).toBe('/pub/projects/sequencing-order'));
    expect(within(nav).getByRole('link', { name: 'Sequencing orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
