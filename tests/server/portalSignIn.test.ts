/**
 * The portal's sign-in page, `GET /pub/sign-in`: served by the server as the OAuth sign-in form
 * for the app's client, worded for customers in the visitor's language, coming back to the
 * portal page asked for (never anywhere else); a refusal shows the portal's page again.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { DB_FILE_NAME } from '../../server/db/database';
import { SIGN_IN_INLINE_SCRIPT } from '../../server/views/pages';
import { encryptPassword, startServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, 30_000);

afterAll(() => server.close());

const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
const CHINESE = { 'accept-language': 'zh-CN,zh;q=0.9' };

async function portalPage(query = '', headers: Record<string, string> = ENGLISH) {
  return server.app.inject({ method: 'GET', url: `/pub/sign-in${query}`, headers });
}

/** The hidden fields of the page's form, by name. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(
    /<input type="hidden" (?:id="[^"]*" )?name="([^"]+)" value="([^"]*)">/g,
  )) {
    fields[match[1]!] = match[2]!.replace(/&amp;/g, '&');
  }
  return fields;
}

/** What the page says: its language, heading, labels, button, link, alert and login name. */
function shown(html: string) {
  return {
    lang: /<html lang="([^"]+)">/.exec(html)?.[1],
    title: /<title>(.*?)<\/title>/.exec(html)?.[1],
    heading: /<h1>(.*?)<\/h1>/.exec(html)?.[1],
    labels: [...html.matchAll(/<label for="[^"]+">(.*?)<\/label>/g)].map((m) => m[1]),
    button: /<button[^>]*>(.*?)<\/button>/.exec(html)?.[1],
    link: /<p class="link"><a href="([^"]+)">(.*?)<\/a><\/p>/.exec(html)?.slice(1, 3),
    alert: /<p id="alert" class="alert" role="alert">(.*?)<\/p>/.exec(html)?.[1] ?? null,
    loginName: /<input id="username"[^>]* value="([^"]*)"/.exec(html)?.[1],
    notice: /<aside class="notice" lang="([^"]+)"/.exec(html)?.[1] ?? null,
  };
}

