import { defineConfig } from 'vitest/config';

// One run, three projects: the domain rules, the server API (real database), the panel's units.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});
