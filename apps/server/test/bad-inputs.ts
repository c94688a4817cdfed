// Bad inputs for a route, made from the contract schemas it parses (zod's own description of each
// field) where the route has them, else from the shape of its sample request: for each field a
// wrong type, its absence, a 100,000-character string, control characters and odd numbers; for the
// body also broken JSON, no body and an array instead of an object. A case the schema itself
// refuses, or that carries a control character or broken JSON, must be refused by the route; odd
// numbers and long strings a schema may let through are sent all the same (the route's own rules
// must refuse them).
import type { z } from 'zod';
import type { RouteRequest } from './route-rules';

export type BadInput = {
  /** What is wrong, as the failure names it: "body.tiers.0.wholesalePrice: 100000 characters". */
  label: string;
  request: RouteRequest & { rawQuery?: string; rawParams?: Record<string, string> };
  /** The route must refuse it (the schema does, or nothing may carry it). */
  mustRefuse: boolean;
};

type Schemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType[] };
type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'unknown';
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  left?: z.ZodType;
  right?: z.ZodType;
  element?: z.ZodType;
  getter?: () => z.ZodType;
  coerce?: boolean;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schema under its wrappers (optional, nullable, default, a transform's input ...). */
function unwrap(schema: z.ZodType): z.ZodType {
  for (let current = schema, depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return schema;
}

/** The fields of an object schema (an intersection's of both sides). */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = defOf(unwrap(schema));
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'intersection') return { ...shapeOf(def.left), ...shapeOf(def.right) };
  return {};
}

function kindOf(schema: z.ZodType | undefined, sample: unknown): Kind {
  const type = schema ? defOf(unwrap(schema)).type : undefined;
  if (type === 'string' || type === 'enum' || type === 'literal' || type === 'template_literal') return 'string';
  if (type === 'number' || type === 'bigint' || type === 'int') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'array') return 'array';
  if (type === 'object' || type === 'intersection' || type === 'record') return 'object';
  if (typeof sample === 'string') return 'string';
  if (typeof sample === 'number') return 'number';
  if (typeof sample === 'boolean') return 'boolean';
  if (Array.isArray(sample)) return 'array';
  if (sample && typeof sample === 'object') return 'object';
  return 'unknown';
}

const LONG = 'x'.repeat(100_000);
/** JSON cannot write it: the body carries 1e999, which reads back as Infinity. */
const INFINITY = '__1e999__';
const CONTROLS = ['a\u0000b', '\u001b[31mred'];
/** A lone UTF-16 surrogate: JSON can carry it (`"\ud800"`), PostgreSQL cannot store it. Bodies only: a URL cannot encode it. */
const LONE_SURROGATE = 'a\ud800b';
/** Body text at the body limit (1 MiB), as deep as that size allows, whole and in a field. */
const DEEP = `${'['.repeat(512 * 1024)}${']'.repeat(512 * 1024)}`;
const deepIn = (field: string) => `{${JSON.stringify(field)}:${'['.repeat(512 * 1024 - 16)}${']'.repeat(512 * 1024 - 16)}}`;
const ODD_NUMBERS = [-0, 1e308, 0.1 + 0.2, -1, INFINITY, 'NaN'];
/** Minus zero is no odd text where zero is a fine value (a discount, a fee): it is sent as a number only. */
const ODD_NUMBER_TEXTS = ['NaN', '1e308', '0.30000000000000004', '-1', 'Infinity', '1e999'];
/**
 * The text fields that carry a decimal number on the wire (amounts, prices, rates, fees): they get
 * the odd numbers as text. Other digits-only texts (a bank account, a phone, a UID) are not numbers.
 */
const DECIMAL_TEXT_FIELDS = new Set([
  'amount',
  'receivedAmount',
  'rate',
  'feePercent',
  'feeFixed',
  'feeMax',
  'wholesalePrice',
  'retailPrice',
  'discount',
  'expectedUnitPrice',
]);

type Change = { label: string; value: unknown; tag: 'type' | 'odd' | 'control' | 'missing' };
const MISSING = Symbol('missing');

