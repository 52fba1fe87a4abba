import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../server/db/database';
import { encryptPassword, signIn, startServer, type TestServer } from './helpers';

interface OutboxRow {
  recipient: string;
  subject: string;
  body: string;
}

function outbox(server: TestServer): OutboxRow[] {
  const db = new Database(path.join(server.dataDir, DB_FILE_NAME), { readonly: true });
  try {
    return db
      .prepare('SELECT recipient, subject, body FROM outbox ORDER BY id')
      .all() as OutboxRow[];
  } finally {
    db.close();
  }
}

function linkToken(row: OutboxRow | undefined): string {
  const match = /token=([A-Za-z0-9_-]+)/.exec(row?.body ?? '');
  if (!match?.[1]) throw new Error(`No link in ${row?.body ?? 'nothing'}`);
  return match[1];
}

describe('forgot and reset password', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startServer();
  });

  afterEach(() => server.close());

  const forgot = (email: string) =>
    server.app.inject({ method: 'POST', url: '/oauth/public/forgot-password', payload: { email } });

  const reset = async (token: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/oauth/public/reset-password',
      payload: { token, password: await encryptPassword(server.app, password) },
    });

  it('answers the same neutral message for known and unknown addresses', async () => {
    const before = outbox(server).length;
    const unknown = await forgot('nobody@lab.example');
    expect(outbox(server)).toHaveLength(before);
    const known = await forgot('MEMBER@lab.example');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json<{ message: string }>().message).toMatch(
      /^If an active account uses this e-mail address/,
    );
    const rows = outbox(server);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      recipient: 'member@lab.example',
      subject: 'Reset your portal password',
    });
    expect(rows.at(-1)?.body).toMatch(
      /http:\/\/localhost\/pub\/forgot-password\?token=[A-Za-z0-9_-]{43}/,
    );
  });

  it('resets the password once; the link then stops working and old sessions end', async () => {
    const session = await signIn(server.app, 'member@lab.example', 'Member123');
    await forgot('member@lab.example');
    const token = linkToken(outbox(server).at(-1));

    const weak = await reset(token, 'short1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      failed: true,
      code: 'error.validation',
      message: 'The password does not meet the password policy: at least 8 characters',
      fields: {
        password: 'The password does not meet the password policy: at least 8 characters',
      },
      type: 'error',
    });
    expect((await reset(token, 'onlyletters')).statusCode).toBe(400);

    const ok = await reset(token, 'NewSecret42');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Your password has been changed. Sign in with the new password.',
    });

    const again = await reset(token, 'Another42x');
    expect(again.json()).toMatchObject({ failed: true, code: 'error.link.invalid' });

    const old = await server.app.inject({
      method: 'GET',
      url: '/iam/hzero/v1/users/self',
      headers: { authorization: `bearer ${session}` },
    });
    expect(old.statusCode).toBe(401);
    await expect(signIn(server.app, 'member@lab.example', 'Member123')).rejects.toThrow(
      'Wrong login name or password',
    );
    await expect(signIn(server.app, 'member@lab.example', 'NewSecret42')).resolves.toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
  });

  it('lets a link expire after 30 minutes', async () => {
    await forgot('manager@lab.example');
    const token = linkToken(outbox(server).at(-1));
    server.advance(30 * 60 * 1000 + 1);
    const res = await reset(token, 'NewSecret42');
    expect(res.json()).toEqual({
      failed: true,
      code: 'error.link.expired',
      message: 'This link has expired; ask for a new one',
      type: 'error',
    });
    await expect(signIn(server.app, 'manager@lab.example', 'Manager123')).resolves.toBeTruthy();
  });

  it('keeps only the newest reset link working', async () => {
    await forgot('manager@lab.example');
    const first = linkToken(outbox(server).at(-1));
    await forgot('manager@lab.example');
    const second = linkToken(outbox(server).at(-1));
    expect((await reset(first, 'NewSecret42')).json()).toMatchObject({
      code: 'error.link.invalid',
    });
    expect((await reset(second, 'NewSecret42')).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await reset('made-up-token', 'NewSecret42');
    expect(res.json()).toMatchObject({ failed: true, code: 'error.link.invalid' });
  });
});

describe('account activation', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startServer();
  });

  afterEach(() => server.close());

  const activate = async (token: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/oauth/public/activate-account',
      payload: { token, password: await encryptPassword(server.app, password) },
    });

  it('activates the invited account once with the link from the seed', async () => {
    const invitation = outbox(server).find((row) => row.recipient === 'invited@lab.example');
    expect(invitation?.body).toContain('/pub/activate-account?token=');
    const token = linkToken(invitation);
    await expect(signIn(server.app, 'invited@lab.example', 'Invited123')).rejects.toThrow();

    const res = await activate(token, 'Invited123');
    expect(res.json()).toEqual({
      message: 'Your account is active. Sign in with your new password.',
    });
    const session = await signIn(server.app, 'invited@lab.example', 'Invited123');
    const self = await server.app.inject({
      method: 'GET',
      url: '/iam/hzero/v1/users/self',
      headers: { authorization: `bearer ${session}` },
    });
    expect(self.json()).toMatchObject({
      loginName: 'invited@lab.example',
      currentRoleCode: 'portal.member',
    });
    expect((await activate(token, 'Invited456')).json()).toMatchObject({
      code: 'error.link.invalid',
    });
  });

  it('does not accept a reset link as an activation link', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/oauth/public/forgot-password',
      payload: { email: 'member@lab.example' },
    });
    const token = linkToken(outbox(server).at(-1));
    expect((await activate(token, 'Whatever123')).json()).toMatchObject({
      code: 'error.link.invalid',
    });
  });
});

describe('maintenance', () => {
  it('reports the maintenance switch from the configuration', async () => {
    const off = await startServer();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/oauth/public/maintenance' });
      expect(res.json()).toEqual({ maintenance: false, message: '' });
    } finally {
      await off.close();
    }
    const on = await startServer({
      env: { MAINTENANCE: 'true', MAINTENANCE_MESSAGE: 'Back at 18:00' },
    });
    try {
      const res = await on.app.inject({ method: 'GET', url: '/oauth/public/maintenance' });
      expect(res.json()).toEqual({ maintenance: true, message: 'Back at 18:00' });
      // The portal's sign-in page says so too: it sends the visitor to the maintenance page.
      const page = await on.app.inject({ method: 'GET', url: '/pub/sign-in?returnTo=/pub/home' });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('/pub/under-maintenance');
    } finally {
      await on.close();
    }
  });
});
