import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { UploadResponse } from '@panel/domain/contract/files';
import { files } from '../../db/schema';
import { solidPng } from '../../seed/png';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { createUser, sessionFor } from '../../../test/factories';

let t: TestApp;
let owner: { authorization: string };
let other: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ uploadMaxBytes: 64 * 1024 });
  const a = await createUser(t);
  const b = await createUser(t);
  owner = await sessionFor(t, a);
  other = await sessionFor(t, b);
});
afterAll(() => t.close());

/** A multipart body with one file field, as a browser's FormData sends it. */
function multipart(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----panelboundary42';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (path: string, auth: { authorization: string } | undefined, file: ReturnType<typeof multipart>) =>
  call(t.app, { method: 'POST', url: path, payload: file.payload, headers: { ...file.headers, ...auth, host: 'panel.test' } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);

describe('POST /api-auth/s3/upload/{type}/{source}', () => {
  it('stores an image under a generated name and serves it from the CDN domain', async () => {
    const png = solidPng(8, [200, 10, 10]);
    const { body } = await upload('/api-auth/s3/upload/image/avatar', owner, multipart('../../etc/passwd.png', png, 'image/png'));
    expect(body.respCode).toBe(200);
    const file = UploadResponse.parse(body.data);
    expect(file.key).toMatch(/^avatar\/\d{8}\/[0-9a-f-]{36}\.png$/);
    expect(file.url).toBe(`http://panel.test/cdn/${file.key}`);
    expect(file).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(fs.readFileSync(path.join(t.config.dataDir, 'files', file.key)).equals(png)).toBe(true);
    const cdn = await t.app.inject({ method: 'GET', url: `/cdn/${file.key}` });
    expect(cdn.statusCode).toBe(200);
    expect(cdn.headers['content-type']).toBe('image/png');
    expect(cdn.rawPayload.equals(png)).toBe(true);
  });

  it('answers no address for a voucher (the CDN never serves it) and its owner downloads it by key', async () => {
    const png = solidPng(8, [9, 9, 9]);
    const { body } = await upload('/api-auth/s3/upload/document/voucher', owner, multipart('proof.png', png));
    expect(body.respCode).toBe(200);
    const file = UploadResponse.parse(body.data);
    expect(file.url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/cdn/${file.key}` })).statusCode).toBe(404);
    const download = await t.app.inject({ method: 'POST', url: '/api-auth/s3/download', headers: owner, payload: { key: file.key } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('keeps the sha256 of every upload, so identical content is recognised', async () => {
    const png = solidPng(8, [1, 2, 3]);
    const first = await upload('/api-auth/s3/upload/document/voucher', owner, multipart('a.png', png));
    const second = await upload('/api-auth/s3/upload/document/voucher', other, multipart('b.png', png));
    const rows = await t.db
      .select()
      .from(files)
      .where(inArray(files.key, [first.body.data.key, second.body.data.key]));
    expect(rows.map((row) => row.sha256)).toEqual([createHash('sha256').update(png).digest('hex'), createHash('sha256').update(png).digest('hex')]);
  });

  it('recognises JPEG and WebP by content', async () => {
    for (const [content, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const { body } = await upload('/api-auth/s3/upload/image/product', owner, multipart('photo.bin', content));
      expect(body.data.contentType).toBe(type);
    }
  });

  it('refuses a file whose content is not what its name says', async () => {
    const { body } = await upload('/api-auth/s3/upload/image/avatar', owner, multipart('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png'));
    expect(body.respCode).toBe(ERROR_CODES.IMAGE_UPLOAD_FAILED);
    expect(body.data.reason).toBe('TYPE');
  });

  it('takes a PDF as a document but not as an image', async () => {
    const doc = await upload('/api-auth/s3/upload/document/voucher', owner, multipart('v.pdf', PDF, 'application/pdf'));
    expect(doc.body.data.contentType).toBe('application/pdf');
    const img = await upload('/api-auth/s3/upload/image/avatar', owner, multipart('v.pdf', PDF, 'application/pdf'));
    expect(img.body.respCode).toBe(ERROR_CODES.IMAGE_UPLOAD_FAILED);
  });

  it('refuses a file over the size limit and keeps nothing of it', async () => {
    const before = fs.readdirSync(path.join(t.config.dataDir, 'files'), { recursive: true }).length;
    const big = Buffer.concat([solidPng(4, [0, 0, 0]), Buffer.alloc(70 * 1024)]);
    const { body } = await upload('/api-auth/s3/upload/image/avatar', owner, multipart('big.png', big, 'image/png'));
    expect(body.respCode).toBe(ERROR_CODES.IMAGE_UPLOAD_FAILED);
    expect(body.data.reason).toBe('TOO_LARGE');
    expect(fs.readdirSync(path.join(t.config.dataDir, 'files'), { recursive: true }).length).toBe(before);
  });

  it('refuses a file just over the limit wherever the body is cut into chunks, and keeps nothing of it', async () => {
    const limit = t.config.uploadMaxBytes;
    const file = Buffer.concat([solidPng(4, [0, 0, 0]), Buffer.alloc(limit)]).subarray(0, limit + 10);
    const { payload, headers } = multipart('big.png', file, 'image/png');
    const fileStart = payload.indexOf(file.subarray(0, 8));
    const storedBefore = (await t.db.select().from(files)).length;
    const onDiskBefore = fs.readdirSync(path.join(t.config.dataDir, 'files'), { recursive: true }).length;
    // The body arrives in two pieces; the cut falls at, just before and just after the limit.
    for (const cut of [limit - 1, limit, limit + 1, limit + 5]) {
      const pieces = [payload.subarray(0, fileStart + cut), payload.subarray(fileStart + cut)];
      const res = await call(t.app, {
        method: 'POST',
        url: '/api-auth/s3/upload/image/avatar',
        headers: { ...headers, ...owner },
        payload: Readable.from(pieces),
      });
      expect(res.body.respCode, `cut at ${cut}`).toBe(ERROR_CODES.IMAGE_UPLOAD_FAILED);
      expect(res.body.data.reason).toBe('TOO_LARGE');
    }
    expect((await t.db.select().from(files)).length).toBe(storedBefore);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'files'), { recursive: true }).length).toBe(onDiskBefore);
  });

  it('answers a multipart body that ends early with a param error', async () => {
    const { payload, headers } = multipart('a.png', solidPng(4, [1, 1, 1]), 'image/png');
    const res = await call(t.app, {
      method: 'POST',
      url: '/api-auth/s3/upload/image/avatar',
      headers: { ...headers, ...owner },
      payload: payload.subarray(0, payload.length - 30),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'file' } });
  });

  it('refuses an unknown type or source, a missing file, and a caller without a session', async () => {
    expect((await upload('/api-auth/s3/upload/video/avatar', owner, multipart('a.png', solidPng(4, [1, 1, 1])))).body.respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await upload('/api-auth/s3/upload/image/anything', owner, multipart('a.png', solidPng(4, [1, 1, 1])))).body.respCode).toBe(ERROR_CODES.PARAM_ERROR);
    const none = await call(t.app, {
      method: 'POST',
      url: '/api-auth/s3/upload/image/avatar',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.body.respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect((await upload('/api-auth/s3/upload/image/avatar', undefined, multipart('a.png', solidPng(4, [1, 1, 1])))).status).toBe(401);
  });
});

describe('documents', () => {
  it('takes a PDF only as a voucher, which is private, never under a public source', async () => {
    for (const source of ['avatar', 'store', 'product']) {
      const { body } = await upload(`/api-auth/s3/upload/document/${source}`, owner, multipart('v.pdf', PDF, 'application/pdf'));
      expect(body, source).toMatchObject({ respCode: ERROR_CODES.IMAGE_UPLOAD_FAILED, data: { reason: 'TYPE' } });
    }
    const image = await upload('/api-auth/s3/upload/document/product', owner, multipart('p.png', solidPng(4, [5, 5, 5])));
    expect(image.body.data.contentType).toBe('image/png');
    expect((await upload('/api-auth/s3/upload/document/voucher', owner, multipart('v.pdf', PDF))).body.respCode).toBe(200);
  });

  it('sends any non-image of the CDN as an attachment under a sandbox policy, and images inline', async () => {
    // A PDF kept under a public source before documents were limited to vouchers.
    const key = 'product/20250101/0b6f3a52-6c1e-4d8e-9a57-1f0e2c3d4b5a.pdf';
    await t.db.insert(files).values({ key, ownerId: (await createUser(t)).user.id, source: 'product', contentType: 'application/pdf', size: PDF.length });
    fs.mkdirSync(path.join(t.config.dataDir, 'files', path.dirname(key)), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'files', key), PDF);
    const pdf = await t.app.inject({ method: 'GET', url: `/cdn/${key}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    expect(pdf.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(pdf.headers['content-security-policy']).toContain("default-src 'none'");

    const { body } = await upload('/api-auth/s3/upload/image/store', owner, multipart('s.png', solidPng(4, [7, 7, 7])));
    const png = await t.app.inject({ method: 'GET', url: `/cdn/${body.data.key}` });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBeUndefined();
  });
});

describe('private files', () => {
  it('keeps a voucher off the CDN and gives it by download to its owner only', async () => {
    const { body } = await upload('/api-auth/s3/upload/document/voucher', owner, multipart('v.pdf', PDF));
    const key = body.data.key;
    expect((await t.app.inject({ method: 'GET', url: `/cdn/${key}` })).statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'POST', url: '/api-auth/s3/download', headers: owner, payload: { key } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    const theirs = await call(t.app, { method: 'POST', url: '/api-auth/s3/download', headers: other, payload: { key } });
    expect(theirs.body.respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });

  it('lets anyone download a public picture, and refuses unknown keys', async () => {
    const { body } = await upload('/api-auth/s3/upload/image/store', owner, multipart('s.png', solidPng(4, [9, 9, 9])));
    expect((await t.app.inject({ method: 'POST', url: '/api-auth/s3/download', headers: other, payload: { key: body.data.key } })).statusCode).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api-auth/s3/download', headers: other, payload: { key: 'avatar/../../secret' } })).body.respCode).toBe(
      ERROR_CODES.PARAM_ERROR,
    );
  });
});

describe('GET /api-auth/s3/cdn/domain', () => {
  it('answers the CDN base, configured or from the request host', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api-auth/s3/cdn/domain', headers: { host: 'a.example' } })).body.data).toBe('http://a.example/cdn');
  });
});
