// Bad input on every route of the server that takes any (path, query or body), sent by a caller
// with the right to call it (the operator on /api/ops and /api/sandbox): wrong types, missing
// fields, 100,000-character strings, control characters, odd numbers, broken JSON, no body and an
// array for an object (bad-inputs.ts makes them from the route's contract schemas). The server
// answers each with a catalogue code, never a 500, refuses what the contract refuses, and writes
// nothing: the row count of every table is the same after a route's bad calls as before, but for
// the tables a route keeps its refusals in (named with the reason in route-rules.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODES, isErrorCode } from '@panel/domain/errors';
import { createTestApp, type TestApp } from './app';
import { badInputsOf } from './bad-inputs';
import { callRoute, ROUTE_RULES, type RouteRule } from './route-rules';
import { buildWorld, type Party, type World } from './route-world';

let t: TestApp;
let world: World;
let tables: string[];
beforeAll(async () => {
  t = await createTestApp({ devOutbox: true });
  world = await buildWorld(t);
  await t.app.ready();
  const result = await t.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  tables = (result as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name);
}, 120_000);
afterAll(() => t.close());

/** Tables that keep a row for a refused call on every route that writes them, and why. */
const REFUSALS_KEPT: Record<string, string> = {
  idempotency_keys: 'an Idempotency-Key keeps its first answer, a business refusal included, so that a retry with the key answers the same',
};

/** The number of rows of every table, by table. */
async function rowCounts(): Promise<Record<string, number>> {
  const query = tables.map((name) => `select '${name}' as name, count(*)::int as rows from "${name}"`).join(' union all ');
  const result = await t.db.execute(sql.raw(query));
  return Object.fromEntries((result as unknown as { rows: Array<{ name: string; rows: number }> }).rows.map((row) => [row.name, Number(row.rows)]));
}

/** Who calls a route with the right to: its owner, the operator, or no one for the public ones. */
function callerOf(spec: RouteRule): Party | undefined {
  if (spec.rule === 'OPERATOR' || spec.rule === 'SANDBOX') return 'operator';
  if (spec.rule === 'PUBLIC') return undefined;
  return spec.as;
}

/** The routes that take input: those with a sample request (or a schema, or a body of their own kind). */
const routes = Object.entries(ROUTE_RULES).filter(([, spec]) => spec.request || spec.schemas || spec.bodyKind);

describe.each(routes)('%s', (key, spec) => {
  it('answers every bad input with a catalogue code, refuses what its contract refuses, and writes nothing', async () => {
    const caller = callerOf(spec);
    const headers = caller ? world.actors[caller].headers : {};
    const inputs = badInputsOf(spec.request?.(world, caller ?? 'stranger') ?? {}, spec.schemas, spec.bodyKind ?? 'json');
    expect(inputs.length).toBeGreaterThan(0);
    const before = await rowCounts();
    const failures: string[] = [];
    for (const input of inputs) {
      const answer = await callRoute(t.app, key, input.request, headers);
      const said = `${input.label} -> HTTP ${answer.status} ${answer.text.slice(0, 200)}`;
      if (answer.status >= 500) failures.push(said);
      else if (!spec.raw) {
        const code = answer.json?.respCode;
        if (code === undefined || (code !== 200 && !isErrorCode(code)) || code === ERROR_CODES.INTERNAL || code === ERROR_CODES.SYSTEM_ERROR)
          failures.push(`not a catalogue code: ${said}`);
        else if (input.mustRefuse && code === 200) failures.push(`accepted: ${said}`);
      }
    }
    expect(failures).toEqual([]);
    const after = await rowCounts();
    const changed = tables
      .filter((name) => before[name] !== after[name] && !(name in REFUSALS_KEPT) && !(name in (spec.logs ?? {})))
      .map((name) => `${name}: ${before[name]} -> ${after[name]}`);
    expect(changed, 'rows written by refused calls').toEqual([]);
  });
});
