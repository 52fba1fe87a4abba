/** Shared helpers for the server tests: a server on a temporary data directory, sign-in. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import JSEncrypt from 'jsencrypt';
import { buildServer, type BuildOptions } from '../../server/app';
import { buildTemplate, TEMPLATE_ENV } from '../support/serverTemplate';

/** A server under test and its data directory. */
export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** Closes the server and deletes the data directory. */
  close(): Promise<void>;
}

let templateDir: string | null = null;

/**
 * A data directory that has been migrated and seeded: the one the global setup built for the
 * whole run (tests/support/serverTemplate.ts), or, when a file runs without it, one built for
 * the file. Copying it is much faster than seeding again.
 */
async function seededTemplate(): Promise<string> {
  const shared = process.env[TEMPLATE_ENV];
  if (shared) return shared;
  templateDir ??= await buildTemplate();
  return templateDir;
}

afterAll(() => {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
  templateDir = null;
});

/** Options of {@link startServer}. */
export interface TestServerOptions extends BuildOptions {
  /** Keep the data directory on close (to restart on it). */
  keepDir?: boolean;
  /** Start from an empty directory instead of a copy of the seeded one. */
  fromScratch?: boolean;
}

/**
 * Builds a server with logging off on a temporary DATA_DIR: a copy of a seeded database
 * unless `dataDir` is given, `fromScratch` is set or seeding is off.
 */
export async function startServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { keepDir, fromScratch, ...rest } = options;
  let dataDir = rest.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hzero-test-'));
    if (!fromScratch && rest.seedDemo !== false) {
      cpSync(await seededTemplate(), dataDir, { recursive: true });
    }
  }
  let offset = 0;
  const app = await buildServer({
    env: {},
    logger: false,
    // The origin app.inject() sends its requests to (Host: localhost:80).
    publicUrl: 'http://localhost',
    staticDir: path.join(dataDir, 'no-dist'),
    now: () => Date.now() + offset,
    ...rest,
    dataDir,
  });
  const dir = dataDir;
  return {
    app,
    dataDir: dir,
    advance(ms: number) {
      offset += ms;
    },
    async close() {
      await app.close();
      if (!keepDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Encrypts a password the way the browser does: jsencrypt with the server's public key. */
export async function encryptPassword(app: FastifyInstance, password: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/hpfm/v1/tool/pass/public-key' });
  const { publicKey } = res.json<{ publicKey: string }>();
  const encrypt = new JSEncrypt();
  encrypt.setPublicKey(publicKey);
  const cipher = encrypt.encrypt(password);
  if (cipher === false) throw new Error('jsencrypt could not encrypt');
  return cipher;
}

/** Signs in through the portal's JSON endpoint and returns the access token. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth/public/login',
    payload: { username, password: await encryptPassword(app, password) },
  });
  const body = res.json<{ access_token?: string; message?: string }>();
  if (!body.access_token) throw new Error(`Sign-in failed: ${body.message ?? res.body}`);
  return body.access_token;
}

/** Authorization header for a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `bearer ${token}` };
}

/** An HTTP method the server tests use. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A function that calls `app` as the holder of `token` (or signed out with null), sending
 * `payload` as JSON when given.
 */
export function callerOf(app: FastifyInstance) {
  return (
    token: string | null,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** A JSON row as the API answers it. */
export type ApiRow = Record<string, unknown>;

/** A page of rows as the engine's lists answer it. */
export interface ApiPage {
  content: ApiRow[];
  totalElements: number;
}

/**
 * Calls as one user: `session` gives the server and the token when a call is made (tests set
 * both in `beforeAll`). `ok` expects a 200 answer that is no refusal; `refused` a business
 * refusal (200, failed) and `invalid` a 400, and each gives its message; `idOf` the id of the
 * one row a filtered list finds.
 */
export function apiAs(session: () => { app: FastifyInstance; token: string }) {
  const call = (method: Method, url: string, payload?: unknown) => {
    const { app, token } = session();
    return callerOf(app)(token, method, url, payload);
  };
  const ok = async <T = ApiRow>(method: Method, url: string, payload?: unknown): Promise<T> => {
    const res = await call(method, url, payload);
    const body = res.json<ApiRow>();
    expect([url, res.statusCode, body.failed ? body.message : 'ok']).toEqual([url, 200, 'ok']);
    return body as T;
  };
  /** A business refusal (200, failed): its message. */
  const refused = async (method: Method, url: string, payload?: unknown): Promise<string> => {
    const res = await call(method, url, payload);
    const body = res.json<ApiRow>();
    expect([url, res.statusCode, body.failed]).toEqual([url, 200, true]);
    return String(body.message);
  };
  /** A 400 refusal: its message. */
  const invalid = async (method: Method, url: string, payload?: unknown): Promise<string> => {
    const res = await call(method, url, payload);
    expect([url, res.statusCode]).toEqual([url, 400]);
    return String(res.json<ApiRow>().message);
  };
  const idOf = async (list: string, idField: string): Promise<number> => {
    const page = await ok<ApiPage>('GET', list);
    expect(page.content).toHaveLength(1);
    return Number(page.content[0]?.[idField]);
  };
  return { call, ok, refused, invalid, idOf };
}

/**
 * A test file's own server, signed in as the demo tenant's administrator (`tenant.admin`):
 * started before the file's tests, closed after them with the administrator's language set
 * back to English. Answers {@link apiAs}'s calls as that administrator (`call` takes another
 * token too), the caller's language setter, and `inChinese`, which runs checks in Chinese.
 */
export function tenantAdminServer() {
  const session = {} as { server: TestServer; token: string };
  beforeAll(async () => {
    session.server = await startServer();
    session.token = await signIn(session.server.app, 'tenant.admin', 'Tenant12345');
  }, 60_000);
  afterAll(async () => {
    await setLanguage('en_US');
    await session.server.close();
  });
  const call = (method: Method, url: string, payload?: unknown, token = session.token) =>
    callerOf(session.server.app)(token, method, url, payload);
  async function setLanguage(language: 'en_US' | 'zh_CN') {
    await call('PUT', `/iam/hzero/v1/users/default-language?language=${language}`);
  }
  async function inChinese(work: () => Promise<void>) {
    await setLanguage('zh_CN');
    try {
      await work();
    } finally {
      await setLanguage('en_US');
    }
  }
  const api = apiAs(() => ({ app: session.server.app, token: session.token }));
  return { session, ...api, call, setLanguage, inChinese };
}

const UPLOAD_BOUNDARY = '----hzero-test-upload';

/**
 * Uploads `content` as `name` at the file service (`{base}/files/multipart`, tenant 1's by
 * default) as the holder of `token`, with the form's other `fields` (`bucketName`,
 * `directory`) and the file's `contentType`; expects it stored and answers the file's URL.
 */
export async function uploadFile(
  app: FastifyInstance,
  token: string,
  name: string,
  content: Buffer,
  {
    fields = {},
    base = '/hfle/v1/1',
    contentType = 'application/octet-stream',
  }: { fields?: Readonly<Record<string, string>>; base?: string; contentType?: string } = {},
): Promise<string> {
  const part = (disposition: string) =>
    `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([field, value]) =>
      Buffer.from(`${part(`name="${field}"`)}\r\n${value}\r\n`),
    ),
    Buffer.from(`${part(`name="file"; filename="${name}"`)}Content-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${UPLOAD_BOUNDARY}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `${base}/files/multipart`,
    headers: {
      ...bearer(token),
      'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`,
    },
    payload,
  });
  expect([name, res.statusCode]).toEqual([name, 200]);
  return res.body;
}
