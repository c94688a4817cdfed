// The endpoint table: every call of the server named once, as plain data (method, path, who may
// call it, whether it takes an Idempotency-Key, whether it is part of the public API), typed with
// the contract's schemas by `import type`, so that the panel can call through it without loading a
// schema. The schemas themselves are bound to the same entries in `<area>.schemas.ts` (bindSchemas
// refuses a schema of another type than the entry names), which the server registers its routes
// from and the OpenAPI document is generated from.
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`public`), a logged-in user on their own objects (`user`), the
 * platform operator (`operator`), the operator while the payment providers run as their simulators
 * (`sandbox`), or nobody outside development (`dev`).
 */
export type Access = 'public' | 'user' | 'operator' | 'sandbox' | 'dev';

/** What an API key may be allowed to do; each public endpoint needs one of them. */
export const API_SCOPES = ['read', 'orders', 'codes', 'recharge', 'wallet'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** The types of an endpoint's schemas: `typeof` the contract's zod schemas (false: no JSON envelope). */
export type Shape = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; response: z.ZodType | false };

/** How the body travels when it is not JSON. */
export type BodyKind = 'json' | 'multipart' | 'form' | 'raw';

export type EndpointInfo = {
  method: Method;
  /** The path as the server registers it, with `:name` for each path parameter. */
  path: string;
  access: Access;
  /** One line for the reference: what the call does. */
  summary: string;
  /** The call moves money or stock and takes an Idempotency-Key (the same key replays the first answer). */
  idempotent?: boolean;
  /** Part of the public API, callable with an API key that holds this scope. */
  scope?: ApiScope;
  /** The catalogue codes the call answers besides the ones every call can (field errors, 401). */
  errors?: readonly number[];
  /** Defaults to json. */
  body?: BodyKind;
};

export type Endpoint<S extends Shape = Shape> = Readonly<EndpointInfo> & {
  /** Never set: carries the schemas' types to the callers. */
  readonly shape?: S;
};

/** A table entry typed with the schemas it is bound to in `<area>.schemas.ts`. */
export const endpoint = <S extends Shape>(info: EndpointInfo): Endpoint<S> => info;

export type ShapeOf<E> = E extends Endpoint<infer S> ? S : never;

/** An entry with its schemas, as the server and the document use it. */
export type Bound<S extends Shape = Shape> = Endpoint<S> & { readonly schemas: S };

type Table = Record<string, Endpoint>;

/** Binds each entry of `table` to its schemas; each must have exactly the type the entry names. */
export function bindSchemas<T extends Table>(table: T, schemas: { [K in keyof T]: NoInfer<ShapeOf<T[K]>> }): { [K in keyof T]: Bound<ShapeOf<T[K]>> } {
  const bound: Record<string, Bound> = {};
  for (const [name, entry] of Object.entries(table)) bound[name] = { ...entry, schemas: schemas[name] as Shape };
  return bound as { [K in keyof T]: Bound<ShapeOf<T[K]>> };
}

/** The names of a path's parameters, in order ('/api/order/:id/cards' -> ['id']). */
export const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);

/** `path` with each `:name` replaced by its value, encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;
type OutputOf<T> = T extends z.ZodType ? z.output<T> : never;

/** What a caller sends to an endpoint: its path parameters, query and body, typed by its schemas. */
export type CallInput<S extends Shape> = ('params' extends keyof S ? { params: InputOf<S['params']> } : { params?: undefined }) &
  ('query' extends keyof S ? { query: InputOf<S['query']> } : { query?: undefined }) &
  ('body' extends keyof S ? { body: InputOf<S['body']> } : { body?: undefined });

/** What the server parsed from a request to an endpoint. */
export type ParsedInput<S extends Shape> = {
  params: 'params' extends keyof S ? OutputOf<S['params']> : undefined;
  query: 'query' extends keyof S ? OutputOf<S['query']> : undefined;
  body: 'body' extends keyof S ? OutputOf<S['body']> : undefined;
};

/** The `data` of an endpoint's success answer. */
export type ResponseOf<S extends Shape> = S['response'] extends z.ZodType ? z.output<S['response']> : unknown;
