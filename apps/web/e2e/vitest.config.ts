import { defineConfig } from 'vitest/config';

// Browser tests: the built server on a data directory of each file's own (a copy of one seeded once
// for the run, see support/global-setup.ts), driven through Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A screen may take more than expect.poll's default second to show on a busy machine: every
    // wait for what a page shows (waitForText and the like) allows 10 s before it fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
