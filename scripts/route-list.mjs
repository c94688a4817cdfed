// Writes the server's route list into docs/architecture.md, between the route-list markers.
//
// The list is read from the application itself, not from its text: the server's buildApp (run from
// the sources through tsx, on an in-memory embedded database, offline) is built three times, with
// the payment sandbox and the development outbox off, with the sandbox on and with DEV_OUTBOX on, and
// every route Fastify registers is recorded with the source file that registered it. A route that
// appears only in the second or third build is marked as such. The panel's static files (WEB_DIR)
// are left out: the builds serve the API alone.
//
//   node scripts/route-list.mjs          rewrite the section
//   node scripts/route-list.mjs --check  exit 1 when the section is not what the code registers
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SRC = path.join(ROOT, 'apps/server/src');
const DOC = path.join(ROOT, 'docs/architecture.md');
const START = '<!-- route-list:start -->';
const END = '<!-- route-list:end -->';

register();
const fromServer = (file) => import(pathToFileURL(path.join(SERVER_SRC, file)).href);
const [{ buildApp }, { loadConfig }, { isApiRoute }, { PGlite }, { drizzle }, schema] = await Promise.all([
  fromServer('app.ts'),
  fromServer('config.ts'),
  fromServer('http/auth-guard.ts'),
  import('@electric-sql/pglite'),
  import('drizzle-orm/pglite'),
  fromServer('db/schema.ts'),
]);

/** Registers a route from its endpoint table entry for the routes file that calls it: never the file to name. */
const SERVE = path.join(SERVER_SRC, 'http', 'serve.ts');

/** The first frame of the stack inside apps/server/src: the file whose code registered the route. */
function registeringFile(stack) {
  for (const line of stack.split('\n').slice(1)) {
    const match = /(?:file:\/\/)?(\/[^\s():]+\.ts):\d+:\d+/.exec(line);
    if (match && match[1] !== SERVE && match[1].startsWith(SERVER_SRC + path.sep)) return path.relative(SERVER_SRC, match[1]);
  }
  return '?';
}

// Every Fastify instance announces itself on this channel as it is made, before any route: each
// route is then recorded as it is added, with where it was added from.
let recording = null;
diagnostics.subscribe('fastify.initialization', ({ fastify }) => {
  const table = recording;
  if (!table) return;
  fastify.addHook('onRoute', (route) => {
    const file = registeringFile(new Error().stack ?? '');
    for (const method of [route.method].flat()) table.push({ method, url: route.url, public: route.config?.public === true, file });
  });
});

/** The routes one configuration registers, without the HEAD route Fastify adds beside each GET. */
async function routesOf(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-list-'));
  const client = new PGlite();
  const table = [];
  recording = table;
  try {
    // A fixed environment, not this machine's: the list does not depend on who runs it.
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '', DATA_DIR: dataDir, ...env }, ROOT);
    const app = await buildApp(config, { db: drizzle(client, { schema }), embedded: true });
    await app.ready();
    await app.close();
  } finally {
    recording = null;
    await client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const gets = new Set(table.filter((route) => route.method === 'GET').map((route) => route.url));
  return table.filter((route) => !(route.method === 'HEAD' && gets.has(route.url)));
}

const keyOf = (route) => `${route.method} ${route.url}`;
const base = await routesOf({ PAYMENTS_SANDBOX: 'false' });
const sandbox = await routesOf({ PAYMENTS_SANDBOX: 'true' });
const dev = await routesOf({ PAYMENTS_SANDBOX: 'false', DEV_OUTBOX: 'true' });
const baseKeys = new Set(base.map(keyOf));
const all = new Map();
for (const [routes, when] of [
  [base, ''],
  [sandbox, 'PAYMENTS_SANDBOX'],
  [dev, 'DEV_OUTBOX'],
]) {
  for (const route of routes) if (!all.has(keyOf(route))) all.set(keyOf(route), { ...route, when: baseKeys.has(keyOf(route)) ? '' : when });
}

/** The group a route belongs to: its module, the task calls, the payment sandbox or app.ts itself. */
function groupOf(file) {
  const parts = file.split('/');
  if (parts[0] === 'modules') return { order: 1, name: parts[1], where: `modules/${parts[1]}` };
  if (parts[0] === 'simulators') return { order: 3, name: 'payment sandbox', where: `${parts[0]}/${parts[1]}` };
  if (parts.length > 1) return { order: 2, name: parts[0], where: parts[0] };
  return { order: 0, name: 'app', where: file };
}

const groups = new Map();
for (const route of all.values()) {
  const group = groupOf(route.file);
  if (!groups.has(group.where)) groups.set(group.where, { ...group, files: new Set(), routes: [] });
  groups.get(group.where).files.add(path.posix.relative(group.where, route.file) || path.posix.basename(route.file));
  groups.get(group.where).routes.push(route);
}
const ordered = [...groups.values()].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

/** Who may call it: a logged-in user, or anyone (marked public, or a page or provider API outside the API prefixes). */
const accessOf = (route) => (route.public || !isApiRoute(route.url) ? 'public' : 'login');
const SWITCH = { PAYMENTS_SANDBOX: 'sandbox only', DEV_OUTBOX: 'DEV_OUTBOX only' };
const lines = [
  START,
  '<!-- Written by `npm run docs:routes` (scripts/route-list.mjs) from the routes the server registers; do not edit by hand. -->',
  '',
  `${all.size} routes, in the order each module registers them (the HEAD route Fastify adds beside each GET left out). ` +
    '"login": needs a logged-in user, and the route itself decides which one (each route\'s rule is in `apps/server/test/route-rules.ts`); ' +
    '"public": no login. "sandbox only": registered only while PAYMENTS_SANDBOX is on; "DEV_OUTBOX only": only with DEV_OUTBOX=true.',
];
for (const group of ordered) {
  const files = group.where.endsWith('.ts')
    ? ''
    : ` (${[...group.files]
        .sort()
        .map((file) => `\`${file}\``)
        .join(', ')})`;
  lines.push('', `#### ${group.name}: \`apps/server/src/${group.where}\`${files}`, '', '| method | path | who |', '|---|---|---|');
  for (const route of group.routes) {
    const who = [accessOf(route), SWITCH[route.when]].filter(Boolean).join(', ');
    lines.push(`| ${route.method} | \`${route.url}\` | ${who} |`);
  }
}
lines.push('', END);
const section = lines.join('\n');

const doc = fs.readFileSync(DOC, 'utf8');
const start = doc.indexOf(START);
const end = doc.indexOf(END);
if (start < 0 || end < start) {
  console.error(`docs/architecture.md has no ${START} ... ${END} section to write the route list into`);
  process.exit(1);
}
const next = doc.slice(0, start) + section + doc.slice(end + END.length);
if (process.argv.includes('--check')) {
  if (next !== doc) {
    console.error('The route list in docs/architecture.md is out of date: run npm run docs:routes');
    process.exit(1);
  }
  console.log(`route list up to date (${all.size} routes)`);
} else {
  fs.writeFileSync(DOC, next);
  console.log(`wrote ${all.size} routes in ${ordered.length} groups to docs/architecture.md`);
}
