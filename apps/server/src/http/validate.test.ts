import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@panel/domain/errors';
import { AppError } from './app-error';
import { parse } from './validate';

const Schema = z.object({ name: z.string().min(1).max(5), age: z.number().int(), code: z.string().min(4) });
const codeOf = (input: unknown) => {
  try {
    parse(Schema, input);
    return 200;
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('parse', () => {
  it('maps each kind of failure to its catalogue code', () => {
    expect(codeOf({ name: 'ab', age: 3, code: 'abcd' })).toBe(200);
    expect(codeOf({ age: 3, code: 'abcd' })).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect(codeOf({ name: '', age: 3, code: 'abcd' })).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect(codeOf({ name: 'ab', age: 'x', code: 'abcd' })).toBe(ERROR_CODES.PARAM_ERROR);
    expect(codeOf({ name: 'abcdef', age: 3, code: 'abcd' })).toBe(ERROR_CODES.TOO_LONG);
    expect(codeOf({ name: 'ab', age: 3, code: 'ab' })).toBe(ERROR_CODES.TOO_SHORT);
  });

  it('names the failing field', () => {
    try {
      parse(Schema, { name: 'ab', age: 1.5, code: 'abcd' });
    } catch (error) {
      expect((error as AppError).data).toMatchObject({ field: 'age' });
    }
    expect.assertions(1);
  });
});
