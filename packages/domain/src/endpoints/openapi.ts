// The OpenAPI 3.1 document of the API, made from the endpoint table (all.ts): every entry but the
// development-only ones, with its parameters, body and answer as JSON Schema (zod's own
// conversion), who may call it, its errors from the catalogue and an example of its answer. The
// server serves it at GET /api/openapi.json; the TypeScript client of the API is generated from it.
import { z } from 'zod';
import { CLIENT_HEADERS, RESP_OK } from '../contract/headers';
import { ERROR_CODES, errorText } from '../errors';
import { allEndpoints } from './all';
import { API_SCOPES, type Bound } from './endpoint';

type JsonSchema = Record<string, unknown>;
type Entry = ReturnType<typeof allEndpoints>[number];

/** What every call may answer besides its own errors. */
const COMMON_ERRORS = [ERROR_CODES.PARAM_ERROR, ERROR_CODES.REQUIRED_FIELDS_MISSING, ERROR_CODES.TOO_SHORT, ERROR_CODES.TOO_LONG];

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** An example value of a JSON Schema: the first choice of each enum, one item per array, every property. */
export function exampleOf(schema: JsonSchema, depth = 0, name = ''): unknown {
  if (depth > 12) return null;
  if ('const' in schema) return schema.const;
  if ('default' in schema && schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choice = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choice?.length) return exampleOf(choice.find((option) => option.type !== 'null') ?? choice[0], depth + 1, name);
  if (Array.isArray(schema.allOf) && schema.allOf.length) return exampleOf(schema.allOf[0] as JsonSchema, depth + 1, name);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, exampleOf(property, depth + 1, key)]));
    }
    case 'array':
      return schema.items ? [exampleOf(schema.items as JsonSchema, depth + 1, name)] : [];
    case 'string':
      return stringExample(schema, name);
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return null;
  }
}

/** A string of a property named like money, a time, an id or a currency looks like one. */
const NAMED_EXAMPLES: Array<[RegExp, string]> = [
  [/amount|price|balance|fee|total|due|paid|available|held|incoming|cost/i, '10.00'],
  [/(At|Time)$/, '2026-01-31T12:00:00.000Z'],
  [/^id$|Id$/, '0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11'],
  [/currency/i, 'USD'],
  [/email/i, 'reseller@example.com'],
];

function stringExample(schema: JsonSchema, name: string): string {
  switch (schema.format) {
    case 'uuid':
      return '0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11';
    case 'date-time':
      return '2026-01-31T12:00:00.000Z';
    case 'date':
      return '2026-01-31';
    case 'email':
      return 'reseller@example.com';
    case 'uri':
    case 'url':
      return 'https://shop.example.com/hooks';
  }
  const named = NAMED_EXAMPLES.find(([pattern]) => pattern.test(name));
  if (named && !schema.pattern) return named[1];
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 1;
  return 'text'.padEnd(minLength, 'x');
}

/** The answer's envelope: respCode 200 with the data, or a catalogue code with its message. */
const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['respCode', 'data', 'message'],
  properties: { respCode: { const: RESP_OK }, data, message: { type: 'string' } },
});

const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  description:
    "A refusal: respCode is a code of the error catalogue, message its text in the caller's language, data what the code says about it (the field, a limit) or null.",
  required: ['respCode', 'data', 'message'],
  properties: { respCode: { type: 'integer', not: { const: RESP_OK } }, data: {}, message: { type: 'string' } },
};

const pathOf = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parametersOf(entry: Bound): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [place, schema] of [
    ['path', entry.schemas.params],
    ['query', entry.schemas.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input');
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      parameters.push({ name, in: place, required: place === 'path' || required.has(name), schema: property });
    }
  }
  if (entry.idempotent) {
    parameters.push({
      name: CLIENT_HEADERS.idempotencyKey,
      in: 'header',
      required: true,
      description:
        "Your own unique id of this operation (for an order, your order number): the same key within 30 days answers the first call's answer again and moves nothing twice.",
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
    });
  }
  return parameters;
}

function requestBodyOf(entry: Bound): JsonSchema | undefined {
  if (entry.body === 'multipart')
    return {
      required: true,
      content: {
        'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } } } },
      },
    };
  if (entry.body === 'raw') return { required: true, content: { 'text/plain': { schema: { type: 'string' } } } };
  if (entry.body === 'form')
    return {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: entry.schemas.body ? toSchema(entry.schemas.body, 'input') : { type: 'object' } } },
    };
  if (!entry.schemas.body) return undefined;
  const schema = toSchema(entry.schemas.body, 'input');
  return { required: true, content: { 'application/json': { schema, example: exampleOf(schema) } } };
}

