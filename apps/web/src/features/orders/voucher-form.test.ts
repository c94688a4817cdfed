// The voucher form's rules: the files it takes (pictures up to 9, or one PDF alone, of the server's
// types and size) and the request it sends (at least one file; the amount optional, else positive,
// at most the order amount and the due balance).
import { describe, expect, it } from 'vitest';
import { takeFiles, toVoucherRequest, voucherFilesRule, voucherRequestSchema, type VoucherDraft } from './voucher-form';

const MB = 1024 * 1024;
const png = (name = 'a.png', size = MB) => ({ name, type: 'image/png', size });
const pdf = (name = 'a.pdf', size = MB) => ({ name, type: 'application/pdf', size });
const pictures = (count: number) => Array.from({ length: count }, (_, index) => png(`${index}.png`));
const draft = (over: Partial<VoucherDraft> = {}): VoucherDraft => ({
  id: 'd',
  name: 'a.png',
  type: 'image/png',
  size: MB,
  preview: null,
  key: 'voucher/a.png',
  ...over,
});

describe('the files a voucher takes', () => {
  it('takes pictures up to 9 in all, leaving the rest out with a reason', () => {
    expect(takeFiles([], pictures(9), 10 * MB)).toEqual({ taken: pictures(9), refusal: null });
    const some = takeFiles(pictures(7), pictures(3), 10 * MB);
    expect(some.taken).toHaveLength(2);
    expect(some.refusal).toBe('voucherDrafts.tooMany');
    expect(takeFiles(pictures(9), [png()], 10 * MB)).toEqual({ taken: [], refusal: 'voucherDrafts.tooMany' });
  });

  it('takes one PDF only alone', () => {
    expect(takeFiles([], [pdf()], 10 * MB)).toEqual({ taken: [pdf()], refusal: null });
    expect(takeFiles([png()], [pdf()], 10 * MB)).toEqual({ taken: [], refusal: 'voucherDrafts.pdfAlone' });
    expect(takeFiles([pdf()], [png()], 10 * MB)).toEqual({ taken: [], refusal: 'voucherDrafts.pdfAlone' });
    // Chosen together, the pictures are taken and the PDF is left out.
    expect(takeFiles([], [pdf(), png()], 10 * MB)).toEqual({ taken: [png()], refusal: 'voucherDrafts.pdfAlone' });
    expect(takeFiles([], [pdf('a.pdf'), pdf('b.pdf')], 10 * MB)).toEqual({ taken: [], refusal: 'voucherDrafts.pdfAlone' });
  });

  it('leaves out other types and PDFs over the size limit; takes large pictures, which are made smaller', () => {
    expect(takeFiles([], [{ name: 'a.gif', type: 'image/gif', size: 10 }], 10 * MB)).toEqual({ taken: [], refusal: 'voucherDrafts.fileType' });
    expect(takeFiles([], [pdf('big.pdf', 11 * MB)], 10 * MB)).toEqual({ taken: [], refusal: 'voucherDrafts.fileTooLarge' });
    expect(takeFiles([], [png('big.png', 11 * MB), png()], 10 * MB)).toEqual({ taken: [png('big.png', 11 * MB), png()], refusal: null });
  });

  it('says when the files break the rule the request cannot see', () => {
    expect(voucherFilesRule([pdf(), png()])).toBe('voucherDrafts.pdfAlone');
    expect(voucherFilesRule(pictures(10))).toBe('voucherDrafts.tooMany');
    expect(voucherFilesRule(pictures(9))).toBeUndefined();
    expect(voucherFilesRule([pdf()])).toBeUndefined();
  });
});

describe('the voucher request', () => {
  const schema = voucherRequestSchema({ amount: '65.00', dueAmount: '40.00' });
  const issues = (values: { files: VoucherDraft[]; amount: string }) => {
    const result = schema.safeParse(toVoucherRequest(values));
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('sends the uploaded keys and the amount, or no amount', () => {
    expect(toVoucherRequest({ files: [draft(), draft({ key: null })], amount: ' 12.50 ' })).toEqual({ files: ['voucher/a.png'], amount: '12.50' });
    expect(toVoucherRequest({ files: [draft()], amount: '  ' })).toEqual({ files: ['voucher/a.png'], amount: null });
    // A Spanish or Portuguese keyboard's decimal comma.
    expect(toVoucherRequest({ files: [draft()], amount: '12,5' })).toEqual({ files: ['voucher/a.png'], amount: '12.5' });
    expect(issues({ files: [draft()], amount: '39,99' })).toEqual([]);
    expect(issues({ files: [draft()], amount: '' })).toEqual([]);
    expect(issues({ files: [draft()], amount: '40' })).toEqual([]);
  });

  it('needs at least one uploaded file', () => {
    expect(issues({ files: [], amount: '' })).toEqual(['files:validation.voucherRequired']);
    expect(issues({ files: [draft({ key: null })], amount: '' })).toEqual(['files:validation.voucherRequired']);
  });

  it('takes an amount that is valid, positive, not above the order amount and at most the due', () => {
    expect(issues({ files: [draft()], amount: 'ten' })).toEqual(['amount:validation.amountInvalid']);
    expect(issues({ files: [draft()], amount: '0' })).toEqual(['amount:validation.amountPositive']);
    expect(issues({ files: [draft()], amount: '0.00' })).toEqual(['amount:validation.amountPositive']);
    expect(issues({ files: [draft()], amount: '66' })).toEqual(['amount:validation.amountOverOrder']);
    expect(issues({ files: [draft()], amount: '40.01' })).toEqual(['amount:validation.amountOverDue']);
  });
});
