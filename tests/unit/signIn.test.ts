import { setNavigation } from '../../app/services/navigation';
import { leaveForToken } from '../../app/services/signIn';
import {
  clearStoredLogin,
  consumeHashToken,
  returnPath,
  saveAccessToken,
} from '../../app/services/token';

/** Where the page went, and how: what `leaveTo` was given. */
let left: { url: string; replace: boolean }[];

beforeEach(() => {
  left = [];
  setNavigation({ leave: (url, options) => left.push({ url, replace: !!options?.replace }) });
  sessionStorage.clear();
});

afterEach(() => clearStoredLogin());

/** Opens `address` afresh and runs the entry's first step on it. */
function openAfresh(address: string): boolean {
  window.history.replaceState(null, '', address);
  return leaveForToken();
}

/** The authorize query the page went to. */
function authorizeQuery(): URLSearchParams {
  const url = new URL(left[0]?.url ?? '', window.location.origin);
  expect(url.pathname).toBe('/oauth/oauth/authorize');
  return url.searchParams;
}

describe("the entry's first step: a page without a token goes for one before the app loads", () => {
  it("sends an operator's page to the OAuth sign-in, coming back to it, in place of the address", () => {
    expect(openAfresh('/hpfm/country/list?page=2')).toBe(true);
    expect(left).toHaveLength(1);
    expect(left[0]?.replace).toBe(true);
    const query = authorizeQuery();
    expect(query.get('response_type')).toBe('token');
    expect(query.get('client_id')).toBe('hzero-front');
    expect(query.get('redirect_uri')).toBe(`${window.location.origin}/hpfm/country/list?page=2`);
    expect(query.has('prompt')).toBe(false);
    expect(returnPath()).toBe('/hpfm/country/list?page=2');
  });

  it('asks silently for a portal page (prompt=none)', () => {
    expect(openAfresh('/pub/home')).toBe(true);
    expect(authorizeQuery().get('prompt')).toBe('none');
  });

  it.each([
    '/pub/sign-in',
    '/pub/forgot-password',
    '/public/unauthorized',
    '/exception/404',
    '/private/report?access_token=q1',
  ])('loads the app at once on %s, a page shown without a session', (address) => {
    expect(openAfresh(address)).toBe(false);
    expect(left).toEqual([]);
  });

  it('loads the app at once when the OAuth server has answered in the hash', () => {
    expect(openAfresh('/workplace#access_token=t1&expires_in=3600')).toBe(false);
    expect(openAfresh('/pub/home#error=login_required')).toBe(false);
    expect(left).toEqual([]);
    // The answer is left for the session to take.
    expect(consumeHashToken()).toBe('login_required');
  });

  it('loads the app at once when the page holds a token, and not for another hash', () => {
    saveAccessToken('t2');
    expect(openAfresh('/workplace')).toBe(false);
    clearStoredLogin();
    expect(openAfresh('/workplace#section-2')).toBe(true);
  });
});
