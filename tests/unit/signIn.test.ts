import { setNavigation } from '../../app/services/navigation';
import { tokenBeforeStart } from '../../app/services/signIn';
import {
  clearStoredLogin,
  consumeHashToken,
  getAccessToken,
  returnPath,
  saveAccessToken,
  storedHashValues,
} from '../../app/services/token';

/** Where the page went, and how: what `leaveTo` was given. */
let left: { url: string; replace: boolean }[];

beforeEach(() => {
  left = [];
  setNavigation({ leave: (url, options) => left.push({ url, replace: !!options?.replace }) });
  sessionStorage.clear();
});

afterEach(() => clearStoredLogin());

/** What the OAuth server's silent answer will be, and how often it was asked. */
let silent: { answer: string | null; asked: number };

/** Opens `address` afresh and runs the entry's first step on it. */
function openAfresh(address: string): Promise<boolean> {
  window.history.replaceState(null, '', address);
  return tokenBeforeStart(() => {
    silent.asked += 1;
    return Promise.resolve(silent.answer);
  });
}

/** The authorize query the page went to. */
function authorizeQuery(): URLSearchParams {
  const url = new URL(left[0]?.url ?? '', window.location.origin);
  expect(url.pathname).toBe('/oauth/oauth/authorize');
  return url.searchParams;
}

describe("the entry's first step: a page without a token asks for one while the app loads", () => {
  beforeEach(() => {
    silent = { answer: null, asked: 0 };
  });

  it('starts the app with the token the OAuth server answers silently, staying on the page', async () => {
    silent.answer = '#access_token=t9&token_type=bearer&expires_in=3600';
    await expect(openAfresh('/hpfm/country/list?page=2')).resolves.toBe(true);
    expect(silent.asked).toBe(1);
    expect(getAccessToken()).toBe('t9');
    expect(storedHashValues()).toEqual({ token_type: 'bearer', expires_in: '3600' });
    expect(left).toEqual([]);
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/hpfm/country/list?page=2',
    );
  });

  it("sends an operator's page without a session to the OAuth sign-in, coming back to it, in place of the address", async () => {
    silent.answer = '#error=login_required';
    await expect(openAfresh('/hpfm/country/list?page=2')).resolves.toBe(false);
    expect(left).toHaveLength(1);
    expect(left[0]?.replace).toBe(true);
    const query = authorizeQuery();
    expect(query.get('response_type')).toBe('token');
    expect(query.get('client_id')).toBe('hzero-front');
    expect(query.get('redirect_uri')).toBe(`${window.location.origin}/hpfm/country/list?page=2`);
    expect(query.has('prompt')).toBe(false);
    expect(returnPath()).toBe('/hpfm/country/list?page=2');
  });

  it("sends a portal page without a session to the portal's sign-in, coming back to it", async () => {
    silent.answer = '#error=login_required';
    await expect(openAfresh('/pub/orders?status=open')).resolves.toBe(false);
    expect(left).toEqual([
      { url: '/pub/sign-in?returnTo=%2Fpub%2Forders%3Fstatus%3Dopen', replace: true },
    ]);
  });

  it('goes to the OAuth server itself when the silent question gets no answer', async () => {
    await expect(openAfresh('/workplace')).resolves.toBe(false);
    expect(authorizeQuery().has('prompt')).toBe(false);
    left = [];
    await expect(openAfresh('/pub/home')).resolves.toBe(false);
    expect(authorizeQuery().get('prompt')).toBe('none');
    expect(getAccessToken()).toBeUndefined();
  });

  it.each([
    '/pub/sign-in',
    '/pub/forgot-password',
    '/public/unauthorized',
    '/exception/404',
    '/private/report?access_token=q1',
  ])('starts the app without asking on %s, a page shown without a session', async (address) => {
    await expect(openAfresh(address)).resolves.toBe(true);
    expect(silent.asked).toBe(0);
    expect(left).toEqual([]);
  });

  it('starts the app without asking when the OAuth server has answered in the hash', async () => {
    await expect(openAfresh('/workplace#access_token=t1&expires_in=3600')).resolves.toBe(true);
    await expect(openAfresh('/pub/home#error=login_required')).resolves.toBe(true);
    expect(silent.asked).toBe(0);
    expect(left).toEqual([]);
    // The answer is left for the session to take.
    expect(consumeHashToken()).toBe('login_required');
  });

  it('starts the app without asking when the page holds a token, and asks for another hash', async () => {
    saveAccessToken('t2');
    await expect(openAfresh('/workplace')).resolves.toBe(true);
    expect(silent.asked).toBe(0);
    clearStoredLogin();
    silent.answer = '#access_token=t3';
    await expect(openAfresh('/workplace#section-2')).resolves.toBe(true);
    expect(silent.asked).toBe(1);
  });
});
