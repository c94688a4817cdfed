// The server ending TLS itself (TLS_CERT_FILE, TLS_KEY_FILE): HTTP/2 for browsers, HTTP/1.1 beside it
// for clients that do not offer h2, the panel's files and the API the same over both, and a start
// that stops at once on a certificate it cannot use.
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/auth';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, TEST_ENV, type TestApp } from '../../test/app';
import { selfSignedCertificate } from '../../test/tls.mjs';
import { openTestDatabase } from '../../test/database';
import { createUser, sessionFor } from '../../test/factories';
import { tasks } from '../db/schema';
import { solidPng } from '../seed/png';
import { buildPanel, SCRIPT } from '../../test/panel-build';

type Answer = { status: number; headers: http2.IncomingHttpHeaders; body: Buffer; protocol: string | undefined };

/** One request over an HTTP/2 connection of its own, trusting only `ca`. */
function h2Request(origin: string, ca: string, headers: http2.OutgoingHttpHeaders, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on('error', reject);
    const request = session.request(headers);
    const chunks: Buffer[] = [];
    let answer: http2.IncomingHttpHeaders = {};
    request.on('response', (received) => (answer = received));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const protocol = session.alpnProtocol;
      session.close();
      resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks), protocol });
    });
    request.on('error', reject);
    request.end(body);
  });
}

let t: TestApp;
let webDir: string;
let certDir: string;
let ca: string;
let origin: string;

beforeAll(async () => {
  webDir = buildPanel();
  certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-tls-'));
  const certificate = await selfSignedCertificate(certDir);
  ca = certificate.cert;
  t = await createTestApp({ webDir, tls: { certFile: certificate.certFile, keyFile: certificate.keyFile } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  origin = `https://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
  fs.rmSync(certDir, { recursive: true, force: true });
});

describe('a server with a certificate', () => {
  it('serves the panel page and its brotli files over HTTP/2, with Strict-Transport-Security', async () => {
    const page = await h2Request(origin, ca, { ':path': '/login' });
    expect(page.protocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body.toString()).toContain(`/assets/${SCRIPT}`);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');

    const script = await h2Request(origin, ca, { ':path': `/assets/${SCRIPT}`, 'accept-encoding': 'br, gzip' });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(script.body).equals(fs.readFileSync(path.join(webDir, 'assets', SCRIPT)))).toBe(true);
  });

  it('takes a login form, an authorized call and an upload over HTTP/2', async () => {
    const user = await createUser(t);
    const form = new URLSearchParams({ username: user.email!, password: user.password, ...PANEL_TOKEN_FIELDS }).toString();
    const token = await h2Request(
      origin,
      ca,
      { ':method': 'POST', ':path': '/api-auth/oauth/user/token', 'content-type': 'application/x-www-form-urlencoded' },
      form,
    );
    const issued = JSON.parse(token.body.toString());
    expect(issued.respCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');

    const current = await h2Request(origin, ca, { ':path': '/api-user/users/current', authorization: `${issued.data.token_type} ${issued.data.access_token}` });
    expect(current.status).toBe(200);
    expect(JSON.parse(current.body.toString()).data.email).toBe(user.email);

    // A picture as a browser's FormData sends it, read back from the files' address.
    const picture = solidPng(8, [200, 30, 30]);
    const boundary = '----tlsboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
    const uploaded = await h2Request(
      origin,
      ca,
      {
        ':method': 'POST',
        ':path': '/api-auth/s3/upload/image/avatar',
        authorization: `${issued.data.token_type} ${issued.data.access_token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      Buffer.concat([Buffer.from(head), picture, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    );
    const file = JSON.parse(uploaded.body.toString());
    expect(file.respCode, uploaded.body.toString()).toBe(200);
    const back = await h2Request(origin, ca, { ':path': `/cdn/${file.data.key}` });
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.body.equals(picture)).toBe(true);
  });

  it('answers a client that offers only HTTP/1.1 over the same port', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      https
        .get(`${origin}/healthz`, { ca }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion, body }));
        })
        .on('error', reject);
    });
    expect(answer.version).toBe('1.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).status).toBe('ok');
  });

  it('refuses plain HTTP on its port', async () => {
    const port = new URL(origin).port;
    const res = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (answer) => answer.status,
      () => 'refused',
    );
    expect(res).toBe('refused');
  });
});

describe('the certificate settings', () => {
  it('takes both files or neither', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: 'panel.crt' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE go together/);
    expect(() => loadConfig({ TLS_KEY_FILE: 'panel.key' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE go together/);
    expect(loadConfig({}).tls).toBeUndefined();
    expect(loadConfig({ TLS_CERT_FILE: 'tls/panel.crt', TLS_KEY_FILE: 'tls/panel.key' }, '/srv/panel').tls).toEqual({
      certFile: '/srv/panel/tls/panel.crt',
      keyFile: '/srv/panel/tls/panel.key',
    });
  });

  it('holds a live event stream open over HTTP/2, its events arriving as they happen', async () => {
    const { user } = await createUser(t);
    const { authorization } = await sessionFor(t, { user });
    const session = http2.connect(origin, { ca });
    try {
      const request = session.request({ ':path': '/api/events', authorization });
      let text = '';
      let status = 0;
      request.on('response', (headers) => (status = Number(headers[':status'])));
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      await vi.waitFor(() => expect(text).toContain('event: ready'), { timeout: 10_000 });
      expect(status).toBe(200);
      expect(session.alpnProtocol).toBe('h2');
      // A task's progress is the user's own event.
      const [task] = await t.db.insert(tasks).values({ kind: 'test.live', ownerId: user.id }).returning();
      await t.db.update(tasks).set({ doneCount: 1, totalCount: 2 }).where(eq(tasks.id, task!.id));
      await vi.waitFor(() => expect(text).toContain(`"subject":"${task!.id}"`), { timeout: 10_000 });
      request.close();
    } finally {
      session.close();
    }
  });

  it('stops the start on a file it cannot read, or on a key of another certificate', async () => {
    const other = await selfSignedCertificate(certDir, 'other');
    const own = { certFile: path.join(certDir, 'panel.crt'), keyFile: path.join(certDir, 'panel.key') };
    const database = await openTestDatabase();
    try {
      const config = (tls: { certFile: string; keyFile: string }) => ({
        ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '', ...TEST_ENV }),
        dataDir: certDir,
        tls,
      });
      await expect(buildApp(config({ ...own, certFile: path.join(certDir, 'missing.crt') }), { db: database.db })).rejects.toThrow(
        /TLS_CERT_FILE cannot be read \(.*missing\.crt\)/,
      );
      await expect(buildApp(config({ ...own, keyFile: other.keyFile }), { db: database.db })).rejects.toThrow(
        /TLS_CERT_FILE and TLS_KEY_FILE do not make a certificate and its key/,
      );
    } finally {
      await database.close();
    }
  });
});
