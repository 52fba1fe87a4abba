/**
 * Portal files: multipart upload (bucket + directory, 20 MB at most) and download, readable by
 * the uploader's team and the tenant's staff only.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, callerOf, signIn, startServer, type TestServer } from './helpers';

const BOUNDARY = '----portal-test-boundary';

/** A multipart/form-data body: text fields first, then the file (when given). */
function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; content: Buffer },
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

describe('portal files', () => {
  let server: TestServer;
  let manager: string;
  let member: string;
  let operator: string;

  beforeAll(async () => {
    server = await startServer();
    [manager, member, operator] = await Promise.all([
      signIn(server.app, 'manager@lab.example', 'Manager123'),
      signIn(server.app, 'member@lab.example', 'Member123'),
      signIn(server.app, 'operator', 'Operator123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);
  const upload = (
    token: string,
    fields: Record<string, string>,
    file?: { name: string; type: string; content: Buffer },
  ): Promise<LightMyRequestResponse> =>
    server.app.inject({
      method: 'POST',
      url: '/hfle/v1/1/files/multipart',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(fields, file),
    });
  const download = (token: string, url: string) =>
    call(token, 'GET', `/hfle/v1/1/files/download?url=${encodeURIComponent(url)}`);

  it('uploads a file and streams it back to the team and staff', async () => {
    const content = Buffer.from('sample,concentration\nLIV-A1,120\n');
    const res = await upload(
      member,
      { bucket: 'portal-sample', directory: 'sheets/2024' },
      { name: 'sheet 1.csv', type: 'text/csv', content },
    );
    // HZERO's upload answers the file's URL as text.
    expect([res.statusCode, res.headers['content-type']]).toEqual([
      200,
      'text/plain; charset=utf-8',
    ]);
    const fileUrl = res.body;
    expect(fileUrl).toMatch(/^\/portal-sample\/sheets\/2024\/[0-9a-f-]{36}\/sheet_1\.csv$/);

    for (const token of [member, manager, operator]) {
      const got = await download(token, fileUrl);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(content)).toBe(true);
      expect(got.headers['content-type']).toMatch(/^text\/csv/);
      expect(got.headers['content-disposition']).toMatch(/attachment; filename="sheet_1.csv"/);
    }
    expect((await download(member, '/portal-sample/nothing.csv')).statusCode).toBe(404);
  });

  it('refuses another team, another tenant and callers without a token', async () => {
    const seeded = '/portal-qc/reports/seed-qc-report-sb-2024001.csv';
    const own = await download(member, seeded);
    expect(own.statusCode).toBe(200);
    expect(own.body).toMatch(/^sample,verdict/);

    const db = new Database(path.join(server.dataDir, 'hzero.db'));
    try {
      // The member moves to another team of the same tenant.
      db.prepare(
        `INSERT INTO portal_teams (team_id, tenant_id, team_code, team_name, creation_date,
         last_update_date) VALUES (2, 1, 'OTHER', 'Other Lab', 0, 0)`,
      ).run();
      db.prepare('UPDATE portal_team_members SET team_id = 2 WHERE user_id = 5').run();
      const refused = await download(member, seeded);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ failed: true, code: 'error.not_found' });
      // Nor does the other team see the first team's projects or batches.
      expect((await call(member, 'GET', '/hsif/v1/1/batches')).json()).toMatchObject({
        totalElements: 0,
      });
      expect((await call(member, 'GET', '/hsif/v1/1/batches/1')).statusCode).toBe(404);
    } finally {
      db.prepare('UPDATE portal_team_members SET team_id = 1 WHERE user_id = 5').run();
      db.close();
    }
    expect(
      (await call(manager, 'GET', `/hfle/v1/2/files/download?url=${encodeURIComponent(seeded)}`))
        .statusCode,
    ).toBe(403);
    expect((await call(null, 'GET', `/hfle/v1/1/files/download?url=${seeded}`)).statusCode).toBe(
      401,
    );
  });

  it('gives a file staff upload for a batch to that batch team', async () => {
    const res = await upload(
      operator,
      { bucket: 'portal-qc', directory: 'reports', batchId: '6' },
      { name: 'qc-SB-2024006.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4') },
    );
    expect(res.statusCode).toBe(200);
    const fileUrl = res.body;
    expect((await download(manager, fileUrl)).statusCode).toBe(200);
    // Without a batch, a staff file is for staff only.
    const internal = await upload(
      operator,
      { bucket: 'portal-internal' },
      { name: 'notes.txt', type: 'text/plain', content: Buffer.from('internal') },
    );
    const internalUrl = internal.body;
    expect((await download(manager, internalUrl)).statusCode).toBe(404);

    // Linked as the QC report of a batch, it becomes readable by the batch's team.
    const batch = (await call(operator, 'GET', '/hsif/v1/1/batches/6')).json<{
      samples: { sampleId: number }[];
    }>();
    const sampleId = batch.samples[0]?.sampleId;
    const unknown = await call(operator, 'POST', '/hsif/v1/1/staff/batches/6/qc', {
      results: [{ sampleId, verdict: 'Pass', reportFileUrl: '/portal-qc/none.pdf' }],
    });
    expect(unknown.json()).toMatchObject({ failed: true, code: 'error.report_file' });
    const linked = await call(operator, 'POST', '/hsif/v1/1/staff/batches/6/qc', {
      results: [{ sampleId, verdict: 'Pass', reportFileUrl: internalUrl }],
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ status: 'Received' });
    expect((await download(manager, internalUrl)).statusCode).toBe(200);
  });

  it('refuses a missing bucket, a missing file and a file over 20 MB', async () => {
    const noBucket = await upload(
      member,
      {},
      { name: 'a.txt', type: 'text/plain', content: Buffer.from('a') },
    );
    expect(noBucket.statusCode).toBe(400);
    expect(noBucket.json().message).toMatch(/bucketName/);
    // HZERO's field name, bucketName, is taken like bucket.
    const named = await upload(
      member,
      { bucketName: 'portal-sample', directory: 'sheets' },
      { name: 'b.txt', type: 'text/plain', content: Buffer.from('b') },
    );
    expect(named.body).toMatch(/^\/portal-sample\/sheets\/[0-9a-f-]{36}\/b\.txt$/);
    // The product's old upload path is gone.
    const old = await server.app.inject({
      method: 'POST',
      url: '/hfle/v1/1/files',
      headers: { ...bearer(member), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody({ bucket: 'portal-sample' }),
    });
    expect(old.statusCode).toBe(404);
    const noFile = await upload(member, { bucket: 'portal-sample' });
    expect(noFile.statusCode).toBe(400);
    const bad = await upload(
      member,
      { bucket: 'portal-sample', directory: '../etc' },
      { name: 'a.txt', type: 'text/plain', content: Buffer.from('a') },
    );
    expect(bad.statusCode).toBe(400);

    const big = await upload(
      member,
      { bucket: 'portal-sample' },
      {
        name: 'big.bin',
        type: 'application/octet-stream',
        content: Buffer.alloc(20 * 1024 * 1024 + 1),
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ failed: true, code: 'error.payload_too_large' });
    // A file of 2 MB (over the JSON body limit) is fine.
    const fine = await upload(
      member,
      { bucket: 'portal-sample' },
      { name: 'two.bin', type: 'application/octet-stream', content: Buffer.alloc(2 * 1024 * 1024) },
    );
    expect(fine.statusCode).toBe(200);
    const stored = await download(member, fine.body);
    expect(stored.rawPayload.length).toBe(2 * 1024 * 1024);
  });
});
