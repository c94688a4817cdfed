// Every list a request contract takes has a maximum (docs/architecture.md "Untrusted input"): without
// one, zod reads each item of a megabyte body, an issue apiece, before any rule of the server's.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

declare global {
  interface ImportMeta {
    /** Vite's import of every module a pattern matches (the test runner's). */
    glob(pattern: string, options: { eager: true }): Record<string, Record<string, unknown>>;
  }
}

type Def = {
  type: string;
  checks?: Array<{ _zod: { def: { check: string } } }>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  getter?: () => z.ZodType;
};

/** The paths of the lists without a maximum under a schema ('tiers', 'billing.items'). */
function unboundedLists(schema: z.ZodType, path: string, seen: Set<z.ZodType>): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  const under = (child: z.ZodType | undefined, at = path) => (child ? unboundedLists(child, at, seen) : []);
  switch (def.type) {
    case 'array': {
      const bounded = def.checks?.some((check) => check._zod.def.check === 'max_length');
      return [...(bounded ? [] : [path || '(the body)']), ...under(def.element, `${path}[]`)];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => under(child, path ? `${path}.${key}` : key));
    case 'intersection':
      return [...under(def.left), ...under(def.right)];
    case 'union':
      return (def.options ?? []).flatMap((option) => under(option));
    case 'pipe':
      return [...under(def.in), ...under(def.out)];
    case 'lazy':
      return under(def.getter?.());
    default:
      return under(def.innerType);
  }
}

const contracts = import.meta.glob('./contract/*.ts', { eager: true });
/** What a request's parts are named in the contracts. */
const REQUEST_NAME = /(Request|Query|Params|Batch)$/;

describe('request contracts', () => {
  it('bound every list they take', () => {
    const unbounded: string[] = [];
    let requests = 0;
    for (const [file, module] of Object.entries(contracts)) {
      for (const [name, value] of Object.entries(module)) {
        if (!REQUEST_NAME.test(name) || typeof value !== 'object' || value === null || !('_zod' in value)) continue;
        requests += 1;
        unbounded.push(...unboundedLists(value as z.ZodType, '', new Set()).map((path) => `${file} ${name}: ${path}`));
      }
    }
    expect(requests).toBeGreaterThan(50);
    expect(unbounded).toEqual([]);
  });
});
