/**
 * A customer team as its manager runs it (issue 13): invitation by e-mail with an activation
 * link, activation, allocation of projects (a member sees only those) with its history,
 * disabling and enabling, and the refusals of members, staff and other teams' rows.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../server/db/database';
import { callerOf, encryptPassword, signIn, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

describe('customer team: invite, activate, allocate, disable', () => {
  let server: TestServer;
  let db: Database.Database;
  let manager: string;
  let member: string;
  let operator: string;

  beforeAll(async () => {
    server = await startServer();
    db = new Database(path.join(server.dataDir, DB_FILE_NAME));
    [manager, member, operator] = await Promise.all([
      signIn(server.app, 'manager@lab.example', 'Manager123'),
      signIn(server.app, 'member@lab.example', 'Member123'),
      signIn(server.app, 'operator', 'Operator123'),
    ]);
  }, 60_000);

  afterAll(async () => {
    db.close();
    await server.close();
  });

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);
  const ok = async (...args: Parameters<ReturnType<typeof callerOf>>): Promise<Row> => {
    const res = await call(...args);
    expect([args[1], args[2], res.statusCode, res.json<Row>().failed]).toEqual([
      args[1],
      args[2],
      200,
      undefined,
    ]);
    return res.json<Row>();
  };
  const projectCodes = async (token: string) =>
    (
      (await ok(
        token,
        'GET',
        '/hpro/v1/1/projects?size=100&sort=projectCode,asc',
      )) as unknown as PageBody
    ).content.map((row) => row.projectCode);
  const lastMailTo = (email: string) =>
    db
      .prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
      .get(email) as { subject: string; body: string } | undefined;

  it('tells a customer their team and role, and refuses staff', async () => {
    expect(await ok(manager, 'GET', '/huser/v1/1/team/self')).toEqual({
      teamId: 1,
      teamCode: 'NOVO-GENOMICS',
      teamName: 'Novo Lab Genomics Group',
      memberRole: 'manager',
    });
    expect((await ok(member, 'GET', '/huser/v1/1/team/self')).memberRole).toBe('member');
    expect((await call(operator, 'GET', '/huser/v1/1/team/self')).statusCode).toBe(403);
  });

  it('lets the manager invite a colleague who activates, and sees only what is allocated', async () => {
    const invited = await ok(manager, 'POST', '/huser/v1/1/team-members/invite', {
      email: 'new.colleague@lab.example',
      realName: 'Nina New',
    });
    expect(invited.message).toBe(
      'The invitation was sent to new.colleague@lab.example; the link works for 7 days',
    );
    const userId = Number(invited.userId);
    const members = (await ok(
      manager,
      'GET',
      '/huser/v1/1/team-members?size=50',
    )) as unknown as PageBody;
    expect(members.content.find((row) => row.userId === userId)).toMatchObject({
      realName: 'Nina New',
      email: 'new.colleague@lab.example',
      memberRole: 'member',
      status: 'Invited',
      projectCount: 0,
    });

    // The mail says who invited them to what, with a link on the configured origin.
    const mail = lastMailTo('new.colleague@lab.example');
    expect(mail?.subject).toBe(
      'Mia Manager invites you to Novo Lab Genomics Group on the customer portal',
    );
    const token = /\/pub\/activate-account\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    expect(mail?.body).toContain('http://localhost/pub/activate-account?token=');
    expect(token).toBeDefined();

    // Not yet: the invited account has no password to sign in with.
    await expect(signIn(server.app, 'new.colleague@lab.example', 'Welcome123')).rejects.toThrow(
      /Wrong login name or password/,
    );
    const activated = await call(null, 'POST', '/oauth/public/activate-account', {
      token,
      password: await encryptPassword(server.app, 'Welcome123'),
    });
    expect(activated.json()).toEqual({
      message: 'Your account is active. Sign in with your new password.',
    });
    const colleague = await signIn(server.app, 'new.colleague@lab.example', 'Welcome123');
    expect(await projectCodes(colleague)).toEqual([]);

    const allocated = await ok(manager, 'PUT', `/huser/v1/1/team-members/${userId}/projects`, {
      projectIds: [3, 3],
    });
    expect(allocated).toEqual({
      userId,
      projectIds: [3],
      message: 'Nina New now sees 1 project(s) of the team',
    });
    expect(await projectCodes(colleague)).toEqual(['NL-P2024003']);
    expect(await ok(manager, 'GET', `/huser/v1/1/team-members/${userId}/projects`)).toEqual({
      userId,
      projectIds: [3],
    });
    // Told by a message filed under Team.
    const messages = (await ok(
      colleague,
      'GET',
      '/hmsg/v1/1/messages/user?category=TEAM',
    )) as unknown as PageBody;
    expect(messages.content[0]).toMatchObject({
      subject: 'Your projects have changed',
      content: 'Mia Manager gave you access to: NL-P2024003.',
      category: 'TEAM',
      readFlag: 0,
    });

    // Moving them to another project takes the first back; both are in the history.
    await ok(manager, 'PUT', `/huser/v1/1/team-members/${userId}/projects`, { projectIds: [5] });
    expect(await projectCodes(colleague)).toEqual(['NL-P2024005']);
    const history = (await ok(
      manager,
      'GET',
      `/huser/v1/1/allocation-histories?userId=${userId}&sort=historyId,asc`,
    )) as unknown as PageBody;
    expect(history.content.map((row) => [row.projectCode, row.action, row.changedByName])).toEqual([
      ['NL-P2024003', 'Allocated', 'Mia Manager'],
      ['NL-P2024005', 'Allocated', 'Mia Manager'],
      ['NL-P2024003', 'Revoked', 'Mia Manager'],
    ]);
    expect(history.content[0]?.memberName).toBe('Nina New');
  });

  it('records the allocations the portal already had', async () => {
    const history = (await ok(
      manager,
      'GET',
      '/huser/v1/1/allocation-histories?userId=5',
    )) as unknown as PageBody;
    expect(history.content.map((row) => row.projectCode).sort()).toEqual([
      'NL-P2024001',
      'NL-P2024002',
    ]);
  });

  it('refuses an address already used, saying whether it is in the team', async () => {
    const again = await call(manager, 'POST', '/huser/v1/1/team-members/invite', {
      email: 'MEMBER@lab.example',
      realName: 'Max',
    });
    expect(again.json()).toMatchObject({
      failed: true,
      code: 'error.team.member_exists',
      message: 'MEMBER@lab.example is already a member of your team',
    });
    const other = await call(manager, 'POST', '/huser/v1/1/team-members/invite', {
      email: 'operator@novo-lab.example',
      realName: 'Olli',
    });
    expect(other.json()).toMatchObject({ failed: true, code: 'error.team.email_taken' });
    const bad = await call(manager, 'POST', '/huser/v1/1/team-members/invite', {
      email: 'not an address',
      realName: 'X',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('disables a member (their sessions end, they cannot sign in) and enables them again', async () => {
    const session = await signIn(server.app, 'member@lab.example', 'Member123');
    const disabled = await ok(manager, 'POST', '/huser/v1/1/team-members/5/disable');
    expect(disabled).toEqual({ userId: 5, message: 'Max Member can no longer sign in' });
    expect((await call(session, 'GET', '/hpro/v1/1/projects')).statusCode).toBe(401);
    await expect(signIn(server.app, 'member@lab.example', 'Member123')).rejects.toThrow(/disabled/);
    await ok(manager, 'POST', '/huser/v1/1/team-members/5/enable');
    member = await signIn(server.app, 'member@lab.example', 'Member123');
    expect(await projectCodes(member)).toEqual(['NL-P2024001', 'NL-P2024002']);
    // A manager does not disable themselves, nor give themselves projects.
    expect(
      (await call(manager, 'POST', '/huser/v1/1/team-members/4/disable')).json(),
    ).toMatchObject({ failed: true, code: 'error.team.self' });
    expect(
      (
        await call(manager, 'PUT', '/huser/v1/1/team-members/4/projects', { projectIds: [1] })
      ).json(),
    ).toMatchObject({ failed: true, code: 'error.team.manager_sees_all' });
  });

  it('keeps the team to its manager, and other teams’ rows out of reach', async () => {
    for (const [method, url, body] of [
      ['POST', '/huser/v1/1/team-members/invite', { email: 'x@lab.example', realName: 'X' }],
      ['POST', '/huser/v1/1/team-members/4/disable', undefined],
      ['PUT', '/huser/v1/1/team-members/5/projects', { projectIds: [] }],
      ['GET', '/huser/v1/1/team-members', undefined],
      ['GET', '/huser/v1/1/allocation-histories', undefined],
    ] as const) {
      const res = await call(member, method, url, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
    }
    // Staff are not a team's manager either.
    expect((await call(operator, 'POST', '/huser/v1/1/team-members/5/disable')).statusCode).toBe(
      403,
    );
    // Staff read every team's members.
    const staffView = (await ok(
      operator,
      'GET',
      '/huser/v1/1/team-members?size=50',
    )) as unknown as PageBody;
    expect(staffView.totalElements).toBeGreaterThanOrEqual(4);

    // A user outside the team and a project of no team of theirs are "not found" alike.
    const stranger = await call(manager, 'POST', '/huser/v1/1/team-members/3/disable');
    const nobody = await call(manager, 'POST', '/huser/v1/1/team-members/999/disable');
    expect([stranger.statusCode, nobody.statusCode]).toEqual([404, 404]);
    expect(stranger.json().message).toBe('Team member 3 was not found');
    const foreignProject = await call(manager, 'PUT', '/huser/v1/1/team-members/5/projects', {
      projectIds: [999],
    });
    expect([foreignProject.statusCode, foreignProject.json().message]).toEqual([
      404,
      'Project 999 was not found',
    ]);
  });

  it('sends an invitation again with a new link, which replaces the old one', async () => {
    const first = lastMailTo('invited@lab.example');
    const resent = await ok(manager, 'POST', '/huser/v1/1/team-members/6/resend-invitation');
    expect(resent.message).toBe('The invitation was sent again to invited@lab.example');
    const mail = lastMailTo('invited@lab.example');
    expect(mail?.body).not.toBe(first?.body);
    const oldToken = /token=([A-Za-z0-9_-]+)/.exec(first?.body ?? '')?.[1];
    const stale = await call(null, 'POST', '/oauth/public/activate-account', {
      token: oldToken,
      password: await encryptPassword(server.app, 'Welcome123'),
    });
    expect(stale.json()).toMatchObject({ failed: true, code: 'error.link.invalid' });
    const active = await call(manager, 'POST', '/huser/v1/1/team-members/5/resend-invitation');
    expect(active.json()).toMatchObject({ failed: true, code: 'error.team.not_invited' });
  });
});
