import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_READS, OFFLINE_READS_CACHE, SERVER_PATHS } from './src/lib/offline-caches.ts';
import { endpointTable } from './build/endpoint-table.ts';
import { tabRootChunks } from './build/tab-root-chunks.ts';

// The server (apps/server) answers the API and, in production, serves this build from dist/.
const API_TARGET = 'http://localhost:3000';
const PROXIED_PREFIXES = ['/api', '/api-auth', '/api-user', '/cdn', '/healthz'];

// NOTE: react-router 7's package exports point every condition at its development build (dev
// warnings on; https://github.com/remix-run/react-router/issues/14102). Builds take the production
// build it ships beside it, which differs only in that switch.
const REACT_ROUTER_PRODUCTION = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

// antd-mobile's base that the login form and most screens share (Button, List, Input and their small
// utilities, the language picker): one chunk instead of nine tiny ones on the login route.
const SHARED_UI = new RegExp(
  [
    String.raw`node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/](button|dot-loading|list|input)[\\/]`,
    String.raw`node_modules[\\/]antd-mobile[\\/]es[\\/]utils[\\/](attach-properties-to-component|bound|validate|is-node-with-content|native-props|with-default-props|use-props-value)\.`,
    String.raw`node_modules[\\/](classnames|tslib)[\\/]`,
    String.raw`node_modules[\\/]ahooks[\\/]es[\\/](useMemoizedFn|useUpdate|utils)[\\/]`,
    String.raw`node_modules[\\/]antd-mobile-icons[\\/]es[\\/](RightOutline|CloseCircleFill)\.`,
    String.raw`src[\\/]components[\\/]language-picker\.`,
  ].join('|'),
);

// On a slow phone network every file costs a round trip (400 ms and more), and the browser asks
// for six at a time: "list a product" used to load some 85 files. What the logged-in screens share
// is bundled in three chunks instead of dozens (docs/decisions/011-slow-network.md), none of which
// the login route loads (bench/run.mjs checks its budget):
const antd = (kind: 'components' | 'utils', names: string) => String.raw`node_modules[\\/]antd-mobile[\\/]es[\\/]${kind}[\\/](${names})[\\/.]`;
/** The shell: query cache, api client, start-up data, tab bar and the error screen. */
const SHELL = new RegExp(
  [
    String.raw`node_modules[\\/]@tanstack[\\/]`,
    String.raw`src[\\/]app[\\/](shell|tab-bar|boot-cache)\.`,
    String.raw`src[\\/]lib[\\/](api-client|boot-queries|query-client|antd-react19|keep-alive-outlet|idempotency|texts)\.`,
    String.raw`src[\\/]components[\\/](page-error|page|localized-ui|notify|api-failure|overlays)\.`,
    // Tag, Image and Avatar show on the mall's listings and on me: here, not with the forms (which
    // bring react-hook-form and zod).
    antd('components', 'error-block|badge|tab-bar|safe-area|nav-bar|config-provider|tag|image|avatar'),
    antd('utils', 'traverse-react-node|unstable-render|render|dev-log|get-scroll-parent'),
    String.raw`node_modules[\\/]react-is[\\/]`,
  ].join('|'),
);
/**
 * What a logged-in screen asks for as it first renders, asked for before the shell has loaded
 * (app/first-screen-requests.ts): what builds a call's headers, the calls' names and the texts'
 * files. Out of the shell, or asking early would wait for it.
 */
const FIRST_READS = new RegExp(
  [
    String.raw`src[\\/]app[\\/]first-screen-requests\.`,
    String.raw`src[\\/]lib[\\/](early-requests|client-headers|boot-requests|device|user-agent)\.`,
    String.raw`src[\\/](shared|features)[\\/][\w-]+[\\/][\w-]+-requests?\.`,
    String.raw`src[\\/]components[\\/](page-size|[\w-]+-text-files)\.`,
    String.raw`src[\\/](shared|features)[\\/][\w-]+[\\/]locale-files\.`,
    // The login calls' names (the endpoint table's auth area): the login's first touch loads this
    // chunk anyway, and otherwise the build puts them with the me screen (which logs out), whose
    // whole chunk the login would then load.
    String.raw`packages[\\/]domain[\\/]src[\\/]endpoints[\\/]auth\.ts$`,
  ].join('|'),
);
/**
 * Overlays and gestures: toasts, dialogs, popups, swipes and their animation libraries (react-spring,
 * use-gesture; about 30 KB gzip). No tab root waits for it: the panel's toasts and dialogs load it at
 * their first use (components/overlays.ts), the shell asks for it after the first screen, and the
 * pull to refresh is the panel's own (components/refreshable.tsx; docs/decisions/016).
 */
const MOTION = new RegExp(
  [
    String.raw`node_modules[\\/]@react-spring[\\/]`,
    String.raw`node_modules[\\/]@use-gesture[\\/]`,
    antd('components', 'mask|popup|dialog|toast|pull-to-refresh|center-popup|auto-center|spin-loading'),
    antd(
      'utils',
      'should-render|get-container|render-to-container|render-to-body|render-imperatively|use-lock-scroll|use-inner-visible|supports-passive|with-stop-propagation|rubberband|sleep|reduce-and-restore-motion|use-touch|use-initialized',
    ),
  ].join('|'),
);
/** Forms: react-hook-form, the panel's form pieces and the fields they use (not Input: the login has it; not Tag or Image: the shell has them). */
const FORMS = new RegExp(
  [
    String.raw`node_modules[\\/](react-hook-form|@hookform)[\\/]`,
    String.raw`src[\\/]components[\\/]form[\\/]`,
    String.raw`src[\\/]lib[\\/]use-unsaved-changes\.`,
    antd('components', 'checkbox|selector|switch|text-area|grid|space'),
  ].join('|'),
);

