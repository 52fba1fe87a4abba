import { consumeHashToken, getAccessToken, storedHashValues } from '../../app/services/token';

afterEach(() => jest.restoreAllMocks());

describe('the token from the address hash', () => {
  it('keeps the hash values for 3600 s, then forgets them', () => {
    const now = 1_800_000_000_000;
    jest.spyOn(Date, 'now').mockReturnValue(now);
    window.history.replaceState(null, '', '/workplace#access_token=t1&expires_in=3600');
    expect(consumeHashToken()).toBe(true);
    expect(getAccessToken()).toBe('t1');

    jest.spyOn(Date, 'now').mockReturnValue(now + 3_599_000);
    expect(storedHashValues()).toMatchObject({ access_token: 't1' });
    jest.spyOn(Date, 'now').mockReturnValue(now + 3_600_000);
    expect(storedHashValues()).toBeUndefined();
  });

  it('does nothing when the hash carries no token', () => {
    window.history.replaceState(null, '', '/workplace#section-2');
    expect(consumeHashToken()).toBe(false);
    expect(window.location.hash).toBe('#section-2');
  });
});
