/**
 * SSO domains (hiam domain-config) take effect on the sign-in page: a login typed with the
 * domain of an enabled configuration is sent to that domain's registered sign-in address, never
 * to one the request names; other logins sign in here as before.
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

async function postLogin(username: string, password = '') {
  const form = new URLSearchParams({
    username,
    password: password ? await encryptPassword(server.app, password) : '',
    client_id: 'hzero-front',
    redirect_uri: 'http://localhost/',
    response_type: 'token',
  });
  return server.app.inject({
    method: 'POST',
    url: '/oauth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
    payload: form.toString(),
  });
}

describe('hiam SSO domains', () => {
  let domain: Row;

  it('sends a login of an SSO domain to its sign-in address', async () => {
    const created = await call(admin, 'POST', '/iam/v1/domains', {
      domainName: 'partner.example',
      ssoTypeCode: 'SAML',
      ssoLoginUrl: 'https://idp.partner.example/sso?app=hzero',
      domainTenantId: 1,
    });
    domain = created.json<Row>();
    expect(domain).toMatchObject({ domainName: 'partner.example', tenantName: 'Novo Lab' });
    const res = await postLogin('Alice@Partner.example');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      'https://idp.partner.example/sso?app=hzero&login_hint=Alice%40Partner.example',
    );
    // Other logins sign in here as before.
    const here = await postLogin('operator', 'Operator123');
    expect(here.statusCode).toBe(302);
    expect(here.headers.location).toMatch(/^http:\/\/localhost\/#access_token=/);
  });

  it('signs in here again once the domain is disabled', async () => {
    await call(admin, 'POST', '/iam/v1/domains/disable', [domain.domainId]);
    const res = await postLogin('alice@partner.example', 'Whatever123');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Wrong login name or password');
  });

  it('accepts https sign-in addresses only', async () => {
    const res = await call(admin, 'POST', '/iam/v1/domains', {
      domainName: 'plain.example',
      ssoTypeCode: 'CAS',
      ssoLoginUrl: 'http://cas.plain.example/login',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Sign-in address must be an https address without a user name',
    });
  });
});