/** The tab roots, each in a chunk with what only it needs, and one chunk of what they share (build/tab-root-chunks.ts). */
const TAB_ROOTS = tabRootChunks({
  roots: { home: 'src/features/home/home-screen.tsx', mall: 'src/features/catalogue/mall-screen.tsx', me: 'src/features/me/me-screen.tsx' },
  leaveOut: FORMS,
});

/**
 * The panel as an app a phone installs (docs/decisions/030-installable-panel.md): its manifest, and a
 * service worker made by Workbox that keeps this build's files, so that the panel opens without a
 * network and a new build is offered (lib/app-updates.ts) rather than swapped in under the user.
 */
const INSTALLABLE = VitePWA({
  registerType: 'prompt',
  // lib/app-updates.ts registers it once the first screen is in.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Reseller Panel',
    short_name: 'Panel',
    description: 'Prepaid cards, recharge codes and VCoin, in your pocket',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#0f62d6',
    background_color: '#f5f5f5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Kept at install: the page and what it loads before any screen (the first chunk, its style
    // sheet), some 150 KB. Each screen's files are kept as they are first used (below): the whole
    // build at install, some 600 KB more, took a slow phone's line for seconds just when its user
    // opened a second tab (bench/slow-network.mjs).
    globPatterns: ['index.html', 'assets/index-*.{js,css}', 'icons/*.{png,svg}'],
    // The push messages' handler (public/push-handler.js): shows a notification, and a tap opens its screen.
    importScripts: ['/push-handler.js'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [SERVER_PATHS],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // The build's files never change under a name (the name holds a hash of the content).
        urlPattern: /\/\/[^/?#]+\/assets\//,
        handler: 'CacheFirst',
        options: { cacheName: 'panel-code', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600 }, cacheableResponse: { statuses: [200] } },
      },
      {
        // A pattern, not a function: Workbox copies a function's text into the worker, without what it names.
        // NOTE: not anchored at the start, so that only this origin's addresses match (Workbox matches
        // another origin's only from the first character).
        urlPattern: new RegExp(`//[^/?#]+(?:${OFFLINE_READS.map((read) => read.replaceAll('/', '\\/')).join('|')})(?:\\?|$)`),
        handler: 'NetworkFirst',
        options: { cacheName: OFFLINE_READS_CACHE, expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 }, cacheableResponse: { statuses: [200] } },
      },
    ],
  },
});

/** The commit the build is made from (BUILD_COMMIT, else git), or "dev" outside a checkout. */
function buildCommit(): string {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || 'dev';
  } catch {
    return 'dev';
  }
}

/** Now in the spec's date style (YYYY/MM/DD HH:MM:SS), UTC. */
const builtAt = () => new Date().toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', '/');

// What the about screen shows (features/about/build-info.ts): the web package's version, the commit
// and the build time.
function buildInfo() {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
  return {
    'import.meta.env.APP_VERSION': JSON.stringify(version),
    'import.meta.env.APP_COMMIT': JSON.stringify(buildCommit()),
    'import.meta.env.APP_BUILT_AT': JSON.stringify(builtAt()),
  };
}

export default defineConfig(({ command }) => {
  // NOTE: Vite bundles React's development build when the shell has NODE_ENV=development (190 KB
  // gzip instead of 129). A build is always a production build: setting it here, before Vite reads
  // it, is the way its docs give (https://vite.dev/guide/env-and-mode#node-env-and-modes).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [endpointTable(), react(), TAB_ROOTS.plugin, INSTALLABLE],
    define: buildInfo(),
    resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } : {},
    server: {
      port: 5173,
      proxy: Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // NOTE: Vite's default preloads a lazy chunk's imports when it is asked for (and the first chunk's
      // in index.html); keep it: nothing is preloaded ahead of need, the guarded shell and its
      // dependencies live in their own chunks and the login route loads none of them.
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // The domain package declares zod schemas at module level (contract/envelope.ts ...); calls
        // on `z` build values and touch nothing else, so unused schemas can be dropped with zod.
        // NOTE: a chunk that holds a contract module keeps every schema another chunk takes from it (the
        // shell once held envelope.ts's PageRequest, and zod, 26 kB gzip); the api client takes
        // CLIENT_HEADERS and RESP_OK from the zod-free contract/headers.ts.
        treeshake: { manualPureFunctions: ['z'] },
        output: {
          // Seven characters of content hash instead of eight (six is fewer than the bundler allows
          // for this many chunks): the first chunk lists the name of every chunk and style sheet a
          // lazy screen preloads (some 300), and their hashes are what gzip cannot shrink there, the
          // login's JS 0.45 KB gzip less. 42 bits still tell one build's file from another's.
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
          codeSplitting: {
            groups: [
              // What the first chunk imports goes in it (react, react-router, i18next ...): one request
              // and one gzip stream instead of five.
              { name: 'index', tags: ['$initial'], priority: 5 },
              { name: 'ui', test: SHARED_UI, priority: 4 },
              // The fields' rule messages, in their own small chunk: the forms and the login's first touch
              // load them. NOTE: it waits for its texts at the top (top-level await), so in the shell it
              // held every logged-in screen back by one more round trip.
              { name: 'validation-texts', test: /src[\\/]lib[\\/]validation-texts\./, priority: 4 },
              // A group takes the modules its own ones import too: the earlier group keeps what
              // several share (texts), so that a screen without a form does not load the forms.
              { name: 'first-reads', test: FIRST_READS, priority: 4 },
              { name: 'shell', test: SHELL, priority: 3 },
              { name: 'motion', test: MOTION, priority: 2 },
              { name: 'forms', test: FORMS, priority: 1 },
              ...TAB_ROOTS.groups,
            ],
          },
        },
      },
    },
  };
});
