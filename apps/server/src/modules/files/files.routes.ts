import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@panel/domain/errors';
import { PUBLIC_UPLOAD_SOURCES } from '@panel/domain/contract/files';
import { filesSchemas as endpoints } from '@panel/domain/endpoints/files.schemas';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { publicOrigin } from '../../http/origin';
import { serve } from '../../http/serve';
import { parse } from '../../http/validate';
import { getFileForUser, getPublicFile, isImage, storeUpload } from './files.service';

const CdnParams = z.object({ '*': z.string().min(1).max(200) });

/**
 * Reads the one file of a multipart upload in full. A file over the limit is refused whatever
 * the chunks it came in: the stream's `truncated` flag is checked once it has ended, because
 * the limit can be crossed after the last chunk was handed over. A body that stops mid-part
 * is the caller's fault (4001), not a failure of ours.
 */
async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new AppError(ERROR_CODES.IMAGE_UPLOAD_FAILED, { reason: 'TOO_LARGE', maxBytes });
  let body: Buffer;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw new AppError(ERROR_CODES.REQUIRED_FIELDS_MISSING, { field: 'file' });
    body = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    request.log.info({ err: { message: (error as Error).message } }, 'unreadable multipart body');
    throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'file' });
  }
  return body;
}

export function filesRoutes(app: FastifyInstance, ctx: AppContext) {
  const cdnBase = (request: Parameters<typeof publicOrigin>[0]) => ctx.config.cdnUrl ?? `${publicOrigin(request)}/cdn`;

  serve(app, endpoints.cdnDomain, async (_, request) => ok(cdnBase(request)));

  serve(app, endpoints.upload, async ({ params: { type, source } }, request) => {
    const { userId } = sessionOf(request);
    if (!request.isMultipart()) throw new AppError(ERROR_CODES.REQUIRED_FIELDS_MISSING, { field: 'file' });
    const body = await readUploadedFile(request, ctx.config.uploadMaxBytes);
    const stored = await storeUpload(ctx.db, ctx.storage, { ownerId: userId, type, source, body, maxBytes: ctx.config.uploadMaxBytes, now: ctx.clock.now() });
    // The CDN serves public sources only: a voucher has no address (it is downloaded with the session).
    const url = PUBLIC_UPLOAD_SOURCES.includes(source) ? `${cdnBase(request)}/${stored.key}` : null;
    return ok({ ...stored, url });
  });

  serve(app, endpoints.download, async ({ body: { key } }, request, reply) => {
    const { userId } = sessionOf(request);
    const file = await getFileForUser(ctx.db, ctx.storage, key, userId);
    if (!file) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'key' });
    return reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').send(file.body);
  });

  // The file host the CDN's address points at when there is no CDN, not a call of the API: it stays
  // outside the endpoint table (its address is the domain GET /api-auth/s3/cdn/domain answers).
  app.get('/cdn/*', async (request, reply) => {
    const key = parse(CdnParams, request.params)['*'];
    const file = await getPublicFile(ctx.db, ctx.storage, key);
    if (!file) return reply.status(404).send({ respCode: 404, data: null, message: 'not found' });
    // Nothing here runs as a page of our origin; anything but a picture (a document stored
    // before they were limited to vouchers) is a download.
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    if (!isImage(file.contentType)) reply.header('content-disposition', 'attachment');
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
