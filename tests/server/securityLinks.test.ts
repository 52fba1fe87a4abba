/**
 * Links and redirects follow the configured origins only (issue 15, findings 1 and 2): the
 * Host, X-Forwarded-Host and X-Forwarded-Proto headers never decide where a mailed link or a
 * sign-in redirect points.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../../server/config';
import { DB_FILE_NAME } from '../../server/db/database';
import { encryptPassword, startServer, type TestServer } from './helpers';

// Servers are built and seeded inside tests, and scrypt runs on a machine others share.
jest.setTimeout(60_000);

/** What an attacker puts in the headers that name the server. */
const EVIL_HEADERS = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

/** The development origin of a server started with HOST=127.0.0.1 and PORT=9123. */
const DEV_ORIGIN = 'http://127.0.0.1:9123';

function mailsTo(server: TestServer, recipient: string): string[] {
  const db = new Database(path.join(server.dataDir, DB_FILE_NAME), { readonly: true });
  try {
    const rows = db
      .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id')
      .all(recipient) as { body: string }[];
    return rows.map((row) => row.body);
  } finally {
    db.close();
  }
}

const forgot = (server: TestServer, email: string) =>
  server.app.inject({
    method: 'POST',
    url: '/oauth/public/forgot-password',
    headers: EVIL_HEADERS,
    payload: { email },
  });

describe('links in mails use the configured origin, never the request', () => {
  it('without PUBLIC_URL in development, mails a reset link on http://HOST:PORT', async () => {
    const server = await startServer({
      publicUrl: undefined,
      env: { HOST: '127.0.0.1', PORT: '9123', TRUST_PROXY: 'true' },
    });
    try {
      const res = await forgot(server, 'member@lab.example');
      expect(res.statusCode).toBe(200);
      const mail = mailsTo(server, 'member@lab.example').at(-1) ?? '';
      expect(mail).toContain(`${DEV_ORIGIN}/pub/forgot-password?token=`);
      expect(mail).not.toContain('evil.example');
    } finally {
      await server.close();
    }
  });

  it('with PUBLIC_URL, mails the link on it whatever the proxy headers say', async () => {
    const server = await startServer({
      publicUrl: undefined,
      env: { PUBLIC_URL: 'https://portal.example.com', TRUST_PROXY: 'true' },
    });
    try {
      await forgot(server, 'manager@lab.example');
      const mail = mailsTo(server, 'manager@lab.example').at(-1) ?? '';
      expect(mail).toContain('https://portal.example.com/pub/forgot-password?token=');
      expect(mail).not.toContain('evil.example');
    } finally {
      await server.close();
    }
  });

  it('writes the seeded invitation link on the development origin, not a bare path', async () => {
    const server = await startServer({
      publicUrl: undefined,
      fromScratch: true,
      env: { HOST: '127.0.0.1', PORT: '9123' },
    });
    try {
      const [invitation] = mailsTo(server, 'invited@lab.example');
      expect(invitation).toContain(`: ${DEV_ORIGIN}/pub/activate-account?token=`);
    } finally {
      await server.close();
    }
  });
});

describe('PUBLIC_URL outside development', () => {
  it('is required with NODE_ENV=production, and derived from HOST and PORT otherwise', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'PUBLIC_URL is required when NODE_ENV=production',
    );
    const production = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.example.com/',
    });
    expect(production.publicUrl).toBe('https://portal.example.com');
    expect(production.redirectOrigins).toEqual([]);
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1', PORT: '3000' }).publicUrl).toBe('http://[::1]:3000');
  });

  it('keeps the server from starting, saying why', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hzero-production-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: path.resolve(__dirname, '../..'),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PUBLIC_URL: '',
          PORT: '0',
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      clearTimeout(timer);
      expect(code).toBe(1);
      expect(stderr).toContain('PUBLIC_URL is required when NODE_ENV=production');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the OAuth redirect allow-list compares configured origins only', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      publicUrl: undefined,
      env: {
        HOST: '127.0.0.1',
        PORT: '9123',
        TRUST_PROXY: 'true',
        REDIRECT_ORIGINS: 'https://app.example.com',
      },
    });
  });

  afterAll(() => server.close());

  const authorize = (redirectUri: string) =>
    server.app.inject({
      method: 'GET',
      url: `/oauth/oauth/authorize?${new URLSearchParams({
        response_type: 'token',
        client_id: 'hzero-front',
        redirect_uri: redirectUri,
      }).toString()}`,
      headers: EVIL_HEADERS,
    });

  const login = async (redirectUri: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/oauth/login',
      headers: { ...EVIL_HEADERS, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({
        username: 'admin',
        password: await encryptPassword(server.app, 'Admin12345'),
        client_id: 'hzero-front',
        redirect_uri: redirectUri,
        response_type: 'token',
      }).toString(),
    });

  it('refuses a redirect to the origin the Host header names', async () => {
    for (const target of ['http://evil.example/cb', 'https://evil.example/cb']) {
      const page = await authorize(target);
      expect(page.statusCode).toBe(400);
      expect(page.headers.location).toBeUndefined();
      expect(page.body).toContain('not registered for this client');
      const signedIn = await login(target);
      expect(signedIn.statusCode).toBe(400);
      expect(signedIn.headers.location).toBeUndefined();
      expect(signedIn.body).not.toContain('access_token');
    }
  });

  it('refuses a sign-in form posted from the origin the Host header names', async () => {
    const res = await login(`${DEV_ORIGIN}/workplace`, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.headers.location).toBeUndefined();
  });

  it('sends the token to the development origin, its loopback names and REDIRECT_ORIGINS', async () => {
    for (const target of [
      `${DEV_ORIGIN}/workplace`,
      'http://localhost:9123/workplace',
      'http://localhost:5173/workplace',
      'https://app.example.com/app/',
    ]) {
      expect((await authorize(target)).statusCode).toBe(200);
      const res = await login(target, { origin: new URL(target).origin });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(
        new RegExp(`^${target.replace(/[.]/g, '\\.')}#access_token=`),
      );
    }
  });
});

describe('the OAuth redirect allow-list in production', () => {
  it('holds PUBLIC_URL and REDIRECT_ORIGINS only, no development addresses', async () => {
    const server = await startServer({
      publicUrl: undefined,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.com' },
    });
    try {
      const authorize = (redirectUri: string) =>
        server.app.inject({
          method: 'GET',
          url: `/oauth/oauth/authorize?${new URLSearchParams({
            response_type: 'token',
            client_id: 'hzero-front',
            redirect_uri: redirectUri,
          }).toString()}`,
          headers: { host: 'localhost:5173' },
        });
      expect((await authorize('https://portal.example.com/workplace')).statusCode).toBe(200);
      expect((await authorize('http://localhost:5173/workplace')).statusCode).toBe(400);
      expect((await authorize('http://127.0.0.1:8080/workplace')).statusCode).toBe(400);
    } finally {
      await server.close();
    }
  });
});
