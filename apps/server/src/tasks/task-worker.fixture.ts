// A task runner in a process of its own, for the test that kills a worker mid-task
// (task-runner.kill.test.ts): it claims the due task on DATABASE_URL with the clock stopped at NOW,
// runs the items handler, and prints "hanging" from inside the transaction of item HANG_INSIDE,
// where it waits to be killed.
import { openDatabase } from '../db/client';
import { createTestRunner, registerItemsHandler } from './task-fixtures';

const { DATABASE_URL, NOW, HANG_INSIDE, WORKER_ID } = process.env;
if (!DATABASE_URL || !NOW || !HANG_INSIDE || !WORKER_ID) throw new Error('Set DATABASE_URL, NOW, HANG_INSIDE and WORKER_ID');

const database = await openDatabase({ databaseUrl: DATABASE_URL });
const now = new Date(NOW);
const runner = createTestRunner(database.db, { now: () => now }, WORKER_ID);
registerItemsHandler(runner, { hangInside: HANG_INSIDE, onHang: () => process.stdout.write('hanging\n') });
const outcome = await runner.runOnce();
// Reaching this line means the task was not there to claim or did not hang: the test fails on it.
process.stdout.write(`ended ${JSON.stringify(outcome)}\n`);
await database.close();
