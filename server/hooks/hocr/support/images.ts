/**
 * The images of the recognition requests: the stored file an image URL names (a file of the
 * caller's tenant in the hocr bucket) and the demo tenants' small demo images.
 */
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

/**
 * A grey 120 × 80 PNG of a light page with dark bars where lines of text would be (194 bytes,
 * no text in it to recognise).
 */
const DEMO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAAAAAD38O5VAAAAiUlEQVR4nO3XwQ3AIAxDUUZj/3E6Qc89UFopdpD1vcAjQT5kXE0ZwMDAwAXwlMUP+yf+tWpvgIGj4coe77usgLsnfn/PCX8MDJwHq3v87LIL9k/8YdXeAANHw5oer7rMtWgLMHA0XNnjfZe5Fm0BBo6G1T2eXIs9AQaOhjU9XnX5hGvRG2Bg4LLcyXLD9aYTeC4AAAAASUVORK5CYII=';

/** The demo image's content. */
export function demoPng(): Buffer {
  return Buffer.from(DEMO_PNG, 'base64');
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
