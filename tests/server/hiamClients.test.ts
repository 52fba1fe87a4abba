/**
 * OAuth clients (hiam) govern `/oauth/oauth/authorize`: a client's registered redirect
 * addresses are the only ones its answers go to (whatever the Host header says), its token
 * lifetime is the token's, its grants decide how it may sign in, a disabled client is refused,
 * and the app's own client cannot be switched off.
 */
import { callerOf, encryptPassword, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;

let server: TestServer;
let admin: string;
let call: ReturnType<typeof callerOf>;

beforeAll(async () => {
  server = await startServer();
  call = callerOf(server.app);
  admin = await signIn(server.app, 'admin', 'Admin12345');
}, 60_000);

afterAll(() => server.close());

function authorize(clientId: string, redirectUri: string, headers: Record<string, string> = {}) {
  const query = new URLSearchParams({
    response_type: 'token',
    client_id: clientId,
    redirect_uri: redirectUri,
  });
  return server.app.inject({
    method: 'GET',
    url: `/oauth/oauth/authorize?${query.toString()}`,
    headers,
  });
}

async function postLogin(clientId: string, redirectUri: string) {
  const form = new URLSearchParams({
    username: 'tenant.admin',
    password: await encryptPassword(server.app, 'Tenant12345'),
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'token',
  });
  return server.app.inject({
    method: 'POST',
    url: '/oauth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** The client row named `name`. */
async function clientRow(name: string): Promise<Row> {
  const res = await call(admin, 'GET', `/iam/v1/clients?name=${name}`);
  const row = res.json<{ content: Row[] }>().content.find((item) => item.name === name);
  if (!row) throw new Error(`No client ${name}`);
  return row;
}

describe('hiam OAuth clients', () => {
  let client: Row;

  it('signs in for a new client, sending the token only to its registered address, with its lifetime', async () => {
    const created = await call(admin, 'POST', '/iam/v1/clients', {
      name: 'qc-wall',
      description: 'QC wall screen',
      implicitGrant: 1,
      passwordGrant: 0,
      accessTokenValidity: 600,
      redirectUris: 'https://wall.lab.example/app/\nhttps://wall.lab.example/done',
    });
    client = created.json<Row>();
    expect(client).toMatchObject({ name: 'qc-wall', enabledFlag: 1 });

    expect((await authorize('qc-wall', 'https://wall.lab.example/app/screen?x=1')).statusCode).toBe(
      200,
    );
    const res = await postLogin('qc-wall', 'https://wall.lab.example/done');
    expect(res.statusCode).toBe(302);
    const [target, fragment] = String(res.headers.location).split('#');
    expect(target).toBe('https://wall.lab.example/done');
    const answer = new URLSearchParams(fragment);
    expect(answer.get('expires_in')).toBe('600');
    const self = await call(answer.get('access_token'), 'GET', '/iam/hzero/v1/users/self');
    expect(self.json()).toMatchObject({ loginName: 'tenant.admin' });
  });

  it('refuses any address not registered for the client, whatever the Host header says', async () => {
    for (const uri of [
      'https://wall.lab.example/donex',
      'https://wall.lab.example/other',
      'https://evil.example/app/',
      'http://localhost/',
    ]) {
      const page = await authorize('qc-wall', uri, { host: 'wall.lab.example' });
      expect([uri, page.statusCode, page.headers.location]).toEqual([uri, 400, undefined]);
      expect(page.body).toContain('not registered for this client');
    }
    const post = await postLogin('qc-wall', 'http://localhost/');
    expect(post.statusCode).toBe(400);
    expect(post.body).not.toContain('access_token');
  });

  it('applies a changed lifetime, grant and state at the next sign-in', async () => {
    const changed = await call(admin, 'PUT', `/iam/v1/clients/${String(client.clientId)}`, {
      ...client,
      accessTokenValidity: 120,
    });
    client = changed.json<Row>();
    const res = await postLogin('qc-wall', 'https://wall.lab.example/done');
    expect(new URLSearchParams(String(res.headers.location).split('#')[1]).get('expires_in')).toBe(
      '120',
    );

    const noImplicit = await call(admin, 'PUT', `/iam/v1/clients/${String(client.clientId)}`, {
      ...client,
      implicitGrant: 0,
    });
    client = noImplicit.json<Row>();
    const refused = await authorize('qc-wall', 'https://wall.lab.example/done');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('may not sign in this way (implicit grant)');

    await call(admin, 'PUT', `/iam/v1/clients/${String(client.clientId)}`, {
      ...client,
      implicitGrant: 1,
    });
    await call(admin, 'POST', '/iam/v1/clients/disable', [client.clientId]);
    const disabled = await authorize('qc-wall', 'https://wall.lab.example/done');
    expect(disabled.statusCode).toBe(400);
    expect(disabled.body).toContain('The client qc-wall is disabled.');
  });

  it('refuses a redirect address that is not an absolute http(s) one, naming it', async () => {
    const res = await call(admin, 'POST', '/iam/v1/clients', {
      name: 'bad-uris',
      implicitGrant: 1,
      accessTokenValidity: 600,
      redirectUris: 'https://ok.example/\njavascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message:
        'Redirect addresses: javascript:alert(1) is not an absolute http(s) address without user name or #fragment',
    });
  });

  it('keeps the app’s own client enabled with the implicit grant; its password grant serves the portal', async () => {
    const app = await clientRow('hzero-front');
    // No lifetime of its own: the server's (TOKEN_TTL_SECONDS, or the oauth service's config).
    expect(app).toMatchObject({ implicitGrant: 1, passwordGrant: 1, accessTokenValidity: null });
    const off = await call(admin, 'POST', '/iam/v1/clients/disable', [app.clientId]);
    expect(off.json()).toMatchObject({ failed: true });
    const noImplicit = await call(admin, 'PUT', `/iam/v1/clients/${String(app.clientId)}`, {
      ...app,
      implicitGrant: 0,
    });
    expect(noImplicit.statusCode).toBe(400);

    const noPassword = await call(admin, 'PUT', `/iam/v1/clients/${String(app.clientId)}`, {
      ...app,
      passwordGrant: 0,
    });
    expect(noPassword.json()).toMatchObject({ passwordGrant: 0 });
    const portal = await server.app.inject({
      method: 'POST',
      url: '/oauth/public/login',
      payload: {
        username: 'member@lab.example',
        password: await encryptPassword(server.app, 'Member123'),
      },
    });
    expect(portal.json()).toMatchObject({
      failed: true,
      message: 'The client hzero-front may not sign in this way (password grant).',
    });
  });
});
