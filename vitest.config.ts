import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One run, three projects: the domain rules, the server API (real database), the panel's units.
// Test files run side by side, one per core (Vitest would leave one core idle). On PostgreSQL a
// worker spends much of its time waiting for the server, so one more keeps both cores busy.
const workers = os.availableParallelism() + (process.env.TEST_DATABASE_URL ? 1 : 0);

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/no-driver-warnings.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A loaded machine can take seconds over a dialog's animation or a lazy chunk: waitFor
        // allows 10 s, so a test has room for a few of them.
        test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], testTimeout: 30_000 },
      },
    ],
  },
});
