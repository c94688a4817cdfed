import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@panel/domain/errors';
import { DownloadRequest, UploadParams } from '@panel/domain/contract/files';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { requireSession } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { publicOrigin } from '../../http/origin';
import { parse } from '../../http/validate';
import { getFileForUser, getPublicFile, storeUpload } from './files.service';

const CdnParams = z.object({ '*': z.string().min(1).max(200) });

export function filesRoutes(app: FastifyInstance, ctx: AppContext) {
  const cdnBase = (request: Parameters<typeof publicOrigin>[0]) => ctx.config.cdnUrl ?? `${publicOrigin(request)}/cdn`;

  app.get('/api-auth/s3/cdn/domain', async (request) => ok(cdnBase(request)));

  app.post('/api-auth/s3/upload/:type/:source', async (request) => {
    const { userId } = await requireSession(ctx, request);
    const { type, source } = parse(UploadParams, request.params);
    if (!request.isMultipart()) throw new AppError(ERROR_CODES.REQUIRED_FIELDS_MISSING, { field: 'file' });
    const part = await request.file({ limits: { fileSize: ctx.config.uploadMaxBytes, files: 1 } });
    if (!part) throw new AppError(ERROR_CODES.REQUIRED_FIELDS_MISSING, { field: 'file' });
    const body = await part.toBuffer();
    const stored = await storeUpload(ctx.db, ctx.storage, { ownerId: userId, type, source, body, maxBytes: ctx.config.uploadMaxBytes, now: ctx.clock.now() });
    return ok({ ...stored, url: `${cdnBase(request)}/${stored.key}` });
  });

  app.post('/api-auth/s3/download', async (request, reply) => {
    const { userId } = await requireSession(ctx, request);
    const { key } = parse(DownloadRequest, request.body);
    const file = await getFileForUser(ctx.db, ctx.storage, key, userId);
    if (!file) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'key' });
    return reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').send(file.body);
  });

  app.get('/cdn/*', async (request, reply) => {
    const key = parse(CdnParams, request.params)['*'];
    const file = await getPublicFile(ctx.db, ctx.storage, key);
    if (!file) return reply.status(404).send({ respCode: 404, data: null, message: 'not found' });
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
