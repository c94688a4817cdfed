// The database of a task runner test file (kept apart from task-fixtures.ts, which the worker process loads without vitest).
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/client';
import { openTestDatabase } from '../../test/database';
import { createEffectsTable } from './task-fixtures';

/** Opens the test file's own database, with the item effects table, before its tests, and removes it after them. */
export function useTaskTestDatabase(): { readonly db: Db } {
  let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    await createEffectsTable(database.db);
  });
  afterAll(() => database?.close());
  return {
    get db() {
      if (!database) throw new Error('The test database opens in beforeAll');
      return database.db;
    },
  };
}
