// The JSON body parser of every route. A body is refused before it is parsed or walked when it
// nests deeper than any contract needs: a megabyte of `[` is a megabyte deep, and every walk over a
// body (the control-character check, validation, logging) must stay linear in its size.
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@panel/domain/errors';
import { AppError } from '../errors';

/** Deepest nesting of arrays and objects a request body may have; the deepest contract needs 4. */
export const MAX_BODY_DEPTH = 32;

/** Whether the JSON `text` opens more than `limit` arrays or objects inside each other. One pass, nothing allocated. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** Parses a request's JSON text; no body at all (some calls post none) is an empty object. */
export function parseJsonBody(body: string): unknown {
  const text = body.trim();
  if (text === '') return {};
  if (nestsDeeperThan(text, MAX_BODY_DEPTH)) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'body', rule: 'nesting' });
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'body' });
  }
}

/** Replaces Fastify's JSON parser with parseJsonBody. */
export function installJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (error) {
      done(error as AppError, undefined);
    }
  });
}
