import { DEMO_TENANTS } from '../../server/db/seed';
import { bearer, signIn, startServer, type TestServer } from './helpers';

describe('the signed-in user, roles and tenants', () => {
  let server: TestServer;
  let operator: string;

  beforeEach(async () => {
    server = await startServer();
    operator = await signIn(server.app, 'operator', 'Operator123');
  });

  afterEach(() => server.close());

  const call = (method: 'GET' | 'PUT', url: string, token = operator, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('answers 401 without a token, with a bad token, and with the token in a cookie or query only', async () => {
    const none = await server.app.inject({ method: 'GET', url: '/iam/hzero/v1/users/self' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      failed: true,
      code: 'error.unauthorized',
      message: 'Sign in required: no access token was sent',
      type: 'error',
    });
    const bad = await call('GET', '/iam/hzero/v1/users/self', 'forged-token');
    expect(bad.statusCode).toBe(401);
    const cookie = await server.app.inject({
      method: 'GET',
      url: '/iam/hzero/v1/users/self',
      headers: { cookie: `other=1; access_token=${operator}` },
    });
    expect(cookie.statusCode).toBe(401);
    const query = await server.app.inject({
      method: 'GET',
      url: `/iam/hzero/v1/users/self?access_token=${operator}`,
    });
    expect(query.statusCode).toBe(401);
  });

  it('returns the current user in the contract shape', async () => {
    const res = await call('GET', '/iam/hzero/v1/users/self');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toEqual({
      id: 3,
      loginName: 'operator',
      realName: 'Oliver Operator',
      email: 'operator@novo-lab.example',
      phone: '13800000003',
      imageUrl: null,
      language: 'zh_CN',
      timeZone: 'GMT+8',
      organizationId: DEMO_TENANTS.NOVO_LAB,
      tenantId: DEMO_TENANTS.NOVO_LAB,
      tenantName: 'Novo Lab',
      tenantNum: 'NOVO-LAB',
      currentRoleId: 3,
      currentRoleCode: 'operator',
      currentRoleName: 'Operator',
      currentRoleLevel: 'organization',
      dateFormat: 'YYYY-MM-DD',
      timeFormat: 'HH:mm:ss',
      dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
      changePasswordFlag: 0,
      menuLayout: 'inline',
      menuCollapsed: false,
      objectVersionNumber: 1,
      _token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
  });

  it('gives the site administrator a site-level role', async () => {
    const admin = await signIn(server.app, 'admin', 'Admin12345');
    const res = await call('GET', '/iam/hzero/v1/users/self', admin);
    expect(res.json()).toMatchObject({
      tenantId: 0,
      tenantNum: 'HZERO',
      currentRoleCode: 'administrator',
      currentRoleLevel: 'site',
    });
  });

  it('lists own tenants and the roles of the current tenant', async () => {
    const tenants = await call('GET', '/iam/hzero/v1/users/self-tenants');
    expect(tenants.json()).toEqual([
      { tenantId: 1, tenantName: 'Novo Lab', tenantNum: 'NOVO-LAB', defaultFlag: 1 },
      { tenantId: 2, tenantName: 'Gene Beijing', tenantNum: 'GENE-BJ', defaultFlag: 0 },
    ]);
    const roles = await call('GET', '/iam/hzero/v1/member-roles/self-roles');
    expect(roles.json()).toEqual([
      {
        id: 3,
        name: 'Operator',
        code: 'operator',
        level: 'organization',
        tenantId: 1,
        tenantName: 'Novo Lab',
      },
    ]);
  });

  it('refuses a role that is not held, and switches to one that is', async () => {
    const refused = await call('PUT', '/iam/v1/users/roles?roleId=1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      failed: true,
      code: 'error.forbidden',
      message: 'You do not hold this role',
      type: 'error',
    });
    // Role 4 is held, but in GENE-BJ, not in the current tenant.
    expect((await call('PUT', '/iam/v1/users/roles?roleId=4')).statusCode).toBe(403);
    const self = await call('GET', '/iam/hzero/v1/users/self');
    expect(self.json()).toMatchObject({ currentRoleId: 3, tenantId: 1 });

    const tenantAdmin = await signIn(server.app, 'tenant.admin', 'Tenant12345');
    const own = await call('PUT', '/iam/v1/users/roles?roleId=2', tenantAdmin);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ currentRoleId: 2, currentRoleCode: 'tenant-admin' });
  });

  it('refuses a tenant without a role, switches to one with a role, and users/self follows', async () => {
    const refused = await call('PUT', '/iam/v1/users/tenant-id?tenantId=0');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ failed: true, code: 'error.forbidden' });
    const missing = await call('PUT', '/iam/v1/users/tenant-id?tenantId=999');
    expect(missing.statusCode).toBe(403);

    const switched = await call('PUT', '/iam/v1/users/tenant-id?tenantId=2');
    expect(switched.statusCode).toBe(200);
    const self = (await call('GET', '/iam/hzero/v1/users/self')).json();
    expect(self).toMatchObject({
      tenantId: 2,
      organizationId: 2,
      tenantNum: 'GENE-BJ',
      tenantName: 'Gene Beijing',
      currentRoleId: 4,
      currentRoleCode: 'operator',
    });
    const roles = (await call('GET', '/iam/hzero/v1/member-roles/self-roles')).json<
      { id: number }[]
    >();
    expect(roles.map((role) => role.id)).toEqual([4]);
    // Now role 4 is held in the current tenant and role 3 is not.
    expect((await call('PUT', '/iam/v1/users/roles?roleId=3')).statusCode).toBe(403);
    expect((await call('PUT', '/iam/v1/users/roles?roleId=4')).statusCode).toBe(200);
  });

  it('sets the default tenant used by the next sign-in', async () => {
    expect((await call('PUT', '/iam/hzero/v1/users/default-tenant?tenantId=0')).statusCode).toBe(
      403,
    );
    const res = await call('PUT', '/iam/hzero/v1/users/default-tenant?tenantId=2');
    expect(res.statusCode).toBe(200);
    const tenants = (await call('GET', '/iam/hzero/v1/users/self-tenants')).json<
      { tenantId: number; defaultFlag: number }[]
    >();
    expect(tenants.find((t) => t.defaultFlag === 1)?.tenantId).toBe(2);
    const next = await signIn(server.app, 'operator', 'Operator123');
    expect((await call('GET', '/iam/hzero/v1/users/self', next)).json()).toMatchObject({
      tenantId: 2,
      currentRoleId: 4,
    });
  });

  it('validates the default language', async () => {
    const bad = await call('PUT', '/iam/hzero/v1/users/default-language?language=fr_FR');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      failed: true,
      code: 'error.validation',
      message: "Query parameter 'language' must be one of: en_US, zh_CN",
      type: 'error',
    });
    const missing = await call('PUT', '/iam/v1/users/roles');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Query parameter 'roleId' is required");
    // A JSON content type with no body is accepted (query-only PUT).
    const ok = await server.app.inject({
      method: 'PUT',
      url: '/iam/hzero/v1/users/default-language?language=en_US',
      headers: { ...bearer(operator), 'content-type': 'application/json' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/iam/hzero/v1/users/self')).json()).toMatchObject({
      language: 'en_US',
    });
  });

  it("saves the name and time zone with HZERO's one PUT each", async () => {
    const before = (await call('GET', '/iam/hzero/v1/users/self')).json<{
      objectVersionNumber: number;
    }>();
    const named = await call(
      'PUT',
      `/iam/hzero/v1/users/real-name?realName=${encodeURIComponent('Oliver O.')}`,
    );
    expect([named.statusCode, named.json()]).toEqual([
      200,
      expect.objectContaining({
        realName: 'Oliver O.',
        objectVersionNumber: before.objectVersionNumber + 1,
      }),
    ]);
    const zoned = await call('PUT', '/iam/hzero/v1/users/time-zone?timeZone=GMT-5');
    expect(zoned.json()).toMatchObject({ realName: 'Oliver O.', timeZone: 'GMT-5' });
    expect((await call('GET', '/iam/hzero/v1/users/self')).json()).toMatchObject({
      realName: 'Oliver O.',
      timeZone: 'GMT-5',
      objectVersionNumber: before.objectVersionNumber + 2,
    });
    const blank = await call('PUT', '/iam/hzero/v1/users/real-name?realName=%20%20');
    expect([blank.statusCode, blank.json().message]).toEqual([
      400,
      expect.stringContaining("'realName'"),
    ]);
    // Neither GMT+13 nor a zero offset, which the account's own choices (and schema) spell GMT.
    for (const zone of ['GMT%2B13', 'GMT-0', 'GMT%2B0']) {
      const badZone = await call('PUT', `/iam/hzero/v1/users/time-zone?timeZone=${zone}`);
      expect([badZone.statusCode, badZone.json().message]).toEqual([
        400,
        "Query parameter 'timeZone' has an invalid format",
      ]);
    }
    expect((await call('PUT', '/iam/hzero/v1/users/time-zone')).statusCode).toBe(400);
  });

  it('refuses a stale objectVersionNumber when the e-mail address or phone change', async () => {
    const self = (await call('GET', '/iam/hzero/v1/users/self')).json<{
      objectVersionNumber: number;
      _token: string;
    }>();
    const first = await call('PUT', '/iam/hzero/v1/users/self', operator, {
      objectVersionNumber: self.objectVersionNumber,
      _token: self._token,
      email: 'oliver@lab.example',
      phone: '+86 21 5555 0100',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      email: 'oliver@lab.example',
      phone: '+86 21 5555 0100',
      objectVersionNumber: 2,
    });

    const stale = await call('PUT', '/iam/hzero/v1/users/self', operator, {
      objectVersionNumber: self.objectVersionNumber,
      phone: '1',
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({
      failed: true,
      code: 'error.optimistic_lock',
      message:
        'The record was changed by someone else after you loaded it (your objectVersionNumber is 1, the current one is 2). Reload it and try again.',
      type: 'error',
    });
    expect((await call('GET', '/iam/hzero/v1/users/self')).json()).toMatchObject({
      phone: '+86 21 5555 0100',
      objectVersionNumber: 2,
    });
    const noVersion = await call('PUT', '/iam/hzero/v1/users/self', operator, { phone: '2' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toBe("Field 'objectVersionNumber' is required");
    // The name, language and time zone have their own PUTs: this one refuses them.
    const named = await call('PUT', '/iam/hzero/v1/users/self', operator, {
      objectVersionNumber: 2,
      realName: 'Someone Else',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe("The request body must not contain 'realName'");
  });
});

describe('data hierarchies', () => {
  let server: TestServer;
  let operator: string;

  beforeAll(async () => {
    server = await startServer();
    operator = await signIn(server.app, 'operator', 'Operator123');
  });

  afterAll(() => server.close());

  it('refuses another tenant than the current one with 403', async () => {
    for (const [method, url] of [
      ['GET', '/hpfm/v1/2/data-hierarchies/switch/value'],
      [
        'PUT',
        '/hpfm/v1/2/data-hierarchies/switch?dataHierarchyCode=COMPANY&dataHierarchyValue=GB-HQ',
      ],
    ] as const) {
      const res = await server.app.inject({ method, url, headers: bearer(operator) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ failed: true, code: 'error.forbidden' });
    }
  });

  it('lists the hierarchies and stores the chosen value', async () => {
    const before = await server.app.inject({
      method: 'GET',
      url: '/hpfm/v1/1/data-hierarchies/switch/value',
      headers: bearer(operator),
    });
    expect(before.json()).toEqual([
      {
        dataHierarchyCode: 'COMPANY',
        dataHierarchyName: 'Company',
        dataHierarchyValue: '',
        dataHierarchyMeaning: '',
      },
    ]);
    const put = await server.app.inject({
      method: 'PUT',
      url: '/hpfm/v1/1/data-hierarchies/switch?dataHierarchyCode=COMPANY&dataHierarchyValue=NL-TJ&dataHierarchyMeaning=x',
      headers: bearer(operator),
    });
    expect(put.statusCode).toBe(200);
    const after = await server.app.inject({
      method: 'GET',
      url: '/hpfm/v1/1/data-hierarchies/switch/value',
      headers: bearer(operator),
    });
    expect(after.json()).toEqual([
      {
        dataHierarchyCode: 'COMPANY',
        dataHierarchyName: 'Company',
        dataHierarchyValue: 'NL-TJ',
        dataHierarchyMeaning: 'Novo Lab Tianjin',
      },
    ]);
    const unknown = await server.app.inject({
      method: 'PUT',
      url: '/hpfm/v1/1/data-hierarchies/switch?dataHierarchyCode=COMPANY&dataHierarchyValue=GB-HQ',
      headers: bearer(operator),
    });
    expect(unknown.json()).toMatchObject({ failed: true, code: 'error.data_hierarchy.value' });
    const cleared = await server.app.inject({
      method: 'PUT',
      url: '/hpfm/v1/1/data-hierarchies/switch?dataHierarchyCode=COMPANY',
      headers: bearer(operator),
    });
    expect(cleared.json()).toEqual([
      {
        dataHierarchyCode: 'COMPANY',
        dataHierarchyName: 'Company',
        dataHierarchyValue: '',
        dataHierarchyMeaning: '',
      },
    ]);
  });

  it("reads a hierarchy's values as HZERO's header does: details, its view, the view's query URL", async () => {
    const get = (url: string) =>
      server.app.inject({ method: 'GET', url, headers: bearer(operator) });
    const details = await get(
      '/hpfm/v1/1/data-hierarchies/switch/value/details?dataHierarchyCode=COMPANY',
    );
    expect(details.json()).toMatchObject({
      dataHierarchyCode: 'COMPANY',
      dataHierarchyName: 'Company',
      valueSourceCode: 'HPFM.DATA_HIERARCHY.COMPANY',
    });
    const view = await get('/hpfm/v1/1/lov-view/info?viewCode=HPFM.DATA_HIERARCHY.COMPANY');
    expect(view.json()).toMatchObject({
      viewCode: 'HPFM.DATA_HIERARCHY.COMPANY',
      viewName: 'Company',
      valueField: 'value',
      displayField: 'meaning',
      queryUrl: '/hpfm/v1[/{tenantId}]/lovs/data?lovCode=HPFM.DATA_HIERARCHY.COMPANY',
      // In the operator's language (zh_CN).
      queryFields: [
        { field: 'value', label: '值', dataType: 'INPUT', sourceCode: null },
        { field: 'meaning', label: '含义', dataType: 'INPUT', sourceCode: null },
      ],
    });
    // The tenant's own values only (Gene Beijing's COMPANY has GB-HQ).
    const values = await get('/hpfm/v1/1/lovs/data?lovCode=HPFM.DATA_HIERARCHY.COMPANY');
    expect(values.json()).toEqual([
      expect.objectContaining({ value: 'NL-SH', meaning: 'Novo Lab Shanghai' }),
      expect.objectContaining({ value: 'NL-TJ', meaning: 'Novo Lab Tianjin' }),
    ]);
    const searched = await get(
      '/hpfm/v1/1/lovs/data?lovCode=HPFM.DATA_HIERARCHY.COMPANY&meaning=tianjin&page=0&size=5',
    );
    expect(searched.json()).toMatchObject({
      totalElements: 1,
      content: [{ value: 'NL-TJ', meaning: 'Novo Lab Tianjin' }],
    });
    const unknown = await get(
      '/hpfm/v1/1/data-hierarchies/switch/value/details?dataHierarchyCode=REGION',
    );
    expect(unknown.json()).toMatchObject({ failed: true, code: 'error.data_hierarchy.unknown' });
    const noView = await get('/hpfm/v1/1/lov-view/info?viewCode=HPFM.DATA_HIERARCHY.REGION');
    expect(noView.json()).toMatchObject({ failed: true, code: 'error.lov_view' });
    const elsewhere = await get('/hpfm/v1/2/lovs/data?lovCode=HPFM.DATA_HIERARCHY.COMPANY');
    expect(elsewhere.statusCode).toBe(403);
  });
});

describe('service information', () => {
  let server: TestServer;
  let member: string;

  beforeAll(async () => {
    server = await startServer();
    member = await signIn(server.app, 'member@lab.example', 'Member123');
  });

  afterAll(() => server.close());

  it('lists continents with Asia current by default, then the user choice', async () => {
    const list = await server.app.inject({
      method: 'GET',
      url: '/service/v1/nsrv-continent',
      headers: bearer(member),
    });
    const current = list
      .json<{ continentCode: string; currentFlag: number }[]>()
      .filter((c) => c.currentFlag === 1);
    expect(current.map((c) => c.continentCode)).toEqual(['ASIA']);
    const chosen = await server.app.inject({
      method: 'PUT',
      url: '/service/v1/nsrv-continent/current?continentCode=EUROPE',
      headers: bearer(member),
    });
    expect(chosen.json<{ continentCode: string; currentFlag: number }[]>()).toEqual([
      // Each with the contact card serving it (hfaq/contact-us), if any.
      { continentCode: 'ASIA', continentName: 'Asia', currentFlag: 0, contactId: 1 },
      { continentCode: 'EUROPE', continentName: 'Europe', currentFlag: 1, contactId: 2 },
      { continentCode: 'AMERICAS', continentName: 'Americas', currentFlag: 0, contactId: null },
    ]);
    const anonymous = await server.app.inject({ method: 'GET', url: '/service/v1/nsrv-continent' });
    expect(
      anonymous.json<{ continentCode: string; currentFlag: number }[]>().find((c) => c.currentFlag)
        ?.continentCode,
    ).toBe('ASIA');
    const mapping = await server.app.inject({
      method: 'GET',
      url: '/service/v1/nsrv-continent/mapping?continentCode=EUROPE',
    });
    expect(mapping.json()).toEqual({
      continentCode: 'EUROPE',
      host: 'https://europe.portal.example.com',
    });
    const unknownMapping = await server.app.inject({
      method: 'GET',
      url: '/service/v1/nsrv-continent/mapping?continentCode=MARS',
    });
    expect(unknownMapping.statusCode).toBe(404);
  });

  it('returns contact-us information, and a JSON 404 for an unknown contact', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/service/v1/nsrv-contact-uss/1' });
    expect(res.json()).toMatchObject({
      contactId: 1,
      email: 'service.asia@lab.example',
      phone: '+86 400 000 0000',
      workingHours: 'Monday to Friday, 09:00-18:00 (GMT+8)',
    });
    const missing = await server.app.inject({
      method: 'GET',
      url: '/service/v1/nsrv-contact-uss/42',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ failed: true, code: 'error.not_found' });
  });

  it('tells whether a release notice is unread, for the current tenant only', async () => {
    const other = await server.app.inject({
      method: 'GET',
      url: '/service/v1/2/announcement-updates/isOrNotReleaseNotice',
      headers: bearer(member),
    });
    expect(other.statusCode).toBe(403);
    const res = await server.app.inject({
      method: 'GET',
      url: '/service/v1/1/announcement-updates/isOrNotReleaseNotice',
      headers: bearer(member),
    });
    expect(res.json()).toMatchObject({
      releaseFlag: true,
      version: '1.0.0',
      title: 'Welcome to the new customer portal',
    });
    await server.app.inject({
      method: 'PUT',
      url: '/service/v1/1/announcement-updates/read?version=1.0.0',
      headers: bearer(member),
    });
    const after = await server.app.inject({
      method: 'GET',
      url: '/service/v1/1/announcement-updates/isOrNotReleaseNotice',
      headers: bearer(member),
    });
    expect(after.json()).toEqual({ releaseFlag: false, title: '', content: '', version: '' });
  });
});
