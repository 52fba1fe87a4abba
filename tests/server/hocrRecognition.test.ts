/**
 * Text recognition (hocr) on the server, as an API caller sees it: a request created with an
 * uploaded image reads back with the file's name, who asked and when, and as not processed (no
 * OCR engine is connected); `recognize` says so plainly, counts the attempt and never answers a
 * text; text entered by hand marks the record as such (and emptied, not processed again); images
 * that are not the tenant's, not images, a back for a type that has none, and unbounded values
 * refused naming the field in the caller's language; the demo records; another tenant's records
 * and images out of reach.
 */
import { demoPng } from '../../server/hooks/hocr/support/images';
import { signIn, tenantAdminServer, uploadFile } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const RECORDS = '/hocr/v1/1/records';

describe('text recognition', () => {
  const { session, call, ok, refused, invalid, inChinese } = tenantAdminServer();

  /** Uploads `content` as `name` to the file service of tenant 1; answers its URL. */
  const upload = (name: string, content: Buffer = demoPng(), bucket = 'hocr') =>
    uploadFile(session.server.app, session.token, name, content, {
      fields: { bucketName: bucket },
    });

  it('records a request as not processed, with the file, who asked and when', async () => {
    const image = await upload('receipt-scan.PNG');
    const created = await ok('POST', RECORDS, {
      recognizeType: 'GENERAL_BASIC',
      resourceUrl1: image,
      remark: 'From the front desk',
      // Set by the server only: ignored when sent.
      status: 'TRANSCRIBED',
      realName: 'Someone else',
      attemptCount: 99,
    });
    expect(created).toMatchObject({
      recognizeType: 'GENERAL_BASIC',
      resourceUrl1: image,
      resourceUrl2: null,
      fileName: 'receipt-scan.PNG',
      status: 'NOT_PROCESSED',
      statusMessage:
        'Not processed: no OCR engine is connected to this server, so no text was recognised',
      resultText: null,
      attemptCount: 0,
      lastAttemptDate: null,
      remark: 'From the front desk',
    });
    expect(created.realName).not.toBe('Someone else');
    expect(created.realName).toEqual(expect.any(String));
    expect(created.recognizeDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const read = await ok('GET', `${RECORDS}/${String(created.recordId)}`);
    expect(read).toMatchObject({ fileName: 'receipt-scan.PNG', status: 'NOT_PROCESSED' });
    const list = await ok<PageBody>('GET', `${RECORDS}?recognizeType=GENERAL_BASIC&size=100`);
    expect(list.content.map((row) => row.recordId)).toContain(created.recordId);
    const download = await call(
      'GET',
      `/hfle/v1/1/files/download?url=${encodeURIComponent(image)}`,
    );
    expect(download.statusCode).toBe(200);
  });

  it('answers Recognise plainly that no engine is connected, and never a text', async () => {
    const created = await ok('POST', RECORDS, {
      recognizeType: 'TRAIN_TICKET',
      resourceUrl1: await upload('ticket.jpg'),
    });
    const url = `${RECORDS}/${String(created.recordId)}/recognize`;
    const first = await ok<{ row: Row; message: string }>('POST', url);
    expect(first.message).toBe(
      'No OCR engine is connected to this server: ticket.jpg was not recognised and stays not processed (attempt 1)',
    );
    expect(first.row).toMatchObject({
      status: 'NOT_PROCESSED',
      resultText: null,
      attemptCount: 1,
      statusMessage: first.message,
      objectVersionNumber: Number(created.objectVersionNumber) + 1,
    });
    expect(first.row.lastAttemptDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await inChinese(async () => {
      const second = await ok<{ row: Row; message: string }>('POST', url);
      expect(second.message).toBe(
        '本服务器未连接文字识别引擎：ticket.jpg 未被识别，仍为未处理（第 2 次尝试）',
      );
      expect(second.row).toMatchObject({ attemptCount: 2, resultText: null });
    });
    expect((await call('POST', `${RECORDS}/999999/recognize`)).statusCode).toBe(404);
  });

  it('marks text entered by hand as such, refuses Recognise then, and empties back', async () => {
    const created = await ok<Row>('POST', RECORDS, {
      recognizeType: 'VAT_INVOICE',
      resourceUrl1: await upload('vat.png'),
    });
    const id = String(created.recordId);
    const typed = await ok<Row>('PUT', `${RECORDS}/${id}`, {
      ...created,
      resultText: 'Invoice 0001, amount 10.00',
    });
    expect(typed).toMatchObject({
      status: 'TRANSCRIBED',
      resultText: 'Invoice 0001, amount 10.00',
      resourceUrl1: created.resourceUrl1,
    });
    expect(String(typed.statusMessage)).toMatch(
      /^Text entered by hand by .+; not recognised by any engine$/,
    );
    expect(await refused('POST', `${RECORDS}/${id}/recognize`)).toBe(
      'The recognition request vat.png is Text entered by hand: “Recognise” is not possible now',
    );
    await inChinese(async () => {
      expect(await refused('POST', `${RECORDS}/${id}/recognize`)).toBe(
        '识别请求 vat.png 当前为已人工录入文本，现在不能“识别”',
      );
    });
    const emptied = await ok<Row>('PUT', `${RECORDS}/${id}`, { ...typed, resultText: '' });
    expect(emptied).toMatchObject({ status: 'NOT_PROCESSED', resultText: null });
    // A stale version is refused, not overwritten.
    const stale = await call('PUT', `${RECORDS}/${id}`, { ...typed, resultText: 'late' });
    expect(stale.json<Row>().failed).toBe(true);
  });

  it('refuses images not of the tenant, not images, a back for one-sided types, in the caller’s language', async () => {
    const notes = await upload('notes.txt', Buffer.from('hello'));
    expect(
      await invalid('POST', RECORDS, { recognizeType: 'GENERAL_BASIC', resourceUrl1: notes }),
    ).toBe('Image: notes.txt is no image to recognise; upload a .jpg, .jpeg, .png or .bmp file');
    const otherBucket = await upload('other.png', demoPng(), 'hexl');
    expect(
      await invalid('POST', RECORDS, { recognizeType: 'GENERAL_BASIC', resourceUrl1: otherBucket }),
    ).toBe(`Image: upload the image first (this tenant has no image stored at ${otherBucket})`);
    const foreign = '/hocr/demo/2/meeting-notes.png';
    await inChinese(async () => {
      expect(
        await invalid('POST', RECORDS, { recognizeType: 'GENERAL_BASIC', resourceUrl1: foreign }),
      ).toBe(`识别图片：请先上传图片（本租户在 ${foreign} 没有已存储的图片）`);
      expect(
        await invalid('POST', RECORDS, {
          recognizeType: 'GENERAL_BASIC',
          resourceUrl1: '/hocr/demo/1/unknown-notes.png',
        }),
      ).toBe('识别图片：请先上传图片（本租户在 /hocr/demo/1/unknown-notes.png 没有已存储的图片）');
    });
    const front = await upload('front.png');
    const back = await upload('back.png');
    expect(
      await invalid('POST', RECORDS, {
        recognizeType: 'TAXI_INVOICE',
        resourceUrl1: front,
        resourceUrl2: back,
      }),
    ).toBe(
      'Back of the ID card: only an ID card has a second image (its back); leave it empty for Taxi receipt',
    );
    expect(
      await invalid('POST', RECORDS, {
        recognizeType: 'ID_CARD',
        resourceUrl1: front,
        resourceUrl2: front,
      }),
    ).toBe('Back of the ID card: the back must be another image than the front');
    const card = await ok('POST', RECORDS, {
      recognizeType: 'ID_CARD',
      resourceUrl1: front,
      resourceUrl2: back,
    });
    expect(card).toMatchObject({ fileName: 'front.png', resourceUrl2: back });

    // The engine's own checks: required, choices and bounds.
    expect(await invalid('POST', RECORDS, { recognizeType: 'GENERAL_BASIC' })).toMatch(/Image/);
    expect(
      await invalid('POST', RECORDS, { recognizeType: 'PASSPORT', resourceUrl1: front }),
    ).toMatch(/Recognition type/);
    expect(
      await invalid('POST', RECORDS, {
        recognizeType: 'GENERAL_BASIC',
        resourceUrl1: front,
        resultText: 'x'.repeat(20_001),
      }),
    ).toMatch(/Text entered by hand/);
    expect(
      await invalid('POST', RECORDS, {
        recognizeType: 'GENERAL_BASIC',
        resourceUrl1: front,
        remark: 'r'.repeat(241),
      }),
    ).toMatch(/Remark/);
    expect((await call('GET', `${RECORDS}/abc`)).statusCode).toBe(400);
  });

  it('starts the demo tenants with records on demo images, none of them recognised', async () => {
    const { content } = await ok<PageBody>('GET', `${RECORDS}?size=100&sort=recordId,asc`);
    const demo = content.filter((row) => String(row.resourceUrl1).startsWith('/hocr/demo/1/'));
    expect(demo.map((row) => [row.recognizeType, row.status])).toEqual([
      ['GENERAL_BASIC', 'NOT_PROCESSED'],
      ['VAT_INVOICE', 'TRANSCRIBED'],
      ['ID_CARD', 'NOT_PROCESSED'],
    ]);
    expect(demo[2]).toMatchObject({
      fileName: 'id-card-front.png',
      resourceUrl2: '/hocr/demo/1/id-card-back.png',
    });
    const image = await call(
      'GET',
      `/hfle/v1/1/files/download?url=${encodeURIComponent(String(demo[0]?.resourceUrl1))}`,
    );
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // A request may name the tenant's stored demo image as the demo rows do.
    const again = await ok('POST', RECORDS, {
      recognizeType: 'GENERAL_BASIC',
      resourceUrl1: '/hocr/demo/1/meeting-notes.png',
    });
    expect(again).toMatchObject({
      resourceUrl1: '/hocr/demo/1/meeting-notes.png',
      fileName: 'meeting-notes.png',
      status: 'NOT_PROCESSED',
    });
  });

  it("keeps a tenant's records and images from another tenant, and from an operator", async () => {
    const image = await upload('mine.png');
    const mine = await ok<Row>('POST', RECORDS, {
      recognizeType: 'GENERAL_BASIC',
      resourceUrl1: image,
    });
    const id = String(mine.recordId);
    expect((await call('GET', '/hocr/v1/2/records')).statusCode).toBe(403);
    const platform = await signIn(session.server.app, 'admin', 'Admin12345');
    expect((await call('GET', `/hocr/v1/0/records/${id}`, undefined, platform)).statusCode).toBe(
      404,
    );
    const list = await call('GET', '/hocr/v1/0/records?size=100', undefined, platform);
    expect(list.statusCode).toBe(200);
    expect(list.json<PageBody>().content.map((row) => row.recordId)).not.toContain(mine.recordId);
    expect(
      (await call('POST', `/hocr/v1/0/records/${id}/recognize`, undefined, platform)).statusCode,
    ).toBe(404);
    const download = await call(
      'GET',
      `/hfle/v1/0/files/download?url=${encodeURIComponent(image)}`,
      undefined,
      platform,
    );
    expect(download.statusCode).toBe(404);

    const operator = await signIn(session.server.app, 'operator', 'Operator123');
    expect((await call('GET', RECORDS, undefined, operator)).statusCode).toBe(403);
    expect((await call('POST', `${RECORDS}/${id}/recognize`, undefined, operator)).statusCode).toBe(
      403,
    );
    const removed = await call('DELETE', RECORDS, [
      { recordId: mine.recordId, objectVersionNumber: mine.objectVersionNumber },
    ]);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `${RECORDS}/${id}`)).statusCode).toBe(404);
  });
});
