/**
 * The hpfm screens whose rows the app itself reads: languages, prompts, static texts, profiles,
 * system configuration and content templates. Each is edited as its admin screen does, and the
 * change is then read back through the public reads the app uses.
 */
import { htmlProblem } from '../../server/hooks/hpfm/texts/html';
import { brokenPlaceholder } from '../../server/hooks/hpfm/templates';
import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

describe('hpfm texts, profiles and configuration', () => {
  let server: TestServer;
  let admin: string;
  let tenantAdmin: string;
  let operator: string;

  beforeAll(async () => {
    server = await startServer();
    [admin, tenantAdmin, operator] = await Promise.all([
      signIn(server.app, 'admin', 'Admin12345'),
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'operator', 'Operator123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);

  const ok = async (...args: Parameters<typeof call>): Promise<Row> => {
    const res = await call(...args);
    expect([res.statusCode, res.json<Row>().failed]).toEqual([200, undefined]);
    return res.json<Row>();
  };

  const page = async (token: string, url: string): Promise<Row[]> => {
    const res = await call(token, 'GET', url);
    expect(res.statusCode).toBe(200);
    return res.json<PageBody>().content;
  };

  const platformRow = {
    failed: true,
    code: 'error.platform_row',
    type: 'warn',
  };

  describe('languages', () => {
    it('lists the enabled languages in their order to everybody, and the admin list to roles that may', async () => {
      const list = await call(null, 'GET', '/hpfm/v1/languages/list');
      expect(list.json()).toEqual([
        { code: 'en_US', name: 'English' },
        { code: 'zh_CN', name: '简体中文' },
      ]);
      const rows = await page(admin, '/hpfm/v1/languages');
      expect(rows).toEqual([
        expect.objectContaining({
          languageId: expect.any(Number),
          code: 'en_US',
          name: 'English',
          description: 'English (United States)',
          orderSeq: 10,
          enabledFlag: 1,
          tenantId: 0,
        }),
        expect.objectContaining({ code: 'zh_CN', orderSeq: 20 }),
      ]);
      expect(await page(tenantAdmin, '/hpfm/v1/1/languages')).toHaveLength(2);
      expect((await call(operator, 'GET', '/hpfm/v1/1/languages')).statusCode).toBe(403);
      expect((await call(null, 'GET', '/hpfm/v1/languages')).statusCode).toBe(401);
    });

    it('lets the platform rename, reorder and disable a language, and nobody create one', async () => {
      const [en, zh] = await page(admin, '/hpfm/v1/languages');
      const renamed = await ok(admin, 'PUT', `/hpfm/v1/languages/${String(zh?.languageId)}`, {
        objectVersionNumber: zh?.objectVersionNumber,
        name: '中文（简体）',
        orderSeq: 5,
      });
      expect(renamed).toMatchObject({ code: 'zh_CN', name: '中文（简体）', orderSeq: 5 });
      const stale = await call(admin, 'PUT', `/hpfm/v1/languages/${String(zh?.languageId)}`, {
        objectVersionNumber: zh?.objectVersionNumber,
        name: 'Again',
      });
      expect(stale.json()).toMatchObject({ failed: true, code: 'error.optimistic_lock' });
      await ok(admin, 'POST', '/hpfm/v1/languages/disable', [en?.languageId]);
      expect((await call(null, 'GET', '/hpfm/v1/languages/list')).json()).toEqual([
        { code: 'zh_CN', name: '中文（简体）' },
      ]);
      // A tenant reads the platform's languages but does not change them.
      const tenantEdit = await call(
        tenantAdmin,
        'PUT',
        `/hpfm/v1/1/languages/${String(en?.languageId)}`,
        { objectVersionNumber: 2, name: 'Englisch' },
      );
      expect(tenantEdit.json()).toMatchObject(platformRow);
      const tenantEnable = await call(tenantAdmin, 'POST', '/hpfm/v1/1/languages/enable', [
        en?.languageId,
      ]);
      expect(tenantEnable.json()).toMatchObject(platformRow);
      expect((await call(admin, 'POST', '/hpfm/v1/languages', { code: 'fr_FR' })).statusCode).toBe(
        404,
      );

      await ok(admin, 'POST', '/hpfm/v1/languages/enable', [en?.languageId]);
      const back = (await page(admin, '/hpfm/v1/languages')).find((row) => row.code === 'zh_CN');
      await ok(admin, 'PUT', `/hpfm/v1/languages/${String(zh?.languageId)}`, {
        objectVersionNumber: back?.objectVersionNumber,
        name: '简体中文',
        orderSeq: 20,
      });
      expect((await call(null, 'GET', '/hpfm/v1/languages/list')).json()).toEqual([
        { code: 'en_US', name: 'English' },
        { code: 'zh_CN', name: '简体中文' },
      ]);
    });
  });

  describe('prompts', () => {
    const find = async (token: string, base: string, query: string): Promise<Row[]> =>
      page(token, `${base}/prompts/page-list?size=100&${query}`);

    it('shows the platform’s prompts to tenants, built in, one row per language', async () => {
      const rows = await find(
        tenantAdmin,
        '/hpfm/v1/1',
        'promptKey=hzero.common&promptCode=button.save',
      );
      expect(rows).toEqual([
        expect.objectContaining({
          promptKey: 'hzero.common',
          promptCode: 'button.save',
          lang: 'en_US',
          description: 'Save',
          builtIn: 1,
          tenantId: 0,
        }),
        expect.objectContaining({ lang: 'zh_CN', description: '保存', tenantId: 0 }),
      ]);
    });

    it('shows an edit of the platform’s prompt in the app, and a tenant’s own prompt to that tenant only', async () => {
      const [save] = await find(admin, '/hpfm/v1', 'promptCode=button.save&lang=en_US');
      const edited = await ok(admin, 'PUT', '/hpfm/v1/prompts/update', {
        promptId: save?.promptId,
        objectVersionNumber: save?.objectVersionNumber,
        description: 'Save changes',
      });
      expect(edited).toMatchObject({ description: 'Save changes', builtIn: 0 });
      const signedOut = await call(null, 'GET', '/hpfm/v1/prompt/en_US?promptKey=hzero.common');
      expect(signedOut.json()).toMatchObject({ 'hzero.common.button.save': 'Save changes' });

      const own = await ok(tenantAdmin, 'POST', '/hpfm/v1/1/prompts/insert', {
        promptKey: 'hzero.common',
        promptCode: 'button.save',
        lang: 'en_US',
        description: 'Keep',
      });
      expect(own).toMatchObject({ tenantId: 1, builtIn: 0 });
      const tenant = await call(
        tenantAdmin,
        'GET',
        '/hpfm/v1/1/prompt/en_US?promptKey=hzero.common',
      );
      expect(tenant.json()).toMatchObject({
        'hzero.common.button.save': 'Keep',
        'hzero.common.button.cancel': 'Cancel',
      });
      expect(
        (await call(null, 'GET', '/hpfm/v1/prompt/en_US?promptKey=hzero.common')).json(),
      ).toMatchObject({ 'hzero.common.button.save': 'Save changes' });

      const twice = await call(tenantAdmin, 'POST', '/hpfm/v1/1/prompts/insert', {
        promptKey: 'hzero.common',
        promptCode: 'button.save',
        lang: 'en_US',
        description: 'Again',
      });
      expect(twice.json()).toEqual({
        failed: true,
        code: 'error.duplicate',
        message:
          'The prompt hzero.common / button.save / en_US already exists here; edit it instead',
        type: 'warn',
      });
      const theirs = await call(tenantAdmin, 'PUT', '/hpfm/v1/1/prompts/update', {
        promptId: save?.promptId,
        objectVersionNumber: edited.objectVersionNumber,
        description: 'Mine now',
      });
      expect(theirs.json()).toMatchObject(platformRow);

      // Deleting the tenant's row brings the platform's text back for the tenant.
      const removed = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/prompts/remove', [
        { promptId: own.promptId, objectVersionNumber: own.objectVersionNumber },
      ]);
      expect(removed.statusCode).toBe(204);
      expect(
        (await call(tenantAdmin, 'GET', '/hpfm/v1/1/prompt/en_US?promptKey=hzero.common')).json(),
      ).toMatchObject({ 'hzero.common.button.save': 'Save changes' });
    });

    it('never deletes a built-in prompt, and checks keys and languages', async () => {
      const [cancel] = await find(admin, '/hpfm/v1', 'promptCode=button.cancel&lang=zh_CN');
      const refused = await call(admin, 'DELETE', '/hpfm/v1/prompts/remove', [
        { promptId: cancel?.promptId, objectVersionNumber: cancel?.objectVersionNumber },
      ]);
      expect(refused.json()).toEqual({
        failed: true,
        code: 'error.built_in',
        message:
          'The prompt hzero.common / button.cancel / zh_CN is maintained by the product and cannot be deleted; edit its text instead',
        type: 'warn',
      });
      const badKey = await call(tenantAdmin, 'POST', '/hpfm/v1/1/prompts/insert', {
        promptKey: '1 bad key',
        promptCode: 'x',
        lang: 'en_US',
        description: 'x',
      });
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json().fields).toEqual({
        promptKey:
          'Prompt key: Letters, digits, _ . or -, starting with a letter (e.g. hzero.common)',
      });
      const badLang = await call(tenantAdmin, 'POST', '/hpfm/v1/1/prompts/insert', {
        promptKey: 'portal.sample',
        promptCode: 'title',
        lang: 'fr_FR',
        description: 'Échantillons',
      });
      expect(badLang.json().fields).toEqual({
        lang: 'Language must be one of: English, 简体中文',
      });
      expect((await call(operator, 'GET', '/hpfm/v1/1/prompts/page-list')).statusCode).toBe(403);
    });
  });

  describe('static texts', () => {
    const notice = (token: string | null, path: string) =>
      call(
        token,
        'GET',
        `${path}/static-texts/text/by-code/nullable?textCode=HZERO.SIGN_IN.NOTICE`,
      );

    it('serves the sign-in notice and the portal’s help texts before sign-in, in each language', async () => {
      const en = await notice(null, '/hpfm/v1');
      expect(en.json()).toEqual({
        textCode: 'HZERO.SIGN_IN.NOTICE',
        title: 'Before you sign in',
        text: expect.stringContaining('<a href="/pub/sign-in">customer portal</a>'),
      });
      for (const code of [
        'PORTAL.HELP.PRODUCTS',
        'PORTAL.HELP.SAMPLE_SHEET',
        'PORTAL.HELP.SHIPPING',
        'PORTAL.HELP.QC_RISK',
      ]) {
        const zh = await call(
          null,
          'GET',
          `/hpfm/v1/static-texts/text/by-code/nullable?textCode=${code}&lang=zh_CN`,
        );
        expect([code, zh.statusCode, htmlProblem(zh.json<{ text: string }>().text)]).toEqual([
          code,
          200,
          undefined,
        ]);
      }
    });

    it('shows an edit of the notice in the app, and a tenant’s own notice to that tenant', async () => {
      const [row] = await page(
        admin,
        '/hpfm/v1/static-texts?textCode=HZERO.SIGN_IN.NOTICE&lang=en_US',
      );
      expect(row).toMatchObject({ builtIn: 1, tenantId: 0, title: 'Before you sign in' });
      const edited = await ok(admin, 'PUT', `/hpfm/v1/static-texts/${String(row?.textId)}`, {
        objectVersionNumber: row?.objectVersionNumber,
        title: 'Maintenance tonight',
        text: '<p>The platform is <strong>unavailable</strong> from 22:00 to 23:00.</p>',
      });
      expect(edited).toMatchObject({ builtIn: 0 });
      // One text is read at HZERO's /details/{textId} (staticTextService.js staticTextFetchOne).
      expect(
        await ok(admin, 'GET', `/hpfm/v1/static-texts/details/${String(row?.textId)}`),
      ).toEqual(edited);
      expect((await notice(null, '/hpfm/v1')).json()).toMatchObject({
        title: 'Maintenance tonight',
        text: '<p>The platform is <strong>unavailable</strong> from 22:00 to 23:00.</p>',
      });

      await ok(tenantAdmin, 'POST', '/hpfm/v1/1/static-texts', {
        textCode: 'HZERO.SIGN_IN.NOTICE',
        lang: 'en_US',
        title: 'Novo Lab staff',
        text: '<p>Use your <a href="https://novo-lab.example/help">Novo Lab</a> account.</p>',
      });
      expect((await notice(tenantAdmin, '/hpfm/v1/1')).json()).toMatchObject({
        title: 'Novo Lab staff',
      });
      expect((await notice(null, '/hpfm/v1')).json()).toMatchObject({
        title: 'Maintenance tonight',
      });
      expect((await notice(operator, '/hpfm/v1/2')).statusCode).toBe(403);
    });

    it('refuses HTML the app could not show safely, saying what and where', async () => {
      const cases: [string, string][] = [
        [
          '<p>Hi</p><script>alert(1)</script>',
          'Text may not contain <script>; it may hold paragraphs, headings, lists, tables, links, images and bold, italic or underlined text',
        ],
        ['<p onclick="alert(1)">Hi</p>', 'Text may not give <p> the attribute onclick'],
        [
          '<a href="javascript:alert(1)">x</a>',
          'Text: href of <a> must be an http(s), mailto or /page address, not javascript:alert(1)',
        ],
        [
          '<p>Hi <img src="/logo.png"',
          'Text has a tag, comment or quote that is never closed (at character 7)',
        ],
      ];
      for (const [html, message] of cases) {
        const res = await call(tenantAdmin, 'POST', '/hpfm/v1/1/static-texts', {
          textCode: 'PORTAL.HELP.CUSTOM',
          lang: 'en_US',
          title: 'Custom',
          text: html,
        });
        expect([res.statusCode, res.json().fields]).toEqual([400, { text: message }]);
      }
    });
  });

  describe('profiles', () => {
    // HZERO's GET /hpfm/v1/profile-value answers the value as text, empty when none applies.
    const value = async (token: string | null, name: string) => {
      const res = await call(token, 'GET', `/hpfm/v1/profile-value?profileName=${name}`);
      return res.statusCode === 200 ? res.body : res.statusCode;
    };

    it('answers each caller the value of its narrowest level: user, role, tenant, site', async () => {
      // Site, tenant NOVO-LAB, role operator.
      expect(await value(admin, 'HPFM.LIST.PAGE_SIZE')).toBe('10');
      expect(await value(tenantAdmin, 'HPFM.LIST.PAGE_SIZE')).toBe('20');
      expect(await value(operator, 'HPFM.LIST.PAGE_SIZE')).toBe('50');
      // User admin.
      expect(await value(admin, 'HIAM.SESSION.IDLE_MINUTES')).toBe('0');
      expect(await value(operator, 'HIAM.SESSION.IDLE_MINUTES')).toBe('60');
      expect(await value(tenantAdmin, 'HPFM.TABS.MAX_OPEN')).toBe('30');
      const none = await call(
        operator,
        'GET',
        '/hpfm/v1/profile-value?profileName=NO.SUCH.PROFILE',
      );
      expect([none.statusCode, none.body, none.headers['content-type']]).toEqual([
        200,
        '',
        'text/plain; charset=utf-8',
      ]);
      expect(await value(null, 'HPFM.LIST.PAGE_SIZE')).toBe(401);
      expect((await call(operator, 'GET', '/hpfm/v1/profile-value')).statusCode).toBe(400);
      // The product's old paths are gone.
      expect(
        (await call(operator, 'GET', '/hpfm/v1/1/profiles/value?profileName=HPFM.LIST.PAGE_SIZE'))
          .statusCode,
      ).not.toBe(200);
    });

    it('shows a profile with its values on its detail page', async () => {
      const [profile] = await page(admin, '/hpfm/v1/profiles?profileName=HPFM.LIST.PAGE_SIZE');
      expect(profile).toMatchObject({
        profileName: 'HPFM.LIST.PAGE_SIZE',
        description: 'Rows per page of list pages when they open (10, 20, 50 or 100)',
        tenantId: 0,
      });
      const lines = await page(
        tenantAdmin,
        `/hpfm/v1/1/profiles/${String(profile?.profileId)}/values`,
      );
      expect(lines.map((line) => [line.levelCode, line.levelValue, line.value])).toEqual([
        ['SITE', null, '10'],
        ['TENANT', 'NOVO-LAB', '20'],
        ['ROLE', 'operator', '50'],
      ]);
      const zh = await call(
        admin,
        'GET',
        `/hpfm/v1/multi-language?fieldName=description&_token=${String(profile?._token)}`,
      );
      expect(zh.json()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            code: 'zh_CN',
            value: '列表页打开时每页显示的行数（10、20、50 或 100）',
          }),
        ]),
      );
    });

    it('lets a tenant override the platform’s values with a profile of its own', async () => {
      const created = await ok(tenantAdmin, 'POST', '/hpfm/v1/1/profiles', {
        profileName: 'HPFM.LIST.PAGE_SIZE',
        description: 'Novo Lab reads long lists',
        values: [
          { _status: 'create', levelCode: 'TENANT', value: '25' },
          { _status: 'create', levelCode: 'USER', levelValue: 'OPERATOR', value: '100' },
        ],
      });
      const lines = await page(
        tenantAdmin,
        `/hpfm/v1/1/profiles/${String(created.profileId)}/values`,
      );
      // Level values are stored as the product spells them.
      expect(lines.map((line) => [line.levelCode, line.levelValue, line.value])).toEqual([
        ['TENANT', 'NOVO-LAB', '25'],
        ['USER', 'operator', '100'],
      ]);
      // The tenant's value, the user's, and the platform's site value for the site.
      expect(await value(tenantAdmin, 'HPFM.LIST.PAGE_SIZE')).toBe('25');
      expect(await value(operator, 'HPFM.LIST.PAGE_SIZE')).toBe('100');
      expect(await value(admin, 'HPFM.LIST.PAGE_SIZE')).toBe('10');

      const again = await call(tenantAdmin, 'POST', '/hpfm/v1/1/profiles', {
        profileName: 'hpfm.list.page_size'.toUpperCase(),
        description: 'Twice',
      });
      expect(again.json()).toMatchObject({ failed: true, code: 'error.duplicate' });
    });

    it('refuses values at a level the profile cannot have or naming what is not there', async () => {
      const cases: [Row, string][] = [
        [
          { levelCode: 'SITE', value: '5' },
          'Line 1: Level: site values belong to the platform’s profiles; use Tenant for this tenant',
        ],
        [{ levelCode: 'ROLE', value: '5' }, 'Line 1: Level value is required at this level'],
        [
          { levelCode: 'ROLE', levelValue: 'administrator', value: '5' },
          'Line 1: Level value: there is no role administrator here',
        ],
        [
          { levelCode: 'USER', levelValue: 'admin', value: '5' },
          'Line 1: Level value: there is no user admin here',
        ],
        [
          { levelCode: 'TENANT', levelValue: 'GENE-BJ', value: '5' },
          'Line 1: Level value: a tenant’s profile holds values of its own tenant only (NOVO-LAB)',
        ],
      ];
      for (const [line, message] of cases) {
        const res = await call(tenantAdmin, 'POST', '/hpfm/v1/1/profiles', {
          profileName: 'HPFM.TRY',
          description: 'Try',
          values: [{ _status: 'create', ...line }],
        });
        expect([res.statusCode, res.json().message]).toEqual([400, message]);
      }
      const twice = await call(tenantAdmin, 'POST', '/hpfm/v1/1/profiles', {
        profileName: 'HPFM.TRY',
        description: 'Try',
        values: [
          { _status: 'create', levelCode: 'ROLE', levelValue: 'operator', value: '1' },
          { _status: 'create', levelCode: 'ROLE', levelValue: 'Operator', value: '2' },
        ],
      });
      expect(twice.json()).toMatchObject({
        failed: true,
        code: 'error.duplicate',
        message: 'Line 2: The profile already has a value for Role operator',
      });
      const platform = await call(admin, 'POST', '/hpfm/v1/profiles', {
        profileName: 'HPFM.TRY',
        description: 'Try',
        values: [{ _status: 'create', levelCode: 'TENANT', levelValue: 'NOWHERE', value: '1' }],
      });
      expect(platform.json().message).toBe('Line 1: Level value: there is no tenant NOWHERE');
      expect((await page(tenantAdmin, '/hpfm/v1/1/profiles?profileName=HPFM.TRY')).length).toBe(0);
    });
  });

  describe('system configuration', () => {
    const ui = async (token: string | null, path: string, lang = '') =>
      (await call(token, 'GET', `${path}/config/ui${lang ? `?lang=${lang}` : ''}`)).json<Row>();

    it('serves the platform’s settings before sign-in, in the asked language', async () => {
      expect(await ui(null, '/hpfm/v1')).toEqual({
        title: 'HZERO Platform',
        logoUrl: null,
        faviconUrl: null,
        menuLayout: 'inline',
        defaultLanguage: 'en_US',
        watermarkFlag: 0,
      });
      expect(await ui(null, '/hpfm/v1', 'zh_CN')).toMatchObject({ title: 'HZERO 平台' });
    });

    it("answers the site's configuration at HZERO's config/{organizationId}", async () => {
      const [platform] = await page(admin, '/hpfm/v1/config/0');
      expect(platform).toMatchObject({ tenantId: 0, title: 'HZERO Platform' });
      expect((await call(admin, 'GET', '/hpfm/v1/config/1')).statusCode).toBe(403);
      expect((await call(admin, 'GET', '/hpfm/v1/config')).statusCode).toBe(404);
      expect((await call(admin, 'GET', '/hpfm/v1/config/zero')).statusCode).toBe(400);
      // One row by id sits beside it.
      const one = await call(admin, 'GET', `/hpfm/v1/config/detail/${String(platform?.configId)}`);
      expect(one.json()).toMatchObject({ configId: platform?.configId, tenantId: 0 });
    });

    it('lets a tenant override settings one by one, once, and the platform change the rest', async () => {
      const rows = await page(tenantAdmin, '/hpfm/v1/1/config');
      expect(rows).toEqual([expect.objectContaining({ tenantId: 0, title: 'HZERO Platform' })]);
      await ok(tenantAdmin, 'POST', '/hpfm/v1/1/config', {
        title: 'Novo Lab Sequencing',
        _tls: { title: { en_US: 'Novo Lab Sequencing', zh_CN: '诺沃实验室测序平台' } },
        menuLayout: 'horizontal',
        watermarkFlag: 1,
        logoUrl: 'https://novo-lab.example/logo.png',
      });
      const second = await call(tenantAdmin, 'POST', '/hpfm/v1/1/config', { menuLayout: 'side' });
      expect(second.json()).toMatchObject({
        failed: true,
        code: 'error.duplicate',
        message: 'This tenant already has its system configuration; edit it instead',
      });
      const bad = await call(tenantAdmin, 'POST', '/hpfm/v1/1/config', { menuLayout: 'diagonal' });
      expect(bad.json().fields).toEqual({
        menuLayout:
          'Default menu layout must be one of: Inline, Horizontal, Side, Side with all menus',
      });

      const [platform] = await page(admin, '/hpfm/v1/config/0');
      await ok(admin, 'PUT', `/hpfm/v1/config/${String(platform?.configId)}`, {
        objectVersionNumber: platform?.objectVersionNumber,
        defaultLanguage: 'zh_CN',
        title: 'Genomics Platform',
      });
      expect(await ui(tenantAdmin, '/hpfm/v1/1')).toEqual({
        title: 'Novo Lab Sequencing',
        logoUrl: 'https://novo-lab.example/logo.png',
        faviconUrl: null,
        menuLayout: 'horizontal',
        defaultLanguage: 'zh_CN',
        watermarkFlag: 1,
      });
      expect(await ui(operator, '/hpfm/v1/1', 'zh_CN')).toMatchObject({
        title: '诺沃实验室测序平台',
      });
      expect(await ui(null, '/hpfm/v1')).toMatchObject({
        title: 'Genomics Platform',
        menuLayout: 'inline',
        defaultLanguage: 'zh_CN',
        watermarkFlag: 0,
      });
      expect((await call(operator, 'GET', '/hpfm/v1/2/config/ui')).statusCode).toBe(403);

      // An emptied setting inherits the platform's again, in every language.
      const [own] = await page(tenantAdmin, '/hpfm/v1/1/config?size=10').then((all) =>
        all.filter((row) => row.tenantId === 1),
      );
      await ok(tenantAdmin, 'PUT', `/hpfm/v1/1/config/${String(own?.configId)}`, {
        objectVersionNumber: own?.objectVersionNumber,
        title: null,
        menuLayout: null,
      });
      // (The platform's edit above changed its title in its editor's language only.)
      expect(await ui(operator, '/hpfm/v1/1', 'zh_CN')).toMatchObject({
        title: 'HZERO 平台',
        menuLayout: 'inline',
        watermarkFlag: 1,
      });
    });
  });

  describe('content templates', () => {
    it('offers the platform’s templates and a tenant’s own, with their placeholders checked', async () => {
      const rows = await page(tenantAdmin, '/hpfm/v1/1/content-templates');
      expect(rows.map((row) => [row.templateCode, row.contentFormat, row.tenantId])).toEqual([
        ['HPFM.MAINTENANCE_NOTICE', 'HTML', 0],
        ['HSIF.QC_SUMMARY', 'MARKDOWN', 0],
        ['HSIF.SAMPLES_RECEIVED', 'HTML', 0],
      ]);
      const zh = await call(operator, 'GET', '/hpfm/v1/1/content-templates');
      expect(zh.statusCode).toBe(403);
      const created = await ok(tenantAdmin, 'POST', '/hpfm/v1/1/content-templates', {
        templateCode: 'NOVO.WELCOME',
        templateName: 'Welcome',
        _tls: { templateName: { en_US: 'Welcome', zh_CN: '欢迎' } },
        templateType: 'EMAIL',
        contentFormat: 'MARKDOWN',
        templateContent: 'Welcome to Novo Lab, **{{ realName }}**!',
      });
      expect(created).toMatchObject({ tenantId: 1, enabledFlag: 1, templateType: 'EMAIL' });
      const broken = await call(
        tenantAdmin,
        'PUT',
        `/hpfm/v1/1/content-templates/${String(created.templateId)}`,
        {
          objectVersionNumber: created.objectVersionNumber,
          templateContent: 'Dear {{realName},',
        },
      );
      expect(broken.json().fields).toEqual({
        templateContent:
          'Template content: the placeholder at character 6 must be {{name}} (letters, digits, _ or .)',
      });
      const disabled = await ok(tenantAdmin, 'POST', '/hpfm/v1/1/content-templates/disable', [
        created.templateId,
      ]);
      expect(disabled).toEqual([expect.objectContaining({ enabledFlag: 0 })]);
      const platform = rows[0];
      const theirs = await call(tenantAdmin, 'POST', '/hpfm/v1/1/content-templates/disable', [
        platform?.templateId,
      ]);
      expect(theirs.json()).toMatchObject(platformRow);
    });
  });
});

