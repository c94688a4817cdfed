// The online payment form's rules: the billing fields each method asks are checked as the server
// checks them (names 99993 and 99994, ID lengths by type 99995, email 99996, phone, required), only
// the method's fields are sent, a missing method or currency is 99992 or 99991, the limit is read
// from the quote, and each refusal of pay/v2 is sorted for the screen.
import { ERROR_CODES } from '@panel/domain/errors';
import { METHOD_FIELDS } from '@panel/domain/payments';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { billingProblems, choiceProblem, EMPTY_BILLING, failureField, overLimit, payFailure, toBilling, type BillingValues } from './payment-form';

const values = (changes: Partial<BillingValues>): BillingValues => ({ ...EMPTY_BILLING, ...changes });
const PIX_OK = values({ firstName: 'Ana', lastName: 'Souza', idType: 'CPF', idNumber: '123.456.789-09', email: 'ana@example.com' });

describe('billing fields', () => {
  it('passes a PIX payer with a CPF written with its separators', () => {
    expect(billingProblems(METHOD_FIELDS.PIX, PIX_OK)).toEqual({});
  });

  it('says 99993 for a first name and 99994 for a last name outside 1 to 30 characters (none counts)', () => {
    const long = 'x'.repeat(31);
    expect(billingProblems(METHOD_FIELDS.PIX, { ...PIX_OK, firstName: long, lastName: '  ' })).toEqual({
      firstName: { code: ERROR_CODES.NAME_LENGTH },
      lastName: { code: ERROR_CODES.NAME_LENGTH_ALT },
    });
    expect(billingProblems(METHOD_FIELDS.PIX, { ...PIX_OK, firstName: 'x'.repeat(30), lastName: 'Y' })).toEqual({});
  });

  it('checks the ID number’s length by its type (99995), and waits for a type before judging it', () => {
    const withId = (idType: string, idNumber: string) => billingProblems(METHOD_FIELDS.PIX, { ...PIX_OK, idType, idNumber });
    expect(withId('CPF', '1234567890')).toEqual({ idNumber: { code: ERROR_CODES.ID_NUMBER_LENGTH } });
    expect(withId('CNPJ', '12.345.678/0001-95')).toEqual({});
    expect(withId('RFC', 'ABCD8001011A')).toEqual({});
    expect(withId('RFC', 'ABCD8001011AB')).toEqual({});
    expect(withId('RFC', 'ABCD800101')).toEqual({ idNumber: { code: ERROR_CODES.ID_NUMBER_LENGTH } });
    expect(withId('PASSPORT', 'X12345')).toEqual({});
    expect(withId('', '123')).toEqual({ idType: { key: 'validation.required' } });
  });

  it('says 99996 for an email that is not one', () => {
    expect(billingProblems(METHOD_FIELDS.PAYPAL, values({ email: 'ana@' }))).toEqual({ email: { code: ERROR_CODES.INVALID_EMAIL } });
    expect(billingProblems(METHOD_FIELDS.PAYPAL, values({ email: '' }))).toEqual({ email: { key: 'validation.required' } });
  });

  it('asks tpaga for a phone with its country and area code', () => {
    const payer = values({ firstName: 'Luis', lastName: 'Gómez', email: 'luis@example.com', phoneCountry: '+57', phoneArea: '601', phoneNumber: '555 1234' });
    expect(billingProblems(METHOD_FIELDS.TPAGA, payer)).toEqual({});
    expect(billingProblems(METHOD_FIELDS.TPAGA, { ...payer, phoneArea: 'ab', phoneNumber: '12' })).toEqual({
      phoneArea: { key: 'validation.phone' },
      phoneNumber: { key: 'validation.phone' },
    });
  });

  it('asks a boleto for the whole address, and a bank transfer for its bank', () => {
    expect(Object.keys(billingProblems(METHOD_FIELDS.BOLETO, PIX_OK)).sort()).toEqual(['city', 'neighbourhood', 'region', 'street', 'streetNumber', 'zipCode']);
    expect(billingProblems(METHOD_FIELDS.BANK_TRANSFER, PIX_OK)).toEqual({ bank: { key: 'validation.required' } });
  });

  it('asks a prepaid card for its number and PIN in digits', () => {
    expect(billingProblems(METHOD_FIELDS.PREPAID_CARD, values({ cardNumber: '6011 0000 0000 0004', pin: '1234' }))).toEqual({});
    expect(billingProblems(METHOD_FIELDS.PREPAID_CARD, values({ cardNumber: '12ab', pin: '12' }))).toEqual({
      cardNumber: { key: 'onlinePayment.billing.cardNumberInvalid' },
      pin: { key: 'onlinePayment.billing.pinInvalid' },
    });
  });

  it('asks nothing of a card (its details are typed in the provider’s frame)', () => {
    expect(billingProblems(METHOD_FIELDS.CARD, EMPTY_BILLING)).toEqual({});
  });
});

