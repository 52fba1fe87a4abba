/**
 * The images of the recognition requests: the stored file an image URL names (a file of the
 * caller's tenant in the hocr bucket) and the demo tenants' small demo images, drawn here as
 * grey PNG "pages" with a few dark bars for lines of text (no text is in them to recognise).
 */
import { deflateSync } from 'node:zlib';
import { demoImageUrl, IMAGE_BUCKET } from '../../../../domain/resources/hocr/record';
import { storeDemoFile } from '../../../db/demoFiles';
import type { HookContext } from '../../../engine/hooks';

/** A stored file as a record's image names it. */
export interface StoredImage {
  fileName: string;
}

/** The stored file of `url` in the caller's tenant and the images' bucket, if any. */
export function storedImage(context: HookContext, url: string): StoredImage | undefined {
  return context.app.db
    .prepare(
      `SELECT file_name AS fileName FROM portal_files
       WHERE file_url = ? AND tenant_id = ? AND bucket = ?`,
    )
    .get(url, context.scope.tenantId, IMAGE_BUCKET) as StoredImage | undefined;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey-scale PNG of a light page with dark bars where lines of text would be. */
export function demoPng(width = 120, height = 80): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width + 1);
    raw[row] = 0; // no filter
    const bar = y >= 10 && y < height - 8 && (y - 10) % 10 < 3;
    for (let x = 0; x < width; x += 1) {
      const inBar = bar && x >= 10 && x < width - 10 - ((y * 7) % 30);
      raw[row + 1 + x] = inBar ? 0x40 : 0xf2;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey scale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Stores the demo image `name` in the caller's tenant and answers its URL (the same one when it
 * is stored already).
 */
export function storeDemoImage(context: HookContext, name: string): string {
  const { tenantId, now } = context.scope;
  return storeDemoFile(
    context.app.db,
    context.app.config.dataDir,
    {
      tenantId,
      bucket: IMAGE_BUCKET,
      directory: `demo/${String(tenantId)}`,
      name,
      url: demoImageUrl(tenantId, name),
      contentType: 'image/png',
      content: demoPng,
    },
    now,
  );
}
