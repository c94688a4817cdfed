// Unused files, exports and dependencies: `npm run check:unused` (part of `npm run lint`).
// Most entry points come from knip's plugins: the package scripts (apps/server/src/main.ts, build.mjs,
// cli.ts through `npm run panel`), vite.config.ts and the panel's main.tsx, the vitest configs and
// their setup files, drizzle.config.ts. The entries below are the ones no plugin sees.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // An export used beside its declaration is not dead code; only exports nothing uses are reported.
  ignoreExportsUsedInFile: true,
  // Programs the tests run from the machine (Debian packages), not from npm.
  ignoreBinaries: ['openssl', 'soffice'],
  // isExpirable and canSellerCancel name the rules of the sweep and of the seller, which are the
  // buyer's rule today.
  ignoreIssues: { 'packages/domain/src/orders.ts': ['duplicates'] },
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
      // `overrides` pins the workspaces' react and react-dom to these ("$react").
      ignoreDependencies: ['react', 'react-dom'],
      // The root vitest config's projects name their setup files from each project's root.
      ignoreUnresolved: ['./test/global-setup.ts', './test/no-driver-warnings.ts', './src/test/setup.ts'],
    },
    'packages/domain': {
      // Its package exports are for the other workspaces only: an export none of them uses is reported.
      includeEntryExports: true,
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts'],
    },
    'apps/server': {
      // test/fixtures/task-worker.fixture.ts is a process of its own that task-runner.kill.test.ts spawns.
      entry: ['src/**/*.test.ts', 'test/**/*.test.ts', 'test/**/*.fixture.ts'],
      project: ['src/**/*.ts', 'test/**/*.{ts,mts,mjs}', '*.{ts,mjs}'],
      // The tests run anvil from its platform package, which @foundry-rs/anvil installs.
      ignoreDependencies: ['@foundry-rs/anvil', '@foundry-rs/anvil-linux-amd64'],
    },
    'apps/web': {
      entry: ['src/**/*.test.{ts,tsx}', 'build/**/*.{ts,mjs}', 'e2e/**/*.test.ts'],
      project: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'build/**/*.{ts,mjs}', '*.ts'],
      // The unit tests' environment, named in the root vitest config's web project.
      ignoreDependencies: ['jsdom'],
    },
    bench: {
      entry: ['*.{ts,mjs}'],
      project: ['*.{ts,mjs}'],
    },
  },
};

export default config;