/** The bad values of one field of a JSON body. */
function bodyValues(kind: Kind, name: string): Change[] {
  const changes: Change[] = [
    { label: 'missing', value: MISSING, tag: 'missing' },
    { label: 'null', value: null, tag: 'type' },
  ];
  const add = (tag: Change['tag'], ...values: unknown[]) => {
    for (const value of values) changes.push({ label: value === LONG ? '100000 characters' : (JSON.stringify(value) ?? String(value)), value, tag });
  };
  if (kind === 'string') {
    add('type', 12345, ['x']);
    add('odd', LONG);
    add('control', ...CONTROLS, LONE_SURROGATE);
    if (DECIMAL_TEXT_FIELDS.has(name)) add('odd', ...ODD_NUMBER_TEXTS);
  } else if (kind === 'number') {
    add('type', '12', [1]);
    // Judged by the schema: -1 is a fine stock change, -0 a fine session count.
    add('type', ...ODD_NUMBERS);
  } else if (kind === 'boolean') {
    add('type', 'true', 1);
  } else if (kind === 'array') {
    add('type', { x: 1 }, 'x');
  } else if (kind === 'object') {
    add('type', [1, 2], 'x');
  } else {
    add('type', 12345, LONG, ...CONTROLS);
  }
  return changes;
}

/** The bad values of one query or path field (text on the wire). */
function textValues(kind: Kind, name: string): Change[] {
  const changes: Change[] = [{ label: 'missing', value: MISSING, tag: 'missing' }];
  const add = (tag: Change['tag'], ...values: unknown[]) => {
    for (const value of values) changes.push({ label: value === LONG ? '100000 characters' : JSON.stringify(value), value, tag });
  };
  add('type', 'abc', ['a', 'b']);
  add('odd', LONG);
  add('control', ...CONTROLS);
  if (kind === 'number') add('type', '-0', ...ODD_NUMBER_TEXTS, '9'.repeat(400));
  if (DECIMAL_TEXT_FIELDS.has(name)) add('odd', ...ODD_NUMBER_TEXTS);
  return changes;
}

/** Every field of a body (nested objects and the first element of arrays), with its schema and sample. */
function* fieldsOf(schema: z.ZodType | undefined, sample: unknown, path: string[] = []): Generator<{ path: string[]; schema?: z.ZodType; sample: unknown }> {
  if (path.length > 3) return;
  const kind = kindOf(schema, sample);
  if (kind === 'object') {
    const shape = shapeOf(schema);
    const record = sample && typeof sample === 'object' && !Array.isArray(sample) ? (sample as Record<string, unknown>) : {};
    for (const key of new Set([...Object.keys(shape), ...Object.keys(record)])) {
      const field = { path: [...path, key], schema: shape[key], sample: record[key] };
      yield field;
      yield* fieldsOf(field.schema, field.sample, field.path);
    }
  } else if (kind === 'array' && Array.isArray(sample) && sample.length > 0) {
    const element = schema ? defOf(unwrap(schema)).element : undefined;
    const field = { path: [...path, '0'], schema: element, sample: sample[0] };
    yield field;
    yield* fieldsOf(field.schema, field.sample, field.path);
  }
}

/** `value` with the field at `path` replaced (or removed). */
function withField(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = withField(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value && typeof value === 'object' ? (value as Record<string, unknown>) : {}) };
  if (rest.length === 0 && replacement === MISSING) delete copy[head];
  else copy[head] = withField(copy[head], rest, replacement);
  return copy;
}

const refuses = (schema: z.ZodType | undefined, input: unknown) => schema !== undefined && !schema.safeParse(input).success;

/** Body text: JSON, with the INFINITY marker written as a number JSON cannot hold. */
const bodyText = (body: unknown) => JSON.stringify(body).replaceAll(`"${INFINITY}"`, '1e999');