function errorsOf(entry: Bound): number[] {
  return [...new Set([...(entry.errors ?? []), ...(entry.schemas.params || entry.schemas.query || entry.schemas.body ? COMMON_ERRORS : [])])];
}

/** What the reference says beyond the summary: who may call, with which key, and the refusals. */
function descriptionOf(entry: Entry, errors: readonly number[]): string {
  const lines: string[] = [];
  if (entry.access === 'operator') lines.push('', 'The platform operator only.');
  if (entry.access === 'sandbox') lines.push('', 'The platform operator only, while the payment providers run as their simulators.');
  if (entry.scope) lines.push('', `Callable with an API key that holds the \`${entry.scope}\` scope${entry.method === 'GET' ? ' (or `read`)' : ''}.`);
  if (errors.length)
    lines.push('', '| respCode | meaning |', '|---|---|', ...errors.map((code) => `| ${code} | ${errorText(code, 'en').replace(/\|/g, '\\|')} |`));
  return lines.join('\n').trim();
}

function responsesOf(entry: Bound, errors: readonly number[]): JsonSchema {
  const unauthorized = {
    description: 'No session, or a session or key that has ended (respCode 401).',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
  };
  if (entry.schemas.response === false) {
    return {
      '200': { description: 'The file, page or stream itself.', content: { '*/*': { schema: {} } } },
      ...(entry.access === 'public' ? {} : { '401': unauthorized }),
    };
  }
  const data = toSchema(entry.schemas.response, 'output');
  const examples: Record<string, JsonSchema> = { success: { summary: 'Done', value: { respCode: RESP_OK, data: exampleOf(data), message: 'success' } } };
  if (errors.length) examples.refused = { summary: `Refused (${errors[0]})`, value: { respCode: errors[0], data: null, message: errorText(errors[0], 'en') } };
  return {
    '200': {
      description: 'The answer. Refusals are also HTTP 200: respCode says which (see the table above).',
      content: { 'application/json': { schema: { oneOf: [envelope(data), { $ref: '#/components/schemas/ErrorEnvelope' }] }, examples } },
    },
    ...(entry.access === 'public' ? {} : { '401': unauthorized }),
  };
}

function securityOf(entry: Entry): JsonSchema[] {
  if (entry.access === 'public') return [];
  return entry.scope ? [{ session: [] }, { apiKey: [entry.scope] }] : [{ session: [] }];
}

function operationOf(entry: Entry): JsonSchema {
  const requestBody = requestBodyOf(entry);
  const errors = errorsOf(entry);
  const description = descriptionOf(entry, errors);
  return {
    operationId: `${entry.area}.${entry.name}`,
    tags: [entry.area],
    summary: entry.summary,
    ...(description ? { description } : {}),
    security: securityOf(entry),
    parameters: parametersOf(entry),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(entry, errors),
    'x-access': entry.access,
    'x-errors': errors,
    ...(entry.scope ? { 'x-api-scope': entry.scope } : {}),
  };
}

const DESCRIPTION = `The API of the card reseller panel: what the panel itself calls, and, for resellers running their own shop, bot or site, the calls an API key may make.

**Authentication.** Send \`Authorization: Bearer <token>\`: a session token from logging in, or an API key made under Me → API keys. A key acts as its user within its scopes (${API_SCOPES.map((scope) => `\`${scope}\``).join(', ')}; \`read\` allows every reading call of the others), from the addresses it allows, until it expires or is revoked.

**Answers.** Every JSON answer is an envelope \`{ respCode, data, message }\`. \`respCode\` 200 carries the data; any other code is a refusal from the error catalogue, with its message in the language of the \`language\` header (en, es, pt) and HTTP status 200. HTTP 401 means no session or key, 503 try again later (see Retry-After).

**Money.** Every call that moves money or stock takes an \`Idempotency-Key\`: your own id of the operation. Sending it again with the same key answers the first answer again and moves nothing twice. The server decides every price and every right; a body that names a price or an owner is refused.

**Webhooks.** Events are sent by the Standard Webhooks scheme (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`), at least once, in order per order; see Me → Webhooks.`;

/** The whole document. */
export function openApiDocument(version: string): JsonSchema {
  const entries = allEndpoints().filter((entry) => entry.access !== 'dev');
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const entry of entries) {
    const path = pathOf(entry.path);
    paths[path] ??= {};
    paths[path][entry.method.toLowerCase()] = operationOf(entry);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Card reseller panel API', version, description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: [...new Set(entries.map((entry) => entry.area))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'A session token from logging in.' },
        apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'rk_…', description: 'An API key, with the scopes it holds.' },
      },
      schemas: { ErrorEnvelope: ERROR_ENVELOPE },
    },
  };
}
