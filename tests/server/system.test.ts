import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { DB_FILE_NAME, readMigrations } from '../../server/db/database';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { startServer, type TestServer } from './helpers';

/** A GET sent as written (no path normalisation), over a socket. */
function rawGet(
  port: number,
  url: string,
  accept: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers: { accept } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('health, static files and the SPA fallback', () => {
  let server: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'hzero-dist-'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><title>SPA</title><div id="root"></div>',
    );
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'assets', 'app-1234.js'), 'console.log("app");');
    writeFileSync(
      path.join(staticDir, 'assets', 'app-1234.js.br'),
      brotliCompressSync('console.log("app");'),
    );
    server = await startServer({ staticDir });
  });

  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('reports health with the database state and version', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('serves index.html for a portal deep link', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/pub/projects/home?tab=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>SPA</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves built files with long caching for hashed assets', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the Brotli copy the build wrote when the browser accepts it', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("app");');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404 instead of the SPA page', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/assets/missing-9999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>SPA</title>');
  });

  it('answers an unknown API path with a JSON 404, never index.html', async () => {
    for (const url of [
      '/iam/hzero/v1/nothing-here',
      '/hpfm/v1/unknown',
      '/oauth/nothing',
      '/service/v1/x',
    ]) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        failed: true,
        code: 'error.not_found',
        message: `No such endpoint: GET ${url}`,
        type: 'error',
      });
    }
    const post = await server.app.inject({ method: 'POST', url: '/pub/projects/home' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'error.not_found' });
  });

  it('gives a browser reloading an SPA route under a service prefix the SPA, an API call JSON', async () => {
    const page = await server.app.inject({
      method: 'GET',
      url: '/hpfm/config',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>SPA</title>');
    const api = await server.app.inject({
      method: 'GET',
      url: '/hpfm/config',
      headers: { accept: 'application/json' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ failed: true, code: 'error.not_found' });
    const oauth = await server.app.inject({
      method: 'GET',
      url: '/oauth/unknown',
      headers: { accept: 'text/html' },
    });
    expect(oauth.statusCode).toBe(404);
  });

  it('answers 404 to a path climbing out of STATIC_DIR, even encoded', async () => {
    // Over a socket: an injected request has its `%2e%2e` resolved before the server sees it.
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    for (const url of [
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/..%5c..%5cetc%5cpasswd',
    ]) {
      for (const accept of ['*/*', 'text/html']) {
        const res = await rawGet(port, url, accept);
        expect([url, accept, res.status, res.body]).toEqual([
          url,
          accept,
          404,
          expect.stringMatching(/^Not found: \//),
        ]);
      }
    }
  });

  it('serves the runtime configuration script', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/app-config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    const match = /^window\.__APP_CONFIG__ = (.*);\n$/.exec(res.body);
    expect(match).not.toBeNull();
    expect(JSON.parse(match?.[1] ?? 'null')).toEqual({
      apiHost: '',
      oauthHost: '',
      clientId: 'hzero-front',
      tenantMode: true,
    });
  });
});

describe('health when the database is broken', () => {
  it('answers 503 with db error', async () => {
    const server = await startServer();
    try {
      const db = new Database(path.join(server.dataDir, DB_FILE_NAME));
      db.exec('DROP TABLE schema_migrations');
      db.close();
      const res = await server.app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', db: 'error' });
    } finally {
      await server.close();
    }
  });
});

describe('runtime configuration from the environment', () => {
  it('passes API_HOST, OAUTH_HOST and CLIENT_ID to the SPA', async () => {
    const server = await startServer({
      env: {
        API_HOST: 'https://gw.example.com',
        OAUTH_HOST: 'https://auth.example.com',
        CLIENT_ID: 'portal',
      },
    });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/app-config.js' });
      expect(res.body).toContain('"apiHost":"https://gw.example.com"');
      expect(res.body).toContain('"oauthHost":"https://auth.example.com"');
      expect(res.body).toContain('"clientId":"portal"');
    } finally {
      await server.close();
    }
  });

  it('shows how to build the app when STATIC_DIR has no index.html', async () => {
    const server = await startServer();
    try {
      const res = await server.app.inject({ method: 'GET', url: '/workplace' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
    } finally {
      await server.close();
    }
  });
});

describe('migrations and the demo seed', () => {
  it('applies migrations and seeds once; a restart keeps the data without duplicates', async () => {
    const first = await startServer({ keepDir: true, fromScratch: true });
    const dataDir = first.dataDir;
    const publicKey = (
      await first.app.inject({ method: 'GET', url: '/hpfm/v1/tool/pass/public-key' })
    ).json<{
      publicKey: string;
    }>().publicKey;
    await first.close();

    const second = await startServer({ dataDir });
    try {
      const again = (
        await second.app.inject({ method: 'GET', url: '/hpfm/v1/tool/pass/public-key' })
      ).json<{
        publicKey: string;
      }>().publicKey;
      expect(again).toBe(publicKey);
      const db = new Database(path.join(dataDir, DB_FILE_NAME), { readonly: true });
      try {
        const migrations = db.prepare('SELECT name FROM schema_migrations ORDER BY version').all();
        expect(migrations).toEqual(readMigrations().map((migration) => ({ name: migration.name })));
        expect(db.prepare('SELECT name FROM seed_history ORDER BY name').all()).toEqual([
          { name: 'demo' },
          // The import history's demo batch.
          { name: 'demo-himp' },
          { name: 'demo-portal' },
          { name: 'demo-service' },
          { name: 'demo-shell' },
          // The demo roles got the grants of their codes once (tenant administrators, operators).
          { name: 'role-grants:2' },
          { name: 'role-grants:3' },
          { name: 'role-grants:4' },
          { name: 'role-grants:7' },
        ]);
        expect(db.prepare('SELECT COUNT(*) AS n FROM portal_projects').get()).toEqual({ n: 5 });
        expect(db.prepare('SELECT COUNT(*) AS n FROM himp_import_batch').get()).toEqual({ n: 1 });
        // Reference data synchronised at every start is not duplicated by a restart.
        expect(
          db.prepare('SELECT COUNT(*) AS n FROM hpfm_country WHERE tenant_id = 1').get(),
        ).toEqual({ n: 30 });
        const logins = db.prepare('SELECT login_name AS l FROM users ORDER BY id').all() as {
          l: string;
        }[];
        expect(logins.map((row) => row.l)).toEqual([
          ...DEMO_ACCOUNTS.map((account) => account.loginName),
          'invited@lab.example',
          // Gene Beijing's administrator, invited by the demo rows of hiam/sub-account.
          'gene.admin',
        ]);
        expect(db.prepare('SELECT COUNT(*) AS n FROM tenants').get()).toEqual({ n: 3 });
        const hashes = db
          .prepare('SELECT password_hash AS h FROM users WHERE password_hash IS NOT NULL')
          .all() as {
          h: string;
        }[];
        for (const { h } of hashes) expect(h).toMatch(/^scrypt\$16384\$8\$1\$/);
      } finally {
        db.close();
      }
    } finally {
      await second.close();
    }
  });

  it('does not seed when SEED_DEMO is off', async () => {
    const server = await startServer({ seedDemo: false });
    try {
      const res = await server.app.inject({
        method: 'POST',
        url: '/oauth/public/login',
        payload: { username: 'admin', password: 'x' },
      });
      expect(res.json()).toMatchObject({ failed: true, code: 'error.login.bad_credentials' });
    } finally {
      await server.close();
    }
  });
});

describe('error bodies', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
    server.app.get('/hpfm/v1/test-explode', async () => {
      throw new Error('secret internals');
    });
  });

  afterAll(() => server.close());

  it('answers a bad body with 400 naming the missing field', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/oauth/public/login',
      payload: { username: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      failed: true,
      code: 'error.validation',
      message: "Field 'password' is required",
      type: 'error',
    });
  });

  it('answers a malformed e-mail with 400 naming the field', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/oauth/public/forgot-password',
      payload: { email: 'not-an-address' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Field 'email' must be a valid e-mail address");
  });

  it('answers invalid JSON with 400, not 500', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/oauth/public/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ failed: true, code: 'error.validation' });
  });

  it('hides unexpected errors behind a 500 error.internal', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/hpfm/v1/test-explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      failed: true,
      code: 'error.internal',
      message: 'Internal server error',
      type: 'error',
    });
  });
});