/** Posts the page's form with `username` and `password` as the browser's script does. */
async function postForm(
  html: string,
  username: string,
  password: string,
  headers: Record<string, string> = ENGLISH,
) {
  const form = new URLSearchParams({
    ...hiddenFields(html),
    username,
    password: await encryptPassword(server.app, password),
  });
  return server.app.inject({
    method: 'POST',
    url: '/oauth/login',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

describe('GET /pub/sign-in', () => {
  it('shows the portal’s sign-in form in English, for the app’s client, back to the page asked for', async () => {
    const res = await portalPage('?returnTo=%2Fpub%2Fprojects%2Fhome%3Ftab%3D2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(shown(res.body)).toEqual({
      lang: 'en-US',
      title: 'Sign in to the Sequencing Portal',
      heading: 'Sign in to the Sequencing Portal',
      labels: ['E-mail or login name', 'Password'],
      button: 'Sign in',
      link: ['/pub/forgot-password', 'Forgot your password?'],
      alert: null,
      loginName: '',
      notice: 'en-US',
    });
    expect(hiddenFields(res.body)).toEqual({
      client_id: 'hzero-front',
      redirect_uri: 'http://localhost/pub/projects/home?tab=2',
      response_type: 'token',
      state: '',
      variant: 'portal',
      password: '',
    });
    expect(res.body).toContain('<form id="sign-in" method="post" action="/oauth/login"');
    expect(res.body).toContain('<script src="/oauth/static/jsencrypt.min.js"></script>');
  });

  it('shows it in Chinese when the browser asks for Chinese', async () => {
    const res = await portalPage('', CHINESE);
    expect(shown(res.body)).toMatchObject({
      lang: 'zh-CN',
      heading: '登录测序服务门户',
      labels: ['邮箱或登录名', '密码'],
      button: '登录',
      link: ['/pub/forgot-password', '忘记密码？'],
      notice: 'zh-CN',
    });
    expect(res.body).toContain('data-encrypt-failed="无法加密密码，请刷新页面后重试"');
  });

  it('allows its one inline script by hash and no framing', async () => {
    const res = await portalPage();
    const hash = createHash('sha256').update(SIGN_IN_INLINE_SCRIPT).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.body).toContain(`<script>${SIGN_IN_INLINE_SCRIPT}</script>`);
  });

  it.each([
    ['no returnTo', ''],
    ['another site', '?returnTo=https%3A%2F%2Fevil.example%2Fpub%2Fhome'],
    ['a protocol-relative address', '?returnTo=%2F%2Fevil.example%2Fpub%2Fhome'],
    ['a path climbing out of /pub', '?returnTo=%2Fpub%2F..%2Fworkplace'],
    ['an encoded climb', '?returnTo=%2Fpub%2F%252E%252e%2Fworkplace'],
    ['a space', '?returnTo=%2Fpub%2Fhome%20x'],
    ['a backslash trick', '?returnTo=%2Fpub%5C..%5C%5Cevil.example'],
    ['an operators’ page', '?returnTo=%2Fworkplace'],
    ['the sign-in page itself', '?returnTo=%2Fpub%2Fsign-in%3FreturnTo%3D%2Fpub%2Fhome'],
    ['a script address', '?returnTo=javascript%3Aalert(1)'],
    ['an over-long one', `?returnTo=%2Fpub%2F${'a'.repeat(2100)}`],
  ])('ignores %s and comes back to the portal’s home', async (_, query) => {
    const res = await portalPage(query);
    expect(res.statusCode).toBe(200);
    expect(hiddenFields(res.body).redirect_uri).toBe('http://localhost/pub/home');
  });

  it('never takes the origin from the Host header', async () => {
    const res = await portalPage('?returnTo=%2Fpub%2Fhome', { ...ENGLISH, host: 'evil.example' });
    expect(hiddenFields(res.body).redirect_uri).toBe('http://localhost/pub/home');
  });
});

describe('signing in from the portal’s page', () => {
  it('comes back to the page asked for with the token in the address hash', async () => {
    const page = await portalPage('?returnTo=%2Fpub%2Fprojects%2Fhome');
    const res = await postForm(page.body, 'manager@lab.example', 'Manager123');
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin + location.pathname).toBe('http://localhost/pub/projects/home');
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('access_token')).toMatch(/\S{20,}/);
    expect(hash.get('token_type')).toBe('bearer');
  });

  it('shows the portal’s page again after a wrong password, keeping the login name, in each language', async () => {
    const page = await portalPage('?returnTo=%2Fpub%2Fhome');
    const res = await postForm(page.body, 'member@lab.example', 'Wrong12345');
    expect(res.statusCode).toBe(200);
    expect(shown(res.body)).toMatchObject({
      heading: 'Sign in to the Sequencing Portal',
      labels: ['E-mail or login name', 'Password'],
      alert: 'Wrong login name or password',
      loginName: 'member@lab.example',
    });
    // Posting again from the page it shows still signs in for the portal page asked for.
    expect(hiddenFields(res.body)).toMatchObject({
      redirect_uri: 'http://localhost/pub/home',
      variant: 'portal',
    });

    const chinese = await postForm(page.body, 'member@lab.example', 'Wrong12345', CHINESE);
    expect(shown(chinese.body)).toMatchObject({
      heading: '登录测序服务门户',
      alert: '登录名或密码错误',
      loginName: 'member@lab.example',
    });
  });

  it('says when an account is disabled or not active yet, in the portal’s words', async () => {
    const db = new Database(path.join(server.dataDir, DB_FILE_NAME));
    const setStatus = (status: string) =>
      db
        .prepare('UPDATE users SET status = ? WHERE login_name = ?')
        .run(status, 'member@lab.example');
    try {
      const page = await portalPage();
      setStatus('Disabled');
      const disabled = await postForm(page.body, 'member@lab.example', 'Member123');
      expect(shown(disabled.body).alert).toBe('This account is disabled; ask your team manager');
      setStatus('Invited');
      const invited = await postForm(page.body, 'member@lab.example', 'Member123', CHINESE);
      expect(shown(invited.body).alert).toBe('该账号尚未激活：请使用邀请邮件中的链接');
    } finally {
      setStatus('Active');
      db.close();
    }
  });

  it('holds back repeated failures: 429 with Retry-After and the seconds on the portal’s page', async () => {
    const page = await portalPage();
    let res = await postForm(page.body, 'nobody.portal@lab.example', 'Wrong12345');
    for (let attempt = 0; attempt < 8 && res.statusCode !== 429; attempt += 1) {
      res = await postForm(page.body, 'nobody.portal@lab.example', 'Wrong12345');
    }
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(shown(res.body)).toMatchObject({
      heading: 'Sign in to the Sequencing Portal',
      alert: `Too many failed sign-ins; try again in ${seconds} seconds`,
      loginName: 'nobody.portal@lab.example',
    });
  });

  it('asks for both fields on the portal’s page', async () => {
    const page = await portalPage('', CHINESE);
    const form = new URLSearchParams({
      ...hiddenFields(page.body),
      username: 'member@lab.example',
    });
    const res = await server.app.inject({
      method: 'POST',
      url: '/oauth/login',
      headers: { ...CHINESE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(shown(res.body)).toMatchObject({
      heading: '登录测序服务门户',
      alert: '请输入邮箱或登录名和密码',
      loginName: 'member@lab.example',
    });
  });

  it('refuses an unknown variant as a bad form', async () => {
    const page = await portalPage();
    const form = new URLSearchParams({ ...hiddenFields(page.body), variant: 'evil' });
    const res = await server.app.inject({
      method: 'POST',
      url: '/oauth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(400);
  });
});
