import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutReferenceFields } from './endpoint-table';

// The tests run from the repository's root.
const folder = path.resolve('packages/domain/src/endpoints') + path.sep;
const areas = readdirSync(folder).filter((name) => /^[a-z-]+\.ts$/.test(name) && !/^(all|openapi|endpoint|version)\.ts$/.test(name));

describe("the panel's build of the endpoint table", () => {
  it.each(areas)('%s: leaves out every summary and error list, and keeps every method and path', (name) => {
    const source = readFileSync(`${folder}${name}`, 'utf8');
    const built = withoutReferenceFields(source);
    expect(built).not.toMatch(/^\s*summary:/m);
    expect(built).not.toMatch(/^\s*errors:/m);
    const calls = (text: string) => [...text.matchAll(/^\s*(method|path|access|scope|idempotent|body):.*$/gm)].map((match) => match[0].trim());
    expect(calls(built)).toEqual(calls(source));
  });
});
