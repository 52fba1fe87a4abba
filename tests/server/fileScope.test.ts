/**
 * A file is read by whoever may read the record it belongs to, and by nobody else (answered as
 * a file that does not exist): a QC report like its batch (a member sees only the batches of
 * projects allocated to them), a file field's file like the resource row naming it (the row's
 * tenant scope, and the resource's query permission unless the file is in the public bucket).
 */
import type { LightMyRequestResponse } from 'fastify';
import { bearer, callerOf, signIn, startServer, type TestServer } from './helpers';

const BOUNDARY = '----file-scope-boundary';

function multipartBody(fields: Record<string, string>, name: string, content: string): Buffer {
  const parts = Object.entries(fields).map(
    ([field, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`,
  );
  return Buffer.from(parts.join(''));
}

type Row = Record<string, unknown>;

describe('file scope', () => {
  let server: TestServer;
  let manager: string;
  let member: string;
  let operator: string;
  let tenantAdmin: string;
  let admin: string;

  beforeAll(async () => {
    server = await startServer();
    [manager, member, operator, tenantAdmin, admin] = await Promise.all([
      signIn(server.app, 'manager@lab.example', 'Manager123'),
      signIn(server.app, 'member@lab.example', 'Member123'),
      signIn(server.app, 'operator', 'Operator123'),
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'admin', 'Admin12345'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);

  const upload = async (token: string, base: string, fields: Record<string, string>) => {
    const res = await server.app.inject({
      method: 'POST',
      url: `${base}/files/multipart`,
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(fields, 'file.bin', 'content'),
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  const download = (
    token: string,
    url: string,
    base = '/hfle/v1',
  ): Promise<LightMyRequestResponse> =>
    call(token, 'GET', `${base}/files/download?url=${encodeURIComponent(url)}`);

  /** The status of each caller's download, in order. */
  const statuses = async (url: string, tokens: string[]) =>
    Promise.all(tokens.map(async (token) => (await download(token, url)).statusCode));

  const expectNoSuchFile = async (token: string, url: string) => {
    const res = await download(token, url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      failed: true,
      code: 'error.not_found',
      message: 'No such file',
    });
  };

  it('gives a member the QC reports of allocated projects only', async () => {
    // Batch 1 (project 1, allocated to the member) has the seeded report.
    const allocated = '/portal-qc/reports/seed-qc-report-sb-2024001.csv';
    expect(await statuses(allocated, [member, manager, operator])).toEqual([200, 200, 200]);

    // Batch 6 belongs to project 5 of the same team, not allocated to the member.
    const report = await upload(operator, '/hfle/v1/1', {
      bucket: 'portal-qc',
      directory: 'batch-6',
    });
    const batch = (await call(operator, 'GET', '/hsif/v1/1/batches/6')).json<{
      samples: { sampleId: number }[];
    }>();
    const linked = await call(operator, 'POST', '/hsif/v1/1/staff/batches/6/qc', {
      results: [{ sampleId: batch.samples[0]?.sampleId, verdict: 'Pass', reportFileUrl: report }],
    });
    expect(linked.statusCode).toBe(200);
    expect(await statuses(report, [manager, operator])).toEqual([200, 200]);
    // The same answer as for the batch itself, and as for a file that does not exist.
    expect((await call(member, 'GET', '/hsif/v1/1/batches/6')).statusCode).not.toBe(200);
    await expectNoSuchFile(member, report);
    await expectNoSuchFile(member, '/portal-qc/reports/no-such-file.csv');
  });

  it('gives a file no record names to its uploader, its team manager and staff only', async () => {
    const sheet = await upload(member, '/hfle/v1/1', { bucket: 'portal-sample' });
    expect(await statuses(sheet, [member, manager, operator])).toEqual([200, 200, 200]);
    const forBatch = await upload(operator, '/hfle/v1/1', {
      bucket: 'portal-qc',
      batchId: '6',
    });
    expect(await statuses(forBatch, [manager, operator])).toEqual([200, 200]);
    await expectNoSuchFile(member, forBatch);
    const internal = await upload(operator, '/hfle/v1/1', { bucket: 'portal-internal' });
    await expectNoSuchFile(manager, internal);
  });

  it('scopes a file field’s file like the row naming it, never to another tenant', async () => {
    // Tenant 1's own logo: every signed-in user of tenant 1 reads the settings it belongs to.
    const logo = await upload(tenantAdmin, '/hfle/v1/1', { bucket: 'public' });
    const created = await call(tenantAdmin, 'POST', '/hpfm/v1/1/config', { logoUrl: logo });
    expect(created.statusCode).toBe(200);
    expect(await statuses(logo, [tenantAdmin, operator, manager, member])).toEqual([
      200, 200, 200, 200,
    ]);

    // The platform's favicon is read by every tenant, as the platform's settings are.
    const favicon = await upload(admin, '/hfle/v1', { bucket: 'public' });
    const [platform] = (await call(admin, 'GET', '/hpfm/v1/config/0')).json<{ content: Row[] }>()
      .content;
    const named = await call(admin, 'PUT', `/hpfm/v1/config/${String(platform?.configId)}`, {
      objectVersionNumber: platform?.objectVersionNumber,
      faviconUrl: favicon,
      // Naming another tenant's file does not make it the platform's.
      logoUrl: logo,
    });
    expect(named.statusCode).toBe(200);
    expect(await statuses(favicon, [admin, manager])).toEqual([200, 200]);
    await expectNoSuchFile(admin, logo);

    // In another tenant, tenant 1's logo is no file at all.
    const moved = await call(operator, 'PUT', '/iam/v1/users/tenant-id?tenantId=2');
    expect(moved.statusCode).toBe(200);
    await expectNoSuchFile(operator, logo);
    expect((await download(operator, favicon, '/hfle/v1/2')).statusCode).toBe(200);
  });

  it('gives a payment configuration’s certificate to those who may read the configuration only', async () => {
    const cert = await upload(tenantAdmin, '/hfle/v1/1', { bucket: 'hpay' });
    const created = await call(tenantAdmin, 'POST', '/hpay/v1/1/configs', {
      channelCode: 'ALIPAY',
      configName: 'Certificate scope',
      merchantId: 'M-CERT-1',
      enabledFlag: 0,
      certFileUrl: cert,
    });
    expect(created.json()).not.toMatchObject({ failed: true });
    // Only the tenant's administrator reads payment configurations; the others are refused
    // them, and their certificate is no file at all to them.
    const readers = [tenantAdmin, operator, manager, member];
    const lists = await Promise.all(
      readers.map(async (token) => (await call(token, 'GET', '/hpay/v1/1/configs')).statusCode),
    );
    expect(lists).toEqual([200, 403, 403, 403]);
    expect(await statuses(cert, readers)).toEqual([200, 404, 404, 404]);
    await expectNoSuchFile(member, cert);
  });
});
