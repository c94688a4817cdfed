// The contract of every answer: each API route declares the zod schema of its success `data`
// in its options, `{ config: { response: XResponse } }` (XResponse from packages/domain), or
// `response: false` when it answers no JSON envelope (an image, a file). With CHECK_RESPONSES
// on (the tests), every respCode 200 answer is checked against it before it leaves, so the
// contract the panel is typed with cannot drift from what the server sends.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { RESP_OK } from '@panel/domain/contract/envelope';
import { ERROR_CODES, errorText } from '@panel/domain/errors';
import { isApiRoute } from './auth-guard';
import { readClientInfo } from './client-info';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Schema of `data` in the route's success envelope; false for a route that answers no envelope (images, files). */
    response?: z.ZodType | false;
  }
}

/** A way an answer's data breaks its schema: zod's issues, and keys the schema does not know. */
export type ContractIssue = { code: string; path: PropertyKey[]; message: string };

/** Keys of `sent` that parsing dropped (a z.object strips what it does not declare), anywhere in the tree. */
function unknownKeys(sent: unknown, parsed: unknown, path: PropertyKey[] = []): ContractIssue[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, index) => unknownKeys(item, parsed[index], [...path, index]));
  }
  if (!sent || !parsed || typeof sent !== 'object' || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]): ContractIssue[] =>
    key in parsed
      ? unknownKeys(value, (parsed as Record<string, unknown>)[key], [...path, key])
      : [{ code: 'unrecognized_keys', path: [...path, key], message: `"${key}" is not in the response schema` }],
  );
}

/** Every way `data` breaks `schema`: a wrong or missing field, or a field the schema does not have. */
export function findContractIssues(schema: z.ZodType, data: unknown): ContractIssue[] {
  const result = schema.safeParse(data);
  if (!result.success) return result.error.issues.map(({ code, path, message }) => ({ code, path, message }));
  return unknownKeys(data, result.data);
}

const isSuccessEnvelope = (body: unknown): body is { respCode: number; data: unknown } =>
  typeof body === 'object' && body !== null && (body as { respCode?: unknown }).respCode === RESP_OK && 'data' in body;

/**
 * Checks every API answer with respCode 200 against its route's declared schema; a mismatch,
 * or a route that declares none, becomes a 500 naming the route and the issues (also logged),
 * so the test that made the call fails there.
 */
export function installResponseContract(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const { url, config } = request.routeOptions;
    if (!url || !isApiRoute(url) || config.response === false || typeof payload !== 'string') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!isSuccessEnvelope(body)) return payload;
    const issues = config.response
      ? findContractIssues(config.response, body.data)
      : [{ code: 'custom', path: [], message: 'the route declares no response schema' }];
    if (issues.length === 0) return payload;
    const route = `${request.method} ${url}`;
    request.log.error({ route, issues }, 'answer does not match its response schema');
    reply.code(500);
    return JSON.stringify({
      respCode: ERROR_CODES.INTERNAL,
      data: { route, issues },
      message: errorText(ERROR_CODES.INTERNAL, readClientInfo(request).locale),
    });
  });
}