function bodyInputs(sample: unknown, schemas: z.ZodType[], kind: 'json' | 'multipart' | 'raw'): BadInput[] {
  const anyRefuses = (body: unknown) => schemas.some((schema) => refuses(schema, body ?? {}));
  const inputs: BadInput[] = [
    { label: 'body: broken JSON', request: { body: '{"broken": ' }, mustRefuse: kind !== 'raw' },
    { label: 'body: an array for the object', request: { body: JSON.stringify([sample]) }, mustRefuse: kind === 'multipart' || schemas.length > 0 },
    // Refused before anything walks it; a route that reads its body raw (webhooks) answers it at once all the same.
    { label: 'body: 1 MiB of nested arrays', request: { body: DEEP }, mustRefuse: kind !== 'raw' },
    { label: 'body: a field nested 1 MiB deep', request: { body: deepIn(Object.keys(shapeOf(schemas[0]))[0] ?? 'x') }, mustRefuse: kind !== 'raw' },
  ];
  // No body reads as {}: a bad input where the schema wants a field (or there is no schema to say).
  if (kind === 'multipart' || schemas.length === 0 || anyRefuses({}))
    inputs.push({ label: 'body: empty', request: { body: '' }, mustRefuse: kind === 'multipart' || schemas.length > 0 });
  if (kind === 'multipart') return [...inputs, { label: 'body: JSON for the file', request: { body: JSON.stringify({ file: 'x' }) }, mustRefuse: true }];
  const schema = schemas[0];
  for (const field of fieldsOf(schema, sample)) {
    const required = schemas.length === 0 ? false : refuses(schema, withField(sample, field.path, MISSING));
    for (const change of bodyValues(kindOf(field.schema, field.sample), field.path.at(-1)!)) {
      if (change.tag === 'missing' && !required) continue;
      const body = withField(sample, field.path, change.value);
      const refused = anyRefuses(body);
      // A wrong type or absence the schema takes is not a bad input (a nullable field, a default ...).
      if ((change.tag === 'type' || change.tag === 'missing') && !refused && schemas.length > 0) continue;
      const text = bodyText(body);
      inputs.push({
        label: `body.${field.path.join('.')}: ${change.label}`,
        request: { body: text },
        mustRefuse: refused || change.tag === 'control' || change.value === INFINITY || schemas.length > 0,
      });
    }
  }
  return inputs;
}

function queryInputs(sample: Record<string, string>, schema: z.ZodType | undefined): BadInput[] {
  const shape = shapeOf(schema);
  const inputs: BadInput[] = [];
  for (const key of new Set([...Object.keys(shape), ...Object.keys(sample)])) {
    for (const change of textValues(kindOf(shape[key], sample[key]), key)) {
      const query: Record<string, unknown> = { ...sample };
      if (change.value === MISSING) delete query[key];
      else query[key] = change.value;
      const refused = refuses(schema, query);
      if ((change.tag === 'type' || change.tag === 'missing') && !refused && schema) continue;
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) for (const item of [value].flat()) search.append(name, String(item));
      inputs.push({
        label: `query.${key}: ${change.label}`,
        request: { rawQuery: `?${search.toString()}` },
        mustRefuse: refused || change.tag === 'control' || schema !== undefined,
      });
    }
  }
  return inputs;
}

function paramInputs(sample: Record<string, string>, schema: z.ZodType | undefined): BadInput[] {
  const inputs: BadInput[] = [];
  for (const key of Object.keys(sample)) {
    for (const change of textValues(kindOf(shapeOf(schema)[key], sample[key]), key)) {
      // A path has no absent or repeated parameter.
      if (change.value === MISSING || Array.isArray(change.value)) continue;
      const params = { ...sample, [key]: String(change.value) };
      const refused = refuses(schema, params);
      if (change.tag === 'type' && !refused && schema) continue;
      // Longer than a path parameter may be (100): no route matches, 404.
      inputs.push({
        label: `params.${key}: ${change.label}`,
        request: { params },
        mustRefuse: refused || change.tag === 'control' || change.value === LONG || schema !== undefined,
      });
    }
    // An escape that does not decode: the router cannot read the path.
    inputs.push({ label: `params.${key}: a broken escape`, request: { rawParams: { ...sample, [key]: '%E0%A4%A' } }, mustRefuse: true });
  }
  return inputs;
}

/**
 * The bad inputs of a route whose good request is `sample`: each changes one thing of it (one
 * field of the params, the query or the body, or the whole body), the rest staying as it was.
 */
export function badInputsOf(sample: RouteRequest, schemas: Schemas = {}, bodyKind: 'json' | 'multipart' | 'raw' = 'json'): BadInput[] {
  const inputs: BadInput[] = [];
  if (sample.params) inputs.push(...paramInputs(sample.params, schemas.params));
  if (sample.query || schemas.query) inputs.push(...queryInputs(sample.query ?? {}, schemas.query));
  const body = typeof sample.body === 'string' ? JSON.parse(sample.body) : sample.body;
  if (body !== undefined || schemas.body || bodyKind === 'multipart') inputs.push(...bodyInputs(body ?? {}, schemas.body ?? [], bodyKind));
  // Every other part of the request stays the good one.
  return inputs.map((input) => ({
    ...input,
    request: {
      params: input.request.params ?? sample.params,
      rawParams: input.request.rawParams,
      ...(input.request.rawQuery !== undefined ? { rawQuery: input.request.rawQuery } : { query: sample.query }),
      body: input.request.body ?? (sample.body === undefined ? undefined : typeof sample.body === 'string' ? sample.body : JSON.stringify(sample.body)),
    },
    label: input.label,
  }));
}
