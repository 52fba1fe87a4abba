/**
 * Files (hfle): HZERO's `POST /hfle/v1[/{tenantId}]/files/multipart` takes one multipart file (at
 * most 20 MB) with `bucketName` (or `bucket`) and `directory`, answering the file's URL as text
 * (hzero-front components/Upload/UploadButton.js);
 * `GET /hfle/v1/{tenantId}/files/download?url=` streams it back (to the bearer header, or to a
 * `ticket` from `POST /oauth/tickets`: a download link cannot send a header). A file is read by
 * whoever may read the record naming it: the row of a resource's file field (its tenant scope
 * and, outside the public bucket, the resource's query permission),
 * the batch of a QC report (the portal's batch scope); a file no record names yet by the
 * tenant's staff, its uploader and its team's manager (staff may name a batch to give a file to
 * that batch's team). Anyone else is told that there is no such file.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { access } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { governance } from '../governance';
import { requestLanguage } from '../governance/say';
import type { AppContext, ContextOptions } from '../context';
import { filesDir } from '../db/portalSeed';
import { engineFileVisible } from '../engine/routes';
import type { Engine } from '../engine/service';
import { requireSession } from '../http/auth';
import { badRequest, HttpError, notFound } from '../http/errors';
import { tenantGuard, tenantParams, tenantPaths } from '../http/tenant';
import { loadBatch } from '../services/portal';
import {
  portalCaller,
  portalFileVisible,
  type PortalCaller,
  type PortalFile,
} from '../services/portalAccess';

/** Largest file accepted. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

const BUCKET = /^[a-z0-9][a-z0-9-]{1,62}$/;
const DIRECTORY = /^(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?$/;

function fieldText(field: unknown): string | undefined {
  const item = Array.isArray(field) ? field[0] : field;
  if (item && typeof item === 'object' && 'value' in item) {
    const value = (item as { value: unknown }).value;
    return typeof value === 'string' ? value.trim() : undefined;
  }
  return undefined;
}

/** A file name safe in a URL path and a file listing (the original name is kept apart). */
function safeName(name: string): string {
  const cleaned = name.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '_');
  return cleaned.slice(-100) || 'file';
}

/** A stored file as the download reads it. */
interface StoredFile extends PortalFile {
  fileName: string;
  storageKey: string;
  contentType: string;
  size: number;
}

/** Whether the caller may read the file: the scope of the record naming it, however they signed in. */
function fileVisible(
  ctx: AppContext,
  engine: Engine,
  request: FastifyRequest,
  file: StoredFile,
): boolean {
  const byRow = engineFileVisible(ctx, engine, request, file.fileUrl, file.tenantId);
  if (byRow !== undefined) return byRow;
  let caller: PortalCaller;
  try {
    caller = portalCaller(ctx, request);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) return false;
    throw error;
  }
  return portalFileVisible(ctx, caller, file);
}

/** Options of {@link fileRoutes}. */
export interface FileRoutesOptions extends ContextOptions {
  /** The resource engine, whose file fields name files. */
  engine: Engine;
}

