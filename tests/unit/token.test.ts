import {
  clearStoredLogin,
  consumeHashToken,
  getAccessToken,
  storedHashValues,
} from '../../app/services/token';

afterEach(() => {
  jest.restoreAllMocks();
  clearStoredLogin();
});

describe('the token from the address hash', () => {
  it('keeps the token in memory only, and the other hash values for 3600 s', () => {
    const now = 1_800_000_000_000;
    jest.spyOn(Date, 'now').mockReturnValue(now);
    window.history.replaceState(null, '', '/workplace#access_token=t1&expires_in=3600');
    expect(consumeHashToken()).toBe('token');
    expect(getAccessToken()).toBe('t1');
    expect(window.location.hash).toBe('');
    expect(document.cookie).not.toContain('t1');
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('t1');

    jest.spyOn(Date, 'now').mockReturnValue(now + 3_599_000);
    expect(storedHashValues()).toEqual({ expires_in: '3600' });
    jest.spyOn(Date, 'now').mockReturnValue(now + 3_600_000);
    expect(storedHashValues()).toBeUndefined();
  });

  it('reports that the OAuth server has no session, and clears the hash', () => {
    window.history.replaceState(null, '', '/pub/home#error=login_required');
    expect(consumeHashToken()).toBe('login_required');
    expect(getAccessToken()).toBeUndefined();
    expect(window.location.hash).toBe('');
  });

  it('does nothing when the hash carries no token', () => {
    window.history.replaceState(null, '', '/workplace#section-2');
    expect(consumeHashToken()).toBeNull();
    expect(window.location.hash).toBe('#section-2');
  });

  it('takes the token from the query on /private pages only', () => {
    window.history.replaceState(null, '', '/private/report?access_token=q1');
    expect(getAccessToken()).toBe('q1');
    window.history.replaceState(null, '', '/workplace?access_token=q1');
    expect(getAccessToken()).toBeUndefined();
  });
});
