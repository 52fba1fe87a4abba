/**
 * Issue 15, findings 3 and 8: API calls authenticate by the Authorization header only; the
 * OAuth server's own session cookie is honoured by the authorize endpoint alone; no state
 * changes on GET; the query string carries only a short-lived ticket bound to the user and the
 * path, and only on the routes that cannot send a header (the event stream, file downloads).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { redactUrl } from '../../server/app';
import { OAUTH_SESSION_COOKIE } from '../../server/routes/oauth';
import { bearer, callerOf, encryptPassword, signIn, startServer, type TestServer } from './helpers';

const ORIGIN = 'http://localhost';
const SEEDED_FILE = '/portal-qc/reports/seed-qc-report-sb-2024001.csv';
const DOWNLOAD = '/hfle/v1/1/files/download';
const STREAM = '/hmsg/v1/1/messages/user/stream';

function authorizeUrl(extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    response_type: 'token',
    client_id: 'hzero-front',
    redirect_uri: `${ORIGIN}/pub/home`,
    ...extra,
  });
  return `/oauth/oauth/authorize?${query.toString()}`;
}

/** The `name=value` of the OAuth session cookie a response sets, and its attributes. */
function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((cookie) => cookie.startsWith(`${OAUTH_SESSION_COOKIE}=`));
  if (!found) throw new Error(`No ${OAUTH_SESSION_COOKIE} cookie in ${JSON.stringify(all)}`);
  return found;
}

