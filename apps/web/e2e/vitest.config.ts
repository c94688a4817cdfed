import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files that take longest (a minute and a half or more each), longest first. Two run at a time,
// and a long file that starts last runs alone at the end: these start first. Without the list a fresh
// checkout starts the largest files first, and tap targets (small but slow) came last.
const LONGEST = ['accounts', 'follows', 'tap-targets', 'codes', 'recharge'].map((name) => `${name}.e2e.test.ts`);

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.indexOf(path.basename(file.moduleId));
      return index < 0 ? LONGEST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Browser tests: the built server on a data directory of each file's own (a copy of one seeded once
// for the run, see support/global-setup.ts), driven through Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    // Two files at a time: a file spends most of its time waiting for its browser and its server
    // (pages loading, the network going quiet, animations ending), not on a core.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // A test that walks through a score of pages (the screens in each language) takes 45 to 60 s
    // when the machine is busy: two minutes before one is called hung.
    testTimeout: 120_000,
    hookTimeout: 90_000,
    // A screen may take more than expect.poll's default second to show on a busy machine: every
    // wait for what a page shows (waitForText and the like) allows 10 s before it fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
