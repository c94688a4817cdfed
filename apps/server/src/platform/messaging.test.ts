import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../config';
import { call, createTestApp, manualClock, type TestApp } from '../../test/app';
import { lastCodeTo, lastMessageTo } from '../../test/fixtures/accounts.fixtures';
import { createMessageTransport } from './messaging';
import { findOutboxMessages, outboxTransport, WITHHELD_CODE } from './messaging-outbox';
import { smtpTransport, withSmtpTimeouts } from './messaging-smtp';

type Received = { from: string; to: string[]; raw: string };

/** An SMTP server in this process on 127.0.0.1 that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  [t, smtp] = await Promise.all([createTestApp(), startSmtpServer()]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the outbox transport', () => {
  it('keeps every message in the outbox table, newest first, and forgets old ones', async () => {
    const clock = manualClock(new Date('2026-03-01T00:00:00Z'));
    const outbox = outboxTransport(t.db, { clock, retentionHours: 24 });
    expect(outbox.kind).toBe('outbox');
    await outbox.send({ channel: 'email', to: 'old@example.com', subject: 'Old', text: 'old one' });
    clock.advance(60_000);
    await outbox.send({ channel: 'sms', to: '+5511999990001', subject: 'Code', text: 'first' });
    await outbox.send({ channel: 'sms', to: '+5511999990001', subject: 'Code', text: 'second' });
    expect((await findOutboxMessages(t.db, { to: '+5511999990001' })).map((m) => m.text)).toEqual(['second', 'first']);
    clock.advance(24 * 3_600_000);
    await outbox.send({ channel: 'email', to: 'new@example.com', subject: 'New', text: 'new one' });
    expect(await findOutboxMessages(t.db, { to: 'old@example.com' })).toEqual([]);
    expect(await findOutboxMessages(t.db, { to: '+5511999990001' })).toHaveLength(2);
  });

  it('is the default: each message is written to the log with its recipient, purpose and code', async () => {
    const warnings: string[] = [];
    const lines: { obj: any; message?: string }[] = [];
    const log = { warn: (m: string) => warnings.push(m), info: (obj: object, message?: string) => lines.push({ obj, message }) };
    const transport = createMessageTransport(loadConfig({}), { db: t.db, clock: t.clock, log });
    expect(transport.kind).toBe('outbox');
    expect(warnings.join('\n')).toMatch(/No SMTP_URL.*written to this log/);
    await transport.send({
      channel: 'email',
      to: 'log-me@example.com',
      subject: 'Your sign-up code',
      text: 'Your code is QW3R.',
      purpose: 'SIGN_UP',
      code: 'QW3R',
    });
    expect(lines).toContainEqual({
      obj: { channel: 'email', to: 'log-me@example.com', purpose: 'SIGN_UP', code: 'QW3R' },
      message: 'email kept in the outbox (not sent)',
    });
  });

  it('keeps a verification code in the table only while DEV_OUTBOX is on: otherwise the text holds no code', async () => {
    const message = {
      channel: 'email',
      subject: 'Your sign-up code',
      text: 'Your code is K7PX. It expires in 10 minutes.',
      purpose: 'SIGN_UP',
      code: 'K7PX',
    } as const;
    await createMessageTransport(loadConfig({}), { db: t.db, clock: t.clock, log: { warn() {}, info() {} } }).send({ ...message, to: 'kept-off@example.com' });
    await createMessageTransport(loadConfig({ DEV_OUTBOX: 'true' }), { db: t.db, clock: t.clock, log: { warn() {}, info() {} } }).send({
      ...message,
      to: 'kept-on@example.com',
    });
    const [off] = await findOutboxMessages(t.db, { to: 'kept-off@example.com' });
    expect(off).toMatchObject({ subject: 'Your sign-up code', text: `Your code is ${WITHHELD_CODE}. It expires in 10 minutes.` });
    expect(off!.text).not.toContain('K7PX');
    expect((await findOutboxMessages(t.db, { to: 'kept-on@example.com' }))[0]!.text).toContain('K7PX');
    // A message that carries no code (a security notice) is kept as it is.
    await createMessageTransport(loadConfig({}), { db: t.db, clock: t.clock, log: { warn() {}, info() {} } }).send({
      channel: 'email',
      to: 'notice@example.com',
      subject: 'Password changed',
      text: 'Your password was changed.',
    });
    expect((await findOutboxMessages(t.db, { to: 'notice@example.com' }))[0]!.text).toBe('Your password was changed.');
  });
});

describe('the development outbox route', () => {
  const takeover = async (app: TestApp) => {
    await call(app.app, { method: 'POST', url: '/api-user/user/verification/sign-up/code', payload: { account: 'outbox-route@example.com' } });
    return call(app.app, { method: 'GET', url: '/__dev/outbox?to=Outbox-Route@example.com' });
  };

  it('does not exist with the settings npm start uses', async () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    const res = await takeover(t);
    expect(res.status).toBe(404);
    expect((await lastMessageTo(t, 'outbox-route@example.com'))?.body).toContain(WITHHELD_CODE);
  });

  it('is refused with a public address or behind a proxy, where loopback callers may be anyone', () => {
    expect(loadConfig({ DEV_OUTBOX: 'true', PUBLIC_URL: 'http://localhost:3000' }).devOutbox).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: 'true', PUBLIC_URL: 'http://[::1]:3000' }).devOutbox).toBe(true);
    expect(() => loadConfig({ DEV_OUTBOX: 'true', PUBLIC_URL: 'https://panel.example.com' })).toThrow(/DEV_OUTBOX/);
    expect(() => loadConfig({ DEV_OUTBOX: 'true', TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DEV_OUTBOX: 'true', TRUST_PROXY: '127.0.0.1' })).toThrow(/TRUST_PROXY/);
    // Off, the same settings start.
    expect(loadConfig({ PUBLIC_URL: 'https://panel.example.com', TRUST_PROXY: '1' }).devOutbox).toBe(false);
  });

  it('answers loopback callers only when DEV_OUTBOX is on', async () => {
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    const app = await createTestApp({ devOutbox: true, trustProxy: true });
    try {
      const mine = await takeover(app);
      expect(mine.body.data).toHaveLength(1);
      expect(mine.body.data[0]).toMatchObject({ channel: 'email', to: 'outbox-route@example.com', subject: 'Your sign-up code' });
      expect(mine.body.data[0].text).toContain(await lastCodeTo(app, 'outbox-route@example.com'));
      const remote = await call(app.app, { method: 'GET', url: '/__dev/outbox', remoteAddress: '203.0.113.9' });
      expect(remote.status).toBe(404);
      // A proxy header claiming loopback changes nothing, even behind a trusted proxy.
      const forged = await call(app.app, { method: 'GET', url: '/__dev/outbox', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(forged.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the SMS gateway transport', () => {
  it('posts the message as JSON with the URL credentials as Basic authentication', async () => {
    const received: { auth?: string; body: string; url?: string }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body, url: req.url });
        res.statusCode = received.length === 1 ? 202 : 503;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const transport = createMessageTransport(loadConfig({ SMS_GATEWAY_URL: `http://acme:s3cr%40t@127.0.0.1:${port}/send` }), {
        db: t.db,
        clock: t.clock,
        log: { warn: () => {}, info: () => {} },
      });
      await transport.send({ channel: 'sms', to: '+5511999990003', subject: 'Code', text: 'Your code is AB12.' });
      expect(received[0]).toEqual({
        auth: `Basic ${Buffer.from('acme:s3cr@t').toString('base64')}`,
        body: '{"to":"+5511999990003","text":"Your code is AB12."}',
        url: '/send',
      });
      expect(await findOutboxMessages(t.db, { to: '+5511999990003' })).toEqual([]);
      await expect(transport.send({ channel: 'sms', to: '+5511999990003', subject: 'Code', text: 'again' })).rejects.toThrow(/503/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the SMTP transport', () => {
  it('adds short time-outs to the URL unless it sets its own', () => {
    expect(withSmtpTimeouts('smtp://u:p@mail.example.com:2525')).toBe(
      'smtp://u:p@mail.example.com:2525?connectionTimeout=5000&greetingTimeout=5000&socketTimeout=10000',
    );
    expect(withSmtpTimeouts('smtps://mail.example.com?connectionTimeout=1')).toContain('connectionTimeout=1&');
  });

  it('delivers email to an SMTP server and keeps SMS in the outbox', async () => {
    const warnings: string[] = [];
    const transport = createMessageTransport(loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Panel <panel@example.com>' }), {
      db: t.db,
      clock: t.clock,
      log: { warn: (m) => warnings.push(m), info: () => {} },
    });
    expect(transport.kind).toBe('smtp');
    expect(warnings).toEqual([expect.stringMatching(/No SMS_GATEWAY_URL/)]);
    await transport.send({ channel: 'email', to: 'smtp-one@example.com', subject: 'Your code', text: 'Your verification code is AB12.' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'panel@example.com', to: ['smtp-one@example.com'] });
    expect(smtp.received[0].raw).toContain('Subject: Your code');
    expect(smtp.received[0].raw).toContain('Your verification code is AB12.');
    expect(await findOutboxMessages(t.db, { to: 'smtp-one@example.com' })).toEqual([]);

    await transport.send({ channel: 'sms', to: '+5511999990002', subject: 'Code', text: 'sms text' });
    expect(smtp.received).toHaveLength(1);
    expect((await findOutboxMessages(t.db, { to: '+5511999990002' }))[0].text).toBe('sms text');
  });

  it('fails when the server cannot be reached', async () => {
    const transport = smtpTransport({ url: 'smtp://127.0.0.1:1?connectionTimeout=1000', from: 'x@example.com' });
    await expect(transport.send({ channel: 'email', to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('sends sign-up codes through SMTP end to end; the outbox route does not exist then', async () => {
    const app = await createTestApp({ smtpUrl: smtp.url });
    try {
      const res = await call(app.app, { method: 'POST', url: '/api-user/user/verification/sign-up/code', payload: { account: 'smtp-signup@example.com' } });
      expect(res.body.respCode).toBe(200);
      const mail = smtp.received.find((m) => m.to.includes('smtp-signup@example.com'));
      expect(mail?.raw).toMatch(/Your verification code is [2-9A-Z]{4}\./);
      expect((await call(app.app, { method: 'GET', url: '/__dev/outbox' })).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers 160009 and keeps no code when the SMTP server is down', async () => {
    const app = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1?connectionTimeout=1000' });
    try {
      const res = await call(app.app, {
        method: 'POST',
        url: '/api-user/user/verification/sign-up/code',
        headers: { language: 'en' },
        payload: { account: 'down@example.com' },
      });
      expect(res.body.respCode).toBe(160009);
      expect(res.body.message).toBe('Cannot send the verification code');
      const verify = await call(app.app, {
        method: 'POST',
        url: '/api-user/user/verification/verify',
        payload: { account: 'down@example.com', code: 'ABCD', type: 'SIGN_UP' },
      });
      expect(verify.body.respCode).toBe(710010);
    } finally {
      await app.close();
    }
  });
});
