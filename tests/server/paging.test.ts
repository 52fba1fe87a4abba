/**
 * Every paged list bounds `page`: a page number too large for an exact offset is a 400
 * naming the parameter, never a 500, on the engine's lists (walked from the descriptions) and
 * on the hand-written ones.
 */
import { MAX_PAGE } from '../../domain/engine/schema';
import { resourceKey, type Endpoint, type ResourceDescription } from '../../domain/engine/resource';
import { callOf, endpointsOf, tenantForm, pathFieldsOf } from '../../domain/engine/address';
import { loadResources } from '../../server/engine/registry';
import { callerOf, signIn, startServer, type TestServer } from './helpers';

/**
 * The address of `endpoint` in the form of tenant `tenantId` (undefined: the site form), for the
 * row `id`; fields its path names are 1.
 */
function urlOf(endpoint: Endpoint, tenantId: number | undefined, id: number | string = ''): string {
  const fields = Object.fromEntries(pathFieldsOf(endpoint.path).map((name) => [name, 1]));
  const found = callOf(endpoint, id, fields);
  const where = tenantForm(found.path, tenantId !== undefined, tenantId ?? 0);
  const query = new URLSearchParams(found.query).toString();
  return query ? `${where}?${query}` : where;
}

/** Page numbers no list can serve. */
const HUGE_PAGES = ['1e300', '1e20', '9223372036854775807', String(MAX_PAGE + 1)];

describe('paging bounds', () => {
  let server: TestServer;
  let resources: Map<string, ResourceDescription>;
  let tokens: Record<'admin' | 'tenantAdmin' | 'manager', string>;

  beforeAll(async () => {
    server = await startServer();
    resources = await loadResources();
    const [admin, tenantAdmin, manager] = await Promise.all([
      signIn(server.app, 'admin', 'Admin12345'),
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'manager@lab.example', 'Manager123'),
    ]);
    tokens = { admin, tenantAdmin, manager };
  }, 30_000);

  afterAll(() => server.close());

  const call = (token: string, url: string) => callerOf(server.app)(token, 'GET', url);

  /** Checks that `url` pages for `token`, and refuses every huge page with a 400. */
  const expectBounded = async (token: string, url: string): Promise<void> => {
    const sep = url.includes('?') ? '&' : '?';
    const last = await call(token, `${url}${sep}page=${MAX_PAGE}&size=1`);
    expect([url, last.statusCode, last.json()]).toEqual([
      url,
      200,
      expect.objectContaining({ number: MAX_PAGE, content: [] }),
    ]);
    for (const page of HUGE_PAGES) {
      const res = await call(token, `${url}${sep}page=${page}`);
      expect([url, page, res.statusCode, res.json()]).toEqual([
        url,
        page,
        400,
        expect.objectContaining({
          failed: true,
          code: 'error.validation',
          message: expect.stringContaining('page'),
        }),
      ]);
    }
  };

  it("bounds every engine list: each resource's rows, tree and lines", async () => {
    let checked = 0;
    for (const resource of resources.values()) {
      if (resource.parent) continue;
      const endpoints = endpointsOf(resource);
      // A settings resource's tenant form is one object: its list is the site form.
      const [token, tenant] =
        resource.tenancy === 'site' || endpoints.settings
          ? [tokens.admin, undefined]
          : (await call(tokens.tenantAdmin, urlOf(endpoints.list, 1))).statusCode === 200
            ? [tokens.tenantAdmin, 1]
            : [tokens.admin, 0];
      const base = urlOf(endpoints.list, tenant);
      await expectBounded(token, base);
      if (resource.tree) {
        const tree = await call(token, `${urlOf(endpoints.tree, tenant)}?page=1e300`);
        expect([resourceKey(resource), tree.statusCode]).toEqual([resourceKey(resource), 400]);
      }
      if (resource.lines) {
        const sep = base.includes('?') ? '&' : '?';
        const header = (await call(token, `${base}${sep}size=1`)).json<{
          content: Record<string, unknown>[];
        }>().content[0];
        expect(header).toBeDefined();
        for (const set of resource.lines) {
          const lines = endpoints.lines[set.key] ?? endpoints.get;
          await expectBounded(token, urlOf(lines, tenant, String(header?.[resource.idField])));
        }
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  // The task list is a POST (HZERO's task query): tests/server/workplace.test.ts bounds it.
  it('bounds the portal and message lists', async () => {
    const lists: [keyof typeof tokens, string][] = [
      ['manager', '/hpro/v1/1/projects'],
      ['manager', '/hpro/v1/projects'],
      ['manager', '/hpro/v1/1/orders'],
      ['manager', '/hsif/v1/1/batches'],
      ['manager', '/hsif/v1/1/samples'],
      ['tenantAdmin', '/hsif/v1/1/staff/batches'],
      ['tenantAdmin', '/hmsg/v1/1/messages/user'],
    ];
    for (const [who, url] of lists) await expectBounded(tokens[who], url);
  });
});
