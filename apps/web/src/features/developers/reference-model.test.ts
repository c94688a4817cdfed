import { describe, expect, it } from 'vitest';
import { openApiDocument } from '@panel/domain/endpoints/openapi';
import { ERROR_CODES } from '@panel/domain/errors';
import { paragraphsOf, sectionsOf, type ReferenceDocument } from './reference-model';

// The document exactly as the server serves it (JSON, no functions or undefined left).
const document = JSON.parse(JSON.stringify(openApiDocument('1.0.0'))) as ReferenceDocument;
const operations = (filter: Parameters<typeof sectionsOf>[1]) => sectionsOf(document, filter).flatMap((section) => section.operations);

describe('the API reference read from the document', () => {
  it('lists only what an API key can call when asked, every call otherwise', () => {
    const keyCalls = operations({ keyOnly: true, search: '' });
    const all = operations({ keyOnly: false, search: '' });
    expect(keyCalls.length).toBeGreaterThan(0);
    expect(keyCalls.every((operation) => operation.scope)).toBe(true);
    expect(all.length).toBeGreaterThan(keyCalls.length);
    expect(all.map((operation) => operation.path)).toContain('/api/openapi.json');
  });

  it('finds calls by every word of the search, in the path or the summary, in any case', () => {
    const found = operations({ keyOnly: false, search: 'VCOIN records' });
    expect(found.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual(['GET /api/vcoin/records', 'GET /api/vcoin/records/{id}']);
    expect(operations({ keyOnly: false, search: 'no such call anywhere' })).toEqual([]);
  });

  it('tells each call’s parameters, the Idempotency-Key of a write, its example body and answer, and its refusals', () => {
    const [transfer] = operations({ keyOnly: false, search: 'POST /api/vcoin/transfer' });
    expect(transfer.parameters).toContainEqual({ name: 'Idempotency-Key', place: 'header', required: true, type: 'string' });
    expect(JSON.parse(transfer.body!)).toHaveProperty('paymentPassword');
    expect(JSON.parse(transfer.answer!)).toMatchObject({ respCode: 200, message: 'success' });
    expect(transfer.errors).toContain(ERROR_CODES.WRONG_PAYMENT_PASSWORD);
    const [record] = operations({ keyOnly: true, search: '/api/vcoin/records/{id}' });
    expect(record).toMatchObject({ scope: 'wallet', access: 'user', parameters: [{ name: 'id', place: 'path', required: true }] });
  });

  it('splits the description into paragraphs of plain, bold and code runs', () => {
    expect(paragraphsOf('**Money.** Send `Idempotency-Key` once.\n\nSecond.')).toEqual([
      [
        { text: 'Money.', style: 'bold' },
        { text: ' Send ', style: 'plain' },
        { text: 'Idempotency-Key', style: 'code' },
        { text: ' once.', style: 'plain' },
      ],
      [{ text: 'Second.', style: 'plain' }],
    ]);
  });
});
