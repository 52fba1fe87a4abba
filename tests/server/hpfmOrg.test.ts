/**
 * The organization hierarchy and employees on the resource engine: companies and departments
 * as trees, positions of a department, the staff of a position, employees with their positions
 * and bound users, and the rules around them.
 */
import type { MenuView } from '../../server/services/permissions';
import { callerOf, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
type TreeRow = Row & { children: TreeRow[] };
interface PageBody {
  content: Row[];
  totalElements: number;
}

describe('organization hierarchy and employees', () => {
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

  const json = async <T = Row>(
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<T> => {
    const res = await call(token, method, url, payload);
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  const page = (url: string, token = tenantAdmin) => json<PageBody>(token, 'GET', url);

  /** The one row of a list matching a filter. */
  const one = async (path: string, filter: string, token = tenantAdmin): Promise<Row> => {
    const { content } = await page(`/hpfm/v1/1/${path}?${filter}`, token);
    expect(content).toHaveLength(1);
    return content[0] as Row;
  };

  const codes = (rows: readonly Row[], field: string) => rows.map((row) => row[field]);

  const failure = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: unknown,
    token = tenantAdmin,
  ) => {
    const res = await call(token, method, url, payload);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ failed?: boolean; code: string; message: string }>();
    expect(body.failed).toBe(true);
    return body;
  };

  describe('menu and permissions', () => {
    it('has one menu entry, the companies; the pages under it are granted with it', async () => {
      const menus = await json<MenuView[]>(
        tenantAdmin,
        'GET',
        '/iam/hzero/v1/menus/tree?lang=en_US&roleId=2',
      );
      const flat = (items: MenuView[]): MenuView[] =>
        items.flatMap((item) => [item, ...flat(item.subMenus)]);
      const org = flat(menus).find((item) => item.code === 'hzero.hpfm.org');
      expect(org?.subMenus.map((item) => [item.code, item.route])).toEqual([
        ['hzero.hpfm.org-company', '/hpfm/org/company'],
        ['hzero.hpfm.employee', '/hpfm/employee'],
      ]);
      expect(org?.subMenus[0]?.name).toBe('Organization Hierarchy');

      const detailCodes = [
        'hpfm.department.list-query',
        'hpfm.department.list-create',
        'hpfm.position.list-edit',
        'hpfm.position.list-enable',
        'hpfm.employee-assign.list-create',
        'hpfm.employee-assign.list-delete',
      ];
      const asked = await json<{ code: string; approve: boolean }[]>(
        tenantAdmin,
        'POST',
        '/iam/hzero/v1/menus/check-permissions',
        detailCodes,
      );
      expect(asked.map((item) => [item.code, item.approve])).toEqual(
        detailCodes.map((code) => [code, true]),
      );
      const denied = await json<{ code: string; approve: boolean }[]>(
        operator,
        'POST',
        '/iam/hzero/v1/menus/check-permissions',
        detailCodes,
      );
      expect(denied.every((item) => !item.approve)).toBe(true);
      const refused = await call(operator, 'GET', '/hpfm/v1/1/units/department?companyId=1');
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('companies, departments and positions', () => {
    it('answers the companies as a tree and a company by id', async () => {
      const tree = await json<TreeRow[]>(tenantAdmin, 'GET', '/hpfm/v1/1/companies/tree');
      expect(tree).toHaveLength(1);
      expect(tree[0]).toMatchObject({
        companyCode: 'HQ',
        companyName: 'Headquarters',
        parentCompanyId: null,
        enabledFlag: 1,
      });
      expect(tree[0]?.children.map((row) => [row.companyCode, row.companyName])).toEqual([
        ['SH', 'Shanghai Laboratory'],
        ['TJ', 'Tianjin Laboratory'],
      ]);
      expect(tree[0]?.children[0]?.parentCompanyId).toBe(tree[0]?.companyId);
    });

    it("answers a company's departments as a tree, filtered by the route's companyId", async () => {
      const sh = await one('companies', 'companyCode=SH');
      const tree = await json<TreeRow[]>(
        tenantAdmin,
        'GET',
        `/hpfm/v1/1/units/department/tree?companyId=${String(sh.companyId)}`,
      );
      expect(codes(tree, 'unitCode')).toEqual(['SH-LAB', 'SH-CS']);
      expect(codes(tree[0]?.children ?? [], 'unitCode')).toEqual(['SH-QC']);
      expect(tree[0]).toMatchObject({
        companyId: sh.companyId,
        companyName: 'Shanghai Laboratory',
      });
      const list = await page(
        `/hpfm/v1/1/units/department?companyId=${String(sh.companyId)}&size=50`,
      );
      expect(list.totalElements).toBe(3);
    });

    it("answers a department's positions with the department and company named", async () => {
      const lab = await one('units/department', 'unitCode=SH-LAB');
      const { content } = await page(
        `/hpfm/v1/1/positions?companyId=${String(lab.companyId)}&unitId=${String(lab.unitId)}`,
      );
      expect(
        content.map((row) => [row.positionCode, row.positionName, row.supervisorFlag]),
      ).toEqual([
        ['LAB-MGR', 'Laboratory Manager', 1],
        ['LAB-TECH', 'Sequencing Technician', 0],
      ]);
      expect(content[0]).toMatchObject({
        unitId: lab.unitId,
        unitName: 'Sequencing Laboratory',
        companyId: lab.companyId,
        companyName: 'Shanghai Laboratory',
      });
    });

    it("answers a position's staff with employee, position, department and company", async () => {
      const tech = await one('positions', 'positionCode=LAB-TECH');
      const { content } = await page(
        `/hpfm/v1/1/employee-assigns/in-position?companyId=${String(tech.companyId)}&unitId=${String(tech.unitId)}&positionId=${String(tech.positionId)}`,
      );
      expect(content).toEqual([
        expect.objectContaining({
          employeeName: 'Oliver Operator',
          positionName: 'Sequencing Technician',
          unitName: 'Sequencing Laboratory',
          companyName: 'Shanghai Laboratory',
          primaryPositionFlag: 1,
        }),
      ]);
    });

    it('creates a department tree and positions in it; the company comes from the department', async () => {
      const tj = await one('companies', 'companyCode=TJ');
      const hq = await one('companies', 'companyCode=HQ');
      const parent = await json(tenantAdmin, 'POST', '/hpfm/v1/1/units', {
        unitCode: 'TJ-OPS',
        unitName: 'Operations',
        companyId: tj.companyId,
        orderSeq: 20,
        _tls: { unitName: { zh_CN: '运营部' } },
      });
      const child = await json(tenantAdmin, 'POST', '/hpfm/v1/1/units', {
        unitCode: 'TJ-LOG',
        unitName: 'Logistics',
        companyId: tj.companyId,
        parentUnitId: parent.unitId,
        orderSeq: 10,
      });
      expect(child).toMatchObject({
        parentUnitId: parent.unitId,
        companyName: 'Tianjin Laboratory',
      });

      // A department sits only under departments of its own company.
      const elsewhere = await failure('POST', '/hpfm/v1/1/units', {
        unitCode: 'HQ-LOG',
        unitName: 'Logistics',
        companyId: hq.companyId,
        parentUnitId: parent.unitId,
        orderSeq: 10,
      });
      expect(elsewhere.message).toBe(
        'The parent department Operations belongs to another company: a department sits under departments of its own company',
      );

      // HZERO saves positions under their company and department, a list at a time
      // (postService.js saveAdd). The company is the department's, whatever the path says.
      const [position] = await json<Row[]>(
        tenantAdmin,
        'POST',
        `/hpfm/v1/1/companies/${String(hq.companyId)}/units/${String(child.unitId)}/positions`,
        [
          {
            positionCode: 'LOG-DRIVER',
            positionName: 'Driver',
            companyId: hq.companyId,
            supervisorFlag: null,
            orderSeq: 10,
          },
        ],
      );
      expect(position).toMatchObject({
        unitId: child.unitId,
        unitName: 'Logistics',
        companyId: tj.companyId,
        companyName: 'Tianjin Laboratory',
        supervisorFlag: 0,
      });
      const under = (unitId: unknown) =>
        `/hpfm/v1/1/companies/${String(tj.companyId)}/units/${String(unitId)}/positions/${String(position?.positionId)}`;
      // The department in the path is the body's (postService.js saveEdit).
      const astray = await call(tenantAdmin, 'PUT', under(parent.unitId), position);
      expect([astray.statusCode, astray.json().message]).toEqual([
        400,
        "Path parameter 'unitId' and the body's unitId differ",
      ]);
      const moved = await failure('PUT', under(parent.unitId), {
        ...position,
        unitId: parent.unitId,
      });
      expect(moved.message).toBe(
        'Department cannot be changed (it is ' + String(child.unitId) + ')',
      );
    });

    it('refuses deleting a unit with departments or positions under it', async () => {
      const ops = await one('units/department', 'unitCode=TJ-OPS');
      const log = await one('units/department', 'unitCode=TJ-LOG');
      const hasChild = await failure('DELETE', '/hpfm/v1/1/units', [ops]);
      expect(hasChild).toMatchObject({
        code: 'error.has_children',
        message: 'The department Operations has 1 record(s) under it; delete or move them first',
      });
      const hasPosition = await failure('DELETE', '/hpfm/v1/1/units', [log]);
      expect(hasPosition).toMatchObject({
        code: 'error.in_use',
        message: 'The department Logistics is used by 1 position record(s) and cannot be deleted',
      });
      const hq = await one('companies', 'companyCode=HQ');
      expect((await failure('DELETE', '/hpfm/v1/1/companies', [hq])).message).toMatch(
        /^The company Headquarters is used by \d+ department record\(s\)/,
      );
      const tj = await one('companies', 'companyCode=TJ');
      expect((await failure('DELETE', '/hpfm/v1/1/companies', [tj])).message).toMatch(
        /^The company Tianjin Laboratory is used by \d+ department record\(s\)/,
      );

      // Emptied from the leaves up, the branch goes.
      const driver = await one('positions', 'positionCode=LOG-DRIVER');
      await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/positions', [driver]).then((res) =>
        expect(res.statusCode).toBe(204),
      );
      await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/units', [log]).then((res) =>
        expect(res.statusCode).toBe(204),
      );
      const reloaded = await one('units/department', 'unitCode=TJ-OPS');
      await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/units', [reloaded]).then((res) =>
        expect(res.statusCode).toBe(204),
      );
      expect((await page('/hpfm/v1/1/units/department?unitCode=TJ-')).totalElements).toBe(1);
    });

    it('disables and enables units; a disabled unit takes no new departments or positions', async () => {
      const cs = await one('units/department', 'unitCode=SH-CS');
      const [disabled] = await json<Row[]>(tenantAdmin, 'POST', '/hpfm/v1/1/units/disable', [
        cs.unitId,
      ]);
      expect(disabled).toMatchObject({
        enabledFlag: 0,
        objectVersionNumber: Number(cs.objectVersionNumber) + 1,
      });
      const refused = await failure(
        'POST',
        `/hpfm/v1/1/companies/${String(cs.companyId)}/units/${String(cs.unitId)}/positions`,
        [{ positionCode: 'CS-LEAD', positionName: 'Customer Service Lead', orderSeq: 10 }],
      );
      expect(refused.message).toBe(
        'The department Customer Service is disabled; enable it before adding positions to it',
      );
      // Picking lists offer enabled rows only.
      const enabledOnly = await json<TreeRow[]>(
        tenantAdmin,
        'GET',
        `/hpfm/v1/1/units/department/tree?companyId=${String(cs.companyId)}&enabledFlag=1`,
      );
      expect(codes(enabledOnly, 'unitCode')).toEqual(['SH-LAB']);
      const [enabled] = await json<Row[]>(tenantAdmin, 'POST', '/hpfm/v1/1/units/enable', [
        cs.unitId,
      ]);
      expect(enabled?.enabledFlag).toBe(1);

      const tj = await one('companies', 'companyCode=TJ');
      await json(tenantAdmin, 'POST', '/hpfm/v1/1/companies/disable', [tj.companyId]);
      const noDepartment = await failure('POST', '/hpfm/v1/1/units', {
        unitCode: 'TJ-NEW',
        unitName: 'New',
        companyId: tj.companyId,
        orderSeq: 10,
      });
      expect(noDepartment.message).toBe(
        'The company Tianjin Laboratory is disabled; enable it before adding departments to it',
      );
      await json(tenantAdmin, 'POST', '/hpfm/v1/1/companies/enable', [tj.companyId]);
    });

    it('refuses a stale edit and a company under its own department branch', async () => {
      const sh = await one('companies', 'companyCode=SH');
      const renamed = await json(
        tenantAdmin,
        'PUT',
        `/hpfm/v1/1/companies/${String(sh.companyId)}`,
        {
          ...sh,
          companyName: 'Shanghai Lab',
        },
      );
      expect(renamed.companyName).toBe('Shanghai Lab');
      const stale = await failure('PUT', `/hpfm/v1/1/companies/${String(sh.companyId)}`, {
        ...sh,
        companyName: 'Stale',
      });
      expect(stale.code).toBe('error.optimistic_lock');
      const hq = await one('companies', 'companyCode=HQ');
      const loop = await failure('PUT', `/hpfm/v1/1/companies/${String(hq.companyId)}`, {
        ...hq,
        parentCompanyId: sh.companyId,
      });
      expect(loop.code).toBe('error.tree_loop');
      await json(tenantAdmin, 'PUT', `/hpfm/v1/1/companies/${String(sh.companyId)}`, {
        ...renamed,
        companyName: 'Shanghai Laboratory',
      });
    });
  });

  describe('staff of a position', () => {
    it("makes an employee's first position primary and keeps one primary position", async () => {
      const newcomer = await json(tenantAdmin, 'POST', '/hpfm/v1/1/employees', {
        employeeNum: 'E0100',
        name: 'Nora New',
        email: 'nora@staff.example',
        status: 'ON',
      });
      const qc = await one('positions', 'positionCode=QC-ANALYST');
      const first = await json(tenantAdmin, 'POST', '/hpfm/v1/1/employee-assigns', {
        employeeId: newcomer.employeeId,
        positionId: qc.positionId,
        primaryPositionFlag: 0,
      });
      expect(first).toMatchObject({
        employeeName: 'Nora New',
        positionName: 'QC Analyst',
        unitName: 'Quality Control',
        companyName: 'Shanghai Laboratory',
        primaryPositionFlag: 1,
      });

      const tech = await one('positions', 'positionCode=LAB-TECH');
      const twice = await failure('POST', '/hpfm/v1/1/employee-assigns', {
        employeeId: newcomer.employeeId,
        positionId: qc.positionId,
        primaryPositionFlag: 0,
      });
      expect(twice.message).toBe('Nora New is already assigned to the position QC Analyst');
      const secondPrimary = await failure('POST', '/hpfm/v1/1/employee-assigns', {
        employeeId: newcomer.employeeId,
        positionId: tech.positionId,
        primaryPositionFlag: 1,
      });
      expect(secondPrimary.message).toBe(
        "Nora New's primary position is QC Analyst; to change it, mark the new primary position on the employee's page",
      );
      const second = await json(tenantAdmin, 'POST', '/hpfm/v1/1/employee-assigns', {
        employeeId: newcomer.employeeId,
        positionId: tech.positionId,
        primaryPositionFlag: 0,
      });
      expect(second.primaryPositionFlag).toBe(0);

      const unmark = await failure(
        'PUT',
        `/hpfm/v1/1/employee-assigns/${String(first.employeeAssignId)}`,
        {
          ...first,
          primaryPositionFlag: 0,
        },
      );
      expect(unmark.message).toBe(
        "Nora New needs a primary position; to change it, mark another position as primary on the employee's page",
      );
      const removePrimary = await failure('DELETE', '/hpfm/v1/1/employee-assigns', [first]);
      expect(removePrimary.message).toBe(
        "QC Analyst is Nora New's primary position; mark another position as primary on the employee's page before removing it",
      );
      const removed = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/employee-assigns', [second]);
      expect(removed.statusCode).toBe(204);
      const last = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/employee-assigns', [first]);
      expect(last.statusCode).toBe(204);
    });

    it('assigns nobody to a disabled position, and keeps a position with staff', async () => {
      const rep = await one('positions', 'positionCode=CS-REP');
      const sophie = await one('employees', 'employeeNum=E0003');
      const inUse = await failure('DELETE', '/hpfm/v1/1/positions', [rep]);
      expect(inUse.message).toMatch(
        /^The position Customer Service Representative is used by 1 position assignment record\(s\)/,
      );
      await json(tenantAdmin, 'POST', '/hpfm/v1/1/positions/disable', [rep.positionId]);
      const refused = await failure('POST', '/hpfm/v1/1/employee-assigns', {
        employeeId: sophie.employeeId,
        positionId: rep.positionId,
        primaryPositionFlag: 0,
      });
      expect(refused.message).toBe(
        'The position Customer Service Representative is disabled; enable it before assigning employees to it',
      );
      await json(tenantAdmin, 'POST', '/hpfm/v1/1/positions/enable', [rep.positionId]);
    });
  });

  describe('employees', () => {
    it('lists employees and finds one by the numbers of its detail route', async () => {
      const list = await page('/hpfm/v1/1/employees?size=50');
      expect(codes(list.content, 'employeeNum').slice(0, 5)).toEqual([
        'E0001',
        'E0002',
        'E0003',
        'E0004',
        'E0005',
      ]);
      const oliver = await one('employees', 'employeeNum=E0002');
      expect(oliver).toMatchObject({
        name: 'Oliver Operator',
        email: 'oliver@staff.example',
        status: 'ON',
        entryDate: '2022-07-15',
        enabledFlag: 1,
      });
      const byId = await json(
        tenantAdmin,
        'GET',
        `/hpfm/v1/1/employees/${String(oliver.employeeId)}`,
      );
      expect(byId.employeeNum).toBe('E0002');
    });

    it("answers an employee's positions and bound users as lines", async () => {
      const oliver = await one('employees', 'employeeNum=E0002');
      const positions = await page(
        `/hpfm/v1/1/employee-assigns?employeeId=${String(oliver.employeeId)}`,
      );
      expect(
        positions.content.map((row) => [
          row.positionName,
          row.unitName,
          row.companyName,
          row.primaryPositionFlag,
        ]),
      ).toEqual([
        ['Sequencing Technician', 'Sequencing Laboratory', 'Shanghai Laboratory', 1],
        ['QC Analyst', 'Quality Control', 'Shanghai Laboratory', 0],
      ]);
      const users = await page(`/hpfm/v1/1/employee-users?employeeId=${String(oliver.employeeId)}`);
      expect(users.content).toEqual([
        expect.objectContaining({ loginName: 'operator', realName: 'Oliver Operator', userId: 3 }),
      ]);
    });

    it("binds each demo tenant's own users", async () => {
      const site = await page('/hpfm/v1/employees?employeeNum=E0005', admin);
      const adam = site.content[0] as Row;
      const bound = await page(
        `/hpfm/v1/employee-users?employeeId=${String(adam.employeeId)}`,
        admin,
      );
      expect(codes(bound.content, 'loginName')).toEqual(['admin']);
      const tina = (await page('/hpfm/v1/employees?employeeNum=E0001', admin)).content[0] as Row;
      const none = await page(
        `/hpfm/v1/employee-users?employeeId=${String(tina.employeeId)}`,
        admin,
      );
      expect(none.totalElements).toBe(0);
    });

    it('moves the primary position in one save and refuses none or two', async () => {
      const oliver = await one('employees', 'employeeNum=E0002');
      const url = `/hpfm/v1/1/employees/${String(oliver.employeeId)}`;
      const lines = (
        await page(`/hpfm/v1/1/employee-assigns?employeeId=${String(oliver.employeeId)}`)
      ).content;
      const [tech, qc] = lines as [Row, Row];
      const save = (employee: Row, techFlag: number, qcFlag: number) => ({
        ...employee,
        positions: [
          { ...tech, _status: 'update', primaryPositionFlag: techFlag },
          { ...qc, _status: 'update', primaryPositionFlag: qcFlag },
        ],
      });
      const none = await failure('PUT', url, save(oliver, 0, 0));
      expect(none.message).toBe("Mark one of Oliver Operator's positions as the primary position");
      const two = await failure('PUT', url, save(oliver, 1, 1));
      expect(two.message).toBe(
        'Oliver Operator can have only one primary position, not Sequencing Technician, QC Analyst',
      );
      // Refused saves changed nothing.
      const unchanged = await page(
        `/hpfm/v1/1/employee-assigns?employeeId=${String(oliver.employeeId)}`,
      );
      expect(codes(unchanged.content, 'objectVersionNumber')).toEqual([1, 1]);

      const saved = await json(tenantAdmin, 'PUT', url, save(oliver, 0, 1));
      expect(saved.objectVersionNumber).toBe(Number(oliver.objectVersionNumber) + 1);
      const after = await page(
        `/hpfm/v1/1/employee-assigns?employeeId=${String(oliver.employeeId)}`,
      );
      expect(after.content.map((row) => [row.positionName, row.primaryPositionFlag])).toEqual([
        ['QC Analyst', 1],
        ['Sequencing Technician', 0],
      ]);
    });

    it('adds a position on the employee page with its department and company', async () => {
      const liam = await one('employees', 'employeeNum=E0004');
      const url = `/hpfm/v1/1/employees/${String(liam.employeeId)}`;
      const adm = await one('positions', 'positionCode=ADM-MGR');
      await json(tenantAdmin, 'PUT', url, {
        ...liam,
        positions: [{ _status: 'create', positionId: adm.positionId, primaryPositionFlag: 0 }],
      });
      const lines = await page(`/hpfm/v1/1/employee-assigns?employeeId=${String(liam.employeeId)}`);
      expect(lines.content.find((row) => row.positionId === adm.positionId)).toMatchObject({
        unitName: 'Administration',
        companyName: 'Headquarters',
        primaryPositionFlag: 0,
      });
      const twice = await failure('PUT', url, {
        ...(await json(tenantAdmin, 'GET', url)),
        positions: [{ _status: 'create', positionId: adm.positionId, primaryPositionFlag: 0 }],
      });
      expect(twice.message).toBe(
        'Line 1: Position ' + String(adm.positionName) + ' already exists',
      );
    });

    it("binds users of the tenant by login, once per tenant, at HZERO's employee-users", async () => {
      const sophie = await one('employees', 'employeeNum=E0003');
      const url = `/hpfm/v1/1/employees/${String(sophie.employeeId)}`;
      const usersUrl = '/hpfm/v1/1/employee-users';
      const bind = (loginName: string) => [{ employeeId: sophie.employeeId, loginName }];
      // Not with the employee's save: HZERO binds users at POST employee-users.
      const withEmployee = await call(tenantAdmin, 'PUT', url, {
        ...(await json(tenantAdmin, 'GET', url)),
        users: [{ _status: 'create', loginName: 'manager@lab.example' }],
      });
      expect([withEmployee.statusCode, withEmployee.json<Row>().message]).toEqual([
        400,
        expect.stringContaining('POST /hpfm/v1[/{tenantId}]/employee-users'),
      ]);
      expect((await failure('POST', usersUrl, bind('operator'))).message).toBe(
        'The user operator is already bound to the employee E0002 Oliver Operator',
      );
      expect((await failure('POST', usersUrl, bind('admin'))).message).toBe(
        'There is no user admin in this tenant',
      );
      expect((await failure('POST', usersUrl, bind('nobody'))).message).toBe(
        'There is no user nobody in this tenant',
      );
      // Another tenant's employee is not there.
      expect(
        (await failure('POST', usersUrl, [{ employeeId: 999999, loginName: 'nobody' }])).code,
      ).toBe('error.not_found');
      const bound = await json<Row[]>(tenantAdmin, 'POST', usersUrl, bind('MANAGER@LAB.EXAMPLE'));
      expect(bound).toEqual([
        expect.objectContaining({
          employeeId: sophie.employeeId,
          loginName: 'manager@lab.example',
        }),
      ]);
      const users = await page(`/hpfm/v1/1/employee-users?employeeId=${String(sophie.employeeId)}`);
      expect(users.content).toEqual([
        expect.objectContaining({
          loginName: 'manager@lab.example',
          realName: 'Mia Manager',
          userId: 4,
        }),
      ]);
      expect((await failure('POST', usersUrl, bind('manager@lab.example'))).message).toBe(
        'Login name manager@lab.example already exists',
      );
      // Unbound at DELETE employee-users, and bound again.
      const [binding] = users.content as [Row];
      const unbound = await call(tenantAdmin, 'DELETE', usersUrl, [binding]);
      expect(unbound.statusCode).toBe(204);
      await json(tenantAdmin, 'POST', usersUrl, bind('member@lab.example'));
      expect(
        codes(
          (await page(`/hpfm/v1/1/employee-users?employeeId=${String(sophie.employeeId)}`)).content,
          'loginName',
        ),
      ).toEqual(['member@lab.example']);
    });

    it('deletes an employee without positions, with its bound users; keeps one with positions', async () => {
      const tina = await one('employees', 'employeeNum=E0001');
      const kept = await failure('DELETE', '/hpfm/v1/1/employees', [tina]);
      expect(kept.message).toMatch(
        /^The employee Tina Tenant-Admin is used by 1 position assignment record\(s\)/,
      );
      const employee = async (employeeNum: string, name: string) => {
        const created = await json(tenantAdmin, 'POST', '/hpfm/v1/1/employees', {
          employeeNum,
          name,
          email: `${employeeNum}@staff.example`,
          status: 'ON',
        });
        const bound = await call(tenantAdmin, 'POST', '/hpfm/v1/1/employee-users', [
          { employeeId: created.employeeId, loginName: 'manager@lab.example' },
        ]);
        return { created, bound: bound.json<Row>() };
      };
      const temp = await employee('E0200', 'Tom Temp');
      expect((await employee('E0201', 'Tim Temp')).bound.message).toBe(
        'The user manager@lab.example is already bound to the employee E0200 Tom Temp',
      );
      const gone = await call(tenantAdmin, 'DELETE', '/hpfm/v1/1/employees', [temp.created]);
      expect(gone.statusCode).toBe(204);
      // The user is free again.
      const tim = await employee('E0202', 'Tina Temp');
      expect(tim.bound).toEqual([expect.objectContaining({ loginName: 'manager@lab.example' })]);
      const users = await page(
        `/hpfm/v1/1/employee-users?employeeId=${String(tim.created.employeeId)}`,
      );
      expect(codes(users.content, 'loginName')).toEqual(['manager@lab.example']);
    });
  });

  describe('in Chinese', () => {
    afterAll(async () => {
      await call(tenantAdmin, 'PUT', '/iam/hzero/v1/users/default-language?language=en_US');
    });

    it('answers names and refusals in the Chinese of the demo rows', async () => {
      await json(tenantAdmin, 'PUT', '/iam/hzero/v1/users/default-language?language=zh_CN');
      const tree = await json<TreeRow[]>(tenantAdmin, 'GET', '/hpfm/v1/1/companies/tree');
      expect(tree[0]?.companyName).toBe('总部');
      expect(tree[0]?.children.map((row) => row.companyName)).toEqual(['上海实验室', '天津实验室']);
      const tech = await one('positions', 'positionCode=LAB-TECH');
      expect(tech).toMatchObject({
        positionName: '测序技术员',
        unitName: '测序实验室',
        companyName: '上海实验室',
      });
      const staff = await page(
        `/hpfm/v1/1/employee-assigns/in-position?positionId=${String(tech.positionId)}`,
      );
      expect(staff.content[0]?.employeeName).toBe('奥利弗');
      const sophie = await one('employees', 'employeeNum=E0003');
      const lab = await one('positions', 'positionCode=LAB-MGR');
      const refused = await failure('POST', '/hpfm/v1/1/employee-assigns', {
        employeeId: sophie.employeeId,
        positionId: lab.positionId,
        primaryPositionFlag: 0,
      });
      expect(refused.message).toBe('陈思菲 已分配到岗位 实验室主管');
    });
  });
});
