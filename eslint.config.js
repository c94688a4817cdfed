import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Files linted with type information (floating and misused promises, exhaustive switches). Each
 * file must belong to a tsconfig.json next to it or above it; a package joins with one line here.
 */
const TYPE_CHECKED_FILES = ['apps/web/src/**/*.{ts,tsx}', 'apps/web/e2e/**/*.ts', 'apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'];

// The panel's layers (docs/decisions/008-panel-forms-and-boundaries.md). `app` composes features;
// a feature imports only itself, the shared layers and the domain; shared layers import only
// shared layers below them, never a feature or the app.
const WEB = 'apps/web/src';
/** The names of the folders in `dir` (a path from the repository's root). */
const foldersIn = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const FEATURES = foldersIn(`${WEB}/features`);
const layerZones = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to src/shared/<topic>, or compose them in src/app.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import the app layer; the app composes them.' },
  {
    target: [`${WEB}/shared`, `${WEB}/components`, `${WEB}/lib`, `${WEB}/locales`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared layers never import a feature or the app.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/locales`],
    from: `${WEB}/shared`,
    message: 'Generic UI and the panel library do not import src/shared topics.',
  },
  { target: [`${WEB}/lib`, `${WEB}/locales`], from: `${WEB}/components`, message: 'The panel library does not import UI components.' },
];

// The server's layers (docs/decisions/037-server-boundaries.md). The low layers (http, tasks,
// platform, db and errors.ts) never import a module; a module imports another only through that
// module's public file, modules/<name>/<name>.public.ts; the product never imports test code.
// app.ts, background-tasks.ts, context.ts, config.ts, cli.ts, main.ts and seed/ compose the rest.
const SERVER = 'apps/server/src';
const MODULES = foldersIn(`${SERVER}/modules`);
const serverZones = [
  {
    target: ['http', 'tasks', 'platform', 'db', 'errors.ts'].map((layer) => `${SERVER}/${layer}`),
    from: `${SERVER}/modules`,
    message: 'The low layers sit below the modules: move what both need down (platform/, http/, db/), or have app.ts pass it in.',
  },
  ...MODULES.map((name) => ({
    target: `${SERVER}/modules/${name}`,
    from: MODULES.filter((other) => other !== name).map((other) => `${SERVER}/modules/${other}/**`),
    // Matched against the absolute path (the plugin does not join basePath to these).
    except: [`${import.meta.dirname}/${SERVER}/modules/*/*.public.ts`],
    message: 'A module imports another only through its public file, modules/<name>/<name>.public.ts.',
  })),
  { target: SERVER, from: 'apps/server/test', message: 'The product does not import test code.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.test-data/**', 'data/**', 'apps/server/drizzle/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: TYPE_CHECKED_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      // The icon set's coin, bill and payment icons bear a yen sign: money shows none (components/coin-icon.tsx).
      'no-restricted-imports': [
        'error',
        {
          paths: ['PayCircleOutline', 'BillOutline', 'ReceivePaymentOutline', 'PayCircleFill', 'BillFill'].map((name) => ({
            name: `antd-mobile-icons/es/${name}`,
            message: 'It bears a yen sign: use CoinIcon or ReceiptIcon (components/coin-icon.tsx).',
          })),
        },
      ],
    },
  },
  {
    // The panel calls the server through the endpoint table (packages/domain/src/endpoints and
    // api.call), never by a path written out: a path that changes changes in one place.
    files: [`${WEB}/features/**/*.{ts,tsx}`, `${WEB}/shared/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(api|api-auth|api-user|__dev)\\//]',
          message: 'Call the server through the endpoint table: api.call(<area>Endpoints.<call>, ...).',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/(api|api-auth|api-user|__dev)\\//]',
          message: 'Call the server through the endpoint table: api.call(<area>Endpoints.<call>, ...).',
        },
      ],
    },
  },
  {
    // The domain package is shared by both sides and does no I/O.
    files: ['packages/domain/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', 'fastify', 'react', 'drizzle-orm*'] }] },
  },
  {
    // The payment simulator (src/simulators) is the outside world's stand-in: only the app's wiring
    // and tests reach it. The core and the production adapters never do, so what they run against
    // the simulator is what they run against the real provider (docs/decisions/025-payment-rails.md).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/app.ts', 'apps/server/src/simulators/**', '**/*.test.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'apps/server/src',
              from: 'apps/server/src/simulators',
              message: 'Only app.ts wires the payment simulator; the core and the adapters speak to it over its wire API.',
            },
            ...serverZones,
          ],
        },
      ],
    },
  },
  {
    // app.ts and the simulator, which the block above leaves out, still never import test code.
    files: [`${SERVER}/app.ts`, `${SERVER}/simulators/**/*.ts`],
    ignores: ['**/*.test.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } } },
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones.slice(-1) }] },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    plugins: { import: importPlugin },
    // no-cycle reads the imported files itself: it needs the TypeScript parser named for them.
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/ignore': ['node_modules'],
    },
    // Packages are never part of a cycle of ours: not reading them keeps the rule fast (and PGlite's bundle is too deep for it to parse).
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The server and the panel never import each other.
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@panel/web*', '**/apps/web/**'] }] },
  },
);
