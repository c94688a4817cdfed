import type { z } from 'zod';
import { ERROR_CODES } from '@panel/domain/errors';
import { AppError } from './app-error';

/** Maps the first zod issue to the catalogue: missing -> 150001, too short/long -> 60000/60002, else 4001. */
export function issueCode(issue: z.core.$ZodIssue): number {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return ERROR_CODES.REQUIRED_FIELDS_MISSING;
  if (issue.message === 'validation.required') return ERROR_CODES.REQUIRED_FIELDS_MISSING;
  if (issue.code === 'too_small' && issue.origin === 'string') return issue.minimum === 1 ? ERROR_CODES.REQUIRED_FIELDS_MISSING : ERROR_CODES.TOO_SHORT;
  if (issue.code === 'too_big' && issue.origin === 'string') return ERROR_CODES.TOO_LONG;
  return ERROR_CODES.PARAM_ERROR;
}

/** Validates request input with a contract schema; a failure is an AppError naming the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  // reportInput lets a wrong type (4001) be told apart from a missing field (150001).
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new AppError(issueCode(issue), { field: issue.path.join('.'), rule: issue.message });
}