describe('the HTML allow-list of static texts', () => {
  it('reads tags as the browser does, quotes and all', () => {
    expect(htmlProblem('<p class="x">a <strong>b</strong><br/></p><!-- note -->')).toBeUndefined();
    expect(htmlProblem('2 < 3 and <ul><li>x</li></ul>')).toBeUndefined();
    expect(htmlProblem('<a title=">" href="javascript:alert(1)">x</a>')).toEqual({
      kind: 'url',
      tag: 'a',
      attribute: 'href',
      value: 'javascript:alert(1)',
    });
    expect(htmlProblem('<img/src="/x.png"/onerror=alert(1)>')).toEqual({
      kind: 'attribute',
      tag: 'img',
      attribute: 'onerror',
    });
    expect(htmlProblem('<img src=/x.png onerror=alert(1)>')).toEqual({
      kind: 'attribute',
      tag: 'img',
      attribute: 'onerror',
    });
    expect(htmlProblem('<a href=" javascript:x">')).toMatchObject({ kind: 'url' });
    expect(htmlProblem('<a href="//evil.example">')).toMatchObject({ kind: 'url' });
    expect(htmlProblem('<SCRIPT>')).toEqual({ kind: 'tag', tag: 'script' });
    expect(htmlProblem('<p style="color:red">')).toMatchObject({ kind: 'attribute' });
    expect(htmlProblem('<!-- never closed')).toEqual({ kind: 'unclosed', at: 0 });
  });

  it('finds the first broken placeholder of a template', () => {
    expect(brokenPlaceholder('{{a}} and {{ b.c }}')).toBeUndefined();
    expect(brokenPlaceholder('{{a}} and {{1}}')).toBe(10);
  });
});

describe('texts after a restart', () => {
  it('keeps an administrator’s edit of a built-in prompt and restores nothing over it', async () => {
    const first = await startServer({ keepDir: true });
    const admin = await signIn(first.app, 'admin', 'Admin12345');
    const call = callerOf(first.app);
    const [row] = (
      await call(admin, 'GET', '/hpfm/v1/prompts/page-list?promptCode=button.ok&lang=zh_CN')
    ).json<PageBody>().content;
    await call(admin, 'PUT', '/hpfm/v1/prompts/update', {
      promptId: row?.promptId,
      objectVersionNumber: row?.objectVersionNumber,
      description: '好的',
    });
    await first.close();
    const second = await startServer({ dataDir: first.dataDir });
    try {
      const texts = await callerOf(second.app)(null, 'GET', '/hpfm/v1/prompt/zh_CN');
      expect(texts.json()).toMatchObject({
        'hzero.common.button.ok': '好的',
        'hzero.common.button.cancel': '取消',
      });
    } finally {
      await second.close();
    }
  }, 30_000);
});
