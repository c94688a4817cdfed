// Once per browser test run: the built server migrates and seeds a data directory, then stops;
// each test file's server starts from a copy of it (see startServer).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchServer } from './server';

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-e2e-seeded-'));
  // Migrating and seeding is the slow start the files' servers no longer make: on a loaded machine
  // it takes well over the minute a file's server is given.
  try {
    const server = await launchServer(dataDir, {}, { startMs: 300_000 });
    await server.stop();
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('seededDataDir', dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