describe('API calls authenticate by the Authorization header only', () => {
  let server: TestServer;
  let admin: string;
  let operator: string;

  beforeAll(async () => {
    server = await startServer({ env: { PUBLIC_URL: ORIGIN } });
    [admin, operator] = await Promise.all([
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'operator', 'Operator123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);

  const countryCodes = async (): Promise<string[]> =>
    (await call(admin, 'GET', '/hpfm/v1/1/countries?size=100'))
      .json<{ content: { countryCode: string }[] }>()
      .content.map((row) => row.countryCode);

  it('refuses with 401 a cross-site form POST that carries only a cookie', async () => {
    for (const name of ['access_token', OAUTH_SESSION_COOKIE]) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/hpfm/v1/1/country',
        headers: {
          origin: 'http://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `${name}=${admin}`,
        },
        payload: 'countryCode=QQ&countryName=Cookieland',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ failed: true, code: 'error.unauthorized' });
    }
    expect(await countryCodes()).not.toContain('QQ');
  });

  it('refuses the access token in the query string on ordinary routes and on the ticket routes', async () => {
    const self = await call(null, 'GET', `/iam/hzero/v1/users/self?access_token=${admin}`);
    expect(self.statusCode).toBe(401);
    const download = await call(
      null,
      'GET',
      `${DOWNLOAD}?url=${encodeURIComponent(SEEDED_FILE)}&access_token=${admin}`,
    );
    expect(download.statusCode).toBe(401);
    expect((await call(admin, 'GET', '/iam/hzero/v1/users/self')).statusCode).toBe(200);
  });

  it('clears messages only with DELETE: a GET link changes nothing', async () => {
    const count = async () =>
      (await call(operator, 'GET', '/hmsg/v1/1/messages/user/count')).json<{
        unreadMessageCount: number;
      }>().unreadMessageCount;
    const total = async () =>
      (await call(operator, 'GET', '/hmsg/v1/1/messages/user?size=50')).json<{
        totalElements: number;
      }>().totalElements;
    const [unread, before] = [await count(), await total()];
    expect(before).toBeGreaterThan(0);

    const link = await call(operator, 'GET', '/hmsg/v1/1/messages/user/clear');
    expect(link.statusCode).toBeGreaterThanOrEqual(400);
    expect([await count(), await total()]).toEqual([unread, before]);

    // Reading one message is a GET too: it does not mark it read.
    const first = (await call(operator, 'GET', '/hmsg/v1/1/messages/user?readFlag=0&size=1')).json<{
      content: { userMessageId: number }[];
    }>().content[0];
    const opened = await call(
      operator,
      'GET',
      `/hmsg/v1/1/messages/user/${String(first?.userMessageId)}`,
    );
    expect(opened.statusCode).toBe(200);
    expect(await count()).toBe(unread);

    const cleared = await call(operator, 'DELETE', '/hmsg/v1/1/messages/user/clear');
    expect(cleared.statusCode).toBe(204);
    expect(await total()).toBe(0);
  });
});

describe('the OAuth session cookie and sign-out', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ env: { PUBLIC_URL: ORIGIN } });
  });

  afterAll(() => server.close());

  const self = (token: string) =>
    server.app.inject({ method: 'GET', url: '/iam/hzero/v1/users/self', headers: bearer(token) });

  async function portalLogin(username: string, password: string) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/oauth/public/login',
      payload: { username, password: await encryptPassword(server.app, password) },
    });
    return { token: res.json<{ access_token: string }>().access_token, res };
  }

  it('the portal sign-in sets an HttpOnly, SameSite=Lax cookie on /oauth that authorize honours', async () => {
    const { token, res } = await portalLogin('manager@lab.example', 'Manager123');
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/; Path=\/oauth(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    const pair = cookie.split(';')[0] ?? '';

    const restored = await server.app.inject({
      method: 'GET',
      url: authorizeUrl({ prompt: 'none', state: 's1' }),
      headers: { cookie: pair },
    });
    expect(restored.statusCode).toBe(302);
    const hash = new URLSearchParams(String(restored.headers.location).split('#')[1]);
    expect(String(restored.headers.location).startsWith(`${ORIGIN}/pub/home#`)).toBe(true);
    expect(hash.get('access_token')).toBe(token);
    expect(hash.get('state')).toBe('s1');
  });

  it('the OAuth sign-in form sets the same cookie', async () => {
    const form = new URLSearchParams({
      username: 'operator',
      password: await encryptPassword(server.app, 'Operator123'),
      client_id: 'hzero-front',
      redirect_uri: `${ORIGIN}/workplace`,
      response_type: 'token',
    });
    const res = await server.app.inject({
      method: 'POST',
      url: '/oauth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(302);
    expect(sessionCookie(res.headers['set-cookie'])).toMatch(/HttpOnly/);
  });

  it('authorize with prompt=none and no session goes back with error=login_required', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: authorizeUrl({ prompt: 'none', state: 's2' }),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${ORIGIN}/pub/home#error=login_required&state=s2`);
    // Without prompt=none the sign-in page shows, as before.
    expect((await server.app.inject({ method: 'GET', url: authorizeUrl() })).statusCode).toBe(200);
  });

  it('authorize with prompt=login shows the sign-in page even over a live session', async () => {
    const { res } = await portalLogin('manager@lab.example', 'Manager123');
    const pair = sessionCookie(res.headers['set-cookie']).split(';')[0] ?? '';
    const page = await server.app.inject({
      method: 'GET',
      url: authorizeUrl({ prompt: 'login' }),
      headers: { cookie: pair },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers.location).toBeUndefined();
  });

  it('GET /oauth/logout changes nothing; POST revokes the token and clears the cookie', async () => {
    const { token, res } = await portalLogin('manager@lab.example', 'Manager123');
    const pair = sessionCookie(res.headers['set-cookie']).split(';')[0] ?? '';

    const link = await server.app.inject({
      method: 'GET',
      url: `/oauth/logout?access_token=${token}`,
      headers: { cookie: pair },
    });
    expect(link.statusCode).toBe(404);
    expect(link.headers['set-cookie']).toBeUndefined();
    expect((await self(token)).statusCode).toBe(200);

    const foreign = await server.app.inject({
      method: 'POST',
      url: '/oauth/logout',
      headers: { cookie: pair, origin: 'http://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await self(token)).statusCode).toBe(200);

    const out = await server.app.inject({
      method: 'POST',
      url: '/oauth/logout',
      headers: { ...bearer(token), cookie: pair, origin: ORIGIN },
    });
    expect(out.statusCode).toBe(204);
    expect(sessionCookie(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await self(token)).statusCode).toBe(401);
  });

  it('hands a session that ended back once, clearing the cookie, so the app can say why', async () => {
    const first = await portalLogin('member@lab.example', 'Member123');
    const pair = sessionCookie(first.res.headers['set-cookie']).split(';')[0] ?? '';
    await portalLogin('member@lab.example', 'Member123');
    const res = await server.app.inject({
      method: 'GET',
      url: authorizeUrl({ prompt: 'none' }),
      headers: { cookie: pair },
    });
    const hash = new URLSearchParams(String(res.headers.location).split('#')[1]);
    expect([hash.get('access_token'), hash.get('expires_in')]).toEqual([first.token, '0']);
    expect(sessionCookie(res.headers['set-cookie'])).toMatch(/Max-Age=0/);
    const kickoff = await server.app.inject({
      method: 'POST',
      url: `/oauth/public/token/kickoff?access_token=${first.token}`,
    });
    expect(kickoff.json()).toEqual({ kickoff: 1 });
  });

  it('a form POST to /oauth/logout with only the cookie ends that session', async () => {
    const { token, res } = await portalLogin('manager@lab.example', 'Manager123');
    const pair = sessionCookie(res.headers['set-cookie']).split(';')[0] ?? '';
    const out = await server.app.inject({
      method: 'POST',
      url: '/oauth/logout',
      headers: { cookie: pair, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `redirect_uri=${encodeURIComponent(`${ORIGIN}/pub/sign-in`)}`,
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe(`${ORIGIN}/pub/sign-in`);
    expect((await self(token)).statusCode).toBe(401);
  });
});

describe('short-lived tickets for the routes that cannot send a header', () => {
  let server: TestServer;
  let manager: string;
  let operator: string;

  beforeAll(async () => {
    server = await startServer({ env: { PUBLIC_URL: ORIGIN } });
    [manager, operator] = await Promise.all([
      signIn(server.app, 'manager@lab.example', 'Manager123'),
      signIn(server.app, 'operator', 'Operator123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const ticketFor = async (token: string | null, path: string) =>
    server.app.inject({
      method: 'POST',
      url: '/oauth/tickets',
      headers: token ? bearer(token) : {},
      payload: { path },
    });

  const ticket = async (token: string, path: string): Promise<string> => {
    const res = await ticketFor(token, path);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ ticket: string; expiresIn: number }>();
    expect(body.expiresIn).toBe(60);
    expect(body.ticket).not.toContain(token);
    return body.ticket;
  };

  const download = (query: string) =>
    server.app.inject({
      method: 'GET',
      url: `${DOWNLOAD}?url=${encodeURIComponent(SEEDED_FILE)}&${query}`,
    });

  it('issues a ticket only to a caller with the header', async () => {
    expect((await ticketFor(null, DOWNLOAD)).statusCode).toBe(401);
    const cookieOnly = await server.app.inject({
      method: 'POST',
      url: '/oauth/tickets',
      headers: { cookie: `access_token=${manager}` },
      payload: { path: DOWNLOAD },
    });
    expect(cookieOnly.statusCode).toBe(401);
    expect((await ticketFor(manager, 'no-slash')).statusCode).toBe(400);
  });

  it('downloads a file with a ticket, which expires after 60 s', async () => {
    const issued = await ticket(manager, DOWNLOAD);
    const res = await download(`ticket=${encodeURIComponent(issued)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^sample,verdict/);
    server.advance(59_000);
    expect((await download(`ticket=${encodeURIComponent(issued)}`)).statusCode).toBe(200);
    server.advance(2_000);
    const late = await download(`ticket=${encodeURIComponent(issued)}`);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/ticket/i);
  });

  it('binds a ticket to its path, its user and a live session', async () => {
    const forStream = await ticket(manager, STREAM);
    expect((await download(`ticket=${encodeURIComponent(forStream)}`)).statusCode).toBe(401);

    // A ticket is never an access token, on any other route.
    const forSelf = await ticket(manager, '/iam/hzero/v1/users/self');
    const self = await server.app.inject({
      method: 'GET',
      url: `/iam/hzero/v1/users/self?ticket=${encodeURIComponent(forSelf)}`,
    });
    expect(self.statusCode).toBe(401);

    // Changing a letter breaks its signature.
    const forDownload = await ticket(manager, DOWNLOAD);
    const tampered = `${forDownload.slice(0, -2)}${forDownload.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await download(`ticket=${encodeURIComponent(tampered)}`)).statusCode).toBe(401);

    // The operator's ticket reads as the operator (another tenant's file store: 403).
    const other = await ticket(operator, '/hfle/v1/2/files/download');
    const foreign = await server.app.inject({
      method: 'GET',
      url: `/hfle/v1/2/files/download?url=${encodeURIComponent(SEEDED_FILE)}&ticket=${encodeURIComponent(other)}`,
    });
    expect(foreign.statusCode).toBe(403);

    // Signing out ends the tickets of the session.
    await server.app.inject({ method: 'POST', url: '/oauth/logout', headers: bearer(manager) });
    expect((await download(`ticket=${encodeURIComponent(forDownload)}`)).statusCode).toBe(401);
  });

  it('keeps tickets out of the request log', () => {
    expect(redactUrl(`${DOWNLOAD}?url=%2Fa.csv&ticket=abc.def`)).toBe(
      `${DOWNLOAD}?url=%2Fa.csv&ticket=[redacted]`,
    );
  });

  it('opens the event stream with a ticket, and not with the access token', async () => {
    const token = await signIn(server.app, 'tenant.admin', 'Tenant12345');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const open = (query: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.get(`${base}${STREAM}?${query}`, { agent: false }, resolve);
        request.on('error', reject);
      });
    const refused = await open(`access_token=${token}`);
    expect(refused.statusCode).toBe(401);
    refused.resume();
    const opened = await open(`ticket=${encodeURIComponent(await ticket(token, STREAM))}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^text\/event-stream/);
    opened.destroy();
  });
});