/** Registers the file routes. */
export async function fileRoutes(
  app: FastifyInstance,
  { ctx, engine }: FileRoutesOptions,
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  app.addHook('onRequest', requireSession(ctx));
  const dir = filesDir(ctx.config.dataDir);

  for (const base of tenantPaths('/hfle', '/files')) {
    app.post<{ Querystring: { bucket?: string; bucketName?: string; directory?: string } }>(
      `${base}/multipart`,
      { schema: { params: tenantParams() }, preValidation: tenantGuard },
      async (request, reply) => {
        const caller = portalCaller(ctx, request);
        if (!request.isMultipart()) {
          throw badRequest('Send the file as multipart/form-data in the field "file"');
        }
        const data = await request.file();
        if (!data) throw badRequest('No file was sent (multipart field "file")');
        const query = request.query;
        const bucket =
          fieldText(data.fields.bucketName) ??
          fieldText(data.fields.bucket) ??
          query.bucketName ??
          query.bucket;
        const directory = (fieldText(data.fields.directory) ?? query.directory ?? '').replace(
          /^\/+|\/+$/g,
          '',
        );
        const batchField = fieldText(data.fields.batchId);
        if (!bucket || !BUCKET.test(bucket)) {
          data.file.resume();
          throw badRequest(
            "Field 'bucketName' is required: 2-63 lower-case letters, digits or '-', before the file",
          );
        }
        if (!DIRECTORY.test(directory) || directory.length > 200) {
          data.file.resume();
          throw badRequest("Field 'directory' may hold only letters, digits, '_', '-' and '/'");
        }
        let teamId = caller.teamId;
        if (caller.kind === 'staff' && batchField) {
          if (!/^\d{1,12}$/.test(batchField)) {
            data.file.resume();
            throw badRequest("Field 'batchId' must be a batch id");
          }
          teamId = loadBatch(ctx, caller, Number(batchField)).teamId;
        }
        mkdirSync(dir, { recursive: true });
        const key = randomUUID();
        const target = path.join(dir, key);
        try {
          // File storage is a dependency behind a circuit breaker (service governance).
          await governance(ctx).guard(
            'FILE_STORAGE',
            () => pipeline(data.file, createWriteStream(target)),
            requestLanguage(request.headers['accept-language']),
          );
        } catch (error) {
          data.file.resume();
          rmSync(target, { force: true });
          throw error;
        }
        if (data.file.truncated) {
          rmSync(target, { force: true });
          throw new HttpError(
            413,
            'error.payload_too_large',
            `A file may be at most ${MAX_FILE_BYTES / 1024 / 1024} MB`,
          );
        }
        const fileName = data.filename || 'file';
        const size = data.file.bytesRead;
        const fileUrl = `/${bucket}/${directory ? `${directory}/` : ''}${key}/${safeName(fileName)}`;
        const now = ctx.now();
        ctx.db
          .prepare(
            `INSERT INTO portal_files (tenant_id, team_id, uploaded_by, bucket, directory,
             file_name, file_url, storage_key, content_type, size, creation_date,
             last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            caller.tenantId,
            teamId,
            caller.userId,
            bucket,
            directory,
            fileName,
            fileUrl,
            key,
            data.mimetype || 'application/octet-stream',
            size,
            now,
            now,
          );
        return reply.type('text/plain; charset=utf-8').send(fileUrl);
      },
    );

    // A download link cannot send a header: it takes a ticket (`?ticket=`).
    app.get<{ Querystring: { url: string } }>(
      `${base}/download`,
      {
        config: { ticket: true },
        schema: {
          params: tenantParams(),
          querystring: {
            type: 'object',
            properties: {
              url: { type: 'string', minLength: 1, maxLength: 500 },
              ticket: { type: 'string', maxLength: 1000 },
            },
            required: ['url'],
          },
        },
        preValidation: tenantGuard,
      },
      async (request, reply) => {
        const file = ctx.db
          .prepare(
            `SELECT file_url AS fileUrl, tenant_id AS tenantId, team_id AS teamId,
             uploaded_by AS uploadedBy, file_name AS fileName, storage_key AS storageKey,
             content_type AS contentType, size FROM portal_files WHERE file_url = ?`,
          )
          .get(request.query.url) as StoredFile | undefined;
        if (!file || !fileVisible(ctx, engine, request, file)) throw notFound('No such file');
        const target = path.join(dir, file.storageKey);
        const stored = await governance(ctx).guard(
          'FILE_STORAGE',
          () =>
            access(target).then(
              () => true,
              () => false,
            ),
          requestLanguage(request.headers['accept-language']),
        );
        if (!stored) throw notFound('The file content is missing');
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Length', String(file.size))
          .header(
            'Content-Disposition',
            `attachment; filename="${safeName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(createReadStream(target));
      },
    );
  }
}
