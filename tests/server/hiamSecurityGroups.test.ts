/**
 * Security groups (hiam) take effect: the codes of an enabled group assigned to a role are held
 * by its members (menu tree and permission checks); disabling the group takes them away; a
 * tenant's administrators bundle only tenant-level codes they hold.
 */
import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;

let server: TestServer;
let tenantAdmin: string;
let operator: string;
let call: ReturnType<typeof callerOf>;

beforeAll(async () => {
  server = await startServer();
  call = callerOf(server.app);
  tenantAdmin = await signIn(server.app, 'tenant.admin', 'Tenant12345');
  operator = await signIn(server.app, 'operator', 'Operator123');
}, 60_000);

afterAll(() => server.close());

async function codeId(code: string): Promise<number> {
  const res = await call(tenantAdmin, 'GET', `/iam/hzero/v1/permissions?code=${code}`);
  const row = res.json<{ content: Row[] }>().content.find((item) => item.code === code);
  if (!row) throw new Error(`No code ${code}`);
  return Number(row.id);
}

async function approved(codes: string[]): Promise<boolean[]> {
  const res = await call(operator, 'POST', '/iam/hzero/v1/menus/check-permissions', codes);
  return res.json<{ approve: boolean }[]>().map((item) => item.approve);
}

describe('hiam security groups', () => {
  it('gives the members of its roles its codes and menus while enabled', async () => {
    expect(await approved(['hpfm.calendar.list-query', 'hpfm.calendar.list-create'])).toEqual([
      false,
      false,
    ]);
    const created = await call(tenantAdmin, 'POST', '/iam/v1/1/sec-grps/create', {
      code: 'CALENDAR-KEEPERS',
      name: 'Calendar keepers',
      ownerRoleId: 2,
    });
    const group = created.json<Row>();
    expect(group).toMatchObject({ code: 'CALENDAR-KEEPERS', enabledFlag: 1 });
    const id = String(group.secGrpId);
    // Codes and roles at HZERO's addresses, as id lists (securityGroupService.js
    // batchAssignPermissionSets, SecurityGroupDS.js addRoleDS).
    const [query, create] = [
      await codeId('hpfm.calendar.list-query'),
      await codeId('hpfm.calendar.list-create'),
    ];
    const codes = await call(tenantAdmin, 'POST', `/iam/v1/1/sec-grp-acls/${id}`, [query, create]);
    expect(codes.json()).toEqual([
      expect.objectContaining({ permissionId: query }),
      expect.objectContaining({ permissionId: create }),
    ]);
    const roles = await call(
      tenantAdmin,
      'POST',
      `/iam/v1/1/sec-grp-role-assign/${id}/assign-role`,
      [3],
    );
    expect(roles.json()).toEqual([expect.objectContaining({ roleId: 3 })]);
    expect(await approved(['hpfm.calendar.list-query', 'hpfm.calendar.list-create'])).toEqual([
      true,
      true,
    ]);
    // Not with the group's save: the refusal names HZERO's address.
    const withRole = await call(tenantAdmin, 'PUT', '/iam/v1/1/sec-grps', {
      ...group,
      roles: [{ _status: 'create', roleId: 4 }],
    });
    expect(JSON.stringify(withRole.json())).toContain(
      '(POST /iam/v1[/{tenantId}]/sec-grp-role-assign/{id}/assign-role)',
    );
    const tree = JSON.stringify((await call(operator, 'GET', '/iam/hzero/v1/menus/tree')).json());
    expect(tree).toContain('hzero.hpfm.calendar');
    // The group's codes and roles are read at HZERO's addresses (SecurityGroupDS.js).
    const held = await call(tenantAdmin, 'GET', `/iam/v1/1/sec-grp-acls/${String(group.secGrpId)}`);
    expect(held.json<{ content: Row[] }>().content).toHaveLength(2);
    const assigned = await call(
      tenantAdmin,
      'GET',
      `/iam/v1/1/sec-grp-role-assign/${String(group.secGrpId)}/assigned-role`,
    );
    expect(assigned.json<{ content: Row[] }>().content).toEqual([
      expect.objectContaining({ roleId: 3 }),
    ]);
    // It is renamed with HZERO's PUT .../sec-grps, the id in the body; no PUT by id is left.
    const byId = await call(tenantAdmin, 'PUT', `/iam/v1/1/sec-grps/${String(group.secGrpId)}`, {
      ...group,
      name: 'Calendar clerks',
    });
    expect(byId.statusCode).toBe(404);
    const renamed = await call(tenantAdmin, 'PUT', '/iam/v1/1/sec-grps', {
      ...group,
      name: 'Calendar clerks',
    });
    expect(renamed.json()).toMatchObject({ name: 'Calendar clerks', objectVersionNumber: 2 });

    // A code taken off (batchUnassignPermissionSets: DELETE with the ids) is no longer held; a
    // code the group does not hold is refused as not there, and nothing is removed.
    const absent = await call(tenantAdmin, 'DELETE', `/iam/v1/1/sec-grp-acls/${id}`, [
      create,
      999_999,
    ]);
    expect(absent.json()).toMatchObject({ failed: true, code: 'error.not_found' });
    expect(
      await call(tenantAdmin, 'DELETE', `/iam/v1/1/sec-grp-acls/${id}`, [create]),
    ).toMatchObject({ statusCode: 204 });
    expect(await approved(['hpfm.calendar.list-query', 'hpfm.calendar.list-create'])).toEqual([
      true,
      false,
    ]);
    // The role taken off (assignRoleDS destroy: DELETE recycle-role with the role ids).
    const recycled = await call(
      tenantAdmin,
      'DELETE',
      `/iam/v1/1/sec-grp-role-assign/${id}/recycle-role`,
      [3],
    );
    expect(recycled.statusCode).toBe(204);
    expect(await approved(['hpfm.calendar.list-query'])).toEqual([false]);
    await call(tenantAdmin, 'POST', `/iam/v1/1/sec-grp-role-assign/${id}/assign-role`, [3]);

    await call(tenantAdmin, 'POST', '/iam/v1/1/sec-grps/disable', [group.secGrpId]);
    expect(await approved(['hpfm.calendar.list-query', 'hpfm.calendar.list-create'])).toEqual([
      false,
      false,
    ]);
  });

  it('bundles only tenant-level codes the administrator holds', async () => {
    const platform = await call(tenantAdmin, 'GET', '/iam/hzero/v1/permissions?code=hiam.tenant');
    expect(platform.json<{ totalElements: number }>().totalElements).toBe(0);
    const group = await call(tenantAdmin, 'POST', '/iam/v1/1/sec-grps/create', {
      code: 'SNEAKY',
      name: 'Sneaky',
      ownerRoleId: 2,
    });
    const res = await call(
      tenantAdmin,
      'POST',
      `/iam/v1/1/sec-grp-acls/${String(group.json<Row>().secGrpId)}`,
      [999_999],
    );
    expect(res.json()).toMatchObject({ failed: true, code: 'error.reference' });
  });
});
