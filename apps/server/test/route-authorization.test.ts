// Who may call what, for every route of the server: the application's route table is walked
// against the rules of route-rules.ts, so a route added without a rule (or a rule left without its
// route) fails here by name. Each route is called as no one (401 unless PUBLIC), as a stranger (a
// fresh account with no store: 20003 on the operator's and the sandbox's calls, the module's
// not-yours code on another's object, never a 500), and an OWNER route also as every other wrong
// party with the ids of real objects of the route world, and as its owner (who gets it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '@panel/domain/errors';
import { isApiRoute } from '../src/http/auth-guard';
import { routeTableOf } from '../src/http/route-table';
import { createTestApp, type TestApp } from './app';
import { callRoute, ROUTE_RULES, type RouteAnswer, type RouteRequest, type RouteRule } from './route-rules';
import { buildWorld, privateIdsOf, type Party, type World } from './route-world';

let t: TestApp;
let world: World;
beforeAll(async () => {
  // DEV_OUTBOX on: the development routes are part of the table too.
  t = await createTestApp({ devOutbox: true });
  world = await buildWorld(t);
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

const call = (key: string, request: RouteRequest, party?: Party) => callRoute(t.app, key, request, party ? world.actors[party].headers : {});

/** The answer is a catalogue code (never 500, never a 5xx page). */
function expectCatalogue(answer: RouteAnswer, label: string, spec: RouteRule) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  // A page, a file or a provider's own protocol: only its status says something went wrong inside.
  if (spec.raw) return;
  expect(answer.json, `${label}: not an envelope: ${answer.text.slice(0, 300)}`).toBeDefined();
  expect(isErrorCode(answer.json!.respCode) || answer.json!.respCode === 200, `${label}: respCode ${answer.json!.respCode} is not in the catalogue`).toBe(true);
  expect([ERROR_CODES.INTERNAL, ERROR_CODES.SYSTEM_ERROR], `${label}: ${answer.text.slice(0, 300)}`).not.toContain(answer.json!.respCode);
}

/** The answer carries none of the world's private ids but those the request itself named. */
function expectNoLeak(answer: RouteAnswer, label: string, request: RouteRequest) {
  const sent = JSON.stringify(request);
  const leaked = Object.entries(privateIdsOf(world)).filter(([, id]) => !sent.includes(id) && answer.text.includes(id));
  expect(
    leaked.map(([name]) => name),
    `${label} answers another's ${leaked.map(([name]) => name).join(', ')}: ${answer.text.slice(0, 300)}`,
  ).toEqual([]);
}

describe('the route table', () => {
  const routes = () => routeTableOf(t.app).map((route) => ({ ...route, key: `${route.method} ${route.url}` }));

  it('has a rule for every route of the application', () => {
    const missing = routes().filter((route) => !(route.key in ROUTE_RULES));
    expect(missing.map((route) => `add a rule for ${route.key} to test/route-rules.ts`)).toEqual([]);
  });

  it('has a route for every rule', () => {
    const keys = new Set(routes().map((route) => route.key));
    expect(
      Object.keys(ROUTE_RULES)
        .filter((key) => !keys.has(key))
        .map((key) => `no route ${key}: remove its rule`),
    ).toEqual([]);
  });

  it('says in the endpoint table who may call each route, as its rule does', () => {
    const ACCESS_OF_RULE = { PUBLIC: ['public'], USER: ['user'], OWNER: ['user'], OPERATOR: ['operator'], SANDBOX: ['sandbox'] } as const;
    const mismatched = routes()
      .filter((route) => route.access && route.key in ROUTE_RULES)
      .filter(
        (route) =>
          !(ACCESS_OF_RULE[ROUTE_RULES[route.key]!.rule] as readonly string[]).includes(route.access!) &&
          !(route.access === 'dev' && route.url.startsWith('/__dev/')),
      )
      .map((route) => `${route.key}: the table says ${route.access}, the rule ${ROUTE_RULES[route.key]!.rule}`);
    expect(mismatched).toEqual([]);
  });

  it('lets exactly the PUBLIC routes be called without a session', () => {
    const mismatched = routes()
      .filter((route) => route.key in ROUTE_RULES)
      .filter((route) => (route.public || !isApiRoute(route.url)) !== (ROUTE_RULES[route.key]!.rule === 'PUBLIC'))
      .map(
        (route) => `${route.key} is ${route.public || !isApiRoute(route.url) ? 'public' : 'behind a session'} but its rule is ${ROUTE_RULES[route.key]!.rule}`,
      );
    expect(mismatched).toEqual([]);
  });
});

describe.each(Object.entries(ROUTE_RULES))('%s', (key, spec) => {
  const requestOf = (caller: Party) => spec.request?.(world, caller) ?? {};

  if (spec.rule === 'PUBLIC') {
    it('answers without a session', async () => {
      const answer = await call(key, requestOf('stranger'));
      expect(answer.status).not.toBe(401);
      expectCatalogue(answer, 'no one', spec);
    });
    return;
  }

  it('is 401 without a session', async () => {
    const answer = await call(key, requestOf('stranger'));
    expect(answer.status, answer.text).toBe(401);
    expect(answer.json?.respCode).toBe(ERROR_CODES.UNAUTHORIZED);
  });

  if (spec.rule === 'OPERATOR' || spec.rule === 'SANDBOX') {
    it('is 20003 to anyone but the operator, who gets it', async () => {
      for (const party of ['stranger', 'seller', 'buyer'] as const) {
        const answer = await call(key, requestOf(party), party);
        expectCatalogue(answer, party, spec);
        expect(answer.json?.respCode, `${party}: ${answer.text.slice(0, 300)}`).toBe(ERROR_CODES.NOT_AUTHORIZED);
      }
      if (key.startsWith('GET ')) {
        const answer = await call(key, requestOf('operator'), 'operator');
        expect(answer.json?.respCode, answer.text.slice(0, 300)).toBe(200);
      }
    });
    return;
  }

  if (spec.rule === 'USER') {
    it('answers a stranger with their own data only', async () => {
      const request = requestOf('stranger');
      const answer = await call(key, request, 'stranger');
      expect(answer.status, answer.text.slice(0, 300)).not.toBe(401);
      expectCatalogue(answer, 'stranger', spec);
      expectNoLeak(answer, 'stranger', request);
    });
    return;
  }

  it(`refuses another's object (${Object.keys(spec.refused!).join(', ')}) with the module's not-yours code`, async () => {
    for (const [party, code] of Object.entries(spec.refused!) as Array<[Party, number]>) {
      const request = requestOf(party);
      const answer = await call(key, request, party);
      expectCatalogue(answer, party, spec);
      expect(answer.json?.respCode, `${party}: ${answer.text.slice(0, 300)}`).toBe(code);
      expectNoLeak(answer, party, request);
    }
    if (key.startsWith('GET ')) {
      const answer = await call(key, requestOf(spec.as!), spec.as);
      expect(answer.status, `the owner: ${answer.text.slice(0, 300)}`).toBe(200);
      if (answer.json) expect(answer.json.respCode, `the owner: ${answer.text.slice(0, 300)}`).toBe(200);
    }
  });
});
