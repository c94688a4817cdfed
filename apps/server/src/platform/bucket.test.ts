// Files in an S3-compatible bucket (s3rver on this machine), through the API: uploads are objects
// of the bucket and nothing is written to the data folder's `files`; an export of codes is written
// to a temporary file, goes to the bucket, downloads from it, and the sweep deletes it. Then two
// servers, each with its own data folder, database connections, bucket client and task runner,
// sharing one bucket and one PostgreSQL database: what one stored the other serves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@panel/domain/errors';
import { CodeExportResult } from '@panel/domain/contract/code-export';
import { UploadResponse } from '@panel/domain/contract/files';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { solidPng } from '../seed/png';
import { createTestApp, TEST_ENV, type TestApp } from '../../test/app';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { as, createSeller, type Actor } from '../../test/fixtures/catalogue.fixtures';
import { exportsDir, sweepExports } from '../modules/codes/code-export';
import { testDatabaseUrl } from '../../test/fixtures/tasks.fixtures';
import { fileStores } from './file-stores';

type Seller = Awaited<ReturnType<typeof createSeller>>;

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const CODES_KEY = randomBytes(32).toString('base64');

/** An app's own settings on the bucket: a quick task runner, and the codes key every server shares. */
const onBucket = (prefix: string) => ({ s3: s3.settings({ S3_PREFIX: prefix }), codesKey: CODES_KEY, taskPollMs: 20 });

/** Uploads one file through `app` as a browser's FormData sends it; answers the stored file. */
async function upload(app: FastifyInstance, actor: Actor, type: string, source: string, content: Buffer) {
  const boundary = '----bucketboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await app.inject({
    method: 'POST',
    url: `/api-auth/s3/upload/${type}/${source}`,
    payload,
    headers: { ...actor.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.json().respCode, res.body).toBe(200);
  return UploadResponse.parse(res.json().data);
}

/** Waits for a task to end (the app's own runner polls for it) and answers it, as the owner reads it through `t`. */
async function finished(t: TestApp, actor: Actor, taskId: string) {
  return vi.waitFor(
    async () => {
      const task = (await as(t, actor, 'GET', `/api/task/${taskId}`)).data;
      if (task.state === 'PENDING' || task.state === 'RUNNING') throw new Error(`task ${taskId} is ${task.state}`);
      return task;
    },
    { timeout: 60_000, interval: 50 },
  );
}

/** Codes of the seller's card made by the runner, then exported as CSV by it; answers the export's result and its file's name. */
async function exportedCodes(t: TestApp, seller: Seller, quantity: number) {
  const generate = await as(t, seller, 'POST', '/api/codes/generate', { cardId: seller.card!.id, quantity }, { 'idempotency-key': randomUUID() });
  expect(generate.respCode, JSON.stringify(generate)).toBe(200);
  expect((await finished(t, seller, generate.data.taskId)).state).toBe('DONE');
  const started = await as(t, seller, 'POST', `/api/codes/records/${generate.data.taskId}/export`, { format: 'CSV' }, { 'idempotency-key': randomUUID() });
  expect(started.respCode, JSON.stringify(started)).toBe(200);
  const task = await finished(t, seller, started.data.taskId);
  expect(task.state, JSON.stringify(task)).toBe('DONE');
  return { result: CodeExportResult.parse(task.result), file: String(task.result.file) };
}

const download = (app: FastifyInstance, actor: Actor, id: string) => app.inject({ method: 'GET', url: `/api/codes/exports/${id}`, headers: actor.headers });

const localFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }) : []);