describe('the billing sent', () => {
  it('holds only the method’s fields, trimmed, the ID, card number and phone without separators', () => {
    const all = values({ ...PIX_OK, firstName: ' Ana ', city: 'Recife', cardNumber: '6011 0000', phoneCountry: '+57', phoneNumber: '555-1234' });
    expect(toBilling(METHOD_FIELDS.PIX, all)).toEqual({
      firstName: 'Ana',
      lastName: 'Souza',
      idType: 'CPF',
      idNumber: '12345678909',
      email: 'ana@example.com',
    });
    expect(toBilling(METHOD_FIELDS.PREPAID_CARD, { ...all, pin: '9876' })).toEqual({ cardNumber: '60110000', pin: '9876' });
    expect(toBilling(METHOD_FIELDS.TPAGA, all)).toMatchObject({ phoneCountry: '57', phoneNumber: '5551234' });
    expect(toBilling(METHOD_FIELDS.CARD, all)).toEqual({});
  });
});

describe('choices, limit and refusals', () => {
  it('says 99992 without a method before 99991 without a currency', () => {
    expect(choiceProblem(null, null)).toBe(ERROR_CODES.PAYMENT_METHOD_REQUIRED);
    expect(choiceProblem('PIX', null)).toBe(ERROR_CODES.PAYMENT_CURRENCY_REQUIRED);
    expect(choiceProblem('PIX', 'BRL')).toBeUndefined();
  });

  it('reads the limit in the quote’s currency', () => {
    expect(overLimit({ amount: '50000.01', limit: '50000.00', currency: 'BRL' })).toBe(true);
    expect(overLimit({ amount: '50000.00', limit: '50000.00', currency: 'BRL' })).toBe(false);
    expect(overLimit({ amount: '999999.00', limit: null, currency: 'EUR' })).toBe(false);
  });

  it('sorts the refusals of a payment', () => {
    const refused = (code: number, status = 200) => new ApiError(code, 'm', null, status);
    expect(payFailure(refused(ERROR_CODES.EXCHANGE_RATE_CHANGED))).toBe('RATE_CHANGED');
    expect(payFailure(refused(ERROR_CODES.OVER_PAYMENT_LIMIT))).toBe('LIMIT');
    expect(payFailure(refused(ERROR_CODES.PROCESS_ALREADY_STARTED))).toBe('RUNNING');
    expect(payFailure(refused(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE))).toBe('CHOICE');
    expect(payFailure(refused(ERROR_CODES.NETWORK, 0))).toBe('UNKNOWN');
    expect(payFailure(refused(ERROR_CODES.INTERNAL, 500))).toBe('UNKNOWN');
    expect(payFailure(refused(ERROR_CODES.NAME_LENGTH))).toBe('OTHER');
    expect(failureField(refused(ERROR_CODES.NAME_LENGTH_ALT))).toBe('lastName');
    expect(failureField(refused(ERROR_CODES.ID_NUMBER_LENGTH))).toBe('idNumber');
    expect(failureField(refused(ERROR_CODES.OVER_PAYMENT_LIMIT))).toBeUndefined();
  });
});
