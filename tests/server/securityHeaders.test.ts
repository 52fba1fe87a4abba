/**
 * Security headers: the Content-Security-Policy (scripts from the server only, the configured
 * API and OAuth hosts, no framing), nosniff, no referrer to other origins, `no-store` on answers to signed-in
 * callers while the built assets keep their long-lived caching, and HSTS only behind TLS.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, signIn, startServer, type TestServer } from './helpers';

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer({
      publicUrl: 'http://app.example',
      apiHost: 'https://api.example.com/gateway',
      oauthHost: 'https://sso.example.com',
    });
    // A built app: the shell and one hashed asset.
    const dist = path.join(server.dataDir, 'no-dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'export {};');
    writeFileSync(path.join(dist, 'silent-sign-in.html'), '<!doctype html><title></title>');
    token = await signIn(server.app, 'operator', 'Operator123');
  }, 30_000);

  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('sends a policy allowing scripts from the server only, and forbids framing', async () => {
    const shell = await get('/workplace', { accept: 'text/html' });
    expect(shell.statusCode).toBe(200);
    const csp = directives(shell);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']?.[0]).toBe("'self'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://sso.example.com',
    ]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    expect(shell.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
    });
    expect(shell.headers).not.toHaveProperty('strict-transport-security');
  });

  it("lets the app's own origin, and no other, frame the page a silent sign-in comes back to", async () => {
    const frame = await get('/silent-sign-in.html', { accept: 'text/html' });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toBe('<!doctype html><title></title>');
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(directives(frame)).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'self'"],
    });
    // The OAuth server's sign-in page, where a frame could be tricked into a click, stays unframed.
    const signInPage = await get(
      `/oauth/oauth/authorize?response_type=token&client_id=hzero-front&redirect_uri=${encodeURIComponent('http://app.example/silent-sign-in.html')}`,
    );
    expect(signInPage.statusCode).toBe(200);
    expect(signInPage.headers['x-frame-options']).toBe('DENY');
    expect(directives(signInPage)['frame-ancestors']).toEqual(["'none'"]);
  });

  it('allows the sign-in page its one inline script by its hash', async () => {
    const query = new URLSearchParams({
      response_type: 'token',
      client_id: 'hzero-front',
      redirect_uri: 'http://app.example/workplace',
    });
    const page = await get(`/oauth/oauth/authorize?${query.toString()}`);
    expect(page.statusCode).toBe(200);
    const inline = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => `'sha256-${createHash('sha256').update(String(body)).digest('base64')}'`,
    );
    expect(inline).toHaveLength(1);
    expect(directives(page)['script-src']).toEqual(["'self'", ...inline]);
    expect(directives(page)['form-action']).toContain("'self'");
  });

  it('keeps answers to a signed-in caller out of every cache, and the assets cached', async () => {
    const self = await get('/iam/hzero/v1/users/self', bearer(token));
    expect(self.statusCode).toBe(200);
    expect(self.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const refused = await get('/iam/hzero/v1/users/self', bearer('not-a-token'));
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');

    expect((await get('/app-config.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/workplace', { accept: 'text/html' })).headers['cache-control']).toBe(
      'no-cache',
    );
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends HSTS only when a trusted proxy terminates TLS for an https public address', async () => {
    const hsts = async (options: { trustProxy: boolean; publicUrl: string }) => {
      const other = await startServer({ ...options, seedDemo: false });
      try {
        const res = await other.app.inject({ method: 'GET', url: '/health' });
        return {
          hsts: res.headers['strict-transport-security'],
          upgrade: 'upgrade-insecure-requests' in directives(res),
        };
      } finally {
        await other.close();
      }
    };
    expect(await hsts({ trustProxy: true, publicUrl: 'https://portal.example.com' })).toEqual({
      hsts: 'max-age=31536000',
      upgrade: true,
    });
    expect(await hsts({ trustProxy: false, publicUrl: 'https://portal.example.com' })).toEqual({
      hsts: undefined,
      upgrade: false,
    });
    expect(await hsts({ trustProxy: true, publicUrl: 'http://portal.example.com' })).toEqual({
      hsts: undefined,
      upgrade: false,
    });
  });
});