describe('one server with a bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...onBucket('one'), stockMaxUnitsPerStore: 100_000 });
    // Listening starts the app's own task runner, which makes the codes and the exports.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('stores an uploaded voucher and picture in the bucket, none in the data folder, and serves them from there', async () => {
    const seller = await createSeller(t);
    const voucher = await upload(t.app, seller, 'document', 'voucher', PDF);
    const picture = solidPng(6, [10, 200, 10]);
    const avatar = await upload(t.app, seller, 'image', 'avatar', picture);
    expect(await s3.keys('one/files/')).toEqual([`one/files/${avatar.key}`, `one/files/${voucher.key}`].sort());
    expect(localFiles(path.join(t.config.dataDir, 'files'))).toEqual([]);
    const back = await t.app.inject({ method: 'POST', url: '/api-auth/s3/download', payload: { key: voucher.key }, headers: seller.headers });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(PDF)).toBe(true);
    const cdn = await t.app.inject({ method: 'GET', url: `/cdn/${avatar.key}` });
    expect(cdn.headers['content-type']).toBe('image/png');
    expect(cdn.rawPayload.equals(picture)).toBe(true);
  });

  it('puts an export of 20,000 codes in the bucket, leaves no temporary file, serves it, and the sweep deletes it once expired', async () => {
    const seller = await createSeller(t, { stock: 20_000 });
    const { result, file } = await exportedCodes(t, seller, 20_000);
    expect(await s3.keys('one/exports/')).toEqual([`one/exports/${file}`]);
    expect(localFiles(exportsDir(t.config.dataDir))).toEqual([]);
    const res = await download(t.app, seller, result.downloadId);
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(result.size);
    expect(res.rawPayload.length).toBe(result.size);
    const rows = res.body.split('\r\n').filter(Boolean);
    expect(rows[0]).toBe('\uFEFFCard,Code,Status,Account,Card number,Activated at (UTC)');
    // Each row's code is its first text cell ("=""ABCD-…""").
    expect(new Set(rows.slice(1).map((row) => /"=""([A-Z0-9-]+)"""/.exec(row)?.[1])).size).toBe(20_000);
    // Past its time, within the hour of the sweep, the runner's sweep deletes the object.
    t.clock.advance(t.config.exportTtlHours * 3_600_000 + 3_600_000);
    await vi.waitFor(async () => expect(await s3.keys('one/exports/')).toEqual([]), { timeout: 30_000, interval: 50 });
    expect((await download(t.app, seller, result.downloadId)).json().respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
  }, 240_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('two servers on one bucket and one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let bDatabase: Database;
  beforeAll(async () => {
    // Server A: the test app, listening, so its task runner runs.
    a = await createTestApp({ ...onBucket('two'), stockMaxUnitsPerStore: 100_000 });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    // Server B: its settings read from the environment as its process would, another data folder,
    // its own connections to the same database; not listening, so its runner takes no task of A's.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-second-'));
    const databaseUrl = await testDatabaseUrl(a.db);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIR: '',
      ...TEST_ENV,
      ...s3.env({ S3_PREFIX: 'two' }),
      CODES_KEY,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
    });
    bDatabase = await openDatabase({ databaseUrl });
    const app = await buildApp(config, { db: bDatabase.db, clock: a.clock });
    b = { app, db: bDatabase.db, config, clock: a.clock, close: async () => {} };
  });
  afterAll(async () => {
    await b?.app.close();
    await bDatabase?.close();
    if (b) fs.rmSync(b.config.dataDir, { recursive: true, force: true });
    await a?.close();
  });

  it('serves through B a voucher and a picture uploaded through A', async () => {
    expect(b.config.dataDir).not.toBe(a.config.dataDir);
    const seller = await createSeller(a);
    const voucher = await upload(a.app, seller, 'document', 'voucher', PDF);
    const picture = solidPng(5, [1, 2, 3]);
    const avatar = await upload(a.app, seller, 'image', 'avatar', picture);
    const back = await b.app.inject({ method: 'POST', url: '/api-auth/s3/download', payload: { key: voucher.key }, headers: seller.headers });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(PDF)).toBe(true);
    expect((await b.app.inject({ method: 'GET', url: `/cdn/${avatar.key}` })).rawPayload.equals(picture)).toBe(true);
    expect(localFiles(path.join(b.config.dataDir, 'files'))).toEqual([]);
  });

  it('serves through B an export made by A’s task runner, and sweeps on both at once delete it and count it once', async () => {
    const seller = await createSeller(a, { stock: 300 });
    const { result, file } = await exportedCodes(a, seller, 300);
    expect(await s3.keys('two/exports/')).toEqual([`two/exports/${file}`]);
    const task = (await as(b, seller, 'GET', `/api/task/${result.downloadId}`)).data;
    expect(task.state).toBe('DONE');
    const res = await download(b.app, seller, result.downloadId);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(result.size);
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(301);
    // Each server's sweep, on its own connections and bucket client, run at the same moment.
    const later = new Date(new Date(result.expiresAt).getTime() + 1000);
    const stores = await Promise.all([a, b].map((server) => fileStores(server.config)));
    const sweeps = await Promise.all(
      [a, b].map((server, i) => sweepExports(server.db, { dir: exportsDir(server.config.dataDir), storage: stores[i]!.exports }, later)),
    );
    for (const store of stores) store.close();
    expect(sweeps.map((sweep) => sweep.removed).sort()).toEqual([0, 1]);
    expect(await s3.keys('two/exports/')).toEqual([]);
    expect((await as(a, seller, 'GET', `/api/task/${result.downloadId}`)).data.result.removed).toBe(true);
    for (const server of [a, b]) expect((await download(server.app, seller, result.downloadId)).json().respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
  }, 120_000);
});
