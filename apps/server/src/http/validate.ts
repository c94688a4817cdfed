import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '@panel/domain/errors';
import { AppError } from '../errors';

/** Maps the first zod issue to the catalogue: missing -> 150001, too short/long -> 60000/60002, else 4001. */
export function issueCode(issue: z.core.$ZodIssue): ErrorCode {
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

/** Control characters (Unicode Cc): NUL, escape, DEL, the C1 range ... */
const CONTROL = /\p{Cc}/u;
/** The same but tab, line feed and carriage return, which multi-line text in a body may hold. */
const CONTROL_BUT_WHITESPACE = /(?![\t\n\r])\p{Cc}/u;

/** Whether a string can be stored and shown: no control character `pattern` finds, no lone UTF-16 surrogate (PostgreSQL refuses it). */
const isStorable = (text: string, pattern: RegExp) => !pattern.test(text) && text.isWellFormed();

/** One step down a walk: the key taken and the step before, so that a path is built only when it is named. */
type Step = { key: string | number; parent: Step } | undefined;

function pathOf(step: Step): string {
  const keys: Array<string | number> = [];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The path of the first string (value or key) in `input` that holds a character `pattern` finds or
 * a lone surrogate, as the validation errors name fields ('items.0.name'); undefined when there is
 * none. Linear in the input's size, and light on the leaves: no recursion (a deep body cannot
 * exhaust the stack), strings are checked where they are met, and a step is kept only for an array
 * or object to walk into; the path is put together only for the field it names (copying it at every
 * level made a deep body quadratic; bodies are also refused past http/json-body.ts's depth before
 * this walk).
 */
export function findControlCharacter(input: unknown, pattern: RegExp): string | undefined {
  if (typeof input === 'string') return isStorable(input, pattern) ? undefined : '';
  const pending: Array<[object, Step]> = [];
  if (input && typeof input === 'object') pending.push([input, undefined]);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, step] = next;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const child: unknown = value[i];
        if (typeof child === 'string') {
          if (!isStorable(child, pattern)) return pathOf({ key: i, parent: step });
        } else if (child && typeof child === 'object') pending.push([child, { key: i, parent: step }]);
      }
      continue;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (!isStorable(key, pattern)) return pathOf({ key: key.toWellFormed().replace(new RegExp(CONTROL, 'gu'), '?'), parent: step });
      const child: unknown = (value as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        if (!isStorable(child, pattern)) return pathOf({ key, parent: step });
      } else if (child && typeof child === 'object') pending.push([child, { key, parent: step }]);
    }
  }
  return undefined;
}

/**
 * Refuses control characters and lone surrogates anywhere in a request's input with 4001 naming the
 * field: the database refuses NUL and lone surrogates in text, and no field has a use for the other
 * control characters. Bodies may carry tabs and line breaks (descriptions); query strings and paths
 * may not. Runs for every route.
 */
export async function refuseControlCharacters(request: FastifyRequest) {
  const field =
    findControlCharacter(request.params, CONTROL) ?? findControlCharacter(request.query, CONTROL) ?? findControlCharacter(request.body, CONTROL_BUT_WHITESPACE);
  if (field !== undefined) throw new AppError(ERROR_CODES.PARAM_ERROR, { field });
}
