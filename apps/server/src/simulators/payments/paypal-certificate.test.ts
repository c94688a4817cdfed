// The simulated PayPal's certificate, written by our own DER writer: node:crypto reads it as an
// X.509 certificate with its subject, dates and key, its self-signature holds, and what the
// simulator signs with its key verifies against it; served where PAYPAL-CERT-URL points.
import { X509Certificate, generateKeyPairSync, verify } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { integer, oid, pemOf, selfSignedCertificate } from './paypal-certificate';
import { paypalApiRoutes } from './paypal';
import { paypalCertUrl, paypalTransmissionHeaders, PAYPAL_SANDBOX_WEBHOOK_ID } from './paypal-webhook-signing';
import { paypalSignedString } from '../../modules/payments/adapters/paypal-signature';
import { useSandbox } from '../../../test/fixtures/sandbox.fixtures';

const s = useSandbox();

describe('the simulated PayPal certificate', () => {
  it('writes object identifiers as DER does (the manual’s 1.2.840.113549 and a large arc)', () => {
    expect(oid('1.2.840.113549').toString('hex')).toBe('06062a864886f70d');
    expect(oid('2.5.4.3').toString('hex')).toBe('0603550403');
  });

  it('writes integers in DER’s one encoding: no leading zero byte unless the top bit asks for it', () => {
    expect(integer(Buffer.from([0x00, 0x12, 0x34])).toString('hex')).toBe('02021234');
    expect(integer(Buffer.from([0x00, 0x00, 0x92])).toString('hex')).toBe('02020092');
    expect(integer(Buffer.from([0x92, 0x01])).toString('hex')).toBe('0203009201');
    expect(integer(Buffer.from([0x00])).toString('hex')).toBe('020100');
  });

  it('is read whatever its random serial: one starting 00 then a byte under 0x80 is written without the zero', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const dates = { notBefore: new Date('2026-01-01T00:00:00Z'), notAfter: new Date('2036-01-01T00:00:00Z') };
    for (const serial of ['00129099c546b17ec366ebeb9b83af58', '0000ff99c546b17ec366ebeb9b83af58', 'ff129099c546b17ec366ebeb9b83af58']) {
      const certificate = new X509Certificate(
        pemOf(
          selfSignedCertificate({
            publicKey,
            privateKey,
            subject: { C: 'US', O: 'Test Org', CN: 'signer.example' },
            ...dates,
            serial: Buffer.from(serial, 'hex'),
          }),
        ),
      );
      expect(certificate.serialNumber.toLowerCase().replace(/^0+/, '')).toBe(serial.replace(/^0+/, ''));
    }
  });

  it('is a self-signed X.509 certificate node:crypto reads, with its subject, dates and key, whose signature holds', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const notBefore = new Date('2026-01-01T00:00:00Z');
    const notAfter = new Date('2051-06-30T12:00:00Z');
    const certificate = new X509Certificate(
      pemOf(selfSignedCertificate({ publicKey, privateKey, subject: { C: 'US', O: 'Test Org', CN: 'signer.example' }, notBefore, notAfter })),
    );
    expect(certificate.subject).toBe('C=US\nO=Test Org\nCN=signer.example');
    expect(certificate.issuer).toBe(certificate.subject);
    expect(new Date(certificate.validFrom)).toEqual(notBefore);
    // After 2049 the date is a GeneralizedTime.
    expect(new Date(certificate.validTo)).toEqual(notAfter);
    expect(certificate.publicKey.export({ type: 'spki', format: 'pem' })).toBe(publicKey.export({ type: 'spki', format: 'pem' }));
    expect(certificate.verify(publicKey)).toBe(true);
    expect(certificate.verify(generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey)).toBe(false);
  });

  it('is served where its webhooks’ PAYPAL-CERT-URL points, and verifies what they are signed with', async () => {
    const app = Fastify();
    paypalApiRoutes(app, s.deps);
    const headers = paypalTransmissionHeaders('{"id":"WH-1"}');
    expect(headers['paypal-cert-url']).toBe(paypalCertUrl());
    const served = await app.inject({ method: 'GET', url: new URL(paypalCertUrl()).pathname });
    expect(served.statusCode).toBe(200);
    const certificate = new X509Certificate(served.body);
    const signed = paypalSignedString({
      transmissionId: headers['paypal-transmission-id']!,
      transmissionTime: headers['paypal-transmission-time']!,
      webhookId: PAYPAL_SANDBOX_WEBHOOK_ID,
      rawBody: '{"id":"WH-1"}',
    });
    expect(verify('sha256', Buffer.from(signed), certificate.publicKey, Buffer.from(headers['paypal-transmission-sig']!, 'base64'))).toBe(true);
    // Valid at any time the simulator's clock shows: the tests' clock is set months before today.
    expect(Date.parse(certificate.validFrom)).toBeLessThanOrEqual(s.clock.now().getTime());
    expect(Date.parse(certificate.validTo)).toBeGreaterThan(Date.now() + 5 * 365 * 24 * 3600_000);
    expect((await app.inject({ method: 'GET', url: '/sandbox/paypal/certs/CERT-00000000000000000000000000000000' })).statusCode).toBe(404);
    await app.close();
  });
});
