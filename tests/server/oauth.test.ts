import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DB_FILE_NAME } from '../../server/db/database';
import { OAUTH_SESSION_COOKIE } from '../../server/routes/oauth';
import { hashToken } from '../../server/security/tokens';
import { bearer, encryptPassword, signIn, startServer, type TestServer } from './helpers';

const ORIGIN = 'http://localhost';
const REDIRECT = `${ORIGIN}/workplace`;

function authorizeUrl(redirectUri: string, clientId = 'hzero-front'): string {
  const query = new URLSearchParams({
    response_type: 'token',
    client_id: clientId,
    redirect_uri: redirectUri,
  });
  return `/oauth/oauth/authorize?${query.toString()}`;
}

async function postLogin(
  server: TestServer,
  username: string,
  password: string,
  redirectUri = REDIRECT,
  extra: Record<string, string> = {},
) {
  const form = new URLSearchParams({
    username,
    password: await encryptPassword(server.app, password),
    client_id: 'hzero-front',
    redirect_uri: redirectUri,
    response_type: 'token',
    ...extra,
  });
  return server.app.inject({
    method: 'POST',
    url: '/oauth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

function fragmentOf(location: string | undefined): URLSearchParams {
  expect(location).toBeDefined();
  const hash = (location ?? '').split('#')[1] ?? '';
  return new URLSearchParams(hash);
}

describe('OAuth2 implicit grant', () => {
  let server: TestServer;

  // One server for this block: each test signs in as a different user where it counts.
  beforeAll(async () => {
    server = await startServer({ env: { REDIRECT_ORIGINS: 'https://portal.example.com' } });
  });

  afterAll(() => server.close());

  it('shows a sign-in page that encrypts the password in the browser', async () => {
    const res = await server.app.inject({ method: 'GET', url: authorizeUrl(REDIRECT) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('action="/oauth/login"');
    expect(res.body).toContain('<script src="/oauth/static/jsencrypt.min.js"></script>');
    const key = (
      await server.app.inject({ method: 'GET', url: '/hpfm/v1/tool/pass/public-key' })
    ).json<{
      publicKey: string;
    }>().publicKey;
    expect(res.body).toContain(`data-public-key="${key}"`);
    // No control may be called "submit": it would hide form.submit() from the script.
    expect(res.body).not.toMatch(/(id|name)="submit"/);
    // The visible password field has no name: only the encrypted value is posted.
    expect(res.body).toMatch(/<input id="password-plain" type="password"(?![^>]*name=)/);
    // An icon of its own: without it the browser asks for /favicon.ico, a 404 in the console.
    expect(res.body).toContain('<link rel="icon" href="data:,">');
    const script = await server.app.inject({
      method: 'GET',
      url: '/oauth/static/jsencrypt.min.js',
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBeUndefined();
    expect(script.body).toContain('JSEncrypt');
  });

  it.each([
    ['br', 'gzip, deflate, br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip, deflate, br;q=0', (body: Buffer) => gunzipSync(body)],
  ])(
    'sends the sign-in script compressed (%s) to a browser that takes it',
    async (encoding, accept, decompress) => {
      const plain = await server.app.inject({
        method: 'GET',
        url: '/oauth/static/jsencrypt.min.js',
      });
      const res = await server.app.inject({
        method: 'GET',
        url: '/oauth/static/jsencrypt.min.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decompress(res.rawPayload).toString('utf8')).toBe(plain.body);
    },
  );

  it('signs in with a jsencrypt-encrypted password and redirects with the token in the hash', async () => {
    const res = await postLogin(server, 'operator', 'Operator123', REDIRECT, { state: 'xyz' });
    expect(res.statusCode).toBe(302);
    const location = res.headers.location as string;
    expect(location.startsWith(`${REDIRECT}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(fragment.get('state')).toBe('xyz');
    const token = fragment.get('access_token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const self = await server.app.inject({
      method: 'GET',
      url: '/iam/hzero/v1/users/self',
      headers: bearer(token),
    });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ loginName: 'operator', tenantNum: 'NOVO-LAB' });
  });

  it('accepts a redirect to an origin listed in REDIRECT_ORIGINS', async () => {
    const res = await postLogin(server, 'admin', 'Admin12345', 'https://portal.example.com/app/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^https:\/\/portal\.example\.com\/app\/#access_token=/);
  });

  it('refuses an open redirect: 400 page, no token, no Location', async () => {
    const page = await server.app.inject({
      method: 'GET',
      url: authorizeUrl('https://evil.example/steal'),
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers.location).toBeUndefined();
    expect(page.body).toContain('not registered for this client');

    const post = await postLogin(server, 'operator', 'Operator123', 'https://evil.example/steal');
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
    expect(post.body).not.toContain('access_token');

    for (const uri of [
      'javascript:alert(1)',
      '//evil.example/',
      'http://localhost.evil.example/',
    ]) {
      const res = await server.app.inject({ method: 'GET', url: authorizeUrl(uri) });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses a sign-in form posted from another site', async () => {
    const form = new URLSearchParams({
      username: 'operator',
      password: await encryptPassword(server.app, 'Operator123'),
      client_id: 'hzero-front',
      redirect_uri: REDIRECT,
      response_type: 'token',
    });
    for (const origin of ['https://evil.example', 'null']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/oauth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        payload: form.toString(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.headers.location).toBeUndefined();
    }
    const same = await server.app.inject({
      method: 'POST',
      url: '/oauth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: form.toString(),
    });
    expect(same.statusCode).toBe(302);
  });

  it('allows the PUBLIC_URL behind a TLS proxy, whatever the forwarded headers say', async () => {
    const proxied = await startServer({
      publicUrl: 'https://portal.internal',
      env: { TRUST_PROXY: 'true' },
    });
    try {
      const query = new URLSearchParams({
        response_type: 'token',
        client_id: 'hzero-front',
        redirect_uri: 'https://portal.internal/workplace',
      });
      for (const headers of [
        { host: 'portal.internal', 'x-forwarded-proto': 'https' },
        { host: 'other.internal', 'x-forwarded-proto': 'http' },
      ]) {
        const res = await proxied.app.inject({
          method: 'GET',
          url: `/oauth/oauth/authorize?${query.toString()}`,
          headers,
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await proxied.close();
    }
    const direct = await server.app.inject({
      method: 'GET',
      url: authorizeUrl('https://portal.internal/workplace'),
      headers: { host: 'portal.internal', 'x-forwarded-proto': 'https' },
    });
    expect(direct.statusCode).toBe(400);
  });

  it('refuses an unknown client id and a missing parameter', async () => {
    const unknown = await server.app.inject({
      method: 'GET',
      url: authorizeUrl(REDIRECT, 'other-app'),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Unknown client');
    const missing = await server.app.inject({
      method: 'GET',
      url: '/oauth/oauth/authorize?response_type=token&client_id=hzero-front',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('redirect_uri');
  });

  it('shows the page again on a wrong password, keeping the login name', async () => {
    const res = await postLogin(server, 'member@lab.example', 'Wrong12345');
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('Wrong login name or password');
    expect(res.body).toContain('value="member@lab.example"');
    const unknown = await postLogin(server, 'nobody', 'Wrong12345');
    expect(unknown.body).toContain('Wrong login name or password');
  });

  it('slows failures down with growing delays instead of locking the account', async () => {
    const outer = server;
    let clock = Date.now();
    server = await startServer({ now: () => clock });
    try {
      for (let i = 1; i <= 5; i += 1) {
        const res = await postLogin(server, 'operator', `Wrong${i}2345`);
        expect(res.body).toContain('Wrong login name or password');
      }
      // Past five failures from this address, even the right password waits, unchecked.
      const held = await postLogin(server, 'operator', 'Operator123');
      expect(held.statusCode).toBe(429);
      expect(held.headers.location).toBeUndefined();
      expect(held.headers['retry-after']).toBe('2');
      expect(held.body).toContain('Too many failed sign-ins; try again in 2 seconds');
      const json = await server.app.inject({
        method: 'POST',
        url: '/oauth/public/login',
        payload: {
          username: 'operator',
          password: await encryptPassword(server.app, 'Operator123'),
        },
      });
      expect(json.statusCode).toBe(429);
      expect(json.json()).toEqual({
        failed: true,
        code: 'error.login.throttled',
        message: 'Too many failed sign-ins; try again in 2 seconds',
        type: 'error',
      });
      clock += 2000;
      const sixth = await postLogin(server, 'operator', 'Wrong62345');
      expect(sixth.body).toContain('Wrong login name or password');
      expect((await postLogin(server, 'operator', 'Operator123')).headers['retry-after']).toBe('4');
      clock += 4000;
      expect((await postLogin(server, 'operator', 'Operator123')).statusCode).toBe(302);
    } finally {
      await server.close();
      server = outer;
    }
  }, 60_000);

  it('resets the failure count after a successful sign-in', async () => {
    for (let i = 0; i < 4; i += 1) await postLogin(server, 'admin', 'Wrong12345');
    expect((await postLogin(server, 'admin', 'Admin12345')).statusCode).toBe(302);
    const again = await postLogin(server, 'admin', 'Wrong12345');
    expect(again.body).toContain('Wrong login name or password');
  });

  it('stores only the hash of a token', async () => {
    const token = await signIn(server.app, 'admin', 'Admin12345');
    const files = [DB_FILE_NAME, `${DB_FILE_NAME}-wal`]
      .map((name) => path.join(server.dataDir, name))
      .filter((file) => existsSync(file));
    const bytes = Buffer.concat(files.map((file) => readFileSync(file)));
    expect(bytes.includes(Buffer.from(hashToken(token)))).toBe(true);
    expect(bytes.includes(Buffer.from(token))).toBe(false);
  });

  it('hands the current session back when the browser is already signed in', async () => {
    const token = await signIn(server.app, 'admin', 'Admin12345');
    const res = await server.app.inject({
      method: 'GET',
      url: authorizeUrl(REDIRECT),
      headers: { cookie: `${OAUTH_SESSION_COOKIE}=${token}` },
    });
    expect(res.statusCode).toBe(302);
    expect(fragmentOf(res.headers.location as string).get('access_token')).toBe(token);
  });

  it('signs in through the JSON endpoint of the portal sign-in page', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/oauth/public/login',
      payload: {
        username: 'manager@lab.example',
        password: await encryptPassword(server.app, 'Manager123'),
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access_token: string; token_type: string; expires_in: number }>();
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(3600);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/oauth/public/login',
      payload: {
        username: 'manager@lab.example',
        password: await encryptPassword(server.app, 'Nope12345'),
      },
    });
    expect(wrong.json()).toEqual({
      failed: true,
      code: 'error.login.bad_credentials',
      message: 'Wrong login name or password',
      type: 'error',
    });
  });

  it('refuses a password that was not encrypted with the server key', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/oauth/public/login',
      payload: { username: 'tenant.admin', password: 'Tenant12345' },
    });
    expect(res.json()).toMatchObject({ failed: true, code: 'error.login.bad_credentials' });
  });
});

describe('sign-out, expiry and kickoff', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startServer();
  });

  afterEach(() => server.close());

  const kickoff = async (token: string) =>
    (
      await server.app.inject({
        method: 'POST',
        url: `/oauth/public/token/kickoff?access_token=${encodeURIComponent(token)}`,
      })
    ).json<{ kickoff: number }>();

  const self = (token: string) =>
    server.app.inject({ method: 'GET', url: '/iam/hzero/v1/users/self', headers: bearer(token) });

  it('kicks the older session off when the same user signs in again', async () => {
    const first = await signIn(server.app, 'operator', 'Operator123');
    expect(await kickoff(first)).toEqual({ kickoff: 0 });
    const second = await signIn(server.app, 'operator', 'Operator123');
    const old = await self(first);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ failed: true, code: 'error.unauthorized' });
    expect(await kickoff(first)).toEqual({ kickoff: 1 });
    expect((await self(second)).statusCode).toBe(200);
    expect(await kickoff(second)).toEqual({ kickoff: 0 });
    // The query names the token asked about, even when the client also sends its new one.
    const both = await server.app.inject({
      method: 'POST',
      url: `/oauth/public/token/kickoff?access_token=${first}`,
      headers: bearer(second),
    });
    expect(both.json()).toEqual({ kickoff: 1 });
  });

  it('keeps both sessions when SINGLE_SESSION is off', async () => {
    await server.close();
    server = await startServer({ singleSession: false });
    const first = await signIn(server.app, 'operator', 'Operator123');
    await signIn(server.app, 'operator', 'Operator123');
    expect((await self(first)).statusCode).toBe(200);
    expect(await kickoff(first)).toEqual({ kickoff: 0 });
  });

  it('revokes the token on logout: 401 afterwards and kickoff 0', async () => {
    const token = await signIn(server.app, 'admin', 'Admin12345');
    const res = await server.app.inject({
      method: 'POST',
      url: '/oauth/logout',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toContain(`${OAUTH_SESSION_COOKIE}=;`);
    expect((await self(token)).statusCode).toBe(401);
    expect(await kickoff(token)).toEqual({ kickoff: 0 });
  });

  it('logs out with the bearer header and redirects only to an allowed address', async () => {
    const token = await signIn(server.app, 'admin', 'Admin12345');
    const res = await server.app.inject({
      method: 'POST',
      url: '/oauth/logout',
      headers: bearer(token),
      payload: { redirect_uri: `${ORIGIN}/pub/sign-in` },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${ORIGIN}/pub/sign-in`);
    expect((await self(token)).statusCode).toBe(401);

    const other = await signIn(server.app, 'admin', 'Admin12345');
    const evil = await server.app.inject({
      method: 'POST',
      url: '/oauth/logout',
      headers: bearer(other),
      payload: { redirect_uri: 'https://evil.example/' },
    });
    expect(evil.statusCode).toBe(204);
    expect(evil.headers.location).toBeUndefined();
  });

  it('answers 401 for an expired token, and kickoff 0', async () => {
    const token = await signIn(server.app, 'admin', 'Admin12345');
    server.advance(3600 * 1000 + 1);
    const res = await self(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
    expect(await kickoff(token)).toEqual({ kickoff: 0 });
  });

  it('answers kickoff 0 for an unknown token or none', async () => {
    expect(await kickoff('not-a-token')).toEqual({ kickoff: 0 });
    const none = await server.app.inject({ method: 'POST', url: '/oauth/public/token/kickoff' });
    expect(none.json()).toEqual({ kickoff: 0 });
  });
});
