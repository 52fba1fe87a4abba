/**
 * The operators' sign-in page (server-rendered) shows the platform's sign-in notice, the static
 * text `HZERO.SIGN_IN.NOTICE`, read through the engine's store in the browser's language, so
 * that an edit in the static-text screen shows at the next visit.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { DB_FILE_NAME } from '../../server/db/database';
import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;

const SIGN_IN =
  '/oauth/oauth/authorize?response_type=token&client_id=hzero-front&redirect_uri=http%3A%2F%2Flocalhost%2Fworkplace';

describe('the sign-in notice on the operators’ sign-in page', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer();
    admin = await signIn(server.app, 'admin', 'Admin12345');
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);

  const signInPage = async (acceptLanguage?: string) => {
    const res = await server.app.inject({
      method: 'GET',
      url: SIGN_IN,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  /** The notice as the page shows it: its language, title and HTML. */
  const noticeOf = (html: string) => {
    const match =
      /<aside class="notice" lang="([^"]+)" aria-labelledby="notice-title">\s*<h2 id="notice-title">(.*?)<\/h2>\s*<div>([\s\S]*?)<\/div>\s*<\/aside>/.exec(
        html,
      );
    return match ? { lang: match[1], title: match[2], html: match[3] } : undefined;
  };

  const row = async (query: string): Promise<Row> => {
    const res = await call(admin, 'GET', `/hpfm/v1/${query}`);
    expect(res.statusCode).toBe(200);
    const [first] = res.json<{ content: Row[] }>().content;
    expect(first).toBeDefined();
    return first!;
  };

  it('shows the notice under the form in English by default', async () => {
    const html = await signInPage();
    expect(noticeOf(html)).toEqual({
      lang: 'en-US',
      title: 'Before you sign in',
      html: expect.stringContaining('<a href="/pub/sign-in">customer portal</a>'),
    });
    expect(html.indexOf('id="sign-in"')).toBeLessThan(html.indexOf('class="notice"'));
  });

  it('shows it in Chinese to a browser that prefers Chinese', async () => {
    expect(noticeOf(await signInPage('zh-CN,zh;q=0.9,en;q=0.8'))).toMatchObject({
      lang: 'zh-CN',
      title: '登录须知',
    });
    expect(noticeOf(await signInPage('en-GB,zh;q=0.5'))).toMatchObject({ lang: 'en-US' });
    expect(noticeOf(await signInPage('zh-TW,fr;q=0.8'))).toMatchObject({ lang: 'en-US' });
  });

  it('takes the platform’s default language when the browser names none the product has', async () => {
    const config = await row('config/0');
    const set = async (defaultLanguage: string, version: unknown) =>
      call(admin, 'PUT', `/hpfm/v1/config/${String(config.configId)}`, {
        ...config,
        objectVersionNumber: version,
        defaultLanguage,
      });
    const changed = await set('zh_CN', config.objectVersionNumber);
    expect(changed.statusCode).toBe(200);
    expect(noticeOf(await signInPage('de-DE'))).toMatchObject({ lang: 'zh-CN', title: '登录须知' });
    expect(noticeOf(await signInPage())).toMatchObject({ lang: 'zh-CN' });
    expect(noticeOf(await signInPage('en'))).toMatchObject({ lang: 'en-US' });
    await set('en_US', changed.json<Row>().objectVersionNumber);
  });

  it('shows an edit made in the static-text screen at the next visit, escaping the title', async () => {
    const notice = await row('static-texts?textCode=HZERO.SIGN_IN.NOTICE&lang=en_US');
    const res = await call(admin, 'PUT', `/hpfm/v1/static-texts/${String(notice.textId)}`, {
      objectVersionNumber: notice.objectVersionNumber,
      title: 'Maintenance <tonight> & tomorrow',
      text: '<p>The platform is <strong>unavailable</strong> from 22:00 to 23:00.</p>',
    });
    expect(res.statusCode).toBe(200);
    expect(noticeOf(await signInPage())).toEqual({
      lang: 'en-US',
      title: 'Maintenance &lt;tonight&gt; &amp; tomorrow',
      html: '<p>The platform is <strong>unavailable</strong> from 22:00 to 23:00.</p>',
    });
  });

  it('leaves out a notice whose HTML reached the database without the screen’s check', async () => {
    const db = new Database(path.join(server.dataDir, DB_FILE_NAME));
    try {
      db.prepare(
        "UPDATE hpfm_static_text SET text = ? WHERE text_code = 'HZERO.SIGN_IN.NOTICE' AND lang = 'en_US'",
      ).run('<p>Hi</p><script>alert(1)</script>');
    } finally {
      db.close();
    }
    const html = await signInPage();
    expect(noticeOf(html)).toBeUndefined();
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('id="sign-in"');
  });
});
