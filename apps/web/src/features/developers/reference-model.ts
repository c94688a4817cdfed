// The API reference as the screen lists it, read from the OpenAPI document the server makes from
// the endpoint table (GET /api/openapi.json): the calls grouped by area, each with who may call it,
// its parameters, an example body and answer, and the catalogue codes it may answer.
import type { Method } from '@panel/domain/endpoints/endpoint';

type JsonObject = Record<string, unknown>;

export type Parameter = { name: string; place: 'path' | 'query' | 'header'; required: boolean; type: string };

export type Operation = {
  id: string;
  method: Method;
  path: string;
  summary: string;
  access: string;
  /** The API key scope that reaches it; undefined: a session only. */
  scope?: string;
  parameters: Parameter[];
  body?: string;
  answer?: string;
  errors: number[];
};

export type Section = { area: string; operations: Operation[] };

export type ReferenceDocument = { info: { title: string; version: string; description: string }; paths: Record<string, Record<string, JsonObject>> };

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** A JSON Schema's type in a word: string, integer, string[] ... */
function typeOf(schema: JsonObject | undefined): string {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `${typeOf(schema.items as JsonObject | undefined)}[]`;
  if (typeof type === 'string') return type;
  const choice = (schema.anyOf ?? schema.oneOf) as JsonObject[] | undefined;
  return choice ? choice.map(typeOf).join(' | ') : 'any';
}

const pretty = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value, null, 2));

function operationOf(path: string, method: string, operation: JsonObject): Operation {
  const parameters = ((operation.parameters ?? []) as JsonObject[]).map((parameter) => ({
    name: String(parameter.name),
    place: parameter.in as Parameter['place'],
    required: parameter.required === true,
    type: typeOf(parameter.schema as JsonObject | undefined),
  }));
  const body = (operation.requestBody as { content?: Record<string, { example?: unknown }> } | undefined)?.content;
  const answer = (operation.responses as Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>)['200']?.content?.[
    'application/json'
  ]?.examples?.success;
  return {
    id: String(operation.operationId),
    method: method.toUpperCase() as Method,
    path,
    summary: String(operation.summary ?? ''),
    access: String(operation['x-access'] ?? 'user'),
    scope: operation['x-api-scope'] as string | undefined,
    parameters,
    body: body ? (pretty(body['application/json']?.example) ?? Object.keys(body)[0]) : undefined,
    answer: pretty(answer?.value),
    errors: (operation['x-errors'] as number[] | undefined) ?? [],
  };
}

export type ReferenceFilter = {
  /** Only the calls an API key can make. */
  keyOnly: boolean;
  /** Words the path or summary must hold (any case). */
  search: string;
};

/** The document's calls by area, in the document's order, filtered. */
export function sectionsOf(document: ReferenceDocument, { keyOnly, search }: ReferenceFilter): Section[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const sections = new Map<string, Operation[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method.toLowerCase()];
      if (!operation) continue;
      const entry = operationOf(path, method, operation);
      if (keyOnly && !entry.scope) continue;
      const text = `${entry.method} ${entry.path} ${entry.summary}`.toLowerCase();
      if (!words.every((word) => text.includes(word))) continue;
      const area = ((operation.tags as string[] | undefined) ?? ['other'])[0];
      sections.set(area, [...(sections.get(area) ?? []), entry]);
    }
  }
  return [...sections].map(([area, operations]) => ({ area, operations }));
}

/** The document's description as paragraphs of plain runs, bold runs (**) and code runs (`). */
export type Run = { text: string; style: 'plain' | 'bold' | 'code' };

export function paragraphsOf(markdown: string): Run[][] {
  return markdown.split(/\n{2,}/).map((paragraph) =>
    paragraph
      .split(/(\*\*[^*]+\*\*|`[^`]+`)/)
      .filter(Boolean)
      .map(
        (part): Run =>
          part.startsWith('**')
            ? { text: part.slice(2, -2), style: 'bold' }
            : part.startsWith('`')
              ? { text: part.slice(1, -1), style: 'code' }
              : { text: part, style: 'plain' },
      ),
  );
}
